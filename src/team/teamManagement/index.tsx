export { default } from '../../features/team/TeamManagementScreen';
