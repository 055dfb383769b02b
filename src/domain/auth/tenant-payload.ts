// Spec calls-and-errors.md §5: "Tenant id (tid) read from the stored id token is added to payloads that lack tid."

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object') return false;
  const proto = Object.getPrototypeOf(value) as unknown;
  return proto === Object.prototype || proto === null;
}

/**
 * The payload with `tid` added when it is a plain object that has none (a `tid` already there, even empty, is the
 * caller's choice and kept). Anything else (no payload, a string, an array, FormData, binary) comes back unchanged:
 * only a key-value payload can lack a tenant. The input is never mutated.
 */
export function withTenant<T>(payload: T, tid: string | undefined): T {
  if (!tid || !isPlainObject(payload) || 'tid' in payload) return payload;
  return { ...payload, tid } as T;
}
