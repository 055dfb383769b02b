/**
 * Authentication and session (spec calls-and-errors.md §7 "Authentication and session").
 * These are the session services: an expired token here is HTTP 200 with body code "4010".
 */
import { and, eq, gt } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { decodeJwt } from 'jose';
import { z } from 'zod';

import { findUserByOpenid, findUserByPhone, joinedOrganizations, lastLogin, membership, publicUser } from '../data/people.js';
import { SMS_RESEND_MS, SMS_TTL_MS, sendSmsCode, verifySmsCode } from '../data/sms.js';
import { organizations, wxSessions } from '../db/schema.js';
import { ApiError, MSG, ok, parse } from '../errors.js';
import { bearerOf, optionalCaller, optionalTenantOf, requestedTenant, requireCaller, SESSION_TOKEN_PREFIX } from '../http/auth.js';
import { CLIENT_ID, issuerOf, postLogoutRedirectUris, redirectUris, requireProvider, SCOPE, type ServerContext } from '../http/context.js';
import { revokeGrantEverywhere } from '../oidc/adapter.js';
import { checkCredentials } from '../session/credentials.js';
import {
  issueSessionToken,
  pickLoginTenant,
  REFRESH_TOKEN_PREFIX,
  renewSessionToken,
  revokeRefreshFamily,
  revokeSessionToken,
} from '../session/tokens.js';
import { randomToken, sixDigitCode } from '../util.js';

const TenantId = z.union([z.string(), z.number()]).transform(String).pipe(z.string().regex(/^[\w-]{1,64}$/, '组织ID格式错误'));
const Phone = z.string().trim().regex(/^1[2-9]\d{9}$/, '手机号格式错误');

const LoginBody = z.object({
  username: z.string().trim().min(1, '请输入用户名').max(64),
  password: z.string().min(1, '请输入密码').max(128),
  tenantId: TenantId.optional(),
});

const OAuthTokenQuery = z.discriminatedUnion('grant_type', [
  z.object({
    grant_type: z.literal('authorization_code'),
    code: z.string().min(1),
    redirect_uri: z.string().url(),
    code_verifier: z.string().min(43).max(128),
    client_id: z.literal(CLIENT_ID).default(CLIENT_ID),
    state: z.string().optional(),
  }),
  z.object({
    grant_type: z.literal('refresh_token'),
    refresh_token: z.string().min(1),
    tenant_id: TenantId.optional(),
    client_id: z.literal(CLIENT_ID).default(CLIENT_ID),
  }),
]);

/** WeChat's code exchange, simulated: `dev-wx-<name>` is the code of the WeChat user whose openid is `dev-openid-<name>`. */
const WxCode = z
  .string()
  .trim()
  .regex(/^dev-wx-[A-Za-z0-9_.-]{1,64}$/, 'code无效(开发环境请使用 dev-wx-<用户名>)');
const openidOf = (code: string) => `dev-openid-${code.slice('dev-wx-'.length)}`;

/** getPhoneNumber's code, simulated: `dev-phone-<mobile number>` is the code of the WeChat user's number. */
const PhoneCode = z
  .string()
  .trim()
  .regex(/^dev-phone-1[2-9]\d{9}$/, 'phoneCode无效(开发环境请使用 dev-phone-<手机号>)');

const WX_SESSION_TTL = 2 * 3600;

/**
 * The development codes sign in without a password, so they exist in demo mode only. Production has no code2session
 * configuration (the local platform never calls WeChat): WeChat login is off there.
 */
function requireDevelopmentCodes(ctx: ServerContext): void {
  if (ctx.config.mode !== 'demo') throw ApiError.forbidden('微信登录未开启');
}

/** A WeChat sign-in does not get round a username locked by failed passwords from that address. */
function requireNotLocked(ctx: ServerContext, user: { username: string }, address: string): void {
  if (ctx.throttle.isLocked(user.username, address)) throw ApiError.badRequest(MSG.tooManyFailures);
}

export function registerSession(api: FastifyInstance, ctx: ServerContext): void {
  const { db } = ctx;

  api.get('/auth/clients/pub', async () =>
    ok({
      clientId: CLIENT_ID,
      redirectUris: redirectUris(ctx),
      postLogoutRedirectUris: postLogoutRedirectUris(ctx),
      issuer: issuerOf(ctx),
      scope: SCOPE,
    }),
  );

  api.post('/auth/login', async (req) => {
    const input = parse(LoginBody, req.body);
    const check = await checkCredentials(ctx, input.username, input.password, req.ip);
    if (!check.ok) throw ApiError.badRequest(check.message);
    const tenantId = pickLoginTenant(ctx, check.user.id, input.tenantId);
    return ok(await issueSessionToken(ctx, check.user, tenantId, 'password', true));
  });

  // Switch organisation for the signed-in user: a new platform session token in `tenantId`.
  api.post('/admin/login/token', async (req) => {
    const caller = await requireCaller(ctx, req);
    const { tenantId } = parse(z.object({ tenantId: TenantId }), req.body);
    const tid = pickLoginTenant(ctx, caller.user.id, tenantId);
    return ok(await issueSessionToken(ctx, caller.user, tid, 'switch', true));
  });

  // Renews a platform session (account login, organisation session) with its refresh credential: the new session
  // token and the successor credential (server/README.md "Renewing a platform session"). No bearer: the session
  // token is the expired thing. Form-encoded like the provider's token endpoint, JSON accepted.
  api.post('/auth/token/refresh', async (req) => {
    const input = parse(
      z.object({ refresh_token: z.string().min(1).max(256), tenant_id: TenantId.optional() }),
      req.body,
    );
    return ok(await renewSessionToken(ctx, input.refresh_token, input.tenant_id));
  });

  // The platform's auth-code exchange: proxies the identity provider's token endpoint, answers in the envelope.
  api.get('/admin/oauth/token', async (req, reply) => {
    const raw = { grant_type: 'authorization_code', ...(req.query as Record<string, unknown>) };
    const input = parse(OAuthTokenQuery, raw);
    const form = new URLSearchParams();
    for (const [k, v] of Object.entries(input)) if (v !== undefined) form.set(k, String(v));
    const res = await fetch(`${ctx.internalUrl}/oidc/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: form,
    });
    const payload = (await res.json()) as Record<string, unknown>;
    if (!res.ok) {
      const status = res.status === 401 ? 401 : 400;
      return reply.code(status).send({
        code: status,
        message: String(payload.error_description ?? payload.error ?? '换取token失败'),
        error: payload.error,
        data: null,
      });
    }
    const claims = typeof payload.id_token === 'string' ? decodeJwt(payload.id_token) : {};
    return ok({ ...payload, tid: typeof claims.tid === 'string' ? claims.tid : null }, '0');
  });

  api.post('/admin/logout/token', async (req) => {
    const token = bearerOf(req);
    if (!token) throw ApiError.unauthorized();
    const body = parse(z.object({ refresh_token: z.string().optional() }), req.body);
    if (token.startsWith(SESSION_TOKEN_PREFIX)) {
      revokeSessionToken(ctx, token);
      if (body.refresh_token?.startsWith(REFRESH_TOKEN_PREFIX)) revokeRefreshFamily(ctx, body.refresh_token);
    } else {
      // An identity-provider token (expired ones too): end its grant, its refresh tokens and its provider session.
      const provider = await requireProvider(ctx);
      const at = await provider.AccessToken.find(token, { ignoreExpiration: true });
      const rt = !at && body.refresh_token ? await provider.RefreshToken.find(body.refresh_token, { ignoreExpiration: true }) : undefined;
      const grantId = at?.grantId ?? rt?.grantId;
      if (grantId) revokeGrantEverywhere(db, grantId);
    }
    return ok(true);
  });

  api.get('/auth/my-recent-login-log', async (req) => {
    const caller = await requireCaller(ctx, req);
    return ok(lastLogin(db, caller.user.id));
  });

  api.get('/auth/joined-organization', async (req) => {
    const caller = await requireCaller(ctx, req);
    return ok(joinedOrganizations(db, caller.user.id));
  });

  // Current user info; answers code "0" (string), as the platform's user service does.
  api.post('/base/current/user/my', async (req) => {
    const caller = await requireCaller(ctx, req);
    parse(z.looseObject({ tid: TenantId.optional() }), req.body);
    const tenantId = optionalTenantOf(ctx, caller, requestedTenant(req));
    const org = tenantId ? db.select().from(organizations).where(eq(organizations.id, tenantId)).get() : undefined;
    const member = tenantId ? membership(db, caller.user.id, tenantId) : undefined;
    return ok(
      {
        ...publicUser(caller.user),
        userId: caller.user.id,
        tenantId,
        tenantName: org?.name ?? null,
        orgRole: member?.role ?? null,
        departmentId: member?.departmentId ?? null,
        jobTitle: member?.jobTitle ?? null,
      },
      '0',
    );
  });

  /* ---- mini program (wx.login code -> session key -> login) ---- */

  api.get('/admin/mobile/getSessionKey', async (req) => {
    requireDevelopmentCodes(ctx);
    const { code } = parse(z.object({ code: WxCode }), req.query);
    const openid = openidOf(code);
    const sessionKey = randomToken(16);
    db.insert(wxSessions).values({ sessionKey, openid, expiresAt: ctx.clock.epochSeconds() + WX_SESSION_TTL }).run();
    return ok({ sessionKey, openid, bound: !!findUserByOpenid(db, openid), expiresIn: WX_SESSION_TTL });
  });

  // With a phoneCode (the getPhoneNumber button's code) the account is the one registered with that number: the
  // phone-number sign-in; without, the account the WeChat user is bound to.
  api.post('/admin/mobile/login', async (req) => {
    const input = parse(z.object({ sessionKey: z.string().min(1).max(128), tenantId: TenantId.optional(), phoneCode: PhoneCode.optional() }), req.body);
    const session = db
      .select()
      .from(wxSessions)
      .where(and(eq(wxSessions.sessionKey, input.sessionKey), gt(wxSessions.expiresAt, ctx.clock.epochSeconds())))
      .get();
    if (!session) throw ApiError.badRequest('sessionKey已失效,请重新获取');
    if (input.phoneCode) requireDevelopmentCodes(ctx);
    const user = input.phoneCode ? findUserByPhone(db, input.phoneCode.slice('dev-phone-'.length)) : findUserByOpenid(db, session.openid);
    if (!user) throw ApiError.badRequest(input.phoneCode ? '该手机号未注册平台账号' : '该微信未绑定平台账号');
    requireNotLocked(ctx, user, req.ip);
    const tenantId = pickLoginTenant(ctx, user.id, input.tenantId);
    return ok(await issueSessionToken(ctx, user, tenantId, 'mini-program'));
  });

  /* ---- WeChat official-account login (H5 inside WeChat) ---- */

  api.get('/weixin/wx/user/login', async (req) => {
    requireDevelopmentCodes(ctx);
    const input = parse(z.object({ code: WxCode, tenantId: TenantId.optional() }), req.query);
    const openid = openidOf(input.code);
    const user = findUserByOpenid(db, openid);
    if (!user) throw ApiError.badRequest('该微信未绑定平台账号');
    requireNotLocked(ctx, user, req.ip);
    const tenantId = pickLoginTenant(ctx, user.id, input.tenantId);
    return ok({ ...(await issueSessionToken(ctx, user, tenantId, 'weixin')), openid });
  });

  api.get('/weixin/wx/user/info', async (req) => {
    requireDevelopmentCodes(ctx);
    const { code } = parse(z.object({ code: WxCode }), req.query);
    const openid = openidOf(code);
    const user = findUserByOpenid(db, openid);
    return ok({
      openid,
      unionid: `dev-union-${code.slice('dev-wx-'.length)}`,
      nickname: user?.nickname ?? '微信用户',
      headimgurl: user?.picture ?? '',
      sex: user?.gender ?? 0,
      bound: !!user,
      userId: user?.id ?? null,
    });
  });

  /* ---- SMS verification codes ---- */

  api.post('/msg/register/send', async (req) => {
    const { phone } = parse(z.object({ phone: Phone }), req.body);
    const outcome = sendSmsCode(db, phone, req.ip, ctx.clock.now(), sixDigitCode);
    if (!outcome.sent) throw ApiError.badRequest(outcome.reason);
    // The local platform has no SMS gateway: the code goes to the server log only, never into an answer.
    ctx.log(`[sms] verification code for ${phone}: ${outcome.code}`);
    return ok({ phone, expiresIn: SMS_TTL_MS / 1000, resendAfter: SMS_RESEND_MS / 1000 });
  });

  api.post('/msg/register/verify', async (req) => {
    const { phone, code } = parse(
      z.object({ phone: Phone, code: z.string().trim().regex(/^\d{6}$/, '验证码为6位数字') }),
      req.body,
    );
    const caller = await optionalCaller(ctx, req);
    const outcome = verifySmsCode(db, phone, code, caller?.user.id ?? '', ctx.clock.now());
    if (!outcome.verified) throw ApiError.badRequest(outcome.reason);
    const user = findUserByPhone(db, phone);
    return ok({ verified: true, phone, registered: !!user });
  });

}
