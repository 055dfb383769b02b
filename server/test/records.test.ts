/**
 * Record lists, search, delete / archive and comments (issue 7).
 */
import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, it } from 'node:test';

import { call, login, startTestServer, type TestServer } from './support/harness.js';

let server: TestServer;
let base: string;
const tokens: Record<string, string> = {};
const NEW = '/api/bigtable/application/app-all-controls/form/form-all-controls/form-data';
const VISIT = '/api/bigtable/application/app-visit/form/form-visit/form-data';
const COMMENT = '/api/bigtable/formDataComment';

before(async () => {
  server = await startTestServer();
  base = server.url;
  tokens.admin = await login(base, 'admin', '1001');
  tokens.member = await login(base, 'member', '1001');
  tokens.member2 = await login(base, 'member', '1002');
  tokens.subadmin = await login(base, 'subadmin', '1001');
  tokens.guest = await login(base, 'guest', '1001');
});
after(() => server.close());
beforeEach(async () => {
  await call(base, 'POST', '/__test/reset');
});

const submit = async (token: string | undefined, content: Record<string, unknown>) =>
  (await call(base, 'POST', NEW, { token, body: { content } })).body.data as { id: string; code: string };

describe('query and search (newer engine)', () => {
  it('pages with page/size/sort/isQueryField=0: ALL for admin, MINE for a member; system fields and creater', async () => {
    const admin = await call(base, 'GET', `${VISIT}/query`, { token: tokens.admin, query: { page: 1, size: 2, sort: 'createTime,DESC', isQueryField: 0 } });
    assert.equal(admin.status, 200, JSON.stringify(admin.body));
    assert.equal(admin.body.data.totalElements, 5);
    assert.equal(admin.body.data.content.length, 2);
    const [first, second] = admin.body.data.content;
    assert.ok(first.createTime >= second.createTime);
    assert.equal(typeof first.createdBy.nickname, 'string');
    assert.equal(first.creater, first.createdBy.nickname);
    assert.ok(first.data && first.code && first.lastModifiedTime);
    const page3 = await call(base, 'POST', `${VISIT}/query`, { token: tokens.admin, query: { page: 3, size: 2 }, body: { conditions: [], keywordConditions: [] } });
    assert.equal(page3.body.data.content.length, 1);
    assert.equal(page3.body.data.last, true);
    const member = await call(base, 'GET', `${VISIT}/query`, { token: tokens.member });
    assert.equal(member.body.data.totalElements, 3);
    assert.ok(member.body.data.content.every((r: { ownerId: string }) => r.ownerId === '10003'));
    const asc = await call(base, 'GET', `${VISIT}/query`, { token: tokens.admin, query: { sort: 'createTime,ASC' } });
    const times = asc.body.data.content.map((r: { createTime: string }) => r.createTime);
    assert.deepEqual(times, [...times].sort());
  });

  it('search: keyword conditions (any) and filter conditions (all) in both shapes', async () => {
    const mine = await submit(tokens.member, { input_title: '关键字甲', input_company: '乙公司', number_amount: 42 });
    await submit(tokens.member, { input_title: '别的', input_company: '丙公司', number_amount: 7 });
    const kw = (value: unknown) => [
      { key: 'input_title', ktype: 'input', op: 'include', vtype: 'CUSTOM', value },
      { key: 'input_company', ktype: 'input', op: 'include', vtype: 'CUSTOM', value },
    ];
    const byKeyword = await call(base, 'POST', `${NEW}/search`, { token: tokens.member, body: { keywordConditions: kw('关键字'), conditions: [] } });
    assert.equal(byKeyword.status, 200, JSON.stringify(byKeyword.body));
    assert.deepEqual(byKeyword.body.data.content.map((r: { id: string }) => r.id), [mine.id]);
    const byCompany = await call(base, 'POST', `${NEW}/search`, { token: tokens.member, body: { keywordConditions: kw('乙'), conditions: [] } });
    assert.equal(byCompany.body.data.totalElements, 1);
    const filtered = await call(base, 'POST', `${NEW}/search`, {
      token: tokens.member,
      body: { conditions: [{ key: 'number_amount', operation: 'equal', type: 'number', value: 42, matchType: 'CUSTOM' }], keywordConditions: [] },
    });
    assert.deepEqual(filtered.body.data.content.map((r: { id: string }) => r.id), [mine.id]);
    const none = await call(base, 'POST', `${NEW}/search`, {
      token: tokens.member,
      body: { conditions: [{ key: 'number_amount', op: 'equal', value: 42 }], keywordConditions: kw('丙') },
    });
    assert.equal(none.body.data.totalElements, 0);
    // The admin's seeded record is not the member's (MINE).
    const seeded = await call(base, 'POST', `${NEW}/search`, { token: tokens.member, body: { keywordConditions: kw('示例'), conditions: [] } });
    assert.equal(seeded.body.data.totalElements, 0);
    const admin = await call(base, 'POST', `${NEW}/search`, { token: tokens.admin, body: { keywordConditions: kw('示例'), conditions: [] } });
    assert.equal(admin.body.data.totalElements, 1);
  });

  it('within date ranges, anyone on system user fields, options by value', async () => {
    const range = await call(base, 'POST', `${VISIT}/search`, {
      token: tokens.admin,
      body: { conditions: [{ key: 'date_visitDate', op: 'within', value: ['2026-03-01 00:00:00', '2026-03-31 24:00:00'] }] },
    });
    assert.equal(range.body.data.totalElements, 2);
    const owner = await call(base, 'POST', `${VISIT}/search`, { token: tokens.admin, body: { conditions: [{ key: 'ownerId', ktype: 'staff', op: 'anyone', value: ['10002'] }] } });
    assert.equal(owner.body.data.totalElements, 2);
    const type = await call(base, 'POST', `${VISIT}/search`, { token: tokens.admin, body: { conditions: [{ key: 'radio_visitType', op: 'equal', value: 'a' }] } });
    assert.equal(type.body.data.totalElements, 2);
  });

  it('refuses bad input (400), no token (401), other engine (400), guests and other tenants see no records', async () => {
    assert.equal((await call(base, 'POST', `${NEW}/search`, { token: tokens.member, body: { conditions: [{ key: 'x', op: 'explode', value: 1 }] } })).status, 400);
    assert.equal((await call(base, 'GET', `${NEW}/query`, { token: tokens.member, query: { size: 100000 } })).status, 400);
    assert.equal((await call(base, 'GET', `${NEW}/query`)).status, 401);
    assert.equal((await call(base, 'GET', '/api/bigtable/application/app-expense/form/form-expense/form-data/query', { token: tokens.member })).status, 400);
    const guest = await call(base, 'GET', `${NEW}/query`, { token: tokens.guest });
    assert.equal(guest.body.data.totalElements, 0);
    const foreign = await call(base, 'GET', `${VISIT}/query`, { token: tokens.member2 });
    assert.equal(foreign.body.data.totalElements, 0);
  });
});

describe('delete and archive', () => {
  it('newer engine: admin deletes (then 404 数据不存在); a member has no delete permission (403)', async () => {
    const rec = await submit(tokens.member, { input_title: '待删除' });
    const denied = await call(base, 'DELETE', `${NEW}/${rec.id}`, { token: tokens.member });
    assert.equal(denied.status, 403);
    const sub = await call(base, 'DELETE', `${NEW}/${rec.id}`, { token: tokens.subadmin });
    assert.equal(sub.status, 403);
    const done = await call(base, 'DELETE', `${NEW}/${rec.id}`, { token: tokens.admin });
    assert.equal(done.status, 200, JSON.stringify(done.body));
    const gone = await call(base, 'GET', `${NEW}/${rec.id}`, { token: tokens.admin });
    assert.equal(gone.status, 404);
    assert.equal(gone.body.detail, '数据不存在');
    const again = await call(base, 'DELETE', `${NEW}/${rec.id}`, { token: tokens.admin });
    assert.equal(again.status, 404);
    assert.equal(again.body.detail, '数据不存在');
  });

  it('older engine: query by formId and archive (delete permission); archived records leave the list', async () => {
    const list = await call(base, 'POST', '/api/ware-engine-form/data/query', { token: tokens.admin, body: { formId: 'form-expense', page: 1, size: 10, sort: 'createdAt,desc' } });
    assert.equal(list.status, 200, JSON.stringify(list.body));
    assert.equal(list.body.data.totalElements, 3);
    assert.equal((await call(base, 'POST', '/api/ware-engine-form/data/archive', { token: tokens.member, body: { id: 'data-expense-1' } })).status, 403);
    const archived = await call(base, 'POST', '/api/ware-engine-form/data/archive', { token: tokens.admin, body: { id: 'data-expense-1' } });
    assert.equal(archived.status, 200);
    const after = await call(base, 'POST', '/api/ware-engine-form/data/query', { token: tokens.admin, body: { formId: 'form-expense' } });
    assert.equal(after.body.data.totalElements, 2);
    const missing = await call(base, 'POST', '/api/ware-engine-form/data/archive', { token: tokens.admin, body: { id: 'nope' } });
    assert.equal(missing.status, 404);
    assert.equal(missing.body.detail, '数据不存在');
    assert.equal((await call(base, 'POST', '/api/ware-engine-form/data/archive', { token: tokens.admin, body: { ids: 'x' } })).status, 400);
  });
});

describe('comments', () => {
  it('on/off switch, create, list, delete own; others cannot delete; admin moderates', async () => {
    const rec = await submit(tokens.member, { input_title: '评论对象' });
    const onOff = await call(base, 'GET', `${COMMENT}/getCommentOnOff`, { token: tokens.member, query: { appId: 'app-all-controls', formId: 'form-all-controls' } });
    assert.deepEqual(onOff.body.data, { on: true });
    const target = { appId: 'app-all-controls', formId: 'form-all-controls', dataId: rec.id };
    const created = await call(base, 'POST', `${COMMENT}/create`, { token: tokens.member, body: { ...target, content: '第一条评论' } });
    assert.equal(created.status, 200, JSON.stringify(created.body));
    assert.equal(created.body.data.user.id, '10003');
    assert.equal(created.body.data.canDelete, true);
    assert.equal((await call(base, 'POST', `${COMMENT}/create`, { token: tokens.member, body: { ...target, content: '  ' } })).status, 400);
    const adminComment = (await call(base, 'POST', `${COMMENT}/create`, { token: tokens.admin, body: { ...target, content: '管理员评论' } })).body.data;
    const list = await call(base, 'GET', `${COMMENT}/findAllByDataId`, { token: tokens.member, query: target });
    assert.deepEqual(list.body.data.map((c: { content: string }) => c.content), ['第一条评论', '管理员评论']);
    assert.deepEqual(list.body.data.map((c: { canDelete: boolean }) => c.canDelete), [true, false]);
    assert.equal((await call(base, 'DELETE', `${COMMENT}/${adminComment.id}`, { token: tokens.member })).status, 403);
    assert.equal((await call(base, 'DELETE', `${COMMENT}/${created.body.data.id}`, { token: tokens.admin })).status, 200);
    const left = await call(base, 'GET', `${COMMENT}/findAllByDataId`, { token: tokens.admin, query: target });
    assert.equal(left.body.data.length, 1);
    // A record the caller may not read: no comments; a missing one: 404 数据不存在.
    const seeded = { appId: 'app-all-controls', formId: 'form-all-controls', dataId: 'data-all-controls-1' };
    assert.equal((await call(base, 'POST', `${COMMENT}/create`, { token: tokens.member, body: { ...seeded, content: 'x' } })).status, 403);
    const missing = await call(base, 'GET', `${COMMENT}/findAllByDataId`, { token: tokens.member, query: { ...target, dataId: 'nope' } });
    assert.equal(missing.status, 404);
    assert.equal(missing.body.detail, '数据不存在');
    // Deleting the record deletes its comments.
    await call(base, 'DELETE', `${NEW}/${rec.id}`, { token: tokens.admin });
    assert.equal((await call(base, 'DELETE', `${COMMENT}/${adminComment.id}`, { token: tokens.admin })).status, 404);
  });
});
