export { default } from '../../features/session/SelectTenantScreen';
