/**
 * Demo and production modes (WARE_MODE). Demo: seeded data and development WeChat codes. Production: an empty
 * database, development codes refused, no fault switch.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';

import { call, PASSWORD, startTestServer, type TestServer } from './support/harness.js';
import { resolveConfig } from '../src/config.js';

describe('production mode', () => {
  let server: TestServer;
  before(async () => {
    server = await startTestServer({ mode: 'production', faults: false });
  });
  after(() => server.close());

  it('starts with an empty database: no demo account signs in', async () => {
    const res = await call(server.url, 'POST', '/api/auth/login', { body: { username: 'admin', password: PASSWORD } });
    assert.equal(res.status, 400, JSON.stringify(res.body));
    assert.equal(res.body.data, null);
    const apps = await call(server.url, 'GET', '/api/ware-engine-form/apps/app-open');
    assert.notEqual(apps.status, 200);
  });

  it('refuses development WeChat codes on every WeChat login', async () => {
    for (const path of ['/api/weixin/wx/user/login', '/api/weixin/wx/user/info', '/api/admin/mobile/getSessionKey']) {
      const res = await call(server.url, 'GET', path, { query: { code: 'dev-wx-admin' } });
      assert.equal(res.status, 403, `${path}: ${JSON.stringify(res.body)}`);
      assert.equal(res.body.data, null);
      assert.match(res.body.message, /微信登录未开启/);
    }
  });

  it('has no fault switch, and cannot be started with one', async () => {
    assert.equal((await call(server.url, 'POST', '/__test/reset')).status, 404);
    assert.throws(() => resolveConfig({ mode: 'production', faults: true }), /WARE_TEST_FAULTS/);
  });

  it('reads WARE_MODE and refuses an unknown mode', () => {
    const saved = process.env.WARE_MODE;
    try {
      process.env.WARE_MODE = 'production';
      assert.equal(resolveConfig({ faults: false }).mode, 'production');
      process.env.WARE_MODE = 'staging';
      assert.throws(() => resolveConfig({}), /WARE_MODE/);
      delete process.env.WARE_MODE;
      assert.equal(resolveConfig({}).mode, 'demo');
    } finally {
      if (saved === undefined) delete process.env.WARE_MODE;
      else process.env.WARE_MODE = saved;
    }
  });
});

describe('demo mode', () => {
  let server: TestServer;
  before(async () => {
    server = await startTestServer();
  });
  after(() => server.close());

  it('answers development WeChat codes, but not for an account locked by failed sign-ins', async () => {
    const wx = () => call(server.url, 'GET', '/api/weixin/wx/user/login', { query: { code: 'dev-wx-member' } });
    assert.equal((await wx()).body.code, 0);
    for (let i = 0; i < 5; i += 1) await call(server.url, 'POST', '/api/auth/login', { body: { username: 'member', password: 'wrong' } });
    const locked = await wx();
    assert.equal(locked.status, 400, JSON.stringify(locked.body));
    assert.equal(locked.body.message, '登录失败次数过多,请稍后再试');
    assert.equal(locked.body.data, null);
  });
});
