export { default } from '../features/certification/CertificationScreen';
