/** Sharing: the simulated WeChat JS-SDK signature. */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';

import { call, startTestServer, type TestServer } from './support/harness.js';
import { DEV_JSAPI_TICKET, jsSdkSignature } from '../src/routes/share.js';

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

  it('refuses a missing or relative url', async () => {
    assert.equal((await call(server.url, 'GET', '/api/pay/payment/sign')).status, 400);
    assert.equal((await call(server.url, 'GET', '/api/pay/payment/sign', { query: { url: '/app/index' } })).status, 400);
  });
});
