/**
 * Renewing the token (calls-and-errors.md §4 "Re-authentication"): the native host's new token, or a refresh-token
 * exchange at the identity provider's token endpoint. The gate (reauth.ts) makes N concurrent expiries one renewal;
 * the re-authentication queue interceptor asks it. Every refresh-token exchange, the organisation switch's too, runs
 * through the gate's lock: refresh tokens rotate, and two overlapping exchanges would revoke the grant.
 */
import { ApiError } from './errors';
import { takeHostToken } from './host-session';
import type { RequestParams } from './interceptors/call';
import { layerRequest } from './layer-request';
import { createReauthGate } from './reauth';
import { requestSession } from './session-port';
import { config } from '../config';
import { tokenSetOf, type TokenSet } from '../domain/auth/token-result';
import { hostBridge } from '../platform/host-bridge';

/**
 * The refresh-token exchange (§7), with tenant_id when given. A Taro.request of its own rather than a service call:
 * the queue interceptor depends on it, and the layer's options say what it is (a token endpoint, anonymous, form).
 */
async function refreshExchange(refreshToken: string, tenantId: string | null | undefined): Promise<TokenSet> {
  const params: RequestParams = {
    url: config.oidc().token,
    method: 'POST',
    data: { grant_type: 'refresh_token', client_id: config.clientId, refresh_token: refreshToken, tenant_id: tenantId || undefined },
    ware: { auth: 'anonymous', form: true, tenant: false, tokenEndpoint: true, silent: true, loading: false },
  };
  const response = await layerRequest(params);
  const tokens = tokenSetOf(response.data);
  if (!tokens) throw new ApiError('other', 200, response.data, params.url, 'refresh gave no access token');
  return tokens;
}

async function renewToken(): Promise<string> {
  const host = hostBridge();
  const session = requestSession();
  if (host) {
    takeHostToken(await host.renewToken());
  } else {
    const { refreshToken, tenantId } = session.refreshGrant();
    if (!refreshToken) throw new Error('no refresh token: sign in again');
    session.storeTokens(await refreshExchange(refreshToken, tenantId));
  }
  const token = session.token();
  if (!token) throw new Error('renewal left no token');
  return token;
}

export const reauthGate = createReauthGate({
  currentToken: () => requestSession().token(),
  renew: renewToken,
});

/**
 * A refresh-token exchange for a tenant (sign-in into the last organisation, switching organisation). Runs through
 * the gate's lock, so it never overlaps a re-authentication.
 */
export function refreshForTenant(tenantId: string): Promise<TokenSet> {
  return reauthGate.exclusive(async () => {
    const { refreshToken } = requestSession().refreshGrant();
    if (!refreshToken) throw new ApiError('tokenEndpoint401', 401, null, '/token', 'no refresh token');
    return refreshExchange(refreshToken, tenantId);
  });
}
