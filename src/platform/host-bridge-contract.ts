/**
 * Native-host mode: the H5 runs inside the product's native app, which supplies the token (spec
 * screens-data-rules.md §1, calls-and-errors.md §4 "Re-authentication"). The contract the host implements is in
 * HOST_BRIDGE.md beside this file; this is its shape as the app uses it.
 */
export interface HostToken {
  /** The access token, bare or already `Bearer ...`. */
  accessToken: string;
  /** The id token, when the host has one (the tenant id `tid` is read from it). */
  idToken?: string;
  /** The tenant id, when the host knows it and gives no id token. */
  tenantId?: string;
}

export interface HostBridge {
  /** The token the host holds now. */
  getToken(): Promise<HostToken>;
  /** A new token after the platform said the current one expired (HTTP 401 or body code 4010). */
  renewToken(): Promise<HostToken>;
  /** Back to the host app's own screen ("return to native app", calls-and-errors.md §8 数据不存在). */
  backToHost(): void;
}

/** What the host injects as `window.WareHost` (see HOST_BRIDGE.md). */
export interface InjectedHost {
  getToken?: () => unknown;
  refreshToken?: () => unknown;
  close?: () => void;
}

/** How long the app waits for the host to answer. */
export const HOST_TIMEOUT_MS = 10000;

/** A host answer as a HostToken: a string token, or an object with accessToken (or access_token). */
export function hostTokenOf(value: unknown): HostToken | null {
  if (typeof value === 'string') return value.trim() ? { accessToken: value.trim() } : null;
  if (value === null || typeof value !== 'object') return null;
  const v = value as Record<string, unknown>;
  const text = (x: unknown) => (typeof x === 'string' && x.trim() ? x.trim() : undefined);
  const accessToken = text(v.accessToken) ?? text(v.access_token) ?? text(v.token);
  if (!accessToken) return null;
  const tenant = v.tenantId ?? v.tid;
  return {
    accessToken,
    idToken: text(v.idToken) ?? text(v.id_token),
    tenantId: typeof tenant === 'number' ? String(tenant) : text(tenant),
  };
}
