import './zod-setup';
import './features/entry/boot';
import './app.css';

import { useLaunch } from '@tarojs/taro';
import type { PropsWithChildren } from 'react';

import { ErrorBoundary } from './ui/ErrorBoundary';
import { RouteLoading } from './ui/route-loading';

function App({ children }: PropsWithChildren) {
  useLaunch(() => {
    // Start-up rules that need the app instance run in platform/boot at import time, before the router starts.
  });
  return (
    <ErrorBoundary>
      {children}
      <RouteLoading />
    </ErrorBoundary>
  );
}

export default App;
