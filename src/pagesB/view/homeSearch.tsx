export { default } from '../../features/home/HomeSearchScreen';
