export { default } from '../../features/portal/community/DetailScreen';
