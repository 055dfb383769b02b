export { default } from '../features/portal/WebViewScreen';
