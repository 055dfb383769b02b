export { default } from '../features/member/store/OrderDetailScreen';
