export { default } from '../../features/team/CreateScreen';
