export { default } from '../../features/records/detail/DetailScreen';
