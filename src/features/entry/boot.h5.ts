/**
 * H5 start-up (spec screens-data-rules.md §2 routing rules). Imported first by app.tsx, so it runs before Taro's
 * router reads the address: rewrites are done with history.replaceState and the router starts on the new address.
 */
import { eventCenter } from '@tarojs/runtime';
import Taro from '@tarojs/taro';

import { rememberFirstEntry } from '../../domain/routing/first-entry';
import { legacyRedirect } from '../../domain/routing/legacy-redirect';
import { setsLocationJump } from '../../domain/routing/location-jump';
import { publicAddress } from '../../domain/routing/public-address';
import { startupActions, unloadActions } from '../../domain/routing/startup';
import { unknownPathRedirect } from '../../domain/routing/unknown-path';
import { viewIdFromQuery } from '../../domain/routing/view-id';
import { STORAGE_KEYS } from '../../domain/storage-keys';
import { guardStalePageShade } from '../../platform/stale-page-shade';
import { storage } from '../../platform/storage';
import { guardStrayForwardPage } from '../../platform/stray-forward-page';
import { PATHS, readyRoutes } from '../../routes';

/**
 * The spec's "cleared on unload", with `pagehide`: an `unload` listener is deprecated (Lighthouse's deprecations audit,
 * a console issue in Chromium) and keeps the page out of the back/forward cache. `pagehide` fires whenever `unload`
 * did, and also when the page goes into that cache: the keys are cleared then too, and put back if the same page is
 * shown again from the cache (`pageshow` persisted), since for it nothing was unloaded.
 */
function clearOnLeave(): void {
  let kept: [string, unknown][] = [];
  window.addEventListener('pagehide', () => {
    kept = unloadActions().clearKeys.map((key) => [key, storage.get(key)]);
    kept.forEach(([key]) => storage.remove(key));
  });
  window.addEventListener('pageshow', (event) => {
    if (event.persisted) kept.forEach(([key, value]) => value !== undefined && storage.set(key, value));
    kept = [];
  });
}

const isBuilt = (alias: string): boolean => readyRoutes().some((r) => r.aliases.includes(alias));

function boot(): void {
  const { protocol, host, pathname, search, hash, href } = window.location;

  const start = startupActions({ protocol, host, productHost: process.env.TARO_APP_H5_HOST });
  if (start.upgradeToHttps) {
    window.location.replace(href.replace(/^http:/, 'https:'));
    return;
  }
  start.clearKeys.forEach((key) => storage.remove(key));
  clearOnLeave();

  const legacy = legacyRedirect({ pathname, search, hash });
  if (legacy !== null && legacy !== pathname + search + hash) window.history.replaceState(null, '', legacy);

  // Each document load is a new entry for WeChat on iOS (it signs the address the document was loaded at, e.g. back
  // from the identity provider): an address kept from an earlier load would no longer sign.
  const remembered = rememberFirstEntry({
    isIOS: /iphone|ipad|ipod/i.test(navigator.userAgent),
    remembered: null,
    address: href.split('#')[0] ?? href,
  });
  if (remembered) storage.set(STORAGE_KEYS.iosFirstEntryUrl, remembered);

  const app = document.getElementById('app');
  if (app) {
    guardStalePageShade(app);
    guardStrayForwardPage(app);
  }

  const viewId = viewIdFromQuery(window.location.search);
  if (viewId) storage.set(STORAGE_KEYS.viewId, viewId);

  eventCenter.on('__taroRouterChange', ({ toLocation }: { toLocation: { path: string } }) => {
    if (setsLocationJump(toLocation.path)) storage.set(STORAGE_KEYS.locationJump, true);
  });

  // An address the router does not know: an internal path is shown as its alias; anything else follows the
  // shortCode and 404 rules. A screen of the spec that is not built yet (known, but not routed) shows Not found.
  eventCenter.on('__taroRouterNotFound', ({ path }: { path: string }) => {
    const query = window.location.search;
    const alias = publicAddress(path);
    const target =
      alias !== path && isBuilt(alias)
        ? alias + query
        : (unknownPathRedirect(path, query.replace(/^\?/, '')) ?? publicAddress(PATHS.notFound));
    void Taro.redirectTo({ url: target });
  });

  // The app offline: the built service worker, registered once the page has loaded so it never delays the first
  // screen, and loaded with it (workbox-window) only then. Built apps only: a dev server's files change on every save.
  // The entry scripts start after the first paint (config/paint-first.ts) and the start-up runs in a task of its own
  // (src/entry-steps.h5.ts): the load event may well have come already, and would not come again.
  if (process.env.NODE_ENV === 'production' && 'serviceWorker' in navigator) {
    const register = () => void import('./new-version').then((m) => m.registerServiceWorker());
    if (document.readyState === 'complete') register();
    else window.addEventListener('load', register, { once: true });
  }
}

boot();
