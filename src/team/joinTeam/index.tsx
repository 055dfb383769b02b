export { default } from '../../features/team/JoinTeamIndexScreen';
