export { default } from '../features/market/MarketScreen';
