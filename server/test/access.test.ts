/** App access: access config, whitelist, access records, whitelist confirmation, card and goods names. */
import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, it } from 'node:test';

import { call, login, startTestServer, type TestServer } from './support/harness.js';

let server: TestServer;
let base: string;
const tokens: Record<string, string> = {};

before(async () => {
  server = await startTestServer();
  base = server.url;
  tokens.member1 = await login(base, 'member', '1001');
  tokens.guest = await login(base, 'guest', '1001');
  tokens.lonely = await login(base, 'lonely');
  tokens.admin2 = await login(base, 'admin', '1002');
});
after(() => server.close());
beforeEach(async () => {
  await call(base, 'POST', '/__test/reset');
});

const config = async (code: string) => (await call(base, 'GET', `/api/bigtable/application/app-${code}/access-config`)).body.data;

describe('access config: one seeded app per access case', () => {
  it('covers client type, closing, time windows, auth, guest mode, enterprise-only and both whitelists', async () => {
    assert.deepEqual((await config('h5-off')).clientTypes, ['WEAPP']);
    assert.equal((await config('closed')).closingAccess, true);
    assert.equal((await config('window-ended')).timeInterval.endAt, '2020-12-31 23:59:59');
    assert.equal((await config('window-later')).timeInterval.startAt, '2099-01-01 00:00:00');
    assert.equal((await config('auth-required')).needAuth, true);
    assert.equal((await config('no-guests')).ifPublic, false);
    assert.equal((await config('enterprise-only')).onlySupportOrganization, true);
    const cards = await config('card-whitelist');
    assert.deepEqual([cards.onlyWhiteList, cards.whiteListTypes, cards.memberCardIds], [true, ['MEMBER'], ['card-gold', 'card-silver']]);
    const goods = await config('goods-whitelist');
    assert.deepEqual([goods.whiteListTypes, goods.ids], [['SKU'], ['SKU-TEA-001', 'SKU-CUP-002']]);
    const open = await config('open');
    assert.deepEqual(
      [open.clientTypes.includes('H5'), open.closingAccess, open.timeInterval, open.needAuth, open.ifPublic, open.onlySupportOrganization, open.onlyWhiteList],
      [true, false, null, false, true, false, false],
    );
  });

  it('404s a missing app with detail, and 401s a bad token', async () => {
    const res = await call(base, 'GET', '/api/bigtable/application/app-nope/access-config');
    assert.equal(res.status, 404);
    assert.equal(res.body.detail, '数据不存在');
    assert.equal((await call(base, 'GET', '/api/bigtable/application/app-open/access-config', { token: 'wms_x' })).status, 401);
  });
});

describe('whitelists', () => {
  it('names the cards and goods of a whitelist', async () => {
    const cards = (await call(base, 'GET', '/api/bigtable/application/app-card-whitelist/access-permission')).body.data;
    assert.deepEqual(cards.memberCards.map((c: { cardName: string }) => c.cardName), ['金卡会员', '银卡会员']);
    const goods = (await call(base, 'GET', '/api/bigtable/application/app-goods-whitelist/access-permission', { token: tokens.guest })).body.data;
    assert.deepEqual(goods.goods.map((g: { name: string }) => g.name), ['明前龙井礼盒', '青瓷茶具套装']);
    assert.equal(goods.role, 'GUEST');
  });

  it('confirms the whitelist: lonely holds the gold card and bought the tea set, guest holds nothing', async () => {
    const path = (code: string) => `/api/bigtable/application/app-${code}/whitelist-confirmation`;
    const lonelyCards = await call(base, 'GET', path('card-whitelist'), { token: tokens.lonely });
    assert.deepEqual([lonelyCards.body.data.passed, lonelyCards.body.data.matchedCardIds], [true, ['card-gold']]);
    const lonelyGoods = await call(base, 'GET', path('goods-whitelist'), { token: tokens.lonely });
    assert.deepEqual([lonelyGoods.body.data.passed, lonelyGoods.body.data.matchedSkuCodes], [true, ['SKU-CUP-002']]);
    assert.equal((await call(base, 'GET', path('card-whitelist'), { token: tokens.guest })).body.data.passed, false);
    assert.equal((await call(base, 'GET', path('goods-whitelist'), { token: tokens.guest })).body.data.passed, false);
    // member holds only the basic card, which the whitelist does not name.
    assert.equal((await call(base, 'GET', path('card-whitelist'), { token: tokens.member1 })).body.data.passed, false);
    assert.equal((await call(base, 'GET', path('open'), { token: tokens.guest })).body.data.passed, true);
    assert.equal((await call(base, 'GET', path('card-whitelist'))).status, 401);
  });

  it('looks membership cards up by ids and goods names by sku codes (GET list or POST array)', async () => {
    const get = await call(base, 'GET', '/api/crm/membershipCard/findByIds', { query: { ids: 'card-gold,card-silver' } });
    assert.deepEqual(get.body.data.map((c: { cardName: string }) => c.cardName).sort(), ['金卡会员', '银卡会员']);
    const post = await call(base, 'POST', '/api/crm/membershipCard/findByIds', { body: { ids: ['card-old'] } });
    assert.deepEqual(post.body.data, [{ id: 'card-old', cardName: '旧版会员卡', status: 0, tenantId: '1001' }]);
    const goods = await call(base, 'POST', '/api/sku/sku/findNamesBySkuCodes', { body: { skuCodes: ['SKU-TEA-001', 'SKU-NOPE'] } });
    assert.deepEqual(goods.body.data, [{ skuCode: 'SKU-TEA-001', name: '明前龙井礼盒', tenantId: '1001' }]);
    const viaGet = await call(base, 'GET', '/api/sku/sku/findNamesBySkuCodes', { query: { skuCodes: 'SKU-CUP-002' } });
    assert.equal(viaGet.body.data[0].name, '青瓷茶具套装');
  });

  it('rejects empty or malformed lists', async () => {
    assert.equal((await call(base, 'GET', '/api/crm/membershipCard/findByIds')).status, 400);
    assert.equal((await call(base, 'POST', '/api/crm/membershipCard/findByIds', { body: { ids: [] } })).status, 400);
    const bad = await call(base, 'POST', '/api/sku/sku/findNamesBySkuCodes', { body: { skuCodes: 'x'.repeat(100) } });
    assert.equal(bad.status, 400);
  });
});

describe('access records', () => {
  it('records a visit and adds a visitor without a role as GUEST', async () => {
    const res = await call(base, 'POST', '/api/bigtable/application/app-open/access-record', { token: tokens.guest, body: { clientType: 'H5' } });
    assert.equal(res.body.code, 0);
    assert.equal(res.body.data.role, 'GUEST');
    const roles = await call(base, 'GET', '/api/ware-engine/apps/app-open/roles/my-roles', { token: tokens.guest });
    assert.deepEqual(roles.body.data.map((r: { code: string }) => r.code), ['GUEST']);
    const member = await call(base, 'POST', '/api/bigtable/application/app-open/access-record', { token: tokens.member1 });
    assert.equal(member.body.data.role, 'MEMBER');
  });

  it('refuses a guest of an app without guest mode, bad input, and a missing token', async () => {
    const denied = await call(base, 'POST', '/api/bigtable/application/app-no-guests/access-record', { token: tokens.guest, body: {} });
    assert.equal(denied.status, 403);
    assert.equal(denied.body.code, 'APP_NOT_PUBLIC');
    // The 1002 admin is a guest of 1001's private apps.
    assert.equal((await call(base, 'POST', '/api/bigtable/application/app-expense/access-record', { token: tokens.admin2, body: {} })).body.code, 'APP_NOT_PUBLIC');
    assert.equal((await call(base, 'POST', '/api/bigtable/application/app-open/access-record', { token: tokens.guest, body: { clientType: 'PC' } })).status, 400);
    assert.equal((await call(base, 'POST', '/api/bigtable/application/app-open/access-record', { body: {} })).status, 401);
  });
});
