export { default } from '../../features/portal/community/ListsScreen';
