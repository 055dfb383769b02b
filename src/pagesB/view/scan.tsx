export { default } from '../../features/scan/ScanScreen';
