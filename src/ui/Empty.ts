import '@nutui/nutui-react-taro/dist/es/packages/empty/style/css';

export { default as Empty } from '@nutui/nutui-react-taro/dist/es/packages/empty';
