export { default } from '../features/member/store/OrdersScreen';
