// Spec calls-and-errors.md §3: "Token exchange result: code, data.access_token, data.id_token. Exchange succeeds only
// when code is "0" and an access token is present."

export interface TokenSet {
  accessToken: string;
  idToken?: string;
  refreshToken?: string;
  expiresIn?: number;
  /**
   * The organisation the platform says the token works in (its answer's `tid` field). The session's organisation
   * follows this, never a claim decoded from the id token: the client does not verify that token's signature, so
   * its claims are hints (domain/auth/token-answer.ts).
   */
  tenantId?: string;
}

const str = (v: unknown): string | undefined => (typeof v === 'string' && v !== '' ? v : undefined);

/**
 * The tokens of an exchange result, or null when the exchange did not succeed. Accepts the platform's envelope
 * (`{code: "0", data: {access_token ...}}`, success only with code "0" or 0) and the provider's bare token response
 * (`{access_token ...}`, RFC 6749 §5.1, which has no code). No access token means failure either way.
 */
export function tokenSetOf(body: unknown): TokenSet | null {
  if (body === null || typeof body !== 'object') return null;
  const record = body as Record<string, unknown>;
  let tokens: Record<string, unknown> = record;
  if ('code' in record) {
    if (record.code !== '0' && record.code !== 0) return null;
    if (record.data === null || typeof record.data !== 'object') return null;
    tokens = record.data as Record<string, unknown>;
  }
  const accessToken = str(tokens.access_token);
  if (!accessToken) return null;
  const expiresIn = typeof tokens.expires_in === 'number' ? tokens.expires_in : undefined;
  return {
    accessToken,
    idToken: str(tokens.id_token),
    refreshToken: str(tokens.refresh_token),
    expiresIn,
    tenantId: tenantIdOfAnswer(tokens.tid),
  };
}

/** The answer's `tid` field as an organisation id (string or number), or undefined. */
export function tenantIdOfAnswer(tid: unknown): string | undefined {
  if (typeof tid === 'string' && tid !== '') return tid;
  if (typeof tid === 'number' && Number.isFinite(tid)) return String(tid);
  return undefined;
}

/** The Authorization header value for an access token. */
export function bearer(accessToken: string): string {
  return `Bearer ${accessToken}`;
}
