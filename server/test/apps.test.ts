/**
 * Apps and access: detail, key, lists, packages, install, roles and permissions, guest role, short links; access
 * config, whitelists, access records, whitelist confirmation, card and goods names.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import { call, type Json, fileServer } from './support/harness.js';
import { SPEC_CONTROL_TYPES } from '../src/seed/forms.js';

const server = fileServer({
  admin1: ['admin', '1001'],
  admin2: ['admin', '1002'],
  subadmin: ['subadmin', '1001'],
  member1: ['member', '1001'],
  member2: ['member', '1002'],
  guest: ['guest', '1001'],
  lonely: ['lonely'],
});
const tokens = server.tokens;

/** Collects every control type of a form script (containers and sub-form fields included). */
function controlTypes(list: Json[], into = new Set<string>()): Set<string> {
  for (const c of list) {
    into.add(c.type);
    for (const col of c.columns ?? []) controlTypes(col.list, into);
    if (Array.isArray(c.options?.fields)) controlTypes(c.options.fields, into);
  }
  return into;
}

describe('app detail', () => {
  it('answers anyone with the summary and accessConfig; content when guest mode is on', async () => {
    const res = await call(server.url, 'GET', '/api/ware-engine/apps/app-open');
    assert.equal(res.status, 200);
    const app = res.body.data;
    assert.equal(app.id, 'app-open');
    assert.equal(app.appId, 'app-open');
    assert.equal(app.type, 'FORM');
    assert.equal(app.formId, 'form-open');
    assert.equal(app.role, 'GUEST');
    assert.equal(app.accessConfig.ifPublic, true);
    assert.deepEqual(app.accessConfig.clientTypes, ['H5', 'WEAPP']);
    assert.ok(app.script.list.length > 0);
    assert.deepEqual(app.definition_publish, app.script);
  });

  it('holds the three content apps: visit (newer engine), expense (V1, process), all-controls (every control type)', async () => {
    const visit = (await call(server.url, 'GET', '/api/ware-engine/apps/app-visit', { token: tokens.member1 })).body.data;
    assert.equal(visit.type, 'FORM');
    assert.equal(visit.role, 'MEMBER');
    assert.ok(visit.views.length >= 1);
    const expense = (await call(server.url, 'GET', '/api/ware-engine/apps/app-expense', { token: tokens.subadmin })).body.data;
    assert.match(expense.type, /V1/);
    assert.equal(expense.forms[0].processKey, 'expense-approval');
    const all = (await call(server.url, 'GET', '/api/ware-engine/apps/app-all-controls')).body.data;
    const types = controlTypes(all.script.list);
    for (const type of SPEC_CONTROL_TYPES) assert.ok(types.has(type), `all-controls lacks ${type}`);
    assert.ok(all.forms[0].fieldStates.some((s: Json) => s.fieldLinkage.length > 0));
    assert.ok(all.forms[0].fieldStates.some((s: Json) => s.editState === 'READ_ONLY'));
    assert.ok(all.script.checkSetting.checkList.length > 0);
  });

  it('hides the content of an app without guest mode from guests, but not its access config', async () => {
    const guest = (await call(server.url, 'GET', '/api/ware-engine/apps/app-no-guests', { token: tokens.guest })).body.data;
    assert.equal(guest.accessConfig.ifPublic, false);
    assert.equal(guest.role, 'GUEST');
    assert.equal(guest.script, undefined);
    assert.equal(guest.forms, undefined);
    const member = (await call(server.url, 'GET', '/api/ware-engine/apps/app-no-guests', { token: tokens.member1 })).body.data;
    assert.ok(member.forms.length === 1);
  });

  it('treats a token of another organisation as a guest there', async () => {
    const app = (await call(server.url, 'GET', '/api/ware-engine/apps/app-visit', { token: tokens.admin2 })).body.data;
    assert.equal(app.role, 'GUEST');
    const inOwn = (await call(server.url, 'GET', '/api/ware-engine/apps/app-visit', { token: tokens.admin1 })).body.data;
    assert.equal(inOwn.role, 'ADMIN');
  });

  it('answers a missing app with 404 and detail 数据不存在, and an expired/unknown token with 401', async () => {
    const res = await call(server.url, 'GET', '/api/ware-engine/apps/app-nope');
    assert.equal(res.status, 404);
    assert.deepEqual(res.body, { code: 404, message: '数据不存在', detail: '数据不存在', data: null });
    assert.equal((await call(server.url, 'GET', '/api/ware-engine/apps/app-open', { token: 'garbage' })).status, 401);
  });

  it('finds an app by key within a tenant', async () => {
    const res = await call(server.url, 'GET', '/api/ware-engine/apps/key/visit', { query: { tenantId: '1001' } });
    assert.equal(res.body.data.id, 'app-visit');
    assert.equal((await call(server.url, 'GET', '/api/ware-engine/apps/key/visit', { query: { tenantId: '1002' } })).status, 404);
    const missing = await call(server.url, 'GET', '/api/ware-engine/apps/key/visit');
    assert.equal(missing.status, 400);
    assert.match(missing.body.message, /tenantId/);
  });
});

describe('application store (warestore)', () => {
  const statusOf = async (id: string) =>
    (await call(server.url, 'GET', `/api/warestore/application-packages/${id}`, { token: tokens.admin2 })).body.data;

  it('pages and searches the packages, each with how it stands in the caller\'s organisation', async () => {
    const first = await call(server.url, 'POST', '/api/warestore/application-packages/page', { token: tokens.member2, body: { page: 1, size: 2 } });
    assert.equal(first.body.data.totalElements, 3);
    assert.deepEqual(first.body.data.content.map((p: Json) => [p.id, p.installStatus]), [['pkg-crm', 'NOT_INSTALLED'], ['pkg-hr', 'NOT_INSTALLED']]);
    const second = await call(server.url, 'POST', '/api/warestore/application-packages/page', { token: tokens.member2, body: { page: 2, size: 2 } });
    assert.deepEqual(second.body.data.content.map((p: Json) => p.id), ['pkg-inspect']);
    // The keyword reads the package's apps too (巡检记录 is pkg-inspect's app).
    const found = await call(server.url, 'POST', '/api/warestore/application-packages/page', { token: tokens.member2, body: { keyword: '巡检记录' } });
    assert.deepEqual(found.body.data.content.map((p: Json) => p.id), ['pkg-inspect']);
    assert.equal((await call(server.url, 'POST', '/api/warestore/application-packages/page', { body: {} })).status, 401);
    assert.equal((await call(server.url, 'GET', '/api/warestore/application-packages/pkg-nope', { token: tokens.member2 })).status, 404);
  });

  it('installs for organisation admins only: installing at once, then installed, in that organisation only', async () => {
    const refused = await call(server.url, 'POST', '/api/warestore/application-packages', { token: tokens.member2, body: { packageId: 'pkg-inspect' } });
    assert.equal(refused.status, 403);
    assert.equal(refused.body.message, '仅组织管理员可安装应用');
    const started = await call(server.url, 'POST', '/api/warestore/application-packages', { token: tokens.admin2, body: { packageId: 'pkg-inspect' } });
    assert.equal(started.body.data.installStatus, 'INSTALLING');
    let state = await statusOf('pkg-inspect');
    for (let i = 0; state.installStatus === 'INSTALLING' && i < 50; i += 1) state = await statusOf('pkg-inspect');
    assert.equal(state.installStatus, 'INSTALLED');
    assert.equal(state.installMessage, null);
    const apps = await call(server.url, 'GET', '/api/ware-engine/apps/all', { token: tokens.admin2 });
    assert.ok(apps.body.data.some((a: Json) => a.name === '巡检记录' && a.role === 'ADMIN'));
    const inA = await call(server.url, 'GET', '/api/warestore/application-packages/pkg-inspect', { token: tokens.admin1 });
    assert.equal(inA.body.data.installStatus, 'NOT_INSTALLED');
    // Starting again answers the state; nothing is installed twice.
    const again = await call(server.url, 'POST', '/api/warestore/application-packages', { token: tokens.admin2, body: { packageId: 'pkg-inspect' } });
    assert.equal(again.body.data.installStatus, 'INSTALLED');
    const after = await call(server.url, 'GET', '/api/ware-engine/apps/all', { token: tokens.admin2 });
    assert.equal(after.body.data.filter((a: Json) => a.name === '巡检记录').length, 1);
  });
});

describe('app lists, packages and install', () => {
  it('lists all apps and my apps of the current organisation only', async () => {
    const all = await call(server.url, 'GET', '/api/ware-engine/apps/all', { token: tokens.member1 });
    const ids = all.body.data.map((a: { id: string }) => a.id);
    // 13 of the main seed + tickets and quiet (seed/record-extras.ts) + the leave requests (seed/approvals.ts).
    assert.equal(ids.length, 16);
    assert.ok(!ids.includes('app-trade'));
    const inB = await call(server.url, 'GET', '/api/ware-engine/apps/all', { token: tokens.member2 });
    assert.deepEqual(inB.body.data.map((a: { id: string }) => a.id), ['app-trade']);
    const mineGuest = await call(server.url, 'GET', '/api/bigtable/app', { token: tokens.guest });
    assert.deepEqual(mineGuest.body.data, []);
    const mine = await call(server.url, 'GET', '/api/bigtable/app', { token: tokens.subadmin });
    assert.equal(mine.body.data.length, 16);
    assert.equal(mine.body.data[0].role, 'SUB_ADMIN');
  });

  it('requires a token and an organisation for lists', async () => {
    assert.equal((await call(server.url, 'GET', '/api/ware-engine/apps/all')).status, 401);
    assert.equal((await call(server.url, 'GET', '/api/bigtable/app')).status, 401);
    const none = await call(server.url, 'GET', '/api/bigtable/app', { token: tokens.lonely });
    assert.equal(none.body.code, 'TENANT_REQUIRED');
    const foreign = await call(server.url, 'GET', '/api/ware-engine/apps/all', { token: tokens.subadmin, query: { tid: '1002' } });
    assert.equal(foreign.status, 403);
  });

  it('lists packages and installs one once, as organisation admin', async () => {
    const pkgs = await call(server.url, 'GET', '/api/ware-engine/app-packages/all', { token: tokens.admin2 });
    assert.deepEqual(pkgs.body.data.map((p: { id: string; installed: boolean }) => [p.id, p.installed]), [['pkg-crm', false], ['pkg-hr', false], ['pkg-inspect', false]]);
    assert.equal((await call(server.url, 'POST', '/api/ware-engine/apps/install', { token: tokens.member2, body: { packageId: 'pkg-hr' } })).status, 403);
    const installed = await call(server.url, 'POST', '/api/ware-engine/apps/install', { token: tokens.admin2, body: { packageId: 'pkg-hr' } });
    assert.equal(installed.body.code, 0);
    assert.equal(installed.body.data.apps[0].name, '请假审批');
    assert.equal(installed.body.data.apps[0].tenantId, '1002');
    const again = await call(server.url, 'POST', '/api/ware-engine/apps/install', { token: tokens.admin2, body: { packageId: 'pkg-hr' } });
    assert.equal(again.body.message, '该应用包已安装');
    assert.equal((await call(server.url, 'POST', '/api/ware-engine/apps/install', { token: tokens.admin2, body: {} })).status, 400);
    assert.equal((await call(server.url, 'POST', '/api/ware-engine/apps/install', { token: tokens.admin2, body: { packageId: 'pkg-nope' } })).status, 404);
    const after = await call(server.url, 'GET', '/api/ware-engine/app-packages/all', { token: tokens.admin2 });
    assert.equal(after.body.data.find((p: { id: string }) => p.id === 'pkg-hr').installed, true);
    // Installed into 1002 only.
    const inA = await call(server.url, 'GET', '/api/ware-engine/apps/all', { token: tokens.admin1 });
    assert.ok(!inA.body.data.some((a: { name: string }) => a.name === '请假审批'));
  });
});

describe('roles and permissions', () => {
  it('answers all roles and my roles by priority', async () => {
    const all = await call(server.url, 'GET', '/api/ware-engine/apps/app-visit/roles/all');
    assert.deepEqual(all.body.data.map((r: { code: string }) => r.code), ['ADMIN', 'SUB_ADMIN', 'MEMBER', 'GUEST']);
    const mine = await call(server.url, 'GET', '/api/ware-engine/apps/app-visit/roles/my-roles', { token: tokens.subadmin });
    assert.deepEqual(mine.body.data.map((r: { code: string }) => r.code), ['SUB_ADMIN']);
    const guest = await call(server.url, 'GET', '/api/ware-engine/apps/app-visit/roles/my-roles', { token: tokens.guest });
    assert.deepEqual(guest.body.data, []);
    assert.equal((await call(server.url, 'GET', '/api/ware-engine/apps/app-visit/roles/my-roles')).status, 401);
  });

  it('answers my permissions; a guest of a public app gets GUEST permissions; a private one is APP_NOT_PUBLIC', async () => {
    const member = await call(server.url, 'GET', '/api/ware-engine/apps/app-visit/my-permissions', { token: tokens.member1 });
    const ops = member.body.data.filter((p: Json) => p.type === 'form-operation-permission').map((p: Json) => p.businessKey);
    assert.deepEqual(ops, ['create', 'edit', 'copy', 'print']);
    const guest = await call(server.url, 'GET', '/api/ware-engine/apps/app-visit/my-permissions', { token: tokens.guest });
    assert.deepEqual(guest.body.data.filter((p: Json) => p.type === 'form-operation-permission').map((p: Json) => p.businessKey), ['create']);
    const denied = await call(server.url, 'GET', '/api/ware-engine/apps/app-no-guests/my-permissions', { token: tokens.guest });
    assert.equal(denied.status, 403);
    assert.equal(denied.body.code, 'APP_NOT_PUBLIC');
    const anonymous = await call(server.url, 'GET', '/api/ware-engine/apps/app-expense/my-permissions');
    assert.equal(anonymous.body.code, 'APP_NOT_PUBLIC');
  });

  it('lets app admins read all permissions', async () => {
    const all = await call(server.url, 'GET', '/api/ware-engine/apps/app-visit/permissions/all', { token: tokens.admin1 });
    assert.ok(all.body.data.some((p: Json) => p.roleCode === 'GUEST'));
    assert.equal((await call(server.url, 'GET', '/api/ware-engine/apps/app-visit/permissions/all', { token: tokens.member1 })).status, 403);
    assert.equal((await call(server.url, 'GET', '/api/ware-engine/apps/app-expense/permissions/all', { token: tokens.guest })).body.code, 'APP_NOT_PUBLIC');
    // admin's token for 1002 is a guest in 1001's apps.
    assert.equal((await call(server.url, 'GET', '/api/ware-engine/apps/app-visit/permissions/all', { token: tokens.admin2 })).status, 403);
  });

  it('checks one permission and reads a role identity’s permissions', async () => {
    const yes = await call(server.url, 'GET', '/api/ware-engine/apps/app-visit/permission-check', { token: tokens.admin1, query: { type: 'form-operation-permission', businessKey: 'delete' } });
    assert.deepEqual(yes.body.data, { allowed: true, role: 'ADMIN' });
    const no = await call(server.url, 'GET', '/api/ware-engine/apps/app-visit/permission-check', { token: tokens.member1, query: { type: 'form-operation-permission', businessKey: 'delete' } });
    assert.equal(no.body.data.allowed, false);
    assert.equal((await call(server.url, 'GET', '/api/ware-engine/apps/app-visit/permission-check', { token: tokens.member1 })).status, 400);
    const identity = await call(server.url, 'GET', '/api/ware-engine/apps/app-visit/roles/code/GUEST/permissions/all');
    assert.ok(identity.body.data.every((p: Json) => p.type === 'form-operation-permission' || p.type === 'form-field-permission'));
    assert.equal((await call(server.url, 'GET', '/api/ware-engine/apps/app-visit/roles/code/OWNER/permissions/all')).status, 400);
  });

  it('grants the GUEST role when guest mode is on, refuses it otherwise', async () => {
    const res = await call(server.url, 'PUT', '/api/ware-engine/apps/app-open/roles/code/GUEST', { token: tokens.guest });
    assert.equal(res.body.code, 0);
    assert.deepEqual(res.body.data.myRoles, ['GUEST']);
    const mine = await call(server.url, 'GET', '/api/ware-engine/apps/app-open/roles/my-roles', { token: tokens.guest });
    assert.deepEqual(mine.body.data.map((r: { code: string }) => r.code), ['GUEST']);
    const refused = await call(server.url, 'PUT', '/api/ware-engine/apps/app-no-guests/roles/code/GUEST', { token: tokens.guest });
    assert.equal(refused.status, 403);
    assert.equal(refused.body.code, 'APP_NOT_PUBLIC');
    assert.equal((await call(server.url, 'PUT', '/api/ware-engine/apps/app-open/roles/code/GUEST')).status, 401);
    assert.equal((await call(server.url, 'PUT', '/api/ware-engine/apps/app-missing/roles/code/GUEST', { token: tokens.guest })).status, 404);
  });
});

describe('short links', () => {
  it('resolves every seeded short code to its app', async () => {
    for (const code of ['h5-off', 'closed', 'window-ended', 'window-later', 'auth-required', 'no-guests', 'enterprise-only', 'card-whitelist', 'goods-whitelist', 'open', 'visit', 'expense', 'all-controls']) {
      const res = await call(server.url, 'GET', `/api/shortener/${code}`, { query: { redirect: 'false' } });
      assert.equal(res.body.data.appId, `app-${code}`, code);
      assert.equal(res.body.data.target, `/app/index?appId=app-${code}`);
    }
  });

  it('redirects without redirect=false, 404s an unknown code, 400s a bad flag', async () => {
    const res = await call(server.url, 'GET', '/api/shortener/open');
    assert.equal(res.status, 302);
    assert.equal(res.headers.get('location'), '/app/index?appId=app-open');
    const missing = await call(server.url, 'GET', '/api/shortener/zzz', { query: { redirect: 'false' } });
    assert.equal(missing.status, 404);
    assert.equal(missing.body.detail, '数据不存在');
    assert.equal((await call(server.url, 'GET', '/api/shortener/open', { query: { redirect: 'maybe' } })).status, 400);
  });
});

const config = async (code: string) => (await call(server.url, 'GET', `/api/bigtable/application/app-${code}/access-config`)).body.data;

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
    const res = await call(server.url, 'GET', '/api/bigtable/application/app-nope/access-config');
    assert.equal(res.status, 404);
    assert.equal(res.body.detail, '数据不存在');
    assert.equal((await call(server.url, 'GET', '/api/bigtable/application/app-open/access-config', { token: 'wms_x' })).status, 401);
  });
});

describe('whitelists', () => {
  it('names the cards and goods of a whitelist', async () => {
    const cards = (await call(server.url, 'GET', '/api/bigtable/application/app-card-whitelist/access-permission')).body.data;
    assert.deepEqual(cards.memberCards.map((c: { cardName: string }) => c.cardName), ['金卡会员', '银卡会员']);
    const goods = (await call(server.url, 'GET', '/api/bigtable/application/app-goods-whitelist/access-permission', { token: tokens.guest })).body.data;
    assert.deepEqual(goods.goods.map((g: { name: string }) => g.name), ['明前龙井礼盒', '青瓷茶具套装']);
    assert.equal(goods.role, 'GUEST');
  });

  it('confirms the whitelist: lonely holds the gold card and bought the tea set, guest holds only an ended card', async () => {
    const path = (code: string) => `/api/bigtable/application/app-${code}/whitelist-confirmation`;
    const lonelyCards = await call(server.url, 'GET', path('card-whitelist'), { token: tokens.lonely });
    assert.deepEqual([lonelyCards.body.data.passed, lonelyCards.body.data.matchedCardIds], [true, ['card-gold']]);
    const lonelyGoods = await call(server.url, 'GET', path('goods-whitelist'), { token: tokens.lonely });
    assert.deepEqual([lonelyGoods.body.data.passed, lonelyGoods.body.data.matchedSkuCodes], [true, ['SKU-CUP-002']]);
    // guest's 银卡会员 (listed) ended at the end of 2025: it shows invalid and does not satisfy the whitelist.
    const guestCards = (await call(server.url, 'POST', '/api/crm/membershipCard/membership/current-user', { token: tokens.guest })).body.data;
    assert.deepEqual(guestCards.map((m: Json) => [m.cardId, m.status]), [['card-silver', 0]]);
    const guestWhitelist = await call(server.url, 'GET', path('card-whitelist'), { token: tokens.guest });
    assert.deepEqual([guestWhitelist.body.data.passed, guestWhitelist.body.data.matchedCardIds], [false, []]);
    assert.equal((await call(server.url, 'GET', path('goods-whitelist'), { token: tokens.guest })).body.data.passed, false);
    // member holds only the basic card, which the whitelist does not name.
    assert.equal((await call(server.url, 'GET', path('card-whitelist'), { token: tokens.member1 })).body.data.passed, false);
    assert.equal((await call(server.url, 'GET', path('open'), { token: tokens.guest })).body.data.passed, true);
    assert.equal((await call(server.url, 'GET', path('card-whitelist'))).status, 401);
  });

  it('looks membership cards up by ids and goods names by sku codes (GET list or POST array)', async () => {
    const get = await call(server.url, 'GET', '/api/crm/membershipCard/findByIds', { query: { ids: 'card-gold,card-silver' } });
    assert.deepEqual(get.body.data.map((c: { cardName: string }) => c.cardName).sort(), ['金卡会员', '银卡会员']);
    const post = await call(server.url, 'POST', '/api/crm/membershipCard/findByIds', { body: { ids: ['card-old'] } });
    assert.deepEqual(post.body.data, [{ id: 'card-old', cardName: '旧版会员卡', status: 0, tenantId: '1001' }]);
    const goods = await call(server.url, 'POST', '/api/sku/sku/findNamesBySkuCodes', { body: { skuCodes: ['SKU-TEA-001', 'SKU-NOPE'] } });
    assert.deepEqual(goods.body.data, [{ skuCode: 'SKU-TEA-001', name: '明前龙井礼盒', tenantId: '1001' }]);
    const viaGet = await call(server.url, 'GET', '/api/sku/sku/findNamesBySkuCodes', { query: { skuCodes: 'SKU-CUP-002' } });
    assert.equal(viaGet.body.data[0].name, '青瓷茶具套装');
  });

  it('rejects empty or malformed lists', async () => {
    assert.equal((await call(server.url, 'GET', '/api/crm/membershipCard/findByIds')).status, 400);
    assert.equal((await call(server.url, 'POST', '/api/crm/membershipCard/findByIds', { body: { ids: [] } })).status, 400);
    const bad = await call(server.url, 'POST', '/api/sku/sku/findNamesBySkuCodes', { body: { skuCodes: 'x'.repeat(100) } });
    assert.equal(bad.status, 400);
  });
});

describe('access records', () => {
  it('records a visit and adds a visitor without a role as GUEST', async () => {
    const res = await call(server.url, 'POST', '/api/bigtable/application/app-open/access-record', { token: tokens.guest, body: { clientType: 'H5' } });
    assert.equal(res.body.code, 0);
    assert.equal(res.body.data.role, 'GUEST');
    const roles = await call(server.url, 'GET', '/api/ware-engine/apps/app-open/roles/my-roles', { token: tokens.guest });
    assert.deepEqual(roles.body.data.map((r: { code: string }) => r.code), ['GUEST']);
    const member = await call(server.url, 'POST', '/api/bigtable/application/app-open/access-record', { token: tokens.member1 });
    assert.equal(member.body.data.role, 'MEMBER');
  });

  it('refuses a guest of an app without guest mode, bad input, and a missing token', async () => {
    const denied = await call(server.url, 'POST', '/api/bigtable/application/app-no-guests/access-record', { token: tokens.guest, body: {} });
    assert.equal(denied.status, 403);
    assert.equal(denied.body.code, 'APP_NOT_PUBLIC');
    // The 1002 admin is a guest of 1001's private apps.
    assert.equal((await call(server.url, 'POST', '/api/bigtable/application/app-expense/access-record', { token: tokens.admin2, body: {} })).body.code, 'APP_NOT_PUBLIC');
    assert.equal((await call(server.url, 'POST', '/api/bigtable/application/app-open/access-record', { token: tokens.guest, body: { clientType: 'PC' } })).status, 400);
    assert.equal((await call(server.url, 'POST', '/api/bigtable/application/app-open/access-record', { body: {} })).status, 401);
  });
});
