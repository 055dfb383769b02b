// One module per NutUI component: the component and its own CSS only (NutUI's CSS does not tree-shake).
// NutUI's Signature draws on Taro's Canvas on both targets (a 2d canvas node in WeChat, <canvas> in H5).
import '@nutui/nutui-react-taro/dist/es/packages/signature/style/css';

export { default as Signature } from '@nutui/nutui-react-taro/dist/es/packages/signature';
