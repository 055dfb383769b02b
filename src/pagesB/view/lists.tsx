export { default } from '../../features/records/lists/ListsScreen';
