/**
 * The loading indicator (calls-and-errors.md §7 "Request layer"): shown once a call has run for 1000 ms, with
 * 加载中..., and hidden when the last call that showed it ends. Calls that finish sooner never flash it. It spans the
 * whole call, re-authentication and replay included, and sits inside the catalogue so that it is hidden before a
 * row's toast or modal shows (in WeChat hiding the loading indicator can hide a toast too).
 */
import Taro from '@tarojs/taro';

import { layerCallOf, type RequestInterceptor } from './call';
import { LOADING_DELAY_MS } from '../../config';
import { LOADING_TEXT } from '../../domain/messages';

let visible = 0;

/** Starts tracking one call; the returned function ends it. */
function trackLoading(): () => void {
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

export const loadingInterceptor: RequestInterceptor = async (chain) => {
  const params = chain.requestParams;
  if (!layerCallOf(params)?.loading) return chain.proceed(params);
  const stop = trackLoading();
  try {
    return await chain.proceed(params);
  } finally {
    stop();
  }
};
