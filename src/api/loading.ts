/**
 * The loading indicator (calls-and-errors.md §7 "Request layer"): shown once a call has run for 1000 ms, with
 * 加载中..., and hidden when the last call that showed it ends. Calls that finish sooner never flash it.
 */
import Taro from '@tarojs/taro';

import { LOADING_DELAY_MS } from '../config';
import { LOADING_TEXT } from '../domain/messages';

let visible = 0;

/** Starts tracking one call; the returned function ends it. */
export function trackLoading(): () => void {
  let shown = false;
  const timer = setTimeout(() => {
    shown = true;
    visible += 1;
    if (visible === 1) void Promise.resolve(Taro.showLoading({ title: LOADING_TEXT, mask: false })).catch(() => undefined);
  }, LOADING_DELAY_MS);
  let ended = false;
  return () => {
    if (ended) return;
    ended = true;
    clearTimeout(timer);
    if (!shown) return;
    visible -= 1;
    if (visible === 0) void Promise.resolve(Taro.hideLoading()).catch(() => undefined);
  };
}

/** How many calls show the indicator now (tests). */
export function loadingCount(): number {
  return visible;
}
