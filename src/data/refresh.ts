import Taro, { useDidShow, usePullDownRefresh } from '@tarojs/taro';
import { useRef } from 'react';

/**
 * Pull to refresh is a reload of what the screen shows; the indicator stops when the reload ends, whatever the
 * outcome (a failure is shown by the screen's retry view). The page's config needs `enablePullDownRefresh: true`.
 */
export function usePullToRefresh(...loads: Array<{ refetch: () => Promise<unknown> }>): void {
  usePullDownRefresh(() => {
    void Promise.allSettled(loads.map((l) => l.refetch())).then(() => Taro.stopPullDownRefresh());
  });
}

/**
 * Reload when the page is shown again (back from a screen that may have changed its data), not on the first show,
 * which the load's mount already covers.
 */
export function useReloadOnShow(...loads: Array<{ refetch: () => Promise<unknown> }>): void {
  const shown = useRef(false);
  useDidShow(() => {
    if (!shown.current) {
      shown.current = true;
      return;
    }
    for (const l of loads) void l.refetch();
  });
}
