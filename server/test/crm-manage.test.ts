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
    const batch = await api('POST', '/crm/crmCustomer/batch/remove', tokens.member1, { ids: ['c-5003', 'c-5004'] });
    assert.equal(batch.status, 404);
    assert.equal((await api('GET', '/crm/crmCustomer/c-5003', tokens.member1)).status, 200, 'a refused batch removes nothing');
    assert.deepEqual((await api('POST', '/crm/crmCustomer/batch/remove', tokens.admin1, { ids: ['c-5003', 'c-5004'] })).body.data, { removed: 2 });
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
});
