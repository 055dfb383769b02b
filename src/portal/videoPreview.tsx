export { default } from '../features/portal/VideoPreviewScreen';
