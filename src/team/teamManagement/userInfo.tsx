export { default } from '../../features/team/UserInfoScreen';
