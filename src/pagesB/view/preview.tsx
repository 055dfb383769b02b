export { default } from '../../features/documents/PreviewScreen';
