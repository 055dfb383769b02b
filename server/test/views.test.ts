/**
 * List views: older-engine views and views/key/{id}, newer-engine list-config; view and column
 * permissions; the large list seeded by WARE_LARGE_LIST.
 */
import assert from 'node:assert/strict';
import { after, describe, it } from 'node:test';

import { call, fileServer } from './support/harness.js';

const LARGE = 300;
process.env.WARE_LARGE_LIST = String(LARGE);

const server = fileServer({
  admin: ['admin', '1001'],
  subadmin: ['subadmin', '1001'],
  member: ['member', '1001'],
  member2: ['member', '1002'],
  guest: ['guest', '1001'],
});
const tokens = server.tokens;
after(() => {
  delete process.env.WARE_LARGE_LIST;
});

const listConfig = (formId: string, token: string | undefined, viewId?: string) =>
  call(server.url, 'GET', `/api/bigtable/form/${formId}/list-config`, { token, query: { viewId } });

describe('newer engine: /bigtable/form/{formId}/list-config', () => {
  it('gives the chosen view: its permitted columns with labels and its sort; the views the caller holds', async () => {
    const res = await listConfig('form-visit', tokens.member, 'view-visit-recent');
    assert.equal(res.status, 200, JSON.stringify(res.body));
    const data = res.body.data;
    assert.equal(data.viewId, 'view-visit-recent');
    assert.deepEqual(
      data.columns.map((c: { key: string; label: string; system: boolean }) => [c.key, c.label, c.system]),
      [
        ['customer_customer', '拜访客户', false],
        ['date_visitDate', '拜访日期', false],
        ['rate_satisfaction', '客户满意度', false],
        ['creater', '创建人', true],
      ],
    );
    assert.deepEqual(data.sort, [{ field: 'date_visitDate', direction: 'DESC' }]);
    // The member holds the list view, 最近拜访 and 现场照片, not the managers' 满意度排行.
    assert.deepEqual(data.views.map((v: { id: string }) => v.id), ['view-visit-list', 'view-visit-photos', 'view-visit-recent']);
  });

  it('without viewId: the first view the caller holds', async () => {
    const res = await listConfig('form-visit', tokens.admin);
    assert.equal(res.body.data.viewId, 'view-visit-list');
    assert.deepEqual(res.body.data.sort, [{ field: 'createTime', direction: 'DESC' }]);
    assert.equal(res.body.data.views.length, 4);
  });

  it('a view the role does not hold is 403; an unknown or foreign view is 404', async () => {
    const denied = await listConfig('form-visit', tokens.member, 'view-visit-rating');
    assert.equal(denied.status, 403);
    assert.equal(denied.body.message, '您没有该视图的权限');
    const allowed = await listConfig('form-visit', tokens.subadmin, 'view-visit-rating');
    assert.equal(allowed.status, 200);
    assert.deepEqual(allowed.body.data.sort, [{ field: 'rate_satisfaction', direction: 'DESC' }]);
    assert.equal((await listConfig('form-visit', tokens.member, 'view-nope')).status, 404);
    const foreign = await listConfig('form-visit', tokens.admin, 'view-open-list');
    assert.equal(foreign.status, 404);
    assert.equal(foreign.body.message, '视图不存在');
  });

  it('a guest, or a member signed into another organisation, holds no view: default columns, no views', async () => {
    for (const token of [tokens.guest, tokens.member2, undefined]) {
      const res = await listConfig('form-visit', token);
      assert.equal(res.status, 200, JSON.stringify(res.body));
      assert.equal(res.body.data.viewId, null);
      assert.deepEqual(res.body.data.views, []);
      assert.equal(res.body.data.columns.length, 4);
    }
  });

  it('columns are cut to the role’s field permissions (ledger: a member may not see 成本)', async () => {
    const admin = await listConfig('form-ledger', tokens.admin);
    const member = await listConfig('form-ledger', tokens.member);
    const keys = (r: typeof admin) => r.body.data.columns.map((c: { key: string }) => c.key);
    assert.deepEqual(keys(admin), ['input_title', 'number_amount', 'number_cost', 'date_day']);
    assert.deepEqual(keys(member), ['input_title', 'number_amount', 'date_day']);
    assert.equal(admin.body.data.pageSize, 200);
  });

  it('an older-engine form is refused (400): records never mix engines', async () => {
    const res = await listConfig('form-expense', tokens.admin);
    assert.equal(res.status, 400);
  });

  it('bad input is 400; a missing form is 404', async () => {
    assert.equal((await listConfig('form-visit', tokens.admin, ' ')).status, 400);
    assert.equal((await listConfig('form-nope', tokens.admin)).status, 404);
  });
});

describe('older engine: /ware-engine-form/views and views/key/{id}', () => {
  it('lists the views the caller holds, sorts in the older words (createdAt, lowercase)', async () => {
    const res = await call(server.url, 'GET', '/api/ware-engine-form/views', { token: tokens.member, query: { appId: 'app-expense' } });
    assert.equal(res.status, 200, JSON.stringify(res.body));
    const byId = Object.fromEntries(res.body.data.map((v: { id: string }) => [v.id, v]));
    assert.deepEqual(Object.keys(byId).sort(), ['view-expense-amount', 'view-expense-list']);
    assert.deepEqual(byId['view-expense-list'].sort, [{ field: 'createdAt', direction: 'desc' }]);
    assert.deepEqual(byId['view-expense-amount'].sort, [{ field: 'number_amount', direction: 'desc' }]);
    assert.deepEqual(
      byId['view-expense-amount'].columns.map((c: { key: string; label: string }) => c.label),
      ['报销金额', '报销类别', '创建时间'],
    );
  });

  it('views/key/{id}: one view; 404 unknown; 400 for a newer-engine app; no token on a closed app is APP_NOT_PUBLIC', async () => {
    const one = await call(server.url, 'GET', '/api/ware-engine-form/views/key/view-expense-amount', { token: tokens.admin });
    assert.equal(one.status, 200);
    assert.equal(one.body.data.name, '按金额');
    assert.equal((await call(server.url, 'GET', '/api/ware-engine-form/views/key/view-nope', { token: tokens.admin })).status, 404);
    assert.equal((await call(server.url, 'GET', '/api/ware-engine-form/views/key/view-visit-list', { token: tokens.admin })).status, 400);
    const anonymous = await call(server.url, 'GET', '/api/ware-engine-form/views/key/view-expense-amount');
    assert.equal(anonymous.status, 403);
    assert.equal(anonymous.body.code, 'APP_NOT_PUBLIC');
  });
});

describe('the large list (WARE_LARGE_LIST)', () => {
  it(`seeds ${LARGE} ledger records; a member lists only its own; the view's sort orders them`, async () => {
    const q = (token: string | undefined, sort: string) =>
      call(server.url, 'GET', '/api/bigtable/application/app-ledger/form/form-ledger/form-data/query', { token, query: { page: 1, size: 5, sort, isQueryField: 0 } });
    const admin = await q(tokens.admin, 'number_amount,DESC');
    assert.equal(admin.body.data.totalElements, LARGE);
    const amounts = admin.body.data.content.map((r: { content: { number_amount: number } }) => r.content.number_amount);
    assert.deepEqual(amounts, [...amounts].sort((a, b) => b - a));
    const member = await q(tokens.member, 'createTime,ASC');
    assert.equal(member.body.data.totalElements, LARGE / 3);
    assert.ok(member.body.data.content.every((r: { ownerId: string }) => r.ownerId === '10003'));
  });
});
