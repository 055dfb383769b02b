/** CRM customers and memberships, SRM suppliers: the lookups behind the form pickers. */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import { call, fileServer } from './support/harness.js';

const server = fileServer({
  admin1: ['admin', '1001'],
  member1: ['member', '1001'],
  member2: ['member', '1002'],
  subadmin: ['subadmin', '1001'],
  lonely: ['lonely'],
});
const tokens = server.tokens;

const ids = (page: { content: { id?: string; memberId?: string }[] }) => page.content.map((x) => x.id ?? x.memberId);

describe('GET /crm/crmCustomer/findMyCustomer', () => {
  it('gives a member the customers they own plus the public sea, in their organisation only', async () => {
    const res = await call(server.url, 'GET', '/api/crm/crmCustomer/findMyCustomer', { token: tokens.member1 });
    assert.equal(res.status, 200);
    assert.deepEqual(ids(res.body.data), ['c-5002', 'c-5003', 'c-5005']);
    assert.equal(res.body.data.totalElements, 3);
    const first = res.body.data.content[1];
    assert.deepEqual(first, { id: 'c-5003', name: '杭州西湖茶业有限公司', customerType: 1, creditRating: 4, phone: '0571-88886666', ownerUserId: '10003' });
    const other = await call(server.url, 'GET', '/api/crm/crmCustomer/findMyCustomer', { token: tokens.member2 });
    assert.deepEqual(ids(other.body.data), ['c-6001']);
  });

  it('gives an organisation admin every customer, and pages and searches', async () => {
    const all = await call(server.url, 'GET', '/api/crm/crmCustomer/findMyCustomer', { token: tokens.admin1, query: { size: 2, page: 2 } });
    assert.deepEqual(ids(all.body.data), ['c-5003', 'c-5004']);
    assert.equal(all.body.data.totalElements, 6);
    const found = await call(server.url, 'GET', '/api/crm/crmCustomer/findMyCustomer', { token: tokens.admin1, query: { keyword: '贸易' } });
    assert.deepEqual(ids(found.body.data), ['c-5004']);
    const byPhone = await call(server.url, 'GET', '/api/crm/crmCustomer/findMyCustomer', { token: tokens.admin1, query: { keyword: '0574' } });
    assert.deepEqual(ids(byPhone.body.data), ['c-5005']);
    // % and _ are literal, not wildcards.
    const wild = await call(server.url, 'GET', '/api/crm/crmCustomer/findMyCustomer', { token: tokens.admin1, query: { keyword: '%' } });
    assert.deepEqual(ids(wild.body.data), []);
  });

  it('refuses without sign-in, without an organisation, for another organisation, and on bad paging', async () => {
    assert.equal((await call(server.url, 'GET', '/api/crm/crmCustomer/findMyCustomer')).status, 401);
    const lonely = await call(server.url, 'GET', '/api/crm/crmCustomer/findMyCustomer', { token: tokens.lonely });
    assert.equal(lonely.status, 403);
    assert.equal(lonely.body.code, 'TENANT_REQUIRED');
    const foreign = await call(server.url, 'GET', '/api/crm/crmCustomer/findMyCustomer', { token: tokens.subadmin, query: { tid: '1002' } });
    assert.equal(foreign.status, 403);
    const bad = await call(server.url, 'GET', '/api/crm/crmCustomer/findMyCustomer', { token: tokens.member1, query: { size: 0 } });
    assert.equal(bad.status, 400);
  });
});

describe('GET /crm/membership/findMember', () => {
  it('lists the organisation memberships with customer, card and code; customerId is a string', async () => {
    const res = await call(server.url, 'GET', '/api/crm/membership/findMember', { token: tokens.member1 });
    assert.equal(res.status, 200);
    assert.deepEqual(ids(res.body.data), ['ms-1', 'ms-2', 'mc-ms-1', 'mx-ms-1']);
    assert.deepEqual(res.body.data.content[1], {
      memberId: 'ms-2', code: 'M0002', memberCode: 'M0002', customerId: 'c-5002', userId: '10003', name: '张成员',
      cardId: 'card-basic', cardName: '普通会员卡', unlimited: true,
    });
    const search = await call(server.url, 'GET', '/api/crm/membership/findMember', { token: tokens.member1, query: { keyword: '金卡' } });
    assert.deepEqual(ids(search.body.data), ['ms-1']);
    const other = await call(server.url, 'GET', '/api/crm/membership/findMember', { token: tokens.member2 });
    assert.deepEqual(ids(other.body.data), ['ms-crm-1']);
    assert.equal((await call(server.url, 'GET', '/api/crm/membership/findMember')).status, 401);
  });
});

describe('/srm/supplier', () => {
  it('queries the organisation suppliers by page and keyword', async () => {
    const res = await call(server.url, 'POST', '/api/srm/supplier', { token: tokens.member1, body: {} });
    assert.deepEqual(ids(res.body.data), ['s-7001', 's-7002', 's-7003']);
    const kw = await call(server.url, 'POST', '/api/srm/supplier', { token: tokens.member1, body: { keyword: 'SUP-002', page: 1, size: 10 } });
    assert.deepEqual(ids(kw.body.data), ['s-7002']);
    const other = await call(server.url, 'POST', '/api/srm/supplier', { token: tokens.member2, body: {} });
    assert.deepEqual(ids(other.body.data), ['s-8001', 'mc-s-1']);
    assert.equal((await call(server.url, 'POST', '/api/srm/supplier', { token: tokens.member1, body: { size: 500 } })).status, 400);
    assert.equal((await call(server.url, 'POST', '/api/srm/supplier', { body: {} })).status, 401);
  });

  it('reads one supplier and a batch, never another organisation', async () => {
    const one = await call(server.url, 'GET', '/api/srm/supplier/s-7001', { token: tokens.member1 });
    assert.equal(one.body.data.name, '华东包装材料有限公司');
    const foreign = await call(server.url, 'GET', '/api/srm/supplier/s-8001', { token: tokens.member1 });
    assert.equal(foreign.status, 404);
    const batch = await call(server.url, 'POST', '/api/srm/supplier/batch', { token: tokens.member1, body: { ids: ['s-7003', 's-8001', 's-7001'] } });
    assert.deepEqual(batch.body.data.map((s: { id: string }) => s.id), ['s-7003', 's-7001']);
    assert.equal((await call(server.url, 'POST', '/api/srm/supplier/batch', { token: tokens.member1, body: { ids: [] } })).status, 400);
  });
});

describe('picked values in a submitted record', () => {
  it('stores the pickers value shapes as sent, and reads them back', async () => {
    const content = {
      input_title: '选择器',
      radio_kind: 'a',
      ownerId_owner: { id: '10003', name: '张成员' },
      staff_staff: [{ id: '10002', name: '李子管' }],
      department_dept: [{ id: 'd1002', name: '销售部' }],
      customer_customer: [{ id: 'c-5003', name: '杭州西湖茶业有限公司' }],
      supplier_supplier: [{ id: 's-7001', name: '华东包装材料有限公司' }],
      member_member: [{ id: 'ms-2', name: '张成员', code: 'M0002' }],
      associateMember_assocMember: [{ id: 'ms-1', name: '钱独行', code: 'M0001' }],
    };
    const path = '/api/bigtable/application/app-all-controls/form/form-all-controls/form-data';
    const saved = await call(server.url, 'POST', path, { token: tokens.member1, body: { content } });
    assert.equal(saved.status, 200, JSON.stringify(saved.body));
    const read = await call(server.url, 'GET', `${path}/${saved.body.data.id}`, { token: tokens.member1 });
    for (const [key, value] of Object.entries(content)) assert.deepEqual(read.body.data.data[key] ?? read.body.data.content[key], value, key);
  });
});
