import { eventCenter } from '@tarojs/runtime';
import { useEffect, useState } from 'react';

import { Button } from './Button';
import { ErrorView } from './ErrorView';
import { isChunkLoadError, ROUTE_LOADING, ROUTE_LOADING_TEXT } from '../domain/route-loading';
import './route-loading.css';

type Phase = 'idle' | 'loading' | 'timeout' | 'failed';

/**
 * H5 route loading: a loading view when a page's chunk takes more than 200 ms, the error view after 60 s, and the
 * error view at once when the chunk fails to load (ChunkLoadError), with a retry that reloads the address.
 */
export function RouteLoading() {
  const [phase, setPhase] = useState<Phase>('idle');

  useEffect(() => {
    let delay: ReturnType<typeof setTimeout> | undefined;
    let timeout: ReturnType<typeof setTimeout> | undefined;
    const clear = () => {
      clearTimeout(delay);
      clearTimeout(timeout);
    };
    const onStart = () => {
      clear();
      delay = setTimeout(() => setPhase((p) => (p === 'failed' ? p : 'loading')), ROUTE_LOADING.delayMs);
      timeout = setTimeout(() => setPhase((p) => (p === 'failed' ? p : 'timeout')), ROUTE_LOADING.timeoutMs);
    };
    const onDone = () => {
      clear();
      setPhase('idle');
    };
    const onRejection = (event: PromiseRejectionEvent) => {
      if (!isChunkLoadError(event.reason)) return;
      event.preventDefault();
      clear();
      setPhase('failed');
    };
    eventCenter.on('__taroRouterChange', onStart);
    eventCenter.on('__afterTaroRouterChange', onDone);
    window.addEventListener('unhandledrejection', onRejection);
    return () => {
      clear();
      eventCenter.off('__taroRouterChange', onStart);
      eventCenter.off('__afterTaroRouterChange', onDone);
      window.removeEventListener('unhandledrejection', onRejection);
    };
  }, []);

  if (phase === 'idle') return null;
  if (phase === 'loading') {
    return (
      <div className="route-loading" role="status" aria-live="polite">
        {ROUTE_LOADING_TEXT.loading}
      </div>
    );
  }
  return (
    <div className="route-loading route-loading--error">
      <ErrorView
        title={phase === 'failed' ? ROUTE_LOADING_TEXT.failedTitle : ROUTE_LOADING_TEXT.timeoutTitle}
        description={ROUTE_LOADING_TEXT.failedDescription}
        actions={
          <Button type="primary" onClick={() => window.location.reload()}>
            {ROUTE_LOADING_TEXT.retry}
          </Button>
        }
      />
    </div>
  );
}
