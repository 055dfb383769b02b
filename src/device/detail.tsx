export { default } from '../features/devices/DeviceDetailScreen';
