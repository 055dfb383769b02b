/**
 * What the request layer needs from the session. The app hands its session over once at start-up
 * (`installRequestLayer({ session })` in app.tsx), so nothing in `src/api` reads the session store: the store depends
 * on api (its schemas), never the other way round. Tests hand over the real session or a fake one.
 */
import type { SignInMethod } from '../domain/auth/renewal';
import type { TokenSet } from '../domain/auth/token-result';

export interface RequestSession {
  /** The Authorization value now (`Bearer …`), or null when signed out. */
  token(): string | null;
  /** The tenant id payloads carry (calls-and-errors.md §5): the organisation the platform named (SET_TID). */
  tenantId(): string | undefined;
  /**
   * What a renewal needs: the refresh token (the provider's or the platform's), the organisation it asks to stay in,
   * and how the session was opened (which renewal it gets: domain/auth/renewal.ts).
   */
  refreshGrant(): { refreshToken: string | null; tenantId: string | null; method: SignInMethod | null };
  /**
   * Stores renewed tokens (a refresh, or the native host's). `tenantId`: the organisation the host names when it
   * gives no id token to read it from.
   */
  storeTokens(tokens: TokenSet, tenantId?: string): void;
  /** The token expired for good (§8): forget the token and the user id. */
  expire(): void;
}

let handedOver: RequestSession | null = null;

/** Hands the session over (installRequestLayer does); null takes it back. */
export function setRequestSession(session: RequestSession | null): void {
  handedOver = session;
}

/** The session handed over at start-up. Throws when there is none: a call before start-up is a wiring mistake. */
export function requestSession(): RequestSession {
  if (!handedOver) throw new Error('[api] the request layer has no session: installRequestLayer({ session }) runs at start-up');
  return handedOver;
}
