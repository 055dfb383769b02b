export { default } from '../../../features/app-entry/SearchNotOpenScreen';
