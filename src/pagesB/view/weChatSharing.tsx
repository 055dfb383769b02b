export { default } from '../../features/share/SharingScreen';
