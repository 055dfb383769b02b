// Spec calls-and-errors.md §4 "Sign-in flow" step 3 and issue 4 §5: on return from the provider the state must match
// the stored one, and the code and state leave the address bar.
import { joinAddress, splitAddress } from '../routing/address';
import { parseQuery, stringifyQuery } from '../query';

/** Query keys the provider adds on return (OIDC and RFC 9207), removed from the address once read. */
export const CALLBACK_PARAMS: readonly string[] = ['code', 'state', 'session_state', 'iss', 'error', 'error_description'];

export type CallbackResult =
  /** Not a return from the provider: nothing to do. */
  | { kind: 'none' }
  /** A code whose state matches the stored one. */
  | { kind: 'code'; code: string }
  /** A code with no stored state, or a different one: refused (a forged or replayed callback). */
  | { kind: 'state-mismatch' }
  /** The provider said no (`error=access_denied` ...). */
  | { kind: 'error'; error: string; description: string };

const first = (value: string | string[] | undefined): string | undefined => (Array.isArray(value) ? value[0] : value);

/** Reads a callback query (string or Taro's query object) against the state stored before the redirect. */
export function readCallback(
  query: string | Readonly<Record<string, string | string[] | undefined>>,
  storedState: string | null | undefined,
): CallbackResult {
  const params = typeof query === 'string' ? parseQuery(query) : query;
  const error = first(params.error);
  const code = first(params.code);
  const state = first(params.state);
  if (error) {
    if (!storedState || state !== storedState) return { kind: 'state-mismatch' };
    return { kind: 'error', error, description: first(params.error_description) ?? '' };
  }
  if (!code) return { kind: 'none' };
  if (!storedState || !state || state !== storedState) return { kind: 'state-mismatch' };
  return { kind: 'code', code };
}

/** The address with the provider's callback parameters removed, the rest of the query and the hash kept. */
export function withoutCallbackParams(address: string): string {
  const parts = splitAddress(address);
  const query = parseQuery(parts.query);
  for (const key of CALLBACK_PARAMS) delete query[key];
  return joinAddress({ ...parts, query: stringifyQuery(query) });
}
