/**
 * Expired tokens on every route group: body code "4010" (HTTP 200) on the session services, HTTP 401 elsewhere,
 * for platform session tokens and identity-provider access tokens alike. Access tokens live a minute here and the
 * server clock is moved past it: nothing sleeps.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';

import { call, login, oidcLogin, PASSWORD, startTestServer, TestClock, tokenRequest, type TestServer } from './support/harness.js';

const TTL_SECONDS = 60;
const clock = new TestClock();
let server: TestServer;
let base: string;
let sessionToken: string;
let oidcTokens: { access_token: string; refresh_token: string };

before(async () => {
  server = await startTestServer({ accessTokenTtlSeconds: TTL_SECONDS, clock });
  base = server.url;
  sessionToken = await login(base, 'member', '1001');
  const { tokens } = await oidcLogin(base, 'member', { tenantId: '1001' });
  oidcTokens = tokens;
  for (const token of [sessionToken, oidcTokens.access_token]) {
    assert.equal((await call(base, 'GET', '/api/platform/current-organization', { token })).status, 200, 'fresh token works');
  }
  clock.advance((TTL_SECONDS + 1) * 1000);
});
after(() => server.close());

const SESSION_SERVICE_CALLS: [string, string, unknown?][] = [
  ['GET', '/api/auth/joined-organization'],
  ['GET', '/api/auth/my-recent-login-log'],
  ['POST', '/api/base/current/user/my', {}],
  ['POST', '/api/admin/login/token', { tenantId: '1001' }],
];

const OTHER_CALLS: [string, string, unknown?][] = [
  ['GET', '/api/platform/joined-organizations'],
  ['GET', '/api/platform/members'],
  ['GET', '/api/ware-engine/apps/app-open'],
  ['GET', '/api/ware-engine/apps/all'],
  ['GET', '/api/ware-engine/apps/app-open/my-permissions'],
  ['GET', '/api/bigtable/app'],
  ['GET', '/api/bigtable/application/app-open/access-config'],
  ['GET', '/api/bigtable/application/app-card-whitelist/whitelist-confirmation'],
  ['POST', '/api/crm/membershipCard/findByIds', { ids: ['card-gold'] }],
  ['POST', '/api/storage/fileStorage/preUpload'],
  ['GET', '/api/dict/dictArea/get'],
];

for (const [kind, token] of [
  ['platform session token', () => sessionToken],
  ['identity-provider access token', () => oidcTokens.access_token],
] as const) {
  describe(`an expired ${kind}`, () => {
    it('gets body code "4010" with HTTP 200 from the session services', async () => {
      for (const [method, path, body] of SESSION_SERVICE_CALLS) {
        const res = await call(base, method, path, { token: token(), body });
        assert.equal(res.status, 200, path);
        assert.deepEqual(res.body, { code: '4010', message: 'token过期,请重新登录', data: null }, path);
      }
    });

    it('gets HTTP 401 everywhere else', async () => {
      for (const [method, path, body] of OTHER_CALLS) {
        const res = await call(base, method, path, { token: token(), body });
        assert.equal(res.status, 401, path);
        assert.deepEqual(res.body, { code: 401, message: 'token过期,请重新登录', data: null }, path);
      }
    });
  });
}

describe('after expiry', () => {
  it('the refresh token still gets a working access token', async () => {
    const refreshed = await tokenRequest(base, { grant_type: 'refresh_token', client_id: 'ware-mobile', refresh_token: oidcTokens.refresh_token });
    assert.equal(refreshed.status, 200);
    assert.equal(refreshed.body.expires_in, TTL_SECONDS);
    const res = await call(base, 'GET', '/api/platform/current-organization', { token: refreshed.body.access_token });
    assert.equal(res.body.data.id, '1001');
  });

  it('an expired token can still log out', async () => {
    const res = await call(base, 'POST', '/api/admin/logout/token', { token: sessionToken });
    assert.equal(res.body.code, 0);
    // Once logged out the token is unknown: 401 even on the session services.
    assert.equal((await call(base, 'GET', '/api/auth/joined-organization', { token: sessionToken })).status, 401);
  });
});

describe('the server clock drives the other lifetimes', () => {
  it('an SMS code may be resent after 60 s and expires after 5 minutes', async () => {
    const phone = '13900000009';
    assert.equal((await call(base, 'POST', '/api/msg/register/send', { body: { phone } })).body.code, 0);
    assert.equal((await call(base, 'POST', '/api/msg/register/send', { body: { phone } })).status, 400);
    clock.advance(60_000);
    assert.equal((await call(base, 'POST', '/api/msg/register/send', { body: { phone } })).body.code, 0);
    const { code } = (await call(base, 'GET', '/__test/last-sms', { query: { phone } })).body.data;
    clock.advance(5 * 60_000);
    const late = await call(base, 'POST', '/api/msg/register/verify', { body: { phone, code } });
    assert.equal(late.body.message, '验证码已过期,请重新获取');
  });

  it('a username locked by 5 failed logins opens again once they leave the 10-minute window', async () => {
    const attempt = (password: string) => call(base, 'POST', '/api/auth/login', { body: { username: 'guest', password } });
    for (let i = 0; i < 5; i += 1) await attempt('wrong-password');
    assert.equal((await attempt(PASSWORD)).body.message, '登录失败次数过多,请稍后再试');
    clock.advance(10 * 60_000);
    assert.equal((await attempt(PASSWORD)).body.code, 0);
  });
});
