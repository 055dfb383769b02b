/**
 * The session: token, user and organisation, and the sign-in values in flight. A zustand store whose
 * every field is persisted in Taro storage under the spec's own key (screens-data-rules.md §3, calls-and-errors.md
 * §3 "Stored client values"), one key per field, so the stored state reads the same as the platform's.
 */
import { create } from 'zustand';

import { clearTenantScope } from './tenant-scope';
import { organisationSchema, userInfoSchema, type Organisation, type UserInfo } from '../api/schemas/session';
import type { RequestSession } from '../api/session-port';
import { SIGN_IN_METHODS, type SignInMethod } from '../domain/auth/renewal';
import { bearer, type TokenSet } from '../domain/auth/token-result';
import { STORAGE_KEYS, type StorageKey } from '../domain/storage-keys';
import { storage } from '../platform/storage';

export interface SessionValues {
  /** The Authorization value, `Bearer ...` (§4: "save the access token as a Bearer value"). */
  token: string | null;
  userId: string | null;
  userInfo: UserInfo | null;
  /** SET_TID: the current organisation's id. */
  tenantId: string | null;
  /** SET_ORG: the current organisation. */
  organisation: Organisation | null;
  /** The client-credentials flow's authorization code (§4 "An alternative client-credentials flow"). */
  authCode: string | null;
  refreshToken: string | null;
  idToken: string | null;
  /** PKCE values kept across the provider round trip. */
  codeVerifier: string | null;
  state: string | null;
  /** How the session was opened: which silent re-authentication it gets (domain/auth/renewal.ts). */
  signInMethod: SignInMethod | null;
}

/** Each field's storage key: the spec's names. */
const SESSION_KEYS: Readonly<Record<keyof SessionValues, StorageKey>> = {
  token: STORAGE_KEYS.token,
  userId: STORAGE_KEYS.userId,
  userInfo: STORAGE_KEYS.userInfo,
  tenantId: STORAGE_KEYS.tenantId,
  organisation: STORAGE_KEYS.organisation,
  authCode: STORAGE_KEYS.authCode,
  refreshToken: STORAGE_KEYS.refreshToken,
  idToken: STORAGE_KEYS.idToken,
  codeVerifier: STORAGE_KEYS.codeVerifier,
  state: STORAGE_KEYS.state,
  signInMethod: STORAGE_KEYS.signInMethod,
};

const FIELDS = Object.keys(SESSION_KEYS) as (keyof SessionValues)[];

const EMPTY_SESSION: SessionValues = {
  token: null,
  userId: null,
  userInfo: null,
  tenantId: null,
  organisation: null,
  authCode: null,
  refreshToken: null,
  idToken: null,
  codeVerifier: null,
  state: null,
  signInMethod: null,
};

const text = (v: unknown): string | null => (typeof v === 'string' && v !== '' ? v : typeof v === 'number' ? String(v) : null);

/** The session as stored; a corrupt value reads as missing. */
export function readStoredSession(): SessionValues {
  const raw = (field: keyof SessionValues) => storage.get<unknown>(SESSION_KEYS[field]);
  const user = userInfoSchema.safeParse(raw('userInfo'));
  const org = organisationSchema.safeParse(raw('organisation'));
  return {
    token: text(raw('token')),
    userId: text(raw('userId')),
    userInfo: user.success ? user.data : null,
    tenantId: text(raw('tenantId')),
    organisation: org.success ? org.data : null,
    authCode: text(raw('authCode')),
    refreshToken: text(raw('refreshToken')),
    idToken: text(raw('idToken')),
    codeVerifier: text(raw('codeVerifier')),
    state: text(raw('state')),
    signInMethod: SIGN_IN_METHODS.find((m) => m === raw('signInMethod')) ?? null,
  };
}

function persist(next: SessionValues, prev: SessionValues): void {
  for (const field of FIELDS) {
    if (next[field] === prev[field]) continue;
    const value = next[field];
    if (value === null) storage.remove(SESSION_KEYS[field]);
    else storage.set(SESSION_KEYS[field], value);
  }
}

/** An access token as the Authorization value (a host may hand it over with or without the scheme). */
function asBearer(token: string): string {
  return /^bearer\s/i.test(token) ? token : bearer(token);
}

interface SessionActions {
  /** Reloads from storage (another tab, or the native host, may have written it). */
  hydrate(): void;
  /** PKCE values kept across the redirect; null clears them. */
  setPkce(values: { codeVerifier: string; state: string } | null): void;
  /** Tokens from a code exchange, refresh, host or messaging-app login. The tenant follows the answer's tid. */
  setTokens(tokens: TokenSet): void;
  /** The client-credentials flow: the authorization code is the bearer value. */
  setAuthCode(code: string): void;
  setUser(user: UserInfo): void;
  /** Entering an organisation after a refresh with its tenant_id: clears everything of the previous one first. */
  enterOrganisation(tokens: TokenSet, organisation: Organisation): void;
  /** How the session just begun was opened (after startNewSession). */
  setSignInMethod(method: SignInMethod): void;
  /**
   * Before the tokens of a new sign-in: an empty session. Whatever the previous session's organisation left is
   * cleared, except a viewId (stored from the address before authorisation, screens-data-rules.md §2).
   */
  startNewSession(): void;
  /** Token expired for good (§8): clears token and userId only. */
  expire(): void;
  /** Logout: clears the whole session and every tenant-scoped store. */
  signOut(): void;
}

export type SessionStore = SessionValues & SessionActions;

export const useSession = create<SessionStore>()((set, get) => ({
  ...readStoredSession(),
  hydrate: () => set(readStoredSession()),
  setPkce: (values) => set({ codeVerifier: values?.codeVerifier ?? null, state: values?.state ?? null }),
  setTokens: (tokens) => {
    // The organisation the platform's answer names; a refresh's bare answer names none and stays in the one asked.
    const tid = tokens.tenantId;
    set({
      token: asBearer(tokens.accessToken),
      idToken: tokens.idToken ?? get().idToken,
      refreshToken: tokens.refreshToken ?? get().refreshToken,
      ...(tid ? { tenantId: tid } : {}),
    });
  },
  setAuthCode: (code) => set({ authCode: code, token: asBearer(code) }),
  setUser: (user) => set({ userInfo: user, userId: user.id }),
  enterOrganisation: (tokens, organisation) => {
    // From no organisation (first entry after sign-in) there is nothing to clear, and a viewId stored from a shared
    // link before sign-in must survive (screens-data-rules.md §2).
    const previous = get().tenantId;
    if (previous !== null && previous !== organisation.id) {
      clearTenantScope();
      set({ userInfo: null, authCode: null });
    }
    get().setTokens(tokens);
    set({ tenantId: organisation.id, organisation });
  },
  setSignInMethod: (method) => set({ signInMethod: method }),
  startNewSession: () => {
    if (get().tenantId !== null) clearTenantScope([STORAGE_KEYS.viewId]);
    set({ ...EMPTY_SESSION });
  },
  expire: () => set({ token: null, userId: null }),
  signOut: () => {
    clearTenantScope();
    set({ ...EMPTY_SESSION });
  },
}));

useSession.subscribe((next, prev) => persist(next, prev));

/**
 * The tenant id the request layer adds to payloads: SET_TID, the organisation the platform confirmed (its token
 * answer's tid, the organisation entered, the host's). Not the id token's tid: an unverified claim is a hint, and
 * payloads carry only what the platform said.
 */
export function currentTenantId(): string | undefined {
  return useSession.getState().tenantId ?? undefined;
}

/**
 * Who is signed in, in which organisation, or no one: what the device keeps per person (the outbox, the kept server
 * answers) belongs to this pair, so another person, or the same one in another organisation, never sees it.
 */
export function signedInOwner(session: SessionValues = useSession.getState()): { userId: string; tenantId: string } | null {
  const { token, userId, tenantId } = session;
  return token && userId && tenantId ? { userId, tenantId } : null;
}

/** The session as the request layer sees it, handed over at start-up (app.tsx: installRequestLayer). */
export const sessionForRequests: RequestSession = {
  token: () => useSession.getState().token,
  tenantId: currentTenantId,
  refreshGrant: () => {
    const { refreshToken, tenantId, signInMethod } = useSession.getState();
    return { refreshToken, tenantId, method: signInMethod };
  },
  storeTokens: (tokens, tenantId) => {
    useSession.getState().setTokens(tokens);
    if (tenantId) useSession.setState({ tenantId });
  },
  expire: () => useSession.getState().expire(),
};
