export { default } from '../../features/session/WechatLoginScreen';
