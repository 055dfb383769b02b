/** The identity provider, driven over HTTP like a browser and the client would. */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';

import {
  authorizeUrl,
  Browser,
  call,
  decodeJwtPayload,
  oidcLogin,
  PASSWORD,
  pkcePair,
  startTestServer,
  tokenRequest,
  type TestServer,
} from './support/harness.js';

let server: TestServer;
let base: string;

before(async () => {
  server = await startTestServer();
  base = server.url;
});
after(() => server.close());

async function openLoginPage(browser: Browser): Promise<{ uid: string; html: string }> {
  const { challenge } = pkcePair();
  const { res, url } = await browser.follow(authorizeUrl(base, challenge), base);
  assert.match(url, /\/oidc\/interaction\//);
  return { uid: new URL(url).pathname.split('/').pop()!, html: await res.text() };
}

async function postCredentials(browser: Browser, uid: string, username: string, password: string) {
  return browser.request(`${base}/oidc/interaction/${uid}/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ username, password }),
  });
}

describe('identity provider', () => {
  it('publishes the public client at /api/auth/clients/pub without a token', async () => {
    const res = await call(base, 'GET', '/api/auth/clients/pub');
    assert.equal(res.status, 200);
    assert.equal(res.body.code, 0);
    assert.equal(res.body.data.clientId, 'ware-mobile');
    // The announced address's first; the other loopback names and LAN addresses follow (origins.test.ts).
    assert.deepEqual(res.body.data.redirectUris.slice(0, 2), [`${base}/pages/login/login`, `${base}/`]);
    assert.equal(res.body.data.issuer, `${base}/oidc`);
  });

  it('serves discovery with PKCE S256 only', async () => {
    const res = await call(base, 'GET', '/oidc/.well-known/openid-configuration');
    assert.equal(res.status, 200);
    assert.equal(res.body.issuer, `${base}/oidc`);
    assert.deepEqual(res.body.code_challenge_methods_supported, ['S256']);
    assert.ok(res.body.grant_types_supported.includes('refresh_token'));
  });

  it('renders an accessible Chinese login page', async () => {
    const { html } = await openLoginPage(new Browser());
    assert.match(html, /<html lang="zh-CN">/);
    assert.match(html, /<form method="post" action="\/oidc\/interaction\/[^"]+\/login"/);
    assert.match(html, /<label for="username">用户名<\/label>/);
    assert.match(html, /<input id="username" name="username"[^>]*autocomplete="username"/);
    assert.match(html, /<label for="password">密码<\/label>/);
    assert.match(html, /<input id="password" name="password" type="password" autocomplete="current-password"/);
    assert.match(html, /<button type="submit">登录<\/button>/);
  });

  it('runs the full PKCE authorization-code flow; tokens carry no tid for scene=org', async () => {
    const { tokens } = await oidcLogin(base, 'member');
    assert.equal(tokens.token_type, 'Bearer');
    assert.ok(tokens.access_token && tokens.refresh_token && tokens.id_token);
    const claims = decodeJwtPayload(tokens.id_token);
    assert.equal(claims.sub, '10003');
    assert.equal(claims.preferred_username, 'member');
    assert.equal(claims.aud, 'ware-mobile');
    assert.equal(claims.tid, undefined);
    // The access token works on the API; the user has no organisation selected yet.
    const me = await call(base, 'POST', '/api/base/current/user/my', { token: tokens.access_token });
    assert.equal(me.body.code, '0');
    assert.equal(me.body.data.username, 'member');
    assert.equal(me.body.data.tenantId, null);
  });

  it('refuses a code exchange without the right code_verifier', async () => {
    const browser = new Browser();
    const { challenge } = pkcePair();
    const { url } = await browser.follow(authorizeUrl(base, challenge), base);
    const uid = new URL(url).pathname.split('/').pop()!;
    const post = await postCredentials(browser, uid, 'member', PASSWORD);
    const landed = await browser.follow(new URL(post.headers.get('location')!, base).href, base, (u) => u.startsWith(`${base}/pages/login/login`));
    const code = new URL(landed.url).searchParams.get('code')!;
    const res = await tokenRequest(base, {
      grant_type: 'authorization_code', code, redirect_uri: `${base}/pages/login/login`, client_id: 'ware-mobile',
      code_verifier: pkcePair().verifier,
    });
    assert.equal(res.status, 400);
    assert.equal(res.body.error, 'invalid_grant');
  });

  it('refuses an authorize request without PKCE or with an unknown scene', async () => {
    const noPkce = new URL(authorizeUrl(base, 'x'));
    noPkce.searchParams.delete('code_challenge');
    noPkce.searchParams.delete('code_challenge_method');
    const a = await new Browser().request(noPkce.href);
    const aLocation = a.headers.get('location') ?? '';
    assert.equal(a.status, 303);
    assert.match(aLocation, /error=invalid_request/);

    const badScene = new URL(authorizeUrl(base, pkcePair().challenge, { scene: 'nope' }));
    const b = await new Browser().request(badScene.href);
    assert.match(b.headers.get('location') ?? '', /error=invalid_request/);
  });

  it('refresh_token with tenant_id issues tokens with tid, records the login, and rotates', async () => {
    const { tokens } = await oidcLogin(base, 'member');
    const refreshed = await tokenRequest(base, {
      grant_type: 'refresh_token', client_id: 'ware-mobile', refresh_token: tokens.refresh_token, tenant_id: '1002',
    });
    assert.equal(refreshed.status, 200, JSON.stringify(refreshed.body));
    assert.equal(decodeJwtPayload(refreshed.body.id_token).tid, '1002');
    assert.notEqual(refreshed.body.refresh_token, tokens.refresh_token);
    // The access token carries tid too: the API works in 1002 without a tid in the payload.
    const org = await call(base, 'GET', '/api/platform/current-organization', { token: refreshed.body.access_token });
    assert.equal(org.body.data.id, '1002');
    const last = await call(base, 'GET', '/api/auth/my-recent-login-log', { token: refreshed.body.access_token });
    assert.equal(last.body.data.tenantId, '1002');
    // A later refresh without tenant_id stays in 1002.
    const again = await tokenRequest(base, { grant_type: 'refresh_token', client_id: 'ware-mobile', refresh_token: refreshed.body.refresh_token });
    assert.equal(again.status, 200);
    assert.equal(decodeJwtPayload(again.body.id_token).tid, '1002');
    // Reusing a rotated refresh token is refused.
    const reuse = await tokenRequest(base, { grant_type: 'refresh_token', client_id: 'ware-mobile', refresh_token: tokens.refresh_token });
    assert.equal(reuse.status, 400);
    assert.equal(reuse.body.error, 'invalid_grant');
  });

  it('refuses a foreign tenant without burning the refresh token', async () => {
    const { tokens } = await oidcLogin(base, 'subadmin');
    const refused = await tokenRequest(base, {
      grant_type: 'refresh_token', client_id: 'ware-mobile', refresh_token: tokens.refresh_token, tenant_id: '1002',
    });
    assert.equal(refused.status, 400);
    assert.equal(refused.body.error, 'invalid_grant');
    assert.match(refused.body.error_description, /不属于该组织/);
    const ok = await tokenRequest(base, {
      grant_type: 'refresh_token', client_id: 'ware-mobile', refresh_token: tokens.refresh_token, tenant_id: '1001',
    });
    assert.equal(ok.status, 200, JSON.stringify(ok.body));
    assert.equal(decodeJwtPayload(ok.body.id_token).tid, '1001');
  });

  it('authorize with tenant_id, or scene=recent_org, signs straight into an organisation', async () => {
    const direct = await oidcLogin(base, 'admin', { tenantId: '1001' });
    assert.equal(decodeJwtPayload(direct.tokens.id_token).tid, '1001');
    // admin's last login is now 1001 (recorded by the token above).
    const recent = await oidcLogin(base, 'admin', { scene: 'recent_org' });
    assert.equal(decodeJwtPayload(recent.tokens.id_token).tid, '1001');
    // A tenant_id the user does not belong to is ignored: no tid.
    const foreign = await oidcLogin(base, 'subadmin', { tenantId: '1002' });
    assert.equal(decodeJwtPayload(foreign.tokens.id_token).tid, undefined);
  });

  it('reuses the provider session: a second authorize skips the login page', async () => {
    const first = await oidcLogin(base, 'guest');
    const second = await oidcLogin(base, 'ignored-user', { browser: first.browser });
    assert.equal(decodeJwtPayload(second.tokens.id_token).sub, '10004');
  });

  it('shows 用户名或密码错误 on a wrong password, keeping the username', async () => {
    const browser = new Browser();
    const { uid } = await openLoginPage(browser);
    const res = await postCredentials(browser, uid, 'guest', 'wrong-password');
    assert.equal(res.status, 401);
    const html = await res.text();
    assert.match(html, /role="alert">用户名或密码错误</);
    assert.match(html, /value="guest"/);
    // The same page then accepts the right password.
    const ok = await postCredentials(browser, uid, 'guest', PASSWORD);
    assert.equal(ok.status, 303);
  });

  it('locks a username after 5 failures in 10 minutes, even with the right password', async () => {
    const browser = new Browser();
    const { uid } = await openLoginPage(browser);
    for (let i = 0; i < 4; i += 1) assert.equal((await postCredentials(browser, uid, 'lonely', `bad-${i}`)).status, 401);
    const fifth = await postCredentials(browser, uid, 'lonely', 'bad-5');
    assert.equal(fifth.status, 429);
    assert.match(await fifth.text(), /登录失败次数过多,请稍后再试/);
    const right = await postCredentials(browser, uid, 'lonely', PASSWORD);
    assert.equal(right.status, 429);
    // The password API shares the limit.
    const api = await call(base, 'POST', '/api/auth/login', { body: { username: 'lonely', password: PASSWORD } });
    assert.equal(api.status, 400);
    assert.equal(api.body.message, '登录失败次数过多,请稍后再试');
    // Another username is unaffected.
    assert.equal((await postCredentials(browser, uid, 'guest', PASSWORD)).status, 303);
    await call(base, 'POST', '/__test/reset');
  });

  it('answers an expired or unknown interaction with a clear page', async () => {
    const res = await new Browser().request(`${base}/oidc/interaction/not-a-real-uid`);
    assert.equal(res.status, 400);
    assert.match(await res.text(), /登录已失效/);
  });

  it('exchanges codes and refreshes through /api/admin/oauth/token (envelope, code "0")', async () => {
    const browser = new Browser();
    const { verifier, challenge } = pkcePair();
    const { url } = await browser.follow(authorizeUrl(base, challenge), base);
    const uid = new URL(url).pathname.split('/').pop()!;
    const post = await postCredentials(browser, uid, 'admin', PASSWORD);
    const landed = await browser.follow(new URL(post.headers.get('location')!, base).href, base, (u) => u.startsWith(`${base}/pages/login/login`));
    const code = new URL(landed.url).searchParams.get('code')!;
    const exchanged = await call(base, 'GET', '/api/admin/oauth/token', {
      query: { code, redirect_uri: `${base}/pages/login/login`, code_verifier: verifier, client_id: 'ware-mobile', state: 'x' },
    });
    assert.equal(exchanged.status, 200, JSON.stringify(exchanged.body));
    assert.equal(exchanged.body.code, '0');
    assert.ok(exchanged.body.data.access_token && exchanged.body.data.id_token);
    const refreshed = await call(base, 'GET', '/api/admin/oauth/token', {
      query: { grant_type: 'refresh_token', refresh_token: exchanged.body.data.refresh_token, tenant_id: '1002' },
    });
    assert.equal(refreshed.body.code, '0');
    assert.equal(refreshed.body.data.tid, '1002');
    // A used code and bad input are 400 with a message.
    const reused = await call(base, 'GET', '/api/admin/oauth/token', {
      query: { code, redirect_uri: `${base}/pages/login/login`, code_verifier: verifier },
    });
    assert.equal(reused.status, 400);
    assert.equal(reused.body.code, 400);
    const bad = await call(base, 'GET', '/api/admin/oauth/token', { query: { code } });
    assert.equal(bad.status, 400);
    assert.match(bad.body.message, /参数错误/);
  });

  it('logs out: /api/admin/logout/token revokes the grant, its refresh token and the provider session', async () => {
    const { tokens, browser } = await oidcLogin(base, 'member');
    const out = await call(base, 'POST', '/api/admin/logout/token', { token: tokens.access_token });
    assert.equal(out.body.code, 0);
    const after = await call(base, 'GET', '/api/auth/joined-organization', { token: tokens.access_token });
    assert.equal(after.status, 401);
    const refresh = await tokenRequest(base, { grant_type: 'refresh_token', client_id: 'ware-mobile', refresh_token: tokens.refresh_token });
    assert.equal(refresh.status, 400);
    // The browser must sign in again.
    const { url } = await browser.follow(authorizeUrl(base, pkcePair().challenge), base);
    assert.match(url, /\/oidc\/interaction\//);
  });

  it('offers RP-initiated logout with a Chinese confirmation page', async () => {
    const { tokens, browser } = await oidcLogin(base, 'member');
    const url = new URL(`${base}/oidc/session/end`);
    url.searchParams.set('id_token_hint', tokens.id_token);
    url.searchParams.set('post_logout_redirect_uri', `${base}/`);
    const res = await browser.request(url.href);
    assert.equal(res.status, 200);
    assert.match(await res.text(), /退出登录/);
  });

  it('revokes a refresh token at the revocation endpoint', async () => {
    const { tokens } = await oidcLogin(base, 'member');
    const res = await fetch(`${base}/oidc/token/revocation`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ token: tokens.refresh_token, client_id: 'ware-mobile' }),
    });
    assert.equal(res.status, 200);
    const refresh = await tokenRequest(base, { grant_type: 'refresh_token', client_id: 'ware-mobile', refresh_token: tokens.refresh_token });
    assert.equal(refresh.status, 400);
  });
});
