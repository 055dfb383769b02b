/** Customers and suppliers managed from the phone: create, find, edit, remove, and per-tenant isolation. */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import { call, fileServer } from './support/harness.js';

const server = fileServer({
  admin1: ['admin', '1001'],
  member1: ['member', '1001'],
  member2: ['member', '1002'],
  subadmin: ['subadmin', '1001'],
});
const tokens = server.tokens;
const api = (method: string, path: string, token: string, body?: unknown, query?: Record<string, string | number>) =>
  call(server.url, method, `/api${path}`, { token, ...(body === undefined ? {} : { body }), ...(query ? { query } : {}) });
const NEW = { name: '苏州园林文旅有限公司', customerType: 1, creditRating: 2, phone: '0512-66668888' };

describe('customers', () => {
  it('creates after the exists check, finds, edits and removes a customer of my own', async () => {
    assert.deepEqual((await api('GET', '/crm/crmCustomer/existsInfo', tokens.member1, undefined, { name: NEW.name })).body.data, { exists: false });
    const created = (await api('POST', '/crm/crmCustomer/addOrderUser', tokens.member1, NEW)).body.data;
    assert.equal(created.ownerUserId, '10003');
    assert.equal((await api('GET', '/crm/crmCustomer/existsInfo', tokens.member1, undefined, { phone: NEW.phone })).body.data.exists, true);
    assert.equal((await api('POST', '/crm/crmCustomer/addOrderUser', tokens.member1, NEW)).body.message, '客户已存在');
    const found = (await api('GET', '/crm/crmCustomer/customerManagement', tokens.member1, undefined, { keyword: '园林' })).body.data.content;
    assert.deepEqual(found.map((c: { id: string }) => c.id), [created.id]);
    const edited = (await api('PUT', `/crm/crmCustomer/${created.id}`, tokens.member1, { creditRating: 3 })).body.data;
    assert.equal(edited.creditRating, 3);
    assert.equal((await api('GET', `/crm/crmCustomer/${created.id}`, tokens.member1)).body.data.creditRating, 3);
    assert.deepEqual((await api('DELETE', `/crm/crmCustomer/${created.id}`, tokens.member1)).body.data, { removed: 1 });
    assert.equal((await api('GET', `/crm/crmCustomer/${created.id}`, tokens.member1)).status, 404);
  });

  it('filters by the §4 type and rating; only admins change what others own', async () => {
    const enterprises = (await api('GET', '/crm/crmCustomer/customerManagement', tokens.admin1, undefined, { customerType: 1 })).body.data.content;
    assert.deepEqual(enterprises.map((c: { id: string }) => c.id), ['c-5003', 'c-5004', 'c-5005']);
    const strategic = (await api('GET', '/crm/crmCustomer/customerManagement', tokens.admin1, undefined, { creditRating: 4 })).body.data.content;
    assert.deepEqual(strategic.map((c: { id: string }) => c.id), ['c-5003']);
    // The public sea is readable by a member but not theirs to change.
    assert.equal((await api('GET', '/crm/crmCustomer/c-5005', tokens.member1)).status, 200);
    assert.equal((await api('PUT', '/crm/crmCustomer/c-5005', tokens.member1, { name: 'x' })).status, 403);
    assert.equal((await api('GET', '/crm/crmCustomer/c-5004', tokens.member1)).status, 404);
    // A member's batch: the public sea is not theirs, another's customer is not found for them; nothing is removed.
    const batch = await api('POST', '/crm/crmCustomer/batch/remove', tokens.member1, { ids: ['c-5005', 'c-5004'] });
    assert.deepEqual(batch.body.data, { removed: [], failed: [{ id: 'c-5005', reason: '只能修改自己负责的客户' }, { id: 'c-5004', reason: '客户不存在' }] });
    assert.equal((await api('GET', '/crm/crmCustomer/c-5005', tokens.member1)).status, 200, 'a refused row stays');
    // An admin's batch with one id that no longer exists: the others go, the missing one is listed.
    assert.deepEqual((await api('POST', '/crm/crmCustomer/batch/remove', tokens.admin1, { ids: ['c-5003', 'c-gone', 'c-5004'] })).body.data, {
      removed: ['c-5003', 'c-5004'],
      failed: [{ id: 'c-gone', reason: '客户不存在' }],
    });
    assert.equal((await api('GET', '/crm/crmCustomer/c-5003', tokens.admin1)).status, 404);
  });

  it('the exists check names only customers the caller may read (issue 34, finding 16)', async () => {
    // c-5004 is the sub-admin's own customer: a member learns it exists (a duplicate would be refused), not its name.
    const hidden = await api('GET', '/crm/crmCustomer/existsInfo', tokens.member1, undefined, { phone: '021-66668888' });
    assert.deepEqual(hidden.body.data, { exists: true });
    const own = await api('GET', '/crm/crmCustomer/existsInfo', tokens.subadmin, undefined, { phone: '021-66668888' });
    assert.deepEqual(own.body.data, { exists: true, name: '上海浦江贸易有限公司' });
  });

  it('never shows or changes a customer of another organisation', async () => {
    const created = (await api('POST', '/crm/crmCustomer/addOrderUser', tokens.member2, NEW)).body.data;
    // The same name is free in 1001: each organisation has its own customers.
    assert.equal((await api('GET', '/crm/crmCustomer/existsInfo', tokens.member1, undefined, { name: NEW.name })).body.data.exists, false);
    assert.equal((await api('GET', `/crm/crmCustomer/${created.id}`, tokens.admin1)).status, 404);
    assert.equal((await api('PUT', `/crm/crmCustomer/${created.id}`, tokens.admin1, { name: 'x' })).status, 404);
    assert.equal((await api('DELETE', `/crm/crmCustomer/${created.id}`, tokens.admin1)).status, 404);
  });
});

describe('suppliers', () => {
  const SUP = { name: '宁波模具有限公司', code: 'SUP-009', contact: '陈工', phone: '13900000009', level: 'B', tags: ['五金'] };

  it('creates, finds, edits a supplier; a taken code is refused', async () => {
    const created = (await api('POST', '/srm/supplier', tokens.member1, SUP)).body.data;
    assert.deepEqual([created.name, created.level, created.tags], [SUP.name, 'B', ['五金']]);
    assert.equal((await api('POST', '/srm/supplier', tokens.member1, { ...SUP, name: '另一家' })).body.message, '供应商编码已存在');
    const found = (await api('POST', '/srm/supplier', tokens.member1, { keyword: '模具' })).body.data.content;
    assert.deepEqual(found.map((s: { id: string }) => s.id), [created.id]);
    const edited = (await api('PUT', `/srm/supplier/${created.id}`, tokens.member1, { level: 'A', contact: '陈经理' })).body.data;
    assert.deepEqual([edited.level, edited.contact], ['A', '陈经理']);
    assert.deepEqual((await api('GET', '/srm/level', tokens.member1)).body.data.map((l: { code: string }) => l.code), ['A', 'B', 'C']);
    assert.ok((await api('GET', '/srm/tag', tokens.member1)).body.data.includes('五金'));
  });

  it('keeps suppliers per organisation, and looks one up by the supplier organisation from inside only', async () => {
    const created = (await api('POST', '/srm/supplier', tokens.member1, SUP)).body.data;
    assert.equal((await api('GET', `/srm/supplier/${created.id}`, tokens.member2)).status, 404);
    assert.equal((await api('PUT', `/srm/supplier/${created.id}`, tokens.member2, { level: 'C' })).status, 404);
    const other = (await api('POST', '/srm/supplier', tokens.member2, { keyword: '模具' })).body.data.content;
    assert.deepEqual(other, []);
    // The same code is free in another organisation.
    assert.equal((await api('POST', '/srm/supplier', tokens.member2, SUP)).status, 200);
    const lookup = await api('GET', '/srm/tenant/1002/supplier/1001', tokens.member2);
    assert.equal(lookup.body.data.name, '演示科技有限公司');
    assert.equal((await api('GET', '/srm/tenant/1002/supplier/1001', tokens.member1)).status, 403);
  });

  it('filters by level and tag; the select mode sets a level on the chosen ones and lists those it could not', async () => {
    const codes = (rows: { code: string }[]) => rows.map((r) => r.code);
    assert.deepEqual(codes((await api('POST', '/srm/supplier', tokens.member1, { level: 'B' })).body.data.content).slice(0, 2), ['SUP-002', 'SUP-003']);
    assert.deepEqual(codes((await api('POST', '/srm/supplier', tokens.member1, { tag: '包装' })).body.data.content), ['SUP-001']);
    assert.equal((await api('POST', '/srm/supplier', tokens.member1, { tag: '不存在' })).status, 400);
    // s-8001 is 1002's: listed, not changed.
    const batch = (await api('POST', '/srm/supplier/batch', tokens.member1, { ids: ['s-7002', 's-8001', 's-7003'], level: 'C' })).body.data;
    assert.deepEqual(batch, { updated: ['s-7002', 's-7003'], failed: [{ id: 's-8001', reason: '供应商不存在' }] });
    assert.equal((await api('GET', '/srm/supplier/s-7003', tokens.member1)).body.data.level, 'C');
    assert.equal((await api('GET', '/srm/supplier/s-8001', tokens.member2)).body.data.level, 'A', 'another organisation\'s stays as seeded');
    assert.equal((await api('POST', '/srm/supplier/batch', tokens.member2, { ids: ['s-8001'], level: 'C' })).body.data.updated[0], 's-8001');
  });
});

describe('memberships managed from the customers area', () => {
  const ids = (rows: { memberId: string }[]) => rows.map((m) => m.memberId);

  it('lists the organisation\'s memberships by holder, code or card; a card reads with its benefits', async () => {
    const all = (await api('POST', '/crm/memberships/batch-query', tokens.member1, { page: 1, size: 50 })).body.data;
    assert.deepEqual(ids(all.content).sort(), ['mc-ms-1', 'ms-1', 'ms-2', 'mx-ms-1'], 'no membership of 1002');
    const gold = (await api('POST', '/crm/memberships/batch-query', tokens.member1, { keyword: '金卡' })).body.data.content;
    assert.deepEqual(ids(gold), ['ms-1']);
    assert.equal((await api('POST', '/crm/memberships/batch-query', tokens.member2, {})).body.data.content.length, 1);
    const card = (await api('GET', '/crm/membershipCard/get', tokens.member1, undefined, { id: 'card-gold' })).body.data;
    assert.deepEqual([card.cardName, card.benefits, card.status], ['金卡会员', '年消费满一万元', 1]);
    assert.equal((await api('GET', '/crm/membershipCard/get', tokens.member1, undefined, { id: 'card-trade' })).status, 404, 'a card of 1002');
  });

  it('only an admin removes or changes memberships; a batch lists what it could not remove', async () => {
    assert.equal((await api('POST', '/crm/membership/batchRemove', tokens.member1, { memberIds: ['ms-2'] })).status, 403);
    assert.equal((await api('POST', '/crm/membership/remove', tokens.subadmin, { memberId: 'ms-2' })).status, 403);
    assert.equal((await api('PUT', '/crm/membership/membership/ms-1', tokens.member1, { endDay: null })).status, 403);

    // Another card: a valid one of the organisation the person does not hold yet.
    assert.equal((await api('POST', '/crm/membership/card', tokens.member1, { memberId: 'ms-1', cardId: 'card-silver' })).status, 403);
    assert.equal((await api('POST', '/crm/membership/card', tokens.admin1, { memberId: 'ms-1', cardId: 'card-old' })).body.message, '该会员卡已停用');
    assert.equal((await api('POST', '/crm/membership/card', tokens.admin1, { memberId: 'ms-1', cardId: 'card-trade' })).status, 404, 'a card of 1002');
    const moved = (await api('POST', '/crm/membership/card', tokens.admin1, { memberId: 'ms-1', cardId: 'card-silver' })).body.data;
    assert.deepEqual([moved.cardName, moved.code], ['银卡会员', 'M0001']);
    const changed = (await api('PUT', '/crm/membership/membership/ms-1', tokens.admin1, { endDay: '2028-06-30' })).body.data;
    assert.deepEqual([changed.expiresAt, changed.unlimited], ['2028-06-30T15:59:59.000Z', false]);
    const endless = (await api('PUT', '/crm/membership/membership/ms-1', tokens.admin1, { endDay: null })).body.data;
    assert.deepEqual([endless.expiresAt, endless.unlimited], [null, true]);
    assert.equal((await api('PUT', '/crm/membership/membership/ms-1', tokens.admin1, { endDay: '2028-02-30' })).status, 400);
    assert.equal((await api('PUT', '/crm/membership/membership/ms-crm-1', tokens.admin1, { endDay: null })).status, 404, 'a membership of 1002');

    // ms-crm-1 is 1002's: reported, not removed; the others go.
    const batch = (await api('POST', '/crm/membership/batchRemove', tokens.admin1, { memberIds: ['ms-1', 'ms-crm-1', 'mx-ms-1'] })).body.data;
    assert.deepEqual(batch, { removed: ['ms-1', 'mx-ms-1'], failed: [{ id: 'ms-crm-1', reason: '会员不存在' }] });
    assert.equal((await api('GET', '/crm/membership/ms-1', tokens.admin1)).status, 404);
    assert.equal((await api('POST', '/crm/memberships/batch-query', tokens.member2, {})).body.data.content.length, 1, '1002 keeps its own');
    assert.deepEqual((await api('POST', '/crm/membership/remove', tokens.admin1, { memberId: 'ms-2' })).body.data, { removed: ['ms-2'], failed: [] });
    assert.equal((await api('POST', '/crm/membership/remove', tokens.admin1, { memberId: 'ms-2' })).status, 404);
  });
});
