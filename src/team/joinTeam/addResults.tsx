export { default } from '../../features/team/AddResultsScreen';
