// The mini program's Button; H5 uses Button.h5.tsx (same extension: Taro picks the platform file by it).
// One module per NutUI component: the component and its own CSS only (NutUI's CSS does not tree-shake).
import '@nutui/nutui-react-taro/dist/es/packages/button/style/css';
import './button.css';

export { default as Button } from '@nutui/nutui-react-taro/dist/es/packages/button';
