/** Platform and organisation calls. */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import { call, fileServer } from './support/harness.js';

// Platform tokens survive a data reset (the users keep their ids).
const server = fileServer({
  admin1: ['admin', '1001'],
  admin2: ['admin', '1002'],
  member1: ['member', '1001'],
  subadmin: ['subadmin', '1001'],
  lonely: ['lonely'],
});
const tokens = server.tokens;

const ids = (list: { id: string }[]) => list.map((x) => x.id);

describe('organisations', () => {
  it('lists joined organisations and the current one', async () => {
    const joined = await call(server.url, 'GET', '/api/platform/joined-organizations', { token: tokens.member1 });
    assert.deepEqual(ids(joined.body.data), ['1001', '1002']);
    const current = await call(server.url, 'GET', '/api/platform/current-organization', { token: tokens.admin2 });
    assert.equal(current.body.data.id, '1002');
    assert.equal(current.body.data.role, 'ADMIN');
    const info = await call(server.url, 'GET', '/api/platform/current-organization/information', { token: tokens.member1 });
    assert.equal(info.body.data.memberCount, 4);
    assert.equal(info.body.data.role, 'MEMBER');
    assert.deepEqual(info.body.data.admins.map((a: { username: string }) => a.username), ['admin']);
  });

  it('answers TENANT_REQUIRED without an organisation, and a tid in the query selects one', async () => {
    const none = await call(server.url, 'GET', '/api/platform/current-organization', { token: tokens.lonely });
    assert.equal(none.status, 403);
    assert.equal(none.body.code, 'TENANT_REQUIRED');
    const untenanted = (await call(server.url, 'POST', '/api/auth/login', { body: { username: 'guest', password: 'Demo@2026' } })).body.data;
    assert.equal(untenanted.tid, null);
    const viaQuery = await call(server.url, 'GET', '/api/platform/current-organization', { token: untenanted.access_token, query: { tid: '1001' } });
    assert.equal(viaQuery.body.data.id, '1001');
  });

  it('never lets a token of one organisation read another', async () => {
    const foreign = await call(server.url, 'GET', '/api/platform/members', { token: tokens.subadmin, query: { tid: '1002' } });
    assert.equal(foreign.status, 403);
    assert.equal(foreign.body.message, '您不属于该组织,无权访问其数据');
    // Even a member of both cannot name the other one with a token issued for the first.
    const mismatch = await call(server.url, 'GET', '/api/platform/members', { token: tokens.member1, query: { tid: '1002' } });
    assert.equal(mismatch.status, 403);
    const members2 = await call(server.url, 'GET', '/api/platform/members', { token: tokens.admin2 });
    assert.deepEqual(members2.body.data.content.map((m: { username: string }) => m.username).sort(), ['admin', 'member']);
  });

  it('creates an organisation whose creator is its admin (never id 666)', async () => {
    // The contact phone is proved first (server/test/team.test.ts has the rule's cases).
    await call(server.url, 'POST', '/api/msg/register/send', { body: { phone: '13800000005' } });
    const sms = (await call(server.url, 'GET', '/__test/last-sms', { query: { phone: '13800000005' } })).body.data;
    await call(server.url, 'POST', '/api/msg/register/verify', { token: tokens.lonely, body: { phone: '13800000005', code: sms.code } });
    const body = { name: '新组织', industry: '教育', contactName: '钱独行', contactPhone: '13800000005' };
    const res = await call(server.url, 'POST', '/api/platform/organizations', { token: tokens.lonely, body });
    assert.equal(res.body.code, 0);
    assert.equal(res.body.data.id, '1003');
    assert.equal(res.body.data.role, 'ADMIN');
    const joined = await call(server.url, 'GET', '/api/platform/joined-organizations', { token: tokens.lonely });
    assert.deepEqual(ids(joined.body.data), ['1003']);
    const bad = await call(server.url, 'POST', '/api/platform/organizations', { token: tokens.lonely, body: { name: 'x' } });
    assert.equal(bad.status, 400);
    assert.match(bad.body.message, /组织名称至少2个字/);
  });

  it('reads an organisation by id; a missing one is 404 with detail', async () => {
    const res = await call(server.url, 'GET', '/api/platform/organizations/1002', { token: tokens.subadmin });
    assert.equal(res.body.data.name, '演示贸易有限公司');
    assert.equal(res.body.data.joined, false);
    const missing = await call(server.url, 'GET', '/api/platform/organizations/9999', { token: tokens.subadmin });
    assert.equal(missing.status, 404);
    assert.equal(missing.body.detail, '数据不存在');
  });

  it('401s every organisation call without a token', async () => {
    for (const [method, path] of [
      ['GET', '/api/platform/joined-organizations'],
      ['GET', '/api/platform/current-organization'],
      ['POST', '/api/platform/organizations'],
      ['GET', '/api/platform/members'],
      ['GET', '/api/platform/departments'],
      ['GET', '/api/platform/my-profile'],
      ['PUT', '/api/platform/vipCardCode/use/VIP-2026-GOLD'],
    ] as const) {
      const res = await call(server.url, method, path);
      assert.equal(res.status, 401, `${method} ${path}`);
      assert.equal(res.body.code, 401);
    }
  });
});

describe('invitation codes and join requests', () => {
  it('accepts an invitation, and the admin approves the request', async () => {
    const code = (await call(server.url, 'GET', '/api/platform/org-invitation-code/current', { token: tokens.member1 })).body.data;
    assert.deepEqual({ code: code.code, enabled: code.enabled }, { code: 'INV1001', enabled: true });
    const lookup = await call(server.url, 'GET', '/api/platform/invitation-code/INV1001', { token: tokens.lonely });
    assert.equal(lookup.body.data.orgName, '演示科技有限公司');
    const accepted = await call(server.url, 'POST', '/api/platform/org-invitation-code/accept', { token: tokens.lonely, body: { code: 'INV1001' } });
    assert.equal(accepted.body.data.status, 'PENDING');
    assert.equal(accepted.body.data.requestId, 'jr-1'); // the seeded pending request is reused
    const pending = await call(server.url, 'GET', '/api/platform/join-organization-requests', { token: tokens.admin1, query: { status: 'PENDING' } });
    assert.deepEqual(ids(pending.body.data), ['jr-1']);
    const approved = await call(server.url, 'POST', '/api/platform/join-organization-requests/jr-1/approve', { token: tokens.admin1 });
    assert.equal(approved.body.data.status, 'APPROVED');
    const joined = await call(server.url, 'GET', '/api/platform/joined-organizations', { token: tokens.lonely });
    assert.deepEqual(ids(joined.body.data), ['1001']);
    const twice = await call(server.url, 'POST', '/api/platform/join-organization-requests/jr-1/REJECTED', { token: tokens.admin1 });
    assert.equal(twice.status, 400);
    assert.equal(twice.body.message, '该申请已处理');
  });

  it('rejects with an approvalType, and validates it', async () => {
    const bad = await call(server.url, 'POST', '/api/platform/join-organization-requests/jr-1/maybe', { token: tokens.admin1 });
    assert.equal(bad.status, 400);
    const rejected = await call(server.url, 'POST', '/api/platform/join-organization-requests/jr-1/REJECTED', { token: tokens.admin1 });
    assert.equal(rejected.body.data.status, 'REJECTED');
  });

  it('keeps requests and codes to organisation admins of that organisation', async () => {
    assert.equal((await call(server.url, 'GET', '/api/platform/join-organization-requests', { token: tokens.member1 })).status, 403);
    // admin of 1002 cannot approve a request of 1001: it is not found in 1002.
    const foreign = await call(server.url, 'POST', '/api/platform/join-organization-requests/jr-1/approve', { token: tokens.admin2 });
    assert.equal(foreign.status, 404);
    assert.equal((await call(server.url, 'POST', '/api/platform/org-invitation-code/disable', { token: tokens.member1 })).status, 403);
    const off = await call(server.url, 'POST', '/api/platform/org-invitation-code/disable', { token: tokens.admin1 });
    assert.equal(off.body.data.enabled, false);
    const refused = await call(server.url, 'POST', '/api/platform/org-invitation-code/accept', { token: tokens.lonely, body: { code: 'INV1001' } });
    assert.equal(refused.body.message, '邀请码已停用');
    assert.equal((await call(server.url, 'POST', '/api/platform/org-invitation-code/toggle', { token: tokens.admin1 })).status, 400);
    assert.equal((await call(server.url, 'POST', '/api/platform/org-invitation-code/accept', { token: tokens.lonely, body: {} })).status, 400);
  });
});

describe('profiles, members, departments, positions', () => {
  it('reads and updates my profile', async () => {
    const me = await call(server.url, 'GET', '/api/platform/my-profile', { token: tokens.member1 });
    assert.equal(me.body.data.jobTitle, '销售专员');
    const updated = await call(server.url, 'PUT', '/api/platform/my-profile', { token: tokens.member1, body: { nickname: '张三' } });
    assert.equal(updated.body.data.nickname, '张三');
    assert.equal((await call(server.url, 'PUT', '/api/platform/my-profile', { token: tokens.member1, body: {} })).status, 400);
    assert.equal((await call(server.url, 'PUT', '/api/platform/my-profile', { token: tokens.member1, body: { email: 'bad' } })).status, 400);
  });

  it('reads profiles and members by ids only within the organisation', async () => {
    const profiles = await call(server.url, 'POST', '/api/platform/profiles', { token: tokens.admin2, body: { userIds: ['10001', '10002', '10003'] } });
    assert.deepEqual(ids(profiles.body.data).sort(), ['10001', '10003']); // subadmin is not in 1002
    const batch = await call(server.url, 'POST', '/api/platform/members/batch', { token: tokens.admin1, body: { ids: ['10004'] } });
    assert.equal(batch.body.data[0].departmentName, '财务部');
    assert.equal((await call(server.url, 'POST', '/api/platform/members/batch', { token: tokens.admin1, body: { ids: [] } })).status, 400);
  });

  it('pages and filters members; one member; admins update members', async () => {
    const page = await call(server.url, 'GET', '/api/platform/members', { token: tokens.admin1, query: { page: 1, size: 2 } });
    assert.equal(page.body.data.totalElements, 4);
    assert.equal(page.body.data.content.length, 2);
    const found = await call(server.url, 'GET', '/api/platform/members', { token: tokens.admin1, query: { keyword: '访客' } });
    assert.deepEqual(found.body.data.content.map((m: { username: string }) => m.username), ['guest']);
    assert.equal((await call(server.url, 'GET', '/api/platform/members', { token: tokens.admin1, query: { size: 0 } })).status, 400);
    const one = await call(server.url, 'GET', '/api/platform/members/10003', { token: tokens.admin1 });
    assert.equal(one.body.data.departmentId, 'd1004');
    assert.equal((await call(server.url, 'GET', '/api/platform/members/10005', { token: tokens.admin1 })).status, 404);
    const moved = await call(server.url, 'PUT', '/api/platform/members/10003', { token: tokens.admin1, body: { departmentId: 'd1003', jobTitle: '会计' } });
    assert.equal(moved.body.data.departmentName, '财务部');
    assert.equal((await call(server.url, 'PUT', '/api/platform/members/10003', { token: tokens.member1, body: { jobTitle: 'x' } })).status, 403);
    assert.equal((await call(server.url, 'PUT', '/api/platform/members/10003', { token: tokens.admin1, body: { departmentId: 'd2001' } })).status, 400);
  });

  it('pages members in joining order: the pages together are the whole list, a page past the end is empty', async () => {
    const list = async (query: Record<string, string | number>) =>
      (await call(server.url, 'GET', '/api/platform/members', { token: tokens.admin1, query })).body.data;
    const all = await list({ size: 200 });
    assert.equal(all.totalElements, 4);
    const pages = [await list({ page: 1, size: 3 }), await list({ page: 2, size: 3 })];
    assert.deepEqual(pages.flatMap((p) => ids(p.content)), ids(all.content));
    assert.deepEqual(pages.map((p) => [p.page, p.size, p.totalElements, p.content.length]), [[1, 3, 4, 3], [2, 3, 4, 1]]);
    assert.deepEqual(await list({ page: 3, size: 3 }), { content: [], totalElements: 4, page: 3, size: 3 });
    const inSales = await list({ departmentId: 'd1002', keyword: 'sub', size: 1 });
    assert.deepEqual([inSales.totalElements, ids(inSales.content)], [1, ['10002']]);
  });

  it('answers subordinates, departments, leaders and positions', async () => {
    const subs = await call(server.url, 'GET', '/api/platform/members/subordinates', { token: tokens.subadmin });
    assert.deepEqual(subs.body.data.map((m: { username: string }) => m.username), ['member']);
    const depts = await call(server.url, 'GET', '/api/platform/departments', { token: tokens.member1 });
    assert.deepEqual(ids(depts.body.data), ['d1001', 'd1002', 'd1003', 'd1004']);
    const counts = async () =>
      (await call(server.url, 'GET', '/api/platform/departments', { token: tokens.member1 })).body.data.map((d: { memberCount: number }) => d.memberCount);
    assert.deepEqual(await counts(), [1, 1, 1, 1]);
    await call(server.url, 'PUT', '/api/platform/members/10003', { token: tokens.admin1, body: { departmentId: 'd1003' } });
    assert.deepEqual(await counts(), [1, 1, 2, 0]);
    const subDepts = await call(server.url, 'GET', '/api/platform/departments/subordinates', { token: tokens.subadmin });
    assert.deepEqual(ids(subDepts.body.data), ['d1002', 'd1004']);
    const deptMembers = await call(server.url, 'GET', '/api/platform/departments/d1002/members', { token: tokens.member1 });
    assert.deepEqual(deptMembers.body.data.map((m: { username: string }) => m.username), ['subadmin']);
    const leaders = await call(server.url, 'GET', '/api/platform/departments/d1002/admin-members', { token: tokens.member1 });
    assert.deepEqual(leaders.body.data.map((m: { username: string }) => m.username), ['subadmin']);
    assert.equal((await call(server.url, 'GET', '/api/platform/departments/d2001/members', { token: tokens.member1 })).status, 404);
    assert.equal((await call(server.url, 'GET', '/api/platform/positions/users/10002/is-leader', { token: tokens.member1 })).body.data, true);
    assert.equal((await call(server.url, 'GET', '/api/platform/positions/users/10003/is-leader', { token: tokens.member1 })).body.data, false);
    const mine = await call(server.url, 'GET', '/api/platform/my-positions', { token: tokens.admin2 });
    assert.deepEqual(mine.body.data.map((p: { name: string }) => p.name), ['董事长']);
  });

  it('answers organisation roles and permissions', async () => {
    assert.deepEqual((await call(server.url, 'GET', '/api/platform/roles', { token: tokens.member1 })).body.data.map((r: { code: string }) => r.code), ['ADMIN', 'MEMBER']);
    assert.equal((await call(server.url, 'GET', '/api/platform/permissions', { token: tokens.member1 })).body.data.length, 5);
    // The role's permissions, then the work areas open to the person (server/test/org-areas.test.ts).
    assert.deepEqual((await call(server.url, 'GET', '/api/platform/my-permissions', { token: tokens.member1 })).body.data.map((p: { code: string }) => p.code), ['app:use', 'customer:manage', 'supplier:manage', 'device:use']);
    assert.equal((await call(server.url, 'GET', '/api/platform/my-permissions', { token: tokens.admin1 })).body.data.length, 8);
    assert.equal((await call(server.url, 'GET', '/api/platform/roles', { token: tokens.lonely })).body.code, 'TENANT_REQUIRED');
  });
});

describe('VIP', () => {
  it('reads my VIP and redeems a card code once', async () => {
    const mine = await call(server.url, 'GET', '/api/platform/vip/user/10001', { token: tokens.admin1 });
    assert.equal(mine.body.data.level, 'GOLD');
    assert.equal((await call(server.url, 'GET', '/api/platform/vip/user/10001', { token: tokens.member1 })).status, 403);
    const used = await call(server.url, 'PUT', '/api/platform/vipCardCode/use/VIP-2026-SILVER', { token: tokens.lonely });
    assert.equal(used.body.data.level, 'SILVER');
    assert.equal(used.body.data.active, true);
    const again = await call(server.url, 'PUT', '/api/platform/vipCardCode/use/VIP-2026-SILVER', { token: tokens.member1 });
    assert.equal(again.body.message, '卡密无效或已被使用');
    // Unknown answers as used does (issue 34, finding 5).
    assert.equal((await call(server.url, 'PUT', '/api/platform/vipCardCode/use/NOPE', { token: tokens.member1 })).body.message, '卡密无效或已被使用');
  });
});
