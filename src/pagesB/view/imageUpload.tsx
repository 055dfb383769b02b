export { default } from '../../features/form/ImageUploadScreen';
