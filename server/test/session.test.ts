/** The platform's session calls: password, tenant switch, session info, mini program, WeChat, SMS. */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';

import { call, decodeJwtPayload, login, PASSWORD, startTestServer, type TestServer } from './support/harness.js';

let server: TestServer;
let base: string;

before(async () => {
  server = await startTestServer();
  base = server.url;
});
after(() => server.close());

describe('password login (/api/auth/login)', () => {
  it('issues a platform token in the requested organisation and records the login', async () => {
    const res = await call(base, 'POST', '/api/auth/login', { body: { username: 'member', password: PASSWORD, tenantId: '1002' } });
    assert.equal(res.status, 200);
    assert.equal(res.body.code, 0);
    const data = res.body.data;
    assert.match(data.access_token, /^wms_/);
    assert.equal(data.token_type, 'Bearer');
    assert.equal(data.expires_in, 120);
    assert.equal(data.tid, '1002');
    assert.equal(data.userId, '10003');
    assert.equal(decodeJwtPayload(data.id_token).tid, '1002');
    const last = await call(base, 'GET', '/api/auth/my-recent-login-log', { token: data.access_token });
    assert.equal(last.body.data.tenantId, '1002');
  });

  it('defaults to the last organisation, and to none for a user without one', async () => {
    const admin = await call(base, 'POST', '/api/auth/login', { body: { username: 'admin', password: PASSWORD } });
    assert.equal(admin.body.data.tid, '1002'); // seeded: admin last signed into 1002
    const lonely = await call(base, 'POST', '/api/auth/login', { body: { username: 'lonely', password: PASSWORD } });
    assert.equal(lonely.body.data.tid, null);
    const none = await call(base, 'GET', '/api/auth/my-recent-login-log', { token: lonely.body.data.access_token });
    assert.equal(none.body.data, null);
  });

  it('answers a wrong password with 400 用户名或密码错误', async () => {
    const res = await call(base, 'POST', '/api/auth/login', { body: { username: 'guest', password: 'nope' } });
    assert.equal(res.status, 400);
    assert.deepEqual(res.body, { code: 400, message: '用户名或密码错误', data: null });
  });

  it('rejects bad input with 400 and a clear message', async () => {
    const res = await call(base, 'POST', '/api/auth/login', { body: { username: '' } });
    assert.equal(res.status, 400);
    assert.match(res.body.message, /^参数错误: username: 请输入用户名; password:/);
    const notJson = await call(base, 'POST', '/api/auth/login', { headers: { 'content-type': 'application/json' }, body: undefined });
    assert.equal(notJson.status, 400);
  });

  it('refuses an organisation the user does not belong to', async () => {
    const res = await call(base, 'POST', '/api/auth/login', { body: { username: 'subadmin', password: PASSWORD, tenantId: '1002' } });
    assert.equal(res.status, 403);
    assert.equal(res.body.message, '您不属于该组织,无权访问其数据');
  });
});

describe('tenant switch (/api/admin/login/token)', () => {
  it('issues a token for another organisation of the same user', async () => {
    const token = await login(base, 'member', '1001');
    const res = await call(base, 'POST', '/api/admin/login/token', { token, body: { tenantId: '1002' } });
    assert.equal(res.body.code, 0);
    assert.equal(res.body.data.tid, '1002');
    const info = await call(base, 'POST', '/api/base/current/user/my', { token: res.body.data.access_token });
    assert.equal(info.body.data.tenantId, '1002');
  });

  it('refuses a foreign organisation, bad input and a missing token', async () => {
    const token = await login(base, 'subadmin');
    assert.equal((await call(base, 'POST', '/api/admin/login/token', { token, body: { tenantId: '1002' } })).status, 403);
    assert.equal((await call(base, 'POST', '/api/admin/login/token', { token, body: {} })).status, 400);
    const missing = await call(base, 'POST', '/api/admin/login/token', { body: { tenantId: '1001' } });
    assert.equal(missing.status, 401);
    assert.equal(missing.body.code, 401);
  });
});

describe('session info', () => {
  it('lists joined organisations', async () => {
    const token = await login(base, 'admin');
    const res = await call(base, 'GET', '/api/auth/joined-organization', { token });
    assert.deepEqual(res.body.data.map((o: { id: string }) => o.id), ['1001', '1002', 'tm-3001']);
    assert.equal(res.body.data[0].name, '演示科技有限公司');
    assert.equal(res.body.data[0].role, 'ADMIN');
    const lonely = await call(base, 'GET', '/api/auth/joined-organization', { token: await login(base, 'lonely') });
    assert.deepEqual(lonely.body.data, []);
  });

  it('answers POST /base/current/user/my with code "0"; a tid in the body selects the organisation', async () => {
    const token = await login(base, 'lonely');
    const me = await call(base, 'POST', '/api/base/current/user/my', { token, body: {} });
    assert.equal(me.body.code, '0');
    assert.equal(me.body.data.id, '10005');
    assert.equal(me.body.data.tenantId, null);
    const member = await call(base, 'POST', '/api/auth/login', { body: { username: 'guest', password: PASSWORD } });
    const memberToken = member.body.data.access_token;
    const withTid = await call(base, 'POST', '/api/base/current/user/my', { token: memberToken, body: { tid: '1001' } });
    assert.equal(withTid.body.data.tenantId, '1001');
    assert.equal(withTid.body.data.tenantName, '演示科技有限公司');
    // A foreign tid is refused.
    const foreign = await call(base, 'POST', '/api/base/current/user/my', { token: memberToken, body: { tid: '1002' } });
    assert.equal(foreign.status, 403);
  });

  it('401s without a token, and for an unknown one', async () => {
    for (const path of ['/api/auth/my-recent-login-log', '/api/auth/joined-organization']) {
      assert.equal((await call(base, 'GET', path)).status, 401);
      assert.equal((await call(base, 'GET', path, { token: 'wms_not-a-token' })).status, 401);
    }
    assert.equal((await call(base, 'POST', '/api/base/current/user/my')).status, 401);
  });

  it('logs a platform token out', async () => {
    const token = await login(base, 'guest');
    assert.equal((await call(base, 'POST', '/api/admin/logout/token', { token })).body.code, 0);
    assert.equal((await call(base, 'GET', '/api/auth/joined-organization', { token })).status, 401);
    assert.equal((await call(base, 'POST', '/api/admin/logout/token')).status, 401);
  });
});

describe('mini program and WeChat logins', () => {
  it('exchanges a development code for a session key, then logs in form-encoded', async () => {
    const key = await call(base, 'GET', '/api/admin/mobile/getSessionKey', { query: { code: 'dev-wx-member' } });
    assert.equal(key.body.code, 0);
    assert.equal(key.body.data.openid, 'dev-openid-member');
    assert.equal(key.body.data.bound, true);
    const res = await call(base, 'POST', '/api/admin/mobile/login', { form: { sessionKey: key.body.data.sessionKey, tenantId: '1001' } });
    assert.equal(res.body.code, 0, JSON.stringify(res.body));
    assert.equal(res.body.data.userId, '10003');
    assert.equal(res.body.data.tid, '1001');
  });

  it('refuses an unknown code, an unbound WeChat user, a bad session key and a foreign tenant', async () => {
    const bad = await call(base, 'GET', '/api/admin/mobile/getSessionKey', { query: { code: 'real-code' } });
    assert.equal(bad.status, 400);
    assert.match(bad.body.message, /dev-wx-/);
    const unbound = await call(base, 'GET', '/api/admin/mobile/getSessionKey', { query: { code: 'dev-wx-stranger' } });
    assert.equal(unbound.body.data.bound, false);
    const refused = await call(base, 'POST', '/api/admin/mobile/login', { form: { sessionKey: unbound.body.data.sessionKey } });
    assert.equal(refused.status, 400);
    assert.equal(refused.body.message, '该微信未绑定平台账号');
    assert.equal((await call(base, 'POST', '/api/admin/mobile/login', { form: { sessionKey: 'nope' } })).status, 400);
    assert.equal((await call(base, 'POST', '/api/admin/mobile/login', { form: {} })).status, 400);
    const key = await call(base, 'GET', '/api/admin/mobile/getSessionKey', { query: { code: 'dev-wx-subadmin' } });
    const foreign = await call(base, 'POST', '/api/admin/mobile/login', { form: { sessionKey: key.body.data.sessionKey, tenantId: '1002' } });
    assert.equal(foreign.status, 403);
  });

  it('phone-number sign-in: the getPhoneNumber code names the account by its number, bound to WeChat or not', async () => {
    const key = await call(base, 'GET', '/api/admin/mobile/getSessionKey', { query: { code: 'dev-wx-stranger' } });
    assert.equal(key.body.data.bound, false);
    const res = await call(base, 'POST', '/api/admin/mobile/login', { form: { sessionKey: key.body.data.sessionKey, phoneCode: 'dev-phone-13800000003', tenantId: '1001' } });
    assert.equal(res.status, 200, JSON.stringify(res.body));
    assert.equal(res.body.data.userId, '10003');
    const unknown = await call(base, 'POST', '/api/admin/mobile/login', { form: { sessionKey: key.body.data.sessionKey, phoneCode: 'dev-phone-13999999999' } });
    assert.equal(unknown.status, 400);
    assert.equal(unknown.body.message, '该手机号未注册平台账号');
    assert.equal((await call(base, 'POST', '/api/admin/mobile/login', { form: { sessionKey: key.body.data.sessionKey, phoneCode: '13800000003' } })).status, 400);
  });

  it('logs in with the official-account code and reads WeChat user info', async () => {
    const res = await call(base, 'GET', '/api/weixin/wx/user/login', { query: { code: 'dev-wx-admin', tenantId: '1001' } });
    assert.equal(res.body.code, 0);
    assert.equal(res.body.data.tid, '1001');
    assert.equal(res.body.data.openid, 'dev-openid-admin');
    const info = await call(base, 'GET', '/api/weixin/wx/user/info', { query: { code: 'dev-wx-admin' } });
    assert.equal(info.body.data.nickname, '王管理');
    assert.equal(info.body.data.bound, true);
    assert.equal((await call(base, 'GET', '/api/weixin/wx/user/info')).status, 400);
    assert.equal((await call(base, 'GET', '/api/weixin/wx/user/login', { query: { code: 'dev-wx-nobody' } })).status, 400);
  });
});

describe('SMS verification codes', () => {
  it('sends a 6-digit code, refuses a resend within 60 s, verifies once', async () => {
    const phone = '13900000001';
    const sent = await call(base, 'POST', '/api/msg/register/send', { body: { phone } });
    assert.equal(sent.body.code, 0);
    assert.equal(sent.body.data.resendAfter, 60);
    const again = await call(base, 'POST', '/api/msg/register/send', { body: { phone } });
    assert.equal(again.status, 400);
    assert.match(again.body.message, /请\d+秒后再试/);
    const { code } = (await call(base, 'GET', '/__test/last-sms', { query: { phone } })).body.data;
    assert.match(code, /^\d{6}$/);
    const wrong = await call(base, 'POST', '/api/msg/register/verify', { body: { phone, code: code === '000000' ? '111111' : '000000' } });
    assert.equal(wrong.status, 400);
    assert.equal(wrong.body.message, '验证码错误');
    const right = await call(base, 'POST', '/api/msg/register/verify', { body: { phone, code } });
    assert.deepEqual(right.body.data, { verified: true, phone, registered: false });
    const used = await call(base, 'POST', '/api/msg/register/verify', { body: { phone, code } });
    assert.equal(used.body.message, '请先获取验证码');
  });

  it('locks a code after 5 wrong attempts and validates input', async () => {
    const phone = '13800000003';
    await call(base, 'POST', '/api/msg/register/send', { body: { phone } });
    const { code } = (await call(base, 'GET', '/__test/last-sms', { query: { phone } })).body.data;
    const wrongCode = code === '123456' ? '654321' : '123456';
    for (let i = 0; i < 5; i += 1) await call(base, 'POST', '/api/msg/register/verify', { body: { phone, code: wrongCode } });
    const locked = await call(base, 'POST', '/api/msg/register/verify', { body: { phone, code } });
    assert.equal(locked.body.message, '验证码错误次数过多,请重新获取');
    const badPhone = await call(base, 'POST', '/api/msg/register/send', { body: { phone: '12345' } });
    assert.equal(badPhone.status, 400);
    assert.match(badPhone.body.message, /手机号格式错误/);
    const badCode = await call(base, 'POST', '/api/msg/register/verify', { body: { phone, code: '12ab' } });
    assert.match(badCode.body.message, /验证码为6位数字/);
  });
});
