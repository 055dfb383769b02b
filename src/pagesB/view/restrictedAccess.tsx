export { default } from '../../features/entry/RestrictedAccessScreen';
