// One module per NutUI component: the component and its own CSS only (NutUI's CSS does not tree-shake).
import '@nutui/nutui-react-taro/dist/es/packages/popup/style/css';

export { default as Popup } from '@nutui/nutui-react-taro/dist/es/packages/popup';
