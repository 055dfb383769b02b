export { default } from '../../features/entry/NotFoundScreen';
