export { default } from '../features/member/crm/SuppliersScreen';
