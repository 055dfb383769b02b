export { default } from '../../../features/form/FormInfoScreen';
