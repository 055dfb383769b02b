export { default } from '../features/member/crm/CustomersScreen';
