/**
 * The portal keeps its scroll position (spec §2: the portal scroll position is stored, and cleared at start): each
 * portal page's position is saved as the user scrolls (debounced, §9 500 ms) and restored when the page is opened
 * again in the same run of the app.
 */
import Taro, { usePageScroll } from '@tarojs/taro';
import { useEffect, useMemo, useRef } from 'react';

import { SCROLL_SAVE_MS } from '../../domain/portal';
import { STORAGE_KEYS } from '../../domain/storage-keys';
import { debounce } from '../../domain/timing/debounce';
import { storage } from '../../platform/storage';

type Positions = Record<string, number>;

const positions = (): Positions => {
  const stored = storage.get<Positions>(STORAGE_KEYS.portalScrollPosition);
  return stored && typeof stored === 'object' ? stored : {};
};

export function useKeptScroll(pageKey: string, ready: boolean): void {
  const restored = useRef(false);
  const save = useMemo(
    () => debounce((top: number) => storage.set(STORAGE_KEYS.portalScrollPosition, { ...positions(), [pageKey]: Math.max(0, Math.round(top)) }), SCROLL_SAVE_MS),
    [pageKey],
  );
  useEffect(() => () => save.cancel(), [save]);
  usePageScroll(({ scrollTop }) => {
    if (restored.current) save(scrollTop);
  });
  useEffect(() => {
    if (!ready || restored.current) return;
    restored.current = true;
    const top = positions()[pageKey];
    if (top && top > 0) void Taro.nextTick(() => void Taro.pageScrollTo({ scrollTop: top, duration: 0 }));
  }, [ready, pageKey]);
}
