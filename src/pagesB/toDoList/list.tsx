export { default } from '../../features/todo/TodoListScreen';
