export { default } from '../features/devices/DeviceListScreen';
