export { default } from '../features/portal/PortalScreen';
