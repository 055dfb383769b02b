export { default } from '../../features/documents/ServiceAgreementScreen';
