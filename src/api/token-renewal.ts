/**
 * Renewing the token (calls-and-errors.md §4 "Re-authentication"), by how the session was opened
 * (domain/auth/renewal.ts): the native host's new token, the identity provider's refresh-token exchange, the
 * platform's refresh credential (account login, organisation sessions), or a new wx.login code (the mini program's
 * WeChat login). The gate (reauth.ts) makes N concurrent expiries one renewal;
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
import { renewalPath } from '../domain/auth/renewal';
import { tokenSetOf, type TokenSet } from '../domain/auth/token-result';
import { hostBridge } from '../platform/host-bridge';
import { wechatLoginCode } from '../platform/wechat';

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
  return tokenCall(params);
}

/**
 * A platform session's renewal (account login, organisation session): its refresh credential at POST
 * /auth/token/refresh (server/README.md "Renewing a platform session"), staying in the organisation.
 */
async function platformRefresh(refreshToken: string, tenantId: string | null | undefined): Promise<TokenSet> {
  return tokenCall({
    url: config.apiUrl('/auth/token/refresh'),
    method: 'POST',
    data: { refresh_token: refreshToken, tenant_id: tenantId || undefined },
    ware: { auth: 'anonymous', form: true, tenant: false, tokenEndpoint: true, silent: true, loading: false },
  });
}

/**
 * The mini program's WeChat session: a new wx.login code, exchanged at /weixin/wx/user/login like the sign-in's,
 * in the same organisation. No user step: WeChat hands a code to the mini program at any time.
 */
async function wechatRelogin(tenantId: string | null | undefined): Promise<TokenSet> {
  const code = await wechatLoginCode();
  const query = `code=${encodeURIComponent(code)}${tenantId ? `&tenantId=${encodeURIComponent(tenantId)}` : ''}`;
  return tokenCall({
    url: `${config.apiUrl('/weixin/wx/user/login')}?${query}`,
    method: 'GET',
    ware: { auth: 'empty', tenant: false, tokenEndpoint: true, silent: true, loading: false },
  });
}

/** A renewal's token call: a 401 there is rejected (never re-authenticated: no loop); no access token is a failure. */
async function tokenCall(params: RequestParams): Promise<TokenSet> {
  const response = await layerRequest(params);
  const tokens = tokenSetOf(response.data);
  if (!tokens) throw new ApiError('other', 200, response.data, params.url, 'renewal gave no access token');
  return tokens;
}

async function renewToken(): Promise<string> {
  const host = hostBridge();
  const session = requestSession();
  const { refreshToken, tenantId, method } = session.refreshGrant();
  const path = renewalPath({ host: host !== null, method, refreshToken, miniProgram: process.env.TARO_ENV === 'weapp' });
  switch (path) {
    case 'host':
      takeHostToken(await host!.renewToken());
      break;
    case 'provider-refresh':
      session.storeTokens(await refreshExchange(refreshToken!, tenantId));
      break;
    case 'platform-refresh':
      session.storeTokens(await platformRefresh(refreshToken!, tenantId));
      break;
    case 'wechat-code':
      session.storeTokens(await wechatRelogin(tenantId));
      break;
    case 'none':
      throw new Error('no silent way back for this session: sign in again');
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
