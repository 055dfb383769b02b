export { default } from '../../features/team/ShareScreen';
