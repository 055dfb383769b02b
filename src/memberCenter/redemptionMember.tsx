export { default } from '../features/member/centre/RedeemScreen';
