/** Sales orders: the lookup behind the relatedSales picker. */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import { call, fileServer } from './support/harness.js';
import { demoFileId } from '../src/util.js';

const server = fileServer({
  admin1: ['admin', '1001'],
  member1: ['member', '1001'],
  member2: ['member', '1002'],
  admin2: ['admin', '1002'],
  subadmin: ['subadmin', '1001'],
  lonely: ['lonely'],
});
const tokens = server.tokens;
const PATH = '/api/order/orders';

const codes = (page: { content: { code: string }[] }) => page.content.map((o) => o.code);

describe('GET /order/orders', () => {
  it('lists the organisation orders newest first to an admin, with the §3 order fields', async () => {
    const res = await call(server.url, 'GET', PATH, { token: tokens.admin1 });
    assert.equal(res.status, 200);
    assert.deepEqual(codes(res.body.data), ['SO-2026-0005', 'SO-2026-0004', 'SO-2026-0003', 'SO-2026-0002', 'SO-2026-0001']);
    assert.equal(res.body.data.totalElements, 5);
    assert.deepEqual(res.body.data.content[3], {
      id: 'o-9002',
      code: 'SO-2026-0002',
      orderType: 'PROXY',
      customerName: '杭州西湖茶业有限公司',
      userId: null,
      store: { id: 'st-1', name: '西湖旗舰店' },
      amount: 92600,
      freight: 1000,
      paidAmount: 50000,
      refundedAmount: 0,
      payBy: null,
      cancelReason: null,
      evaluated: false,
      orderStatus: 'PLACED',
      afterSaleStatus: null,
      paymentStatus: 'PARTIAL_PAYMENT',
      deliveryStatus: 'WAIT_DELIVER',
      // Seeded orders have their receiver too (issue 41 item 8: their detail showed none).
      address: { location: '浙江省杭州市西湖区', details: '文三路 90 号', receiver: '李采购', phone: '13900139002' },
      createdAt: '2026-03-05T02:00:00.000Z',
      lines: [{ id: 'mc-ol-2', orderId: 'o-9002', goodsId: 'mc-g-2', skuCode: 'SKU-CUP-002', name: '青瓷茶具套装', price: 45800, quantity: 2, picUrl: demoFileId('goods', 2) }],
    });
  });

  it('keeps organisations apart', async () => {
    const other = await call(server.url, 'GET', PATH, { token: tokens.admin2 });
    assert.deepEqual(codes(other.body.data), ['SO-2026-1001']);
    // A member of 1002 placed none of its orders: they see none (issue 34, finding 6).
    assert.deepEqual(codes((await call(server.url, 'GET', PATH, { token: tokens.member2 })).body.data), []);
    const foreign = await call(server.url, 'GET', PATH, { token: tokens.subadmin, query: { tid: '1002' } });
    assert.equal(foreign.status, 403);
    // Even an admin of both organisations works in the token's one only.
    const admin = await call(server.url, 'GET', PATH, { token: tokens.admin1, query: { tid: '1002' } });
    assert.equal(admin.status, 403);
  });

  it('pages', async () => {
    const second = await call(server.url, 'GET', PATH, { token: tokens.admin1, query: { page: 2, size: 2 } });
    assert.deepEqual(codes(second.body.data), ['SO-2026-0003', 'SO-2026-0002']);
    assert.equal(second.body.data.totalElements, 5);
    assert.equal(second.body.data.page, 2);
    assert.equal(second.body.data.size, 2);
    const past = await call(server.url, 'GET', PATH, { token: tokens.admin1, query: { page: 9, size: 2 } });
    assert.deepEqual(codes(past.body.data), []);
  });

  it('searches order code, customer and store literally', async () => {
    const q = async (keyword: string) => codes((await call(server.url, 'GET', PATH, { token: tokens.admin1, query: { keyword } })).body.data);
    assert.deepEqual(await q('0003'), ['SO-2026-0003']);
    assert.deepEqual(await q('浦江'), ['SO-2026-0004']);
    assert.deepEqual(await q('线上商城'), ['SO-2026-0004', 'SO-2026-0003']);
    assert.deepEqual(await q('深圳'), []);
    assert.deepEqual(await q('%'), []);
  });

  it('refuses without sign-in, without an organisation, and on bad paging', async () => {
    const anon = await call(server.url, 'GET', PATH);
    assert.equal(anon.status, 401);
    const lonely = await call(server.url, 'GET', PATH, { token: tokens.lonely });
    assert.equal(lonely.status, 403);
    assert.equal(lonely.body.code, 'TENANT_REQUIRED');
    for (const query of [{ size: 0 }, { size: 101 }, { page: 0 }, { page: 'x' }]) {
      assert.equal((await call(server.url, 'GET', PATH, { token: tokens.member1, query })).status, 400, JSON.stringify(query));
    }
  });
});
