import Taro, { useDidShow, usePullDownRefresh } from '@tarojs/taro';
import { createContext, useContext, useRef } from 'react';

/**
 * Pull to refresh is a reload of what the screen shows; the indicator stops when the reload ends, whatever the
 * outcome (a failure is shown by the screen's retry view). The page's config needs `enablePullDownRefresh: true`.
 */
export function usePullToRefresh(...loads: Array<{ refetch: () => Promise<unknown> }>): void {
  usePullDownRefresh(() => {
    void Promise.allSettled(loads.map((l) => l.refetch())).then(() => Taro.stopPullDownRefresh());
  });
}

/** A reload that may join one already under way instead of cancelling it. */
export type Reload = (options?: { cancelRefetch?: boolean }) => Promise<unknown>;

/**
 * True under a wrapper that mounts the screen only after the page's first show (the application access gate): the
 * first show the screen then sees is already a return to the page, and must reload.
 */
export const MountedAfterFirstShow = createContext(false);

/**
 * Reload when the page is shown again (back from a screen that may have changed its data), not on the first show,
 * which the load's mount already covers. Coming back from the background also refetches stale loads (the focus
 * manager): the reload joins that fetch rather than cancelling it and asking the server a second time.
 */
export function useReloadOnShow(...loads: Array<{ refetch: Reload }>): void {
  const shown = useRef(useContext(MountedAfterFirstShow));
  useDidShow(() => {
    if (!shown.current) {
      shown.current = true;
      return;
    }
    for (const l of loads) void l.refetch({ cancelRefetch: false });
  });
}
