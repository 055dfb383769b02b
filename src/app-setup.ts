// What must be in place before the router starts and any page exists, in this order: the start-up rules (boot), the
// request layer (so no call leaves without the interceptors, src/api/README.md), the privacy agreement (so the first
// protected call already meets its dialog), WeChat's JS-SDK reach and Taro's H5 modal and action sheet. app.tsx
// reaches it through entry-steps, which on H5 evaluates it in a task of its own.
import './features/entry/boot';

import { installRequestLayer } from './api/interceptors';
import { installPrivacy } from './features/privacy';
import { installWechatJsSdk } from './features/share';
import { sessionForRequests } from './stores/session';
import { installTaroInteraction } from './ui/taro-interaction';

installRequestLayer({ session: sessionForRequests });
installPrivacy();
// WeChat's browser: location and image picking reach the JS-SDK through the platform layer (loaded on first use).
installWechatJsSdk();
// Taro's H5 modal and action sheet: the theme's colours, and buttons a keyboard can reach.
installTaroInteraction();
