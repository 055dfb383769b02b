// One module per NutUI component: the component and its own CSS only (NutUI's CSS does not tree-shake).
import '@nutui/nutui-react-taro/dist/es/packages/input/style/css';
import './input.css';

export { default as Input } from '@nutui/nutui-react-taro/dist/es/packages/input';
