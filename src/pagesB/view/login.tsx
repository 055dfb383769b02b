export { default } from '../../features/documents/AppLoginScreen';
