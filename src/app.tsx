import './zod-setup';
import './platform/boot';
import './app.css';

import { useLaunch } from '@tarojs/taro';
import type { PropsWithChildren } from 'react';

import { installRequestLayer } from './api/interceptors';
import { ErrorBoundary } from './components/ErrorBoundary';
import { RouteLoading } from './platform/route-loading';
import { sessionForRequests } from './stores/session';

// Before any page exists, so no call leaves without the interceptors (src/api/README.md).
installRequestLayer({ session: sessionForRequests });

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
