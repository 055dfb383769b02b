/** Store, orders, payment, after-sales, evaluation and receipt: each rule of data/store.ts and data/after-sales.ts. */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import { call, fileServer } from './support/harness.js';
import { STORE_SEED } from '../src/seed/orders.js';

const server = fileServer({
  admin1: ['admin', '1001'],
  member1: ['member', '1001'],
  guest1: ['guest', '1001'],
  member2: ['member', '1002'],
});
const tokens = server.tokens;
const ADDRESS = { location: '浙江省杭州市西湖区', details: '文三路 90 号', receiver: '张成员', phone: '13800138000' };

const api = (method: string, path: string, token: string, body?: unknown, query?: Record<string, string | number>) =>
  call(server.url, method, `/api${path}`, { token, ...(body === undefined ? {} : { body }), ...(query ? { query } : {}) });
const stockOf = async (id: string) => (await api('GET', '/sku/sku/intro', tokens.member1, undefined, { id })).body.data.stock;
const place = (token: string, lines: { goodsId: string; quantity: number }[], storeId: string = STORE_SEED.westLake) =>
  api('POST', '/order/orders', token, { storeId, lines, address: ADDRESS });
async function placeAndPay(token: string, quantity = 1) {
  const order = (await place(token, [{ goodsId: STORE_SEED.tea, quantity }])).body.data;
  const due = (await api('POST', '/order/pay/receivable', token, { orderId: order.id })).body.data;
  const paid = (await api('POST', '/order/payment', token, { paymentId: due.paymentId })).body.data;
  return { order, due, paid };
}

describe('stores and goods', () => {
  it('lists the stores of the organisation and pages a store goods with stock', async () => {
    const stores = (await api('GET', '/sku/store/goods/list', tokens.member1)).body.data;
    assert.deepEqual(stores.map((s: { name: string; goodsCount: number }) => [s.name, s.goodsCount]), [['西湖旗舰店', 2], ['线上商城', 23]]);
    const page2 = (await api('GET', `/sku/store/page/List/${STORE_SEED.online}`, tokens.member1, undefined, { page: 2, size: 20 })).body.data;
    assert.equal(page2.totalElements, 23);
    assert.equal(page2.content.length, 3);
    const found = (await api('GET', `/sku/store/page/List/${STORE_SEED.online}`, tokens.member1, undefined, { keyword: '钢笔' })).body.data;
    assert.deepEqual(found.content.map((g: { name: string; stock: number; price: number }) => [g.name, g.stock, g.price]), [['定制钢笔', 2, 9900]]);
    assert.equal((await api('GET', '/sku/sku/intro', tokens.member1, undefined, { id: STORE_SEED.tea })).body.data.store.freight, 1200);
  });

  it('keeps organisations apart', async () => {
    assert.deepEqual((await api('GET', '/sku/store/goods/list', tokens.member2)).body.data.map((s: { id: string }) => s.id), ['st-9']);
    assert.equal((await api('GET', `/sku/store/page/List/${STORE_SEED.westLake}`, tokens.member2)).status, 404);
    assert.equal((await api('GET', '/sku/sku/intro', tokens.member2, undefined, { id: STORE_SEED.tea })).status, 404);
  });

  it('lists the goods an app whitelist names', async () => {
    const listed = (await api('GET', '/sku/app/goods/list/app-goods-whitelist', tokens.guest1)).body.data;
    // In the order the whitelist names them (its denial message's order).
    assert.deepEqual(listed.map((g: { skuCode: string }) => g.skuCode), ['SKU-TEA-001', 'SKU-CUP-002']);
  });
});

describe('placing an order', () => {
  it('takes the stock in the order and totals goods plus the store freight', async () => {
    const res = await place(tokens.member1, [{ goodsId: STORE_SEED.tea, quantity: 2 }, { goodsId: STORE_SEED.cups, quantity: 1 }]);
    assert.equal(res.status, 200);
    const order = res.body.data;
    assert.equal(order.amount, 29800 * 2 + 45800 + 1200);
    assert.equal(order.freight, 1200);
    assert.deepEqual([order.orderType, order.orderStatus, order.paymentStatus, order.deliveryStatus, order.afterSaleStatus], ['USER', 'PLACED', 'UNPAID', 'WAIT_DELIVER', null]);
    assert.equal(await stockOf(STORE_SEED.tea), 48);
    assert.equal(await stockOf(STORE_SEED.cups), 19);
  });

  it('refuses short stock and takes nothing from any line', async () => {
    const res = await place(tokens.member1, [{ goodsId: 'mc-g-10', quantity: 1 }, { goodsId: STORE_SEED.pen, quantity: 3 }], STORE_SEED.online);
    assert.equal(res.status, 400);
    assert.equal(res.body.message, '定制钢笔库存不足');
    assert.equal(await stockOf('mc-g-10'), 100);
    assert.equal(await stockOf(STORE_SEED.pen), 2);
  });

  it('sells the last pieces once when two orders race for them', async () => {
    const both = await Promise.all([1, 2].map(() => place(tokens.member1, [{ goodsId: STORE_SEED.pen, quantity: 2 }], STORE_SEED.online)));
    assert.deepEqual(both.map((r) => r.status).sort(), [200, 400]);
    assert.equal(await stockOf(STORE_SEED.pen), 0);
  });

  it('refuses goods of another store, a bad address or quantity', async () => {
    assert.equal((await place(tokens.member1, [{ goodsId: STORE_SEED.pen, quantity: 1 }])).status, 404);
    assert.equal((await api('POST', '/order/orders', tokens.member1, { storeId: STORE_SEED.westLake, lines: [{ goodsId: STORE_SEED.tea, quantity: 0 }], address: ADDRESS })).status, 400);
    assert.equal((await api('POST', '/order/orders', tokens.member1, { storeId: STORE_SEED.westLake, lines: [{ goodsId: STORE_SEED.tea, quantity: 1 }], address: { location: '', details: '' } })).status, 400);
    const badPhone = await api('POST', '/order/orders', tokens.member1, { storeId: STORE_SEED.westLake, lines: [{ goodsId: STORE_SEED.tea, quantity: 1 }], address: { ...ADDRESS, phone: '1380013800' } });
    assert.equal(badPhone.status, 400);
    assert.equal((await api('POST', '/order/orders', tokens.member1, { storeId: STORE_SEED.westLake, lines: [{ goodsId: STORE_SEED.tea, quantity: 1 }], address: { ...ADDRESS, receiver: ' ' } })).status, 400);
  });

  it('keeps the receiver and phone, and lists each order with its goods', async () => {
    const placed = (await place(tokens.member1, [{ goodsId: STORE_SEED.tea, quantity: 2 }])).body.data;
    assert.deepEqual(placed.address, ADDRESS);
    const listed = (await api('GET', '/order/orders', tokens.member1, undefined, { mine: 'true' })).body.data.content.find((o: { id: string }) => o.id === placed.id);
    assert.deepEqual(listed.lines.map((l: { name: string; quantity: number }) => [l.name, l.quantity]), [['明前龙井礼盒', 2]]);
    assert.equal(listed.address.phone, ADDRESS.phone);
  });
});

describe('paying', () => {
  it('pays once: the receivable is what is due, confirming twice changes nothing, paying again is refused', async () => {
    const { order, due, paid } = await placeAndPay(tokens.member1);
    assert.equal(due.amount, order.amount);
    assert.equal(paid.paymentStatus, 'COMPLETION');
    assert.equal(paid.paidAmount, order.amount);
    const again = await api('POST', '/order/payment', tokens.member1, { paymentId: due.paymentId });
    assert.equal(again.status, 200);
    assert.equal(again.body.data.paidAmount, order.amount);
    const detail = (await api('GET', `/order/orders/${order.id}`, tokens.member1)).body.data;
    assert.deepEqual(detail.payments.map((p: { status: string }) => p.status), ['PAID']);
    const more = await api('POST', '/order/pay/receivable', tokens.member1, { orderId: order.id });
    assert.equal(more.body.message, '订单已支付');
  });

  it('gives the same pending payment until it is confirmed', async () => {
    const order = (await place(tokens.member1, [{ goodsId: STORE_SEED.tea, quantity: 1 }])).body.data;
    const a = (await api('POST', '/order/pay/receivable', tokens.member1, { orderId: order.id })).body.data;
    const b = (await api('POST', '/order/pay/receivable', tokens.member1, { orderId: order.id })).body.data;
    assert.equal(a.paymentId, b.paymentId);
    const confirmations = await Promise.all([1, 2, 3].map(() => api('POST', '/order/payment', tokens.member1, { paymentId: a.paymentId })));
    assert.ok(confirmations.every((c) => c.body.data.paidAmount === order.amount));
  });

  it('opens the goods whitelist for a guest once paid in full', async () => {
    const passed = async () => (await api('GET', '/bigtable/application/app-goods-whitelist/whitelist-confirmation', tokens.guest1)).body.data.passed;
    assert.equal(await passed(), false);
    await placeAndPay(tokens.guest1);
    assert.equal(await passed(), true);
  });
});

describe('my orders and order detail', () => {
  it('lists my orders by the §4 statuses, and reads one only as its buyer or an admin', async () => {
    const { order } = await placeAndPay(tokens.member1);
    const mine = async (query: Record<string, string>) =>
      (await api('GET', '/order/orders', tokens.member1, undefined, { mine: 'true', ...query })).body.data.content.map((o: { id: string }) => o.id);
    assert.deepEqual(await mine({}), [order.id, 'o-9005', 'o-9003']);
    assert.deepEqual(await mine({ paymentStatus: 'UNPAID' }), ['o-9003']);
    assert.deepEqual(await mine({ deliveryStatus: 'DELIVERED' }), ['o-9005']);
    assert.deepEqual(await mine({ afterSaleStatus: 'INIT' }), ['o-9005']);
    const detail = (await api('GET', '/order/orders/o-9005', tokens.member1)).body.data;
    assert.deepEqual(detail.lines.map((l: { name: string; quantity: number }) => [l.name, l.quantity]), [['明前龙井礼盒', 2]]);
    assert.equal(detail.afterSales[0].reason, '礼盒外包装破损');
    assert.equal((await api('GET', '/order/orders/o-9001', tokens.member1)).status, 404);
    assert.equal((await api('GET', `/order/orders/${order.id}`, tokens.admin1)).status, 200);
    assert.equal((await api('GET', `/order/orders/${order.id}`, tokens.guest1)).status, 404);
    const batch = (await api('POST', '/order/batch/order', tokens.member1, { ids: ['o-9003', 'o-9001', 'o-9101'] })).body.data;
    assert.deepEqual(batch.map((o: { id: string }) => o.id), ['o-9003']);
  });

  it('ships (admin), signs (buyer) and completes', async () => {
    const { order } = await placeAndPay(tokens.member1);
    assert.equal((await api('PUT', `/order/orders/${order.id}/deliver`, tokens.member1, {})).status, 403);
    assert.equal((await api('PUT', `/order/orders/${order.id}/deliver`, tokens.admin1, {})).body.data.deliveryStatus, 'DELIVERED');
    const signed = (await api('PUT', `/order/orders/${order.id}/sign`, tokens.member1, {})).body.data;
    assert.deepEqual([signed.deliveryStatus, signed.orderStatus], ['SIGNED', 'COMPLETED']);
  });
});

describe('after-sales', () => {
  it('refunds at most what was paid; approving moves the payment to REFUNDED', async () => {
    const { order } = await placeAndPay(tokens.member1);
    const refund = (amount: number) => api('POST', '/order/afterSale/refund', tokens.member1, { orderId: order.id, reason: '不想要了', amount });
    const over = await refund(order.amount + 1);
    assert.equal(over.status, 400);
    assert.equal(over.body.message, `退款金额不能超过实付金额 ${(order.amount / 100).toFixed(2)} 元`);
    const applied = (await refund(order.amount)).body.data;
    assert.equal(applied.status, 'INIT');
    assert.equal(applied.order.afterSaleStatus, 'INIT');
    assert.equal((await refund(100)).body.message, '该订单已有处理中的售后申请');
    assert.equal((await api('PUT', `/order/afterSale/${applied.id}/approve`, tokens.member1, {})).status, 403);
    const decided = (await api('PUT', `/order/afterSale/${applied.id}/approve`, tokens.admin1, { answer: '同意退款' })).body.data;
    assert.deepEqual([decided.status, decided.answer, decided.order.afterSaleStatus, decided.order.paymentStatus], ['APPROVED', '同意退款', 'APPROVED', 'REFUNDED']);
    assert.equal((await api('PUT', `/order/afterSale/${applied.id}/reject`, tokens.admin1, {})).body.message, '该售后申请已处理');
  });

  it('rejecting keeps the payment; unpaid orders and foreign photos are refused', async () => {
    const rejected = (await api('PUT', '/order/afterSale/mc-as-1/reject', tokens.admin1, { answer: '包装完好' })).body.data;
    assert.deepEqual([rejected.status, rejected.order.afterSaleStatus, rejected.order.paymentStatus], ['REJECTED', 'REJECTED', 'COMPLETION']);
    assert.equal((await api('POST', '/order/afterSale/refund', tokens.member1, { orderId: 'o-9003', reason: '未付款', amount: 100 })).body.message, '仅已支付的订单可申请售后');
    const photo = await api('POST', '/order/afterSale/refund', tokens.member1, { orderId: 'o-9005', reason: '破损', amount: 100, photos: ['nope'] });
    assert.equal(photo.body.message, '图片不存在，请重新上传');
  });

  it('lists mine for the buyer and every request for admins only', async () => {
    const mine = (await api('GET', '/order/afterSale', tokens.member1)).body.data.content.map((a: { id: string }) => a.id);
    assert.deepEqual(mine, ['mc-as-1']);
    assert.equal((await api('GET', '/order/afterSale', tokens.member1, undefined, { scope: 'decide' })).status, 403);
    const all = (await api('GET', '/order/afterSale', tokens.admin1, undefined, { scope: 'decide', status: 'INIT' })).body.data.content.map((a: { id: string }) => a.id);
    assert.deepEqual(all, ['mc-as-1']);
    assert.equal((await api('GET', '/order/afterSale/mc-as-2', tokens.member1)).status, 404);
  });
});

describe('evaluation and receipt', () => {
  it('evaluates a received order once, not before', async () => {
    const { order } = await placeAndPay(tokens.member1);
    const evaluate = () => api('POST', '/order/comment', tokens.member1, { orderId: order.id, rating: 5, content: '茶香很好' });
    assert.equal((await evaluate()).body.message, '订单签收或完成后才能评价');
    await api('PUT', `/order/orders/${order.id}/deliver`, tokens.admin1, {});
    await api('PUT', `/order/orders/${order.id}/sign`, tokens.member1, {});
    assert.equal((await evaluate()).status, 200);
    assert.equal((await api('GET', `/order/orders/${order.id}`, tokens.member1)).body.data.evaluated, true);
    assert.equal((await evaluate()).body.message, '该订单已评价');
    const comments = (await api('GET', '/order/comments', tokens.member1, undefined, { storeId: STORE_SEED.westLake })).body.data;
    assert.deepEqual(comments.map((c: { content: string }) => c.content), ['茶香很好']);
    // Read by any member of the organisation: who wrote it and on which order are not part of it.
    assert.deepEqual(Object.keys(comments[0]).sort(), ['content', 'createdAt', 'id', 'rating']);
    assert.equal((await api('GET', '/order/comments', tokens.member1, undefined, { storeId: STORE_SEED.westLake, size: 0 })).status, 400);
  });

  it('asks for a receipt once on a paid order', async () => {
    const receipt = (orderId: string) => api('POST', '/order/applyReceiptDetail', tokens.member1, { orderId, title: '张成员', email: 'member@example.com' });
    assert.equal((await receipt('o-9003')).body.message, '订单支付后才能申请开票');
    assert.equal((await receipt('o-9005')).status, 200);
    assert.equal((await receipt('o-9005')).body.message, '该订单已申请开票');
    assert.equal((await api('GET', '/order/orders/o-9005', tokens.member1)).body.data.receipt.title, '张成员');
  });
});
