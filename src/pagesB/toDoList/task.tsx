export { default } from '../../features/todo/TaskScreen';
