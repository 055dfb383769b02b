/**
 * A small in-memory platform for component tests: the session calls, organisations and current user, with real
 * token expiry and rotating refresh tokens (reusing an old refresh token revokes the grant, as oidc-provider does),
 * so the tests can count exactly what the client sends. The real server is exercised by the e2e specs and by
 * test/component/api/catalogue-server.test.ts.
 */
import type { FakeRequest } from './taro';
import type { Organisation } from '../../../src/api/schemas/session';

const jwt = (payload: Record<string, unknown>) =>
  `${Buffer.from('{"alg":"none"}').toString('base64url')}.${Buffer.from(JSON.stringify(payload)).toString('base64url')}.x`;

export type Org = Organisation;

export const ORGS: Org[] = [
  { id: '1001', name: '演示科技有限公司' },
  { id: '1002', name: '演示贸易有限公司' },
];

/** Token numbers are unique across tests, as real tokens are. */
let serial = 0;

export class FakePlatform {
  /** Access tokens still valid, with their tenant. */
  valid = new Map<string, string | null>();
  refreshTokens = new Map<string, { tenant: string | null; used: boolean }>();
  revoked = false;
  counter = 0;
  log: Array<{ method: string; path: string; auth?: string; data?: unknown; contentType?: string }> = [];
  lastLoginTenant: string | null = null;
  orgs: Org[] = ORGS;
  /** Per path, answers to give before the normal one. */
  scripted = new Map<string, Array<{ status: number; body: unknown }>>();

  issue(tenant: string | null) {
    this.counter += 1;
    serial += 1;
    const access = `at-${serial}`;
    const refresh = `rt-${serial}`;
    this.valid.set(access, tenant);
    this.refreshTokens.set(refresh, { tenant, used: false });
    return {
      access_token: access,
      refresh_token: refresh,
      id_token: jwt({ sub: '10003', ...(tenant ? { tid: tenant } : {}) }),
      token_type: 'Bearer',
      expires_in: 3600,
    };
  }

  /** Every access token issued so far stops working (as a short TTL would do). */
  expireAll() {
    this.valid.clear();
  }

  calls(path: string) {
    return this.log.filter((l) => l.path === path);
  }

  handle = async (req: FakeRequest): Promise<{ statusCode: number; data: unknown }> => {
    const url = new URL(req.url);
    const path = url.pathname.replace(/^\/api/, '');
    const auth = req.header?.Authorization;
    this.log.push({ method: req.method ?? 'GET', path, auth, data: req.data, contentType: req.header?.['Content-Type'] });
    const script = this.scripted.get(path);
    if (script && script.length) {
      const next = script.shift()!;
      return { statusCode: next.status, data: next.body };
    }
    if (path === '/oidc/token') return this.token(String(req.data ?? ''));
    if (path === '/admin/oauth/token') {
      if (url.searchParams.get('code') !== 'good-code') return { statusCode: 400, data: { code: 400, message: 'invalid_grant', data: null } };
      return { statusCode: 200, data: { code: '0', message: 'success', data: this.issue(null) } };
    }
    const bearer = (auth ?? '').replace(/^Bearer /, '');
    const session = path.startsWith('/auth/') || path.startsWith('/base/') || path.startsWith('/admin/');
    if (!this.valid.has(bearer)) {
      return session
        ? { statusCode: 200, data: { code: '4010', message: 'token过期,请重新登录', data: null } }
        : { statusCode: 401, data: { code: 401, message: 'token过期,请重新登录', data: null } };
    }
    const tenant = this.valid.get(bearer) ?? null;
    const ok = (data: unknown, code: 0 | '0' = 0) => ({ statusCode: 200, data: { code, message: 'success', data } });
    switch (path) {
      case '/auth/joined-organization':
      case '/platform/joined-organizations':
        return ok(this.orgs);
      case '/auth/my-recent-login-log':
        return ok(this.lastLoginTenant ? { tenantId: this.lastLoginTenant } : null);
      case '/base/current/user/my':
        return ok({ id: '10003', username: 'member', nickname: '张成员', tenantId: tenant }, '0');
      case '/admin/logout/token':
        this.valid.delete(bearer);
        return ok(true);
      case '/platform/ping':
        return ok({ tenant });
      default:
        return { statusCode: 404, data: { code: 404, message: 'API接口不存在', data: null } };
    }
  };

  private token(body: string) {
    const form = new URLSearchParams(body);
    if (form.get('grant_type') !== 'refresh_token') return { statusCode: 400, data: { error: 'unsupported_grant_type' } };
    const presented = this.refreshTokens.get(form.get('refresh_token') ?? '');
    if (!presented || this.revoked) return { statusCode: 400, data: { error: 'invalid_grant' } };
    if (presented.used) {
      // Reuse of a rotated refresh token: the whole grant is revoked.
      this.revoked = true;
      return { statusCode: 400, data: { error: 'invalid_grant', error_description: 'refresh token reused' } };
    }
    presented.used = true;
    const tenant = form.get('tenant_id') ?? presented.tenant;
    if (tenant && !this.orgs.some((o) => o.id === tenant)) {
      presented.used = false; // refused before rotation, as the local server does
      return { statusCode: 400, data: { error: 'invalid_grant' } };
    }
    if (tenant) this.lastLoginTenant = tenant;
    return { statusCode: 200, data: this.issue(tenant) };
  }
}

/** The FakePlatform's answers for the sign-in calls the screens make beyond the session ones. */
export function withSignInCalls(platform: FakePlatform) {
  const base = platform.handle;
  return async (req: Parameters<FakePlatform['handle']>[0]) => {
    const path = new URL(req.url).pathname.replace(/^\/api/, '');
    if (path === '/weixin/wx/user/login' || path === '/auth/login') {
      platform.log.push({ method: req.method ?? 'GET', path, auth: req.header?.Authorization, data: req.data });
      const tokens = platform.issue(null);
      const { refresh_token: _unused, ...session } = tokens;
      return { statusCode: 200, data: { code: 0, message: 'success', data: { ...session, tid: null, userId: '10003' } } };
    }
    if (path === '/admin/login/token') {
      platform.log.push({ method: 'POST', path, data: req.data });
      const tenant = (req.data as { tenantId: string }).tenantId;
      const { refresh_token: _unused, ...session } = platform.issue(tenant);
      platform.lastLoginTenant = tenant;
      return { statusCode: 200, data: { code: 0, message: 'success', data: { ...session, tid: tenant } } };
    }
    return base(req);
  };
}
