export { default } from '../../features/team/MemberApplicationScreen';
