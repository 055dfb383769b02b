export { default } from '../../features/team/MemberListScreen';
