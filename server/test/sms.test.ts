/** SMS verification codes: generated, never answered, limited per phone and per minute, expiring, burnt by wrong tries. */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import { call, fileServer, TestClock } from './support/harness.js';
import { sendSmsCode } from '../src/data/sms.js';
import { openDatabase } from '../src/db/index.js';

const clock = new TestClock();
const server = fileServer({}, { clock });

const send = (phone: string) => call(server.url, 'POST', '/api/msg/register/send', { body: { phone } });
const verify = (phone: string, code: string) => call(server.url, 'POST', '/api/msg/register/verify', { body: { phone, code } });
const lastCode = async (phone: string): Promise<string> => (await call(server.url, 'GET', '/__test/last-sms', { query: { phone } })).body.data.code;

describe('SMS codes', () => {
  it('sends a 6-digit code that no answer contains, and verifies it once', async () => {
    const sent = await send('13912340001');
    assert.equal(sent.body.code, 0);
    assert.deepEqual(sent.body.data, { phone: '13912340001', expiresIn: 300, resendAfter: 60 });
    const code = await lastCode('13912340001');
    assert.match(code, /^\d{6}$/);
    assert.ok(!JSON.stringify(sent.body).includes(code));
    const ok = await verify('13912340001', code);
    assert.deepEqual(ok.body.data, { verified: true, phone: '13912340001', registered: false });
    assert.equal((await verify('13912340001', code)).body.message, '请先获取验证码');
  });

  it('refuses a second code to the same phone within 60 s, and allows it after', async () => {
    await send('13912340002');
    const again = await send('13912340002');
    assert.equal(again.status, 400);
    assert.match(again.body.message, /^验证码发送过于频繁,请\d+秒后再试$/);
    clock.advance(61_000);
    assert.equal((await send('13912340002')).body.code, 0);
  });

  it('gives one phone at most 5 codes an hour', async () => {
    for (let i = 0; i < 5; i += 1) {
      assert.equal((await send('13912340003')).body.code, 0, `code ${i + 1}`);
      clock.advance(61_000);
    }
    const sixth = await send('13912340003');
    assert.equal(sixth.status, 400);
    assert.equal(sixth.body.message, '该手机号获取验证码次数过多,请1小时后再试');
    clock.advance(3600_000);
    assert.equal((await send('13912340003')).body.code, 0);
  });

  it('gives one network address at most 5 codes a minute and 20 an hour, whatever the phones', async () => {
    clock.advance(3600_000);
    for (let i = 0; i < 5; i += 1) assert.equal((await send(`1391235${String(i).padStart(4, '0')}`)).body.code, 0);
    const sixth = await send('13912359999');
    assert.equal(sixth.status, 400);
    assert.equal(sixth.body.message, '该网络获取验证码过于频繁,请稍后再试');
    clock.advance(61_000);
    assert.equal((await send('13912359999')).body.code, 0);
  });

  it('refuses one address before it spends the platform budget; the budget is 30 a minute in all', () => {
    const db = openDatabase(':memory:');
    let now = Date.parse('2026-06-01T00:00:00.000Z');
    const code = () => '123456';
    // One address floods: it gets its 5, and everyone else still gets codes.
    const flood = Array.from({ length: 100 }, (_, i) => sendSmsCode(db, `1380000${String(i).padStart(4, '0')}`, '10.0.0.1', now, code));
    assert.equal(flood.filter((o) => o.sent).length, 5);
    assert.deepEqual(flood[5], { sent: false, reason: '该网络获取验证码过于频繁,请稍后再试' });
    assert.equal(sendSmsCode(db, '13900000001', '10.0.0.2', now, code).sent, true);
    // The overall budget: 30 a minute from many addresses (6 sent so far), then nobody until the minute passes.
    now += 1000;
    for (let i = 0; i < 24; i += 1) assert.equal(sendSmsCode(db, `1370000${String(i).padStart(4, '0')}`, `10.1.0.${i}`, now, code).sent, true, `send ${i}`);
    assert.deepEqual(sendSmsCode(db, '13600000000', '10.2.0.1', now, code), { sent: false, reason: '短信发送繁忙,请稍后再试' });
    now += 61_000;
    assert.equal(sendSmsCode(db, '13600000000', '10.2.0.1', now, code).sent, true);
    db.$client.close();
  });

  it('expires a code after 5 minutes', async () => {
    await send('13912340004');
    const code = await lastCode('13912340004');
    clock.advance(5 * 60_000 + 1);
    assert.equal((await verify('13912340004', code)).body.message, '验证码已过期,请重新获取');
  });

  it('burns a code after 5 wrong tries, even for the right one', async () => {
    await send('13912340005');
    const code = await lastCode('13912340005');
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i += 1) assert.equal((await verify('13912340005', wrong)).body.message, '验证码错误');
    assert.equal((await verify('13912340005', code)).body.message, '验证码错误次数过多,请重新获取');
  });

  it('checks the phone and the code format', async () => {
    assert.equal((await send('12345')).status, 400);
    assert.equal((await verify('13912340006', '12ab')).status, 400);
  });
});
