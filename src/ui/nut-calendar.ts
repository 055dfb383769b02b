// One module per NutUI component: the component and its own CSS only (NutUI's CSS does not tree-shake). Screens use
// ui/Calendar.tsx, which makes its days usable by keyboard.
import '@nutui/nutui-react-taro/dist/es/packages/popup/style/css';
import '@nutui/nutui-react-taro/dist/es/packages/calendar/style/css';

export { default as NutCalendar } from '@nutui/nutui-react-taro/dist/es/packages/calendar';
