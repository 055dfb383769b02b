export { default } from '../../features/location/ChooseLocationScreen';
