// One module per NutUI component: the component and its own CSS only (NutUI's CSS does not tree-shake).
import '@nutui/nutui-react-taro/dist/es/packages/dialog/style/css';

export { default as Dialog } from '@nutui/nutui-react-taro/dist/es/packages/dialog';
