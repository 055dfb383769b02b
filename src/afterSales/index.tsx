export { default } from '../features/member/after-sales/AfterSalesScreen';
