/**
 * Native-host mode (contract in platform/HOST_BRIDGE.md): when the page runs inside the native host app the host is
 * the source of the token. The first signed call of a page load asks the host for its token (once, shared by every
 * call), replacing whatever was stored; a 401 later asks the host again (token-renewal.ts).
 */
import { requestSession } from './session-port';
import { tenantIdOf } from '../domain/auth/jwt';
import { STORAGE_KEYS } from '../domain/storage-keys';
import { hostBridge, type HostToken } from '../platform/host-bridge';
import { storage } from '../platform/storage';

let loading: Promise<void> | null = null;

/**
 * Stores a token the host gave: the Bearer value, the id token, and the tenant the host names, itself or as its id
 * token's tid (HOST_BRIDGE.md: the host is the party that holds the token and says which organisation it is for).
 */
export function takeHostToken(token: HostToken): void {
  requestSession().storeTokens({ accessToken: token.accessToken, idToken: token.idToken }, token.tenantId ?? tenantIdOf(token.idToken));
}

/** True when the page runs inside the native host. */
export function inHostApp(): boolean {
  return hostBridge() !== null;
}

/** Resolves once the host's token is in the session (at once outside the host; never rejects). */
export function hostSessionReady(): Promise<void> {
  const host = hostBridge();
  if (!host) return Promise.resolve();
  loading ??= host.getToken().then(
    (token) => {
      storage.set(STORAGE_KEYS.appEnvironment, 'host');
      takeHostToken(token);
    },
    (error: unknown) => console.warn('[host] no token from the host app', error),
  );
  return loading;
}

/** Forgets the token load (tests, or a host that signs another user in). */
export function resetHostSession(): void {
  loading = null;
}
