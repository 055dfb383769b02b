export { default } from '../../features/team/JoinScreen';
