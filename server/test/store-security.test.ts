/**
 * Security round 3 (issue 34) on the store: payments confirmed only by the provider's signed notification (2), own
 * orders only (6), idempotent placing (7), cancel and expiry of unpaid orders returning stock (8), refunds that add
 * up and reverse the goods whitelist (10).
 */
import assert from 'node:assert/strict';
import { createHmac } from 'node:crypto';
import { after, before, describe, it } from 'node:test';

import { call, fileServer, startTestServer, TestClock, type TestServer } from './support/harness.js';
import { STORE_SEED } from '../src/seed/orders.js';

const NOTIFY_KEY = 'test-payment-notify-key';
const clock = new TestClock();
const server = fileServer(
  {
    admin1: ['admin', '1001'],
    member1: ['member', '1001'],
    guest1: ['guest', '1001'],
    subadmin1: ['subadmin', '1001'],
  },
  { clock, paymentNotifyKey: NOTIFY_KEY, accessTokenTtlSeconds: 24 * 3600 },
);
const tokens = server.tokens;
const ADDRESS = { location: '浙江省杭州市西湖区', details: '文三路 90 号', receiver: '张成员', phone: '13800138000' };

const api = (method: string, path: string, token: string | undefined, body?: unknown, headers?: Record<string, string>) =>
  call(server.url, method, `/api${path}`, { ...(token ? { token } : {}), ...(body === undefined ? {} : { body }), ...(headers ? { headers } : {}) });
const stockOf = async (id: string) => (await call(server.url, 'GET', '/api/sku/sku/intro', { token: tokens.member1, query: { id } })).body.data.stock;
const place = (token: string, quantity = 1, extra: Record<string, unknown> = {}, headers?: Record<string, string>) =>
  api('POST', '/order/orders', token, { storeId: STORE_SEED.westLake, lines: [{ goodsId: STORE_SEED.tea, quantity }], address: ADDRESS, ...extra }, headers);
const orderOf = async (id: string, token = tokens.member1) => (await api('GET', `/order/orders/${id}`, token)).body.data;
const sign = (paymentId: string, amount: number, paidAt: string, key = NOTIFY_KEY) => createHmac('sha256', key).update(`${paymentId}&${amount}&${paidAt}`).digest('hex');
const notify = (paymentId: string, amount: number, key = NOTIFY_KEY) => {
  const paidAt = new Date(clock.now()).toISOString();
  return api('POST', '/order/payment/notify', undefined, { paymentId, amount, paidAt, signature: sign(paymentId, amount, paidAt, key) });
};
async function placeAndPay(token: string, quantity = 1) {
  const order = (await place(token, quantity)).body.data;
  const due = (await api('POST', '/order/pay/receivable', token, { orderId: order.id })).body.data;
  assert.equal((await notify(due.paymentId, due.amount)).status, 200);
  return { order, due };
}

describe('payments (finding 2)', () => {
  it('confirms a payment only by a notification signed with the provider key', async () => {
    const order = (await place(tokens.member1)).body.data;
    const due = (await api('POST', '/order/pay/receivable', tokens.member1, { orderId: order.id })).body.data;
    const forged = await notify(due.paymentId, due.amount, 'guessed-key');
    assert.equal(forged.status, 403);
    assert.equal((await orderOf(order.id)).paymentStatus, 'UNPAID');
    const short = await notify(due.paymentId, 1);
    assert.equal(short.status, 400);
    assert.equal((await orderOf(order.id)).paymentStatus, 'UNPAID');
    assert.equal((await notify(due.paymentId, due.amount)).status, 200);
    assert.equal((await orderOf(order.id)).paymentStatus, 'COMPLETION');
    // The provider may repeat a notification: it changes nothing.
    assert.equal((await notify(due.paymentId, due.amount)).status, 200);
    assert.equal((await orderOf(order.id)).paidAmount, order.amount);
  });

  it('the played cashier checks the caller before it writes: another member holding the payment id pays nothing', async () => {
    const order = (await place(tokens.member1)).body.data;
    const due = (await api('POST', '/order/pay/receivable', tokens.member1, { orderId: order.id })).body.data;
    for (const token of [tokens.guest1, tokens.admin1]) {
      const other = await api('POST', '/order/payment', token, { paymentId: due.paymentId });
      assert.equal(other.status, 404);
      assert.equal((await orderOf(order.id)).paymentStatus, 'UNPAID');
    }
    const own = await api('POST', '/order/payment', tokens.member1, { paymentId: due.paymentId });
    assert.equal(own.status, 200);
    assert.equal(own.body.data.paymentStatus, 'COMPLETION');
  });
});

describe('the played payment provider in production (finding 2)', () => {
  let prod: TestServer;
  before(async () => {
    prod = await startTestServer({ mode: 'production', faults: false });
  });
  after(() => prod.close());

  it('refuses the played cashier and unsigned notifications when no provider is configured', async () => {
    const cashier = await call(prod.url, 'POST', '/api/order/payment', { body: { paymentId: 'pay-x' } });
    assert.equal(cashier.status, 403);
    assert.equal(cashier.body.message, '支付服务未配置');
    const paidAt = new Date().toISOString();
    const notified = await call(prod.url, 'POST', '/api/order/payment/notify', { body: { paymentId: 'pay-x', amount: 1, paidAt, signature: sign('pay-x', 1, paidAt) } });
    assert.equal(notified.status, 403);
    assert.equal(notified.body.message, '支付服务未配置');
  });
});

describe('the order list (finding 6)', () => {
  it('shows a member and a guest only their own orders; the organisation view only to admins', async () => {
    const mine = (await place(tokens.guest1)).body.data;
    const ids = async (token: string) => (await api('GET', '/order/orders', token)).body.data.content.map((o: { id: string }) => o.id);
    assert.deepEqual(await ids(tokens.guest1), [mine.id]);
    assert.deepEqual(await ids(tokens.member1), ['o-9005', 'o-9003']);
    assert.deepEqual(await ids(tokens.subadmin1), []);
    assert.deepEqual(await ids(tokens.admin1), [mine.id, 'o-9005', 'o-9004', 'o-9003', 'o-9002', 'o-9001']);
  });
});

describe('placing an order idempotently (finding 7)', () => {
  it('answers the first order again for the same requestId or Idempotency-Key, and takes stock once', async () => {
    const first = await place(tokens.member1, 2, { requestId: 'order-req-0001' });
    const again = await place(tokens.member1, 2, { requestId: 'order-req-0001' });
    assert.equal(again.status, 200);
    assert.equal(again.body.data.id, first.body.data.id);
    assert.equal(await stockOf(STORE_SEED.tea), 48);
    const byHeader = await place(tokens.member1, 1, {}, { 'idempotency-key': 'order-req-0002' });
    const repeated = await place(tokens.member1, 1, {}, { 'idempotency-key': 'order-req-0002' });
    assert.equal(repeated.body.data.id, byHeader.body.data.id);
    assert.equal(await stockOf(STORE_SEED.tea), 47);
    // A key is the caller's own: another member's same key places their own order.
    const other = await place(tokens.guest1, 1, { requestId: 'order-req-0001' });
    assert.notEqual(other.body.data.id, first.body.data.id);
    assert.equal(await stockOf(STORE_SEED.tea), 46);
  });
});

describe('unpaid orders (finding 8)', () => {
  it('the buyer cancels an unpaid order and its stock returns; a paid or foreign order is not cancelled', async () => {
    const order = (await place(tokens.member1, 3)).body.data;
    assert.equal(await stockOf(STORE_SEED.tea), 47);
    assert.equal((await api('PUT', `/order/orders/${order.id}/cancel`, tokens.guest1, {})).status, 404);
    const cancelled = await api('PUT', `/order/orders/${order.id}/cancel`, tokens.member1, {});
    assert.equal(cancelled.status, 200);
    assert.equal(cancelled.body.data.orderStatus, 'CANCELLED');
    assert.equal(await stockOf(STORE_SEED.tea), 50);
    const twice = await api('PUT', `/order/orders/${order.id}/cancel`, tokens.member1, {});
    assert.equal(twice.status, 400);
    assert.equal(twice.body.message, '订单已取消');
    assert.equal(await stockOf(STORE_SEED.tea), 50);
    assert.equal((await api('POST', '/order/pay/receivable', tokens.member1, { orderId: order.id })).body.message, '订单不可支付');
    const { order: paid } = await placeAndPay(tokens.member1);
    const refused = await api('PUT', `/order/orders/${paid.id}/cancel`, tokens.member1, {});
    assert.equal(refused.status, 400);
    assert.equal(refused.body.message, '仅未支付的订单可取消');
  });

  it('expires an unpaid order after the payment window, returning its stock; a late notification pays nothing', async () => {
    const order = (await place(tokens.member1, 4)).body.data;
    assert.ok(order.payBy);
    const due = (await api('POST', '/order/pay/receivable', tokens.member1, { orderId: order.id })).body.data;
    assert.equal(await stockOf(STORE_SEED.tea), 46);
    clock.advance(31 * 60 * 1000);
    assert.equal(await stockOf(STORE_SEED.tea), 50);
    const expired = await orderOf(order.id);
    assert.deepEqual([expired.orderStatus, expired.paymentStatus], ['CANCELLED', 'UNPAID']);
    // The expiry voided the pending payment: a notification for it finds nothing to pay.
    const late = await notify(due.paymentId, due.amount);
    assert.equal(late.status, 404);
    assert.equal((await orderOf(order.id)).paymentStatus, 'UNPAID');
  });
});

describe('refunds (finding 10)', () => {
  const refundAndApprove = async (orderId: string, amount: number) => {
    const applied = (await api('POST', '/order/afterSale/refund', tokens.guest1, { orderId, reason: '退款', amount })).body.data;
    assert.ok(applied, 'refund applied');
    return (await api('PUT', `/order/afterSale/${applied.id}/approve`, tokens.admin1, {})).body.data;
  };
  const passed = async () => (await api('GET', '/bigtable/application/app-goods-whitelist/whitelist-confirmation', tokens.guest1)).body.data.passed;

  it('keeps a refund total: a partial refund leaves the order paid, refunds never add up beyond what was paid', async () => {
    const { order } = await placeAndPay(tokens.guest1);
    const partial = await refundAndApprove(order.id, 1);
    assert.equal(partial.order.paymentStatus, 'COMPLETION');
    assert.equal(partial.order.refundedAmount, 1);
    assert.equal(await passed(), true);
    const over = await api('POST', '/order/afterSale/refund', tokens.guest1, { orderId: order.id, reason: '退款', amount: order.amount });
    assert.equal(over.status, 400);
    assert.equal(over.body.message, `退款金额不能超过实付金额 ${((order.amount - 1) / 100).toFixed(2)} 元`);
  });

  it('a full refund, in parts, marks the order refunded, reverses the goods whitelist and returns the stock', async () => {
    const { order } = await placeAndPay(tokens.guest1, 2);
    assert.equal(await passed(), true);
    assert.equal(await stockOf(STORE_SEED.tea), 48);
    await refundAndApprove(order.id, 100);
    const full = await refundAndApprove(order.id, order.amount - 100);
    assert.deepEqual([full.order.paymentStatus, full.order.refundedAmount, full.order.orderStatus], ['REFUNDED', order.amount, 'CANCELLED']);
    assert.equal(await passed(), false);
    assert.equal(await stockOf(STORE_SEED.tea), 50);
  });
});
