/**
 * The request layer as Taro interceptors, registered once at start-up. Taro calls them in the order they were added
 * (an onion: the first sees the call first and its answer last); src/api/README.md says why this order.
 */
import Taro from '@tarojs/taro';

import { authorizationInterceptor } from './authorization';
import type { RequestInterceptor } from './call';
import { catalogueInterceptor } from './catalogue';
import { contentInterceptor } from './content';
import { loadingInterceptor } from './loading';
import { reauthQueueInterceptor } from './reauth-queue';
import { tenantInterceptor } from './tenant';
import { setRequestSession, type RequestSession } from '../session-port';

/** Outermost first. */
export const REQUEST_INTERCEPTORS: ReadonlyArray<{ name: string; interceptor: RequestInterceptor }> = [
  { name: 'catalogue', interceptor: catalogueInterceptor },
  { name: 'loading', interceptor: loadingInterceptor },
  { name: 'reauth-queue', interceptor: reauthQueueInterceptor },
  { name: 'authorization', interceptor: authorizationInterceptor },
  { name: 'tenant', interceptor: tenantInterceptor },
  { name: 'content', interceptor: contentInterceptor },
];

let installed = false;

/**
 * Hands the session over and registers the interceptors. Installing again replaces the previous installation, so
 * the interceptors are never registered twice.
 */
export function installRequestLayer({ session }: { session: RequestSession }): void {
  uninstallRequestLayer();
  setRequestSession(session);
  for (const { interceptor } of REQUEST_INTERCEPTORS) Taro.addInterceptor(interceptor);
  installed = true;
}

/**
 * Removes the interceptors and takes the session back. Taro can only clear its whole chain: the request layer owns
 * it, and nothing else registers interceptors.
 */
export function uninstallRequestLayer(): void {
  if (!installed) return;
  Taro.cleanInterceptors();
  setRequestSession(null);
  installed = false;
}

export function requestLayerInstalled(): boolean {
  return installed;
}
