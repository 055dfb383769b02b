/**
 * Authentication and session calls (spec calls-and-errors.md §7 "Authentication and session"), each with the zod
 * schema of its response. The refresh-token exchange lives in token-renewal.ts: the re-authentication gate needs it.
 */
import { z } from 'zod/mini';

import { lastLoginSchema, organisationListSchema, tokenResultSchema, type TokenResult } from './schemas/session';
import { request } from './transport';
import { config } from '../config';
import { tenantIdOfAnswer, type TokenSet } from '../domain/auth/token-result';

/** A token result as the session stores it. */
export function tokensOf(result: TokenResult): TokenSet {
  return {
    accessToken: result.access_token,
    idToken: result.id_token,
    refreshToken: result.refresh_token,
    expiresIn: result.expires_in,
    tenantId: tenantIdOfAnswer(result.tid),
  };
}

export interface CodeExchange {
  code: string;
  codeVerifier: string;
  state: string;
}

/**
 * GET /admin/oauth/token: the auth-code exchange, with an empty Authorization (calls-and-errors.md §5). Answers the
 * body as it came: the sign-in checks it (domain/auth/token-answer.ts) before anything is stored. Silent: the login
 * page says why a sign-in failed, in its own words.
 */
export async function exchangeCode({ code, codeVerifier, state }: CodeExchange): Promise<unknown> {
  return request({
    path: '/admin/oauth/token',
    auth: 'empty',
    form: true,
    tenant: false,
    tokenEndpoint: true,
    envelope: false,
    query: {
      grant_type: 'authorization_code',
      code,
      redirect_uri: config.redirectUri(),
      client_id: config.clientId,
      state,
      code_verifier: codeVerifier,
    },
    silent: true,
  });
}

/** POST /auth/login: username and password for a platform session token (the mini program's account login). */
export async function passwordLogin(username: string, password: string): Promise<TokenSet> {
  const result = await request({
    method: 'POST',
    path: '/auth/login',
    auth: 'empty',
    tenant: false,
    data: { username, password },
    schema: tokenResultSchema,
  });
  return tokensOf(result);
}

/** POST /admin/login/token: a session token in another organisation, with that organisation's refresh credential. */
export async function sessionTokenForTenant(tenantId: string): Promise<TokenSet> {
  const result = await request({
    method: 'POST',
    path: '/admin/login/token',
    tenant: false,
    data: { tenantId },
    schema: tokenResultSchema,
  });
  return tokensOf(result);
}

/**
 * GET /auth/clients/pub (no auth): the platform's public client settings, read for its identity provider's issuer,
 * the name every answer of that provider must carry (the H5 may be opened at another name of the same machine).
 */
export async function providerIssuer(): Promise<string> {
  const info = await request({
    path: '/auth/clients/pub',
    auth: 'anonymous',
    tenant: false,
    silent: true,
    schema: z.looseObject({ issuer: z.string().check(z.minLength(1)) }),
  });
  return info.issuer;
}

/** GET /auth/my-recent-login-log: the last login's tenantId. */
export function lastLogin() {
  return request({ path: '/auth/my-recent-login-log', tenant: false, schema: lastLoginSchema });
}

/** GET /auth/joined-organization: the organisations the user belongs to. */
export function joinedOrganisations() {
  return request({ path: '/auth/joined-organization', tenant: false, schema: organisationListSchema });
}

/** POST /admin/logout/token: ends the token's grant (with the refresh token, when the access token is gone). */
export function logoutToken(refreshToken: string | null) {
  return request({
    method: 'POST',
    path: '/admin/logout/token',
    tenant: false,
    silent: true,
    data: refreshToken ? { refresh_token: refreshToken } : {},
    schema: z.unknown(),
  });
}

/** GET /weixin/wx/user/login: the messaging-app login with a wx.login (or WeChat OAuth) code. */
export async function wechatLogin(code: string, tenantId?: string | null): Promise<TokenSet> {
  const result = await request({
    path: '/weixin/wx/user/login',
    auth: 'empty',
    tenant: false,
    query: { code, tenantId: tenantId || undefined },
    schema: tokenResultSchema,
  });
  return tokensOf(result);
}

