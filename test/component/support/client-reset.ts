import { harness } from './taro';
import { resetToasts } from '../../../src/api/error-effects';
import { resetHostSession } from '../../../src/api/host-session';
import { reauthGate } from '../../../src/api/transport';
import { queryClient } from '../../../src/data';
import { useSession } from '../../../src/stores/session';

/**
 * A clean client for each component test: storage, the fake platform's requests, toasts, the native host's session,
 * the re-authentication queue, the signed-out session store and the loading layer's cache.
 */
export function resetClient(): void {
  localStorage.clear();
  harness.reset();
  resetToasts();
  resetHostSession();
  reauthGate.forget();
  useSession.getState().signOut();
  queryClient.clear();
}
