export { default } from '../../features/records/search/SearchScreen';
