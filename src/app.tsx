import './zod-setup';
import './entry-steps';
import './app.css';
// NutUI's icons' stylesheet: config/index.ts lets the icons go with the components that use them, without the
// barrel that imported it.
import '@nutui/icons-react-taro/dist/style_icon.css';

import { useLaunch } from '@tarojs/taro';
import type { PropsWithChildren } from 'react';

import { ErrorBoundary } from './ui/ErrorBoundary';
import { RouteLoading } from './ui/route-loading';

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
