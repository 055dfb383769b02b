import './zod-setup';
import './features/entry/boot';
import './app.css';
// NutUI's icons' stylesheet: config/index.ts lets the icons go with the components that use them, without the
// barrel that imported it.
import '@nutui/icons-react-taro/dist/style_icon.css';

import { useLaunch } from '@tarojs/taro';
import type { PropsWithChildren } from 'react';

import { installRequestLayer } from './api/interceptors';
import { installPrivacy } from './features/privacy';
import { installWechatJsSdk } from './features/share';
import { sessionForRequests } from './stores/session';
import { ErrorBoundary } from './ui/ErrorBoundary';
import { RouteLoading } from './ui/route-loading';
import { installTaroInteraction } from './ui/taro-interaction';

// Before any page exists, so no call leaves without the interceptors (src/api/README.md).
installRequestLayer({ session: sessionForRequests });
// Before any page, so the first protected call already meets the agreement dialog.
installPrivacy();
// WeChat's browser: location and image picking reach the JS-SDK through the platform layer (loaded on first use).
installWechatJsSdk();
// Taro's H5 modal and action sheet: the theme's colours, and buttons a keyboard can reach.
installTaroInteraction();

function App({ children }: PropsWithChildren) {
  useLaunch(() => {
    // Start-up rules that need the app instance run in features/entry/boot at import time, before the router starts.
  });
  return (
    <ErrorBoundary>
      {children}
      <RouteLoading />
    </ErrorBoundary>
  );
}

export default App;
