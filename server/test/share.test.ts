/** Sharing: the simulated WeChat JS-SDK signature. */
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { after, before, describe, it } from 'node:test';

import { call, startTestServer, type TestServer } from './support/harness.js';
import { DEV_JSAPI_TICKET, JSSDK_NOT_CONFIGURED, jsSdkSignature, NOT_OUR_PAGE } from '../src/routes/share.js';

let server: TestServer;
before(async () => {
  server = await startTestServer();
});
after(() => server.close());

describe('GET /api/pay/payment/sign', () => {
  it('signs a page URL by WeChat’s rule (hash left out)', async () => {
    const url = 'http://127.0.0.1:10086/app/index?appId=app-open#frag';
    const res = await call(server.url, 'GET', '/api/pay/payment/sign', { query: { url } });
    assert.equal(res.status, 200);
    const { appId, timestamp, nonceStr, signature } = res.body.data;
    assert.equal(typeof appId, 'string');
    assert.equal(typeof timestamp, 'number');
    assert.match(nonceStr, /^[0-9a-f]{16}$/);
    assert.equal(signature, jsSdkSignature(DEV_JSAPI_TICKET, nonceStr, timestamp, url.split('#')[0]!));
  });

  it('signs only pages of the app: its own origins, http(s) (issue 34, finding 16)', async () => {
    for (const url of ['https://evil.example/app/index', 'javascript:alert(1)//127.0.0.1:10086', 'file:///etc/passwd', `ftp://127.0.0.1:${new URL(server.url).port}/`]) {
      const res = await call(server.url, 'GET', '/api/pay/payment/sign', { query: { url } });
      assert.equal(res.status, 400, url);
    }
    const own = await call(server.url, 'GET', '/api/pay/payment/sign', { query: { url: `${server.url}/app/index` } });
    assert.equal(own.status, 200);
    assert.equal((await call(server.url, 'GET', '/api/pay/payment/sign', { query: { url: 'https://evil.example/' } })).body.message, NOT_OUR_PAGE);
  });

  it('refuses a missing or relative url', async () => {
    assert.equal((await call(server.url, 'GET', '/api/pay/payment/sign')).status, 400);
    assert.equal((await call(server.url, 'GET', '/api/pay/payment/sign', { query: { url: '/app/index' } })).status, 400);
  });
});

describe('GET /api/pay/payment/sign in production', () => {
  let production: TestServer;
  const saved = { appId: process.env.WARE_WECHAT_APP_ID, ticket: process.env.WARE_WECHAT_JSAPI_TICKET };
  const restore = () => {
    for (const [key, value] of [['WARE_WECHAT_APP_ID', saved.appId], ['WARE_WECHAT_JSAPI_TICKET', saved.ticket]] as const) {
      if (value === undefined) delete process.env[key];
      else process.env[key] = value;
    }
  };
  after(async () => {
    restore();
    await production?.close();
  });

  it('refuses clearly without configured credentials (no development ticket)', async () => {
    delete process.env.WARE_WECHAT_APP_ID;
    delete process.env.WARE_WECHAT_JSAPI_TICKET;
    production = await startTestServer({ mode: 'production', faults: false });
    const res = await call(production.url, 'GET', '/api/pay/payment/sign', { query: { url: 'https://m.example.com/app/index' } });
    assert.equal(res.status, 403);
    assert.equal(res.body.message, JSSDK_NOT_CONFIGURED);
    await production.close();
  });

  it('signs with the configured account and ticket', async () => {
    process.env.WARE_WECHAT_APP_ID = 'wx-configured';
    process.env.WARE_WECHAT_JSAPI_TICKET = 'configured-ticket';
    // The official account's pages are served at its own domain, listed by the operator.
    production = await startTestServer({ mode: 'production', faults: false, corsOrigins: ['https://m.example.com'] });
    const url = 'https://m.example.com/app/index?appId=a1';
    const res = await call(production.url, 'GET', '/api/pay/payment/sign', { query: { url } });
    assert.equal(res.status, 200);
    const { appId, timestamp, nonceStr, signature } = res.body.data;
    assert.equal(appId, 'wx-configured');
    // WeChat's rule, written out: sha1 over the four fields in this order.
    const plain = `jsapi_ticket=configured-ticket&noncestr=${nonceStr}&timestamp=${timestamp}&url=${url}`;
    assert.equal(signature, createHash('sha1').update(plain).digest('hex'));
  });
});
