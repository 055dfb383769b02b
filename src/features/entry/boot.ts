// Mini-program start-up (spec §2 "At start"): clear the flags that must not survive a restart, and keep a viewId
// the mini program was launched with before any authorisation. The H5 variant, boot.h5.ts, also applies the
// address rules before the router starts.
import Taro from '@tarojs/taro';

import { startupActions } from '../../domain/routing/startup';
import { viewIdFromQuery } from '../../domain/routing/view-id';
import { STORAGE_KEYS } from '../../domain/storage-keys';
import { storage } from '../../platform/storage';

startupActions({ protocol: '', host: '', productHost: '' }).clearKeys.forEach((key) => storage.remove(key));

try {
  const viewId = viewIdFromQuery(Taro.getLaunchOptionsSync().query);
  if (viewId) storage.set(STORAGE_KEYS.viewId, viewId);
} catch {
  // No launch options outside a real launch (tests): nothing to keep.
}
