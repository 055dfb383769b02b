export { default } from '../../features/documents/DownloadScreen';
