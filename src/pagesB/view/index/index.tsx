export { default } from '../../../features/app-entry/AppIndexScreen';
