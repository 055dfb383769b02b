export { default } from '../features/market/PackageDetailsScreen';
