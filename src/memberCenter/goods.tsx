export { default } from '../features/member/store/GoodsScreen';
