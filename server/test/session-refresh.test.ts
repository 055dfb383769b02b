/**
 * Platform sessions renew without a password (server/README.md "Renewing a platform session"): the account login and
 * the organisation session come with a refresh credential; POST /api/auth/token/refresh turns it into a new session
 * token and a successor credential; a used credential presented again ends its family; logout ends it too. The
 * server clock is moved past the access token's minute (and past the credential's month): nothing sleeps.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';

import { call, PASSWORD, startTestServer, TestClock, type Json, type TestServer } from './support/harness.js';
import { REFRESH_TOKEN_TTL_SECONDS } from '../src/session/tokens.js';

const TTL_SECONDS = 60;
const clock = new TestClock();
let server: TestServer;
let base: string;

before(async () => {
  server = await startTestServer({ accessTokenTtlSeconds: TTL_SECONDS, clock });
  base = server.url;
});
after(() => server.close());

async function accountLogin(username = 'member', tenantId = '1001'): Promise<Json> {
  const res = await call(base, 'POST', '/api/auth/login', { body: { username, password: PASSWORD, tenantId } });
  assert.equal(res.body.code, 0, JSON.stringify(res.body));
  return res.body.data;
}
const refresh = (refresh_token: string, tenant_id?: string) =>
  call(base, 'POST', '/api/auth/token/refresh', { body: { refresh_token, ...(tenant_id ? { tenant_id } : {}) } });
const works = async (token: string) => (await call(base, 'GET', '/api/platform/current-organization', { token })).status === 200;
const expire = () => clock.advance((TTL_SECONDS + 1) * 1000);

describe('refresh credentials of platform sessions', () => {
  it('the account login comes with one; after the token expires it renews the session, in the same organisation', async () => {
    const login = await accountLogin();
    assert.match(login.refresh_token, /^wmr_/);
    expire();
    assert.equal(await works(login.access_token), false);
    const renewed = await refresh(login.refresh_token);
    assert.equal(renewed.status, 200);
    assert.equal(renewed.body.data.tid, '1001');
    assert.equal(renewed.body.data.token_type, 'Bearer');
    assert.ok(await works(renewed.body.data.access_token));
    assert.notEqual(renewed.body.data.refresh_token, login.refresh_token);
  });

  it('a used credential presented again is refused and ends its family: the successor is refused too', async () => {
    const login = await accountLogin();
    const first = await refresh(login.refresh_token);
    assert.equal(first.status, 200);
    const replay = await refresh(login.refresh_token);
    assert.equal(replay.status, 401);
    assert.equal(replay.body.message, '刷新凭证已被使用,请重新登录');
    assert.equal((await refresh(first.body.data.refresh_token)).status, 401);
  });

  it('an unknown or expired credential is a 401; nothing is issued', async () => {
    assert.equal((await refresh('wmr_not-issued')).status, 401);
    const login = await accountLogin();
    clock.advance((REFRESH_TOKEN_TTL_SECONDS + 1) * 1000);
    const late = await refresh(login.refresh_token);
    assert.equal(late.status, 401);
    assert.equal(late.body.message, '刷新凭证已过期,请重新登录');
  });

  it('the organisation session comes with one; tenant_id asks for another organisation only if the user belongs to it', async () => {
    const login = await accountLogin();
    const switched = await call(base, 'POST', '/api/admin/login/token', { token: login.access_token, body: { tenantId: '1002' } });
    assert.equal(switched.body.data.tid, '1002');
    assert.match(switched.body.data.refresh_token, /^wmr_/);
    const renewed = await refresh(switched.body.data.refresh_token);
    assert.equal(renewed.body.data.tid, '1002');
    const foreign = await refresh(renewed.body.data.refresh_token, '9999');
    assert.equal(foreign.status, 403);
  });

  it('logout with the credential ends its family', async () => {
    const login = await accountLogin();
    const out = await call(base, 'POST', '/api/admin/logout/token', { token: login.access_token, body: { refresh_token: login.refresh_token } });
    assert.equal(out.status, 200);
    assert.equal((await refresh(login.refresh_token)).status, 401);
  });

  it('the WeChat login has none: it renews with a new wx.login code', async () => {
    const res = await call(base, 'GET', '/api/weixin/wx/user/login', { query: { code: 'dev-wx-member' } });
    assert.equal(res.body.code, 0, JSON.stringify(res.body));
    assert.equal(res.body.data.refresh_token, undefined);
  });
});

describe('the test clock switch', () => {
  it('POST /__test/clock moves the clock of a server that made its own', async () => {
    const own = await startTestServer({ accessTokenTtlSeconds: TTL_SECONDS });
    try {
      const login = await call(own.url, 'POST', '/api/auth/login', { body: { username: 'member', password: PASSWORD, tenantId: '1001' } });
      const token = login.body.data.access_token as string;
      assert.equal((await call(own.url, 'GET', '/api/platform/current-organization', { token })).status, 200);
      const moved = await call(own.url, 'POST', '/__test/clock', { body: { advanceSeconds: TTL_SECONDS + 1 } });
      assert.equal(moved.status, 200);
      assert.equal((await call(own.url, 'GET', '/api/platform/current-organization', { token })).status, 401);
    } finally {
      await own.close();
    }
  });
});
