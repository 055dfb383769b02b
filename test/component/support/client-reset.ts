import { harness } from './taro';
import { resetToasts } from '../../../src/api/error-effects';
import { resetHostSession } from '../../../src/api/host-session';
import { installRequestLayer, uninstallRequestLayer } from '../../../src/api/interceptors';
import type { RequestSession } from '../../../src/api/session-port';
import { reauthGate } from '../../../src/api/transport';
import { queryClient } from '../../../src/data';
import { sessionForRequests, useSession } from '../../../src/stores/session';

/**
 * A clean client for each component test: storage, the fake platform's requests, toasts, the native host's session,
 * the re-authentication queue, the signed-out session store, the loading layer's cache, and the request layer
 * installed afresh with the app's session (as app start does).
 */
export function resetClient(): void {
  localStorage.clear();
  harness.reset();
  resetToasts();
  resetHostSession();
  reauthGate.forget();
  useSession.getState().signOut();
  queryClient.clear();
  installRequestLayer({ session: sessionForRequests });
}

/** For a test file whose calls go through the request layer: installed before each test, removed after it. */
export function withRequestLayer(session: RequestSession = sessionForRequests): void {
  beforeEach(() => installRequestLayer({ session }));
  afterEach(() => uninstallRequestLayer());
}
