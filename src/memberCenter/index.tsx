export { default } from '../features/member/centre/MemberCentreScreen';
