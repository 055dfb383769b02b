// Spec calls-and-errors.md §4 "Sign-in flow" step 3: on return from the provider the state must match
// the stored one, and the code and state leave the address bar.
import { parseQuery, stringifyQuery } from '../query';
import { joinAddress, splitAddress } from '../routing/address';

/** Query keys the provider adds on return (OIDC and RFC 9207), removed from the address once read. */
const CALLBACK_PARAMS: readonly string[] = ['code', 'state', 'session_state', 'iss', 'error', 'error_description'];

export type CallbackResult =
  /** Not a return from the provider: nothing to do. */
  | { kind: 'none' }
  /** A code whose state matches the stored one. */
  | { kind: 'code'; code: string }
  /** A code with no stored state, or a different one: refused (a forged or replayed callback). */
  | { kind: 'state-mismatch' }
  /**
   * RFC 9207: the response names another issuer than the one the request went to, or none (the provider says in its
   * metadata that it always names itself): a mix-up, refused before the code goes anywhere.
   */
  | { kind: 'issuer-mismatch' }
  /** The provider said no (`error=access_denied` ...). */
  | { kind: 'error'; error: string; description: string };

/**
 * A query value as Taro hands it over (neither H5's router nor WeChat decode it), decoded once; a malformed escape
 * is kept as written.
 */
export function decodeParam(value: string): string {
  try {
    return decodeURIComponent(value.replace(/\+/g, ' '));
  } catch {
    return value;
  }
}

const first = (value: string | string[] | undefined): string | undefined => {
  const v = Array.isArray(value) ? value[0] : value;
  return v === undefined ? undefined : decodeParam(v);
};

/** A provider's error description is shown to the user: one line, of a readable length. */
const DESCRIPTION_MAX = 120;

/**
 * Reads a callback query against the state stored before the redirect: a query string, or Taro's query object
 * (values still encoded). `issuer`: the configured issuer, whose `iss` the response must carry (RFC 9207); left out
 * for WeChat's OAuth, which names no issuer.
 */
export function readCallback(
  query: string | Readonly<Record<string, string | string[] | undefined>>,
  storedState: string | null | undefined,
  issuer?: string,
): CallbackResult {
  const params = typeof query === 'string' ? encodedQuery(query) : query;
  const error = first(params.error);
  const code = first(params.code);
  const state = first(params.state);
  if (!error && !code) return { kind: 'none' };
  // State first: an answer to no request of ours is refused whatever it says.
  if (!storedState || !state || state !== storedState) return { kind: 'state-mismatch' };
  if (issuer !== undefined && first(params.iss) !== issuer) return { kind: 'issuer-mismatch' };
  if (error) {
    const description = (first(params.error_description) ?? '').replace(/\s+/g, ' ').trim().slice(0, DESCRIPTION_MAX);
    return { kind: 'error', error, description };
  }
  return { kind: 'code', code: code! };
}

/** A query string's values, still encoded as Taro would hand them over. */
function encodedQuery(query: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const pair of query.replace(/^\?/, '').split('&')) {
    if (!pair) continue;
    const at = pair.indexOf('=');
    const key = decodeParam(at === -1 ? pair : pair.slice(0, at));
    if (!(key in out)) out[key] = at === -1 ? '' : pair.slice(at + 1);
  }
  return out;
}

/** The address with the provider's callback parameters removed, the rest of the query and the hash kept. */
export function withoutCallbackParams(address: string): string {
  const parts = splitAddress(address);
  const query = parseQuery(parts.query);
  for (const key of CALLBACK_PARAMS) delete query[key];
  return joinAddress({ ...parts, query: stringifyQuery(query) });
}
