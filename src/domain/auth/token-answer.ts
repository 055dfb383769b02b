// The sign-in's token answer, checked before anything is stored (RFC 6749 §5.1, OpenID Connect Core §3.1.3.7, the
// attacks of RFC 9700 and the OpenID RP conformance tests). The id token's signature is not verified here: its
// claims are hints, and the server re-checks everything on every call (the access token it issued, the tenant the
// caller belongs to). What is checked is what a client can check without the provider's keys and that a forged or
// misdirected answer gets wrong: the token type, and the id token's algorithm, issuer, audience and expiry.
import { decodeJwtPart } from './jwt';
import { tokenSetOf, type TokenSet } from './token-result';

export type TokenAnswerRefusal =
  /** No access token (or the envelope says the exchange failed). */
  | 'no-access-token'
  /** token_type missing or other than Bearer: the client only knows how to send a Bearer token. */
  | 'not-bearer'
  /** No id token, or one that is not a JWT. */
  | 'id-token-missing'
  | 'id-token-unsigned'
  | 'id-token-issuer'
  | 'id-token-audience'
  | 'id-token-expired';

export type TokenAnswer = { kind: 'accepted'; tokens: TokenSet } | { kind: 'refused'; reason: TokenAnswerRefusal };

export interface TokenExpectations {
  issuer: string;
  clientId: string;
  /** Epoch seconds, the device's clock. */
  now: number;
}

/** How far the device's clock may be behind the provider's before a fresh id token reads as expired. */
const CLOCK_LEEWAY_SECONDS = 300;

const refused = (reason: TokenAnswerRefusal): TokenAnswer => ({ kind: 'refused', reason });

/** The token fields of an answer: the platform's envelope (`{ code: '0', data }`) or the provider's bare JSON. */
function fieldsOf(body: unknown): Record<string, unknown> {
  if (body === null || typeof body !== 'object') return {};
  const record = body as Record<string, unknown>;
  const data = 'code' in record ? record.data : record;
  return data !== null && typeof data === 'object' ? (data as Record<string, unknown>) : {};
}

export function checkTokenAnswer(body: unknown, expected: TokenExpectations): TokenAnswer {
  const tokens = tokenSetOf(body);
  if (!tokens) return refused('no-access-token');
  const type = fieldsOf(body).token_type;
  if (typeof type !== 'string' || type.toLowerCase() !== 'bearer') return refused('not-bearer');

  const header = decodeJwtPart(tokens.idToken, 0);
  const claims = decodeJwtPart(tokens.idToken, 1);
  if (!header || !claims) return refused('id-token-missing');
  // alg none (any spelling) or no alg: an id token anyone could have written.
  if (typeof header.alg !== 'string' || header.alg.toLowerCase() === 'none' || !tokens.idToken!.split('.')[2]) {
    return refused('id-token-unsigned');
  }
  if (claims.iss !== expected.issuer) return refused('id-token-issuer');
  const audience = Array.isArray(claims.aud) ? claims.aud : [claims.aud];
  if (!audience.includes(expected.clientId)) return refused('id-token-audience');
  if (audience.length > 1 && claims.azp !== expected.clientId) return refused('id-token-audience');
  if (typeof claims.exp !== 'number' || claims.exp + CLOCK_LEEWAY_SECONDS <= expected.now) return refused('id-token-expired');
  return { kind: 'accepted', tokens };
}
