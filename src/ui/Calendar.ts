// One module per NutUI component: the component and its own CSS only (NutUI's CSS does not tree-shake).
// NutUI's Calendar opens in its own Popup on both targets; `firstDayOfWeek={1}` gives the spec's Monday-first weeks.
import '@nutui/nutui-react-taro/dist/es/packages/popup/style/css';
import '@nutui/nutui-react-taro/dist/es/packages/calendar/style/css';
import './calendar.css';

export { default as Calendar } from '@nutui/nutui-react-taro/dist/es/packages/calendar';
