export { default } from '../../../features/form/SubmitSuccessScreen';
