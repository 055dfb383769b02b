export { default } from '../features/member/store/StoreScreen';
