export { default } from '../features/devices/DeviceTypesScreen';
