/** Team and organisation rules: creating with a verified phone, invitation code state, approval required or not, who may approve, members paged in SQL. */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import { call, fileServer } from './support/harness.js';

const server = fileServer({
  admin: ['admin', 'tm-3001'],
  admin1: ['admin', '1001'],
  member: ['member', '1001'],
  subadmin: ['subadmin', '1001'],
  lonely: ['lonely'],
});
const tokens = server.tokens;

/** Proves a phone by SMS as the token's user (the code from the test switch, as a person reads it off the phone). */
async function verifyPhone(token: string, phone: string): Promise<void> {
  await call(server.url, 'POST', '/api/msg/register/send', { body: { phone } });
  const { code } = (await call(server.url, 'GET', '/__test/last-sms', { query: { phone } })).body.data;
  assert.equal((await call(server.url, 'POST', '/api/msg/register/verify', { token, body: { phone, code } })).body.code, 0);
}

const newOrganization = { name: '独行工作室', industry: '教育', contactName: '钱独行', contactPhone: '13800000005' };

describe('creating an organisation', () => {
  it('asks for the contact phone verified by SMS by the creator', async () => {
    const unverified = await call(server.url, 'POST', '/api/platform/organizations', { token: tokens.lonely, body: newOrganization });
    assert.equal(unverified.status, 400);
    assert.equal(unverified.body.message, '请先验证联系人手机号');
    // Verified by someone else (here: anonymously) does not count for lonely.
    await verifyPhone('', '13800000005');
    assert.equal((await call(server.url, 'POST', '/api/platform/organizations', { token: tokens.lonely, body: newOrganization })).status, 400);
  });

  it('makes the creator its admin, with a random invitation code that lets people in', async () => {
    await verifyPhone(tokens.lonely, '13800000005');
    const created = await call(server.url, 'POST', '/api/platform/organizations', { token: tokens.lonely, body: newOrganization });
    assert.equal(created.body.code, 0);
    assert.equal(created.body.data.role, 'ADMIN');
    const tenantId = created.body.data.id;
    // The verification was used up: a second organisation needs a new one.
    assert.equal((await call(server.url, 'POST', '/api/platform/organizations', { token: tokens.lonely, body: newOrganization })).status, 400);
    const current = (await call(server.url, 'GET', '/api/platform/org-invitation-code/current', { token: tokens.lonely, query: { tid: tenantId } })).body.data;
    assert.match(current.code, /^[A-HJ-NP-Z2-9]{8}$/);
    assert.equal(current.enabled, true);
    const info = (await call(server.url, 'GET', '/api/platform/current-organization/information', { token: tokens.lonely, query: { tid: tenantId } })).body.data;
    assert.equal(info.joinApproval, true);
    assert.equal(info.memberCount, 1);
  });

  it('creates one that needs no approval when asked', async () => {
    await verifyPhone(tokens.lonely, '13800000005');
    const created = await call(server.url, 'POST', '/api/platform/organizations', { token: tokens.lonely, body: { ...newOrganization, joinApproval: false } });
    const tenantId = created.body.data.id;
    const { code } = (await call(server.url, 'GET', '/api/platform/org-invitation-code/current', { token: tokens.lonely, query: { tid: tenantId } })).body.data;
    const joined = await call(server.url, 'POST', '/api/platform/org-invitation-code/accept', { token: tokens.member, body: { code } });
    assert.equal(joined.body.data.status, 'APPROVED');
  });
});

describe('joining by invitation code', () => {
  it('needs approval where the organisation asks for it: pending until an admin approves', async () => {
    const lookup = (await call(server.url, 'GET', '/api/platform/invitation-code/TMK7Q2MX', { token: tokens.member })).body.data;
    assert.deepEqual(
      { orgName: lookup.orgName, enabled: lookup.enabled, joinApproval: lookup.joinApproval, joined: lookup.joined, memberCount: lookup.memberCount },
      { orgName: '星河协作团队', enabled: true, joinApproval: true, joined: false, memberCount: 301 },
    );
    const asked = (await call(server.url, 'POST', '/api/platform/org-invitation-code/accept', { token: tokens.member, body: { code: 'TMK7Q2MX' } })).body.data;
    assert.equal(asked.status, 'PENDING');
    // Still not a member: the organisation refuses its data.
    assert.equal((await call(server.url, 'GET', '/api/platform/members', { token: tokens.member, query: { tid: 'tm-3001' } })).status, 403);
    const pending = (await call(server.url, 'GET', '/api/platform/join-organization-requests', { token: tokens.admin, query: { status: 'PENDING' } })).body.data;
    assert.deepEqual(pending.map((r: { id: string }) => r.id), ['tm-jr-1', 'tm-jr-2', 'tm-jr-3', asked.requestId]);
    assert.equal(pending.at(-1).user.nickname, '张成员');
    // The approver places the new member in a department of the organisation (issue 41); another's is refused.
    const foreignDepartment = await call(server.url, 'POST', `/api/platform/join-organization-requests/${asked.requestId}/approve`, { token: tokens.admin, body: { departmentId: 'd1002' } });
    assert.equal(foreignDepartment.status, 400);
    assert.equal(foreignDepartment.body.message, '部门不存在');
    const department = (await call(server.url, 'GET', '/api/platform/departments', { token: tokens.admin })).body.data.at(-1);
    const approved = await call(server.url, 'POST', `/api/platform/join-organization-requests/${asked.requestId}/approve`, { token: tokens.admin, body: { departmentId: department.id } });
    assert.equal(approved.body.data.status, 'APPROVED');
    const found = (await call(server.url, 'GET', '/api/platform/members', { token: tokens.admin, query: { keyword: '13800000003' } })).body.data;
    assert.deepEqual(found.content.map((m: { username: string }) => m.username), ['member']);
    assert.equal(found.content[0].departmentId, department.id);
  });

  it('lets people straight in where no approval is needed', async () => {
    const joined = (await call(server.url, 'POST', '/api/platform/org-invitation-code/accept', { token: tokens.lonely, body: { code: 'TMOPEN26' } })).body.data;
    assert.deepEqual({ status: joined.status, tenantId: joined.tenantId }, { status: 'APPROVED', tenantId: 'tm-3002' });
    const orgs = (await call(server.url, 'GET', '/api/platform/joined-organizations', { token: tokens.lonely })).body.data;
    assert.deepEqual(orgs.map((o: { id: string }) => o.id), ['tm-3002']);
    const again = await call(server.url, 'POST', '/api/platform/org-invitation-code/accept', { token: tokens.lonely, body: { code: 'TMOPEN26' } });
    assert.equal(again.body.message, '您已是该组织成员');
  });

  it('refuses a switched-off code until it is switched on again; an unknown code is 404', async () => {
    const off = await call(server.url, 'POST', '/api/platform/org-invitation-code/disable', { token: tokens.admin });
    assert.equal(off.body.data.enabled, false);
    const lookup = (await call(server.url, 'GET', '/api/platform/invitation-code/TMK7Q2MX', { token: tokens.member })).body.data;
    assert.equal(lookup.enabled, false);
    const refused = await call(server.url, 'POST', '/api/platform/org-invitation-code/accept', { token: tokens.member, body: { code: 'TMK7Q2MX' } });
    assert.deepEqual([refused.status, refused.body.message], [400, '邀请码已停用']);
    await call(server.url, 'POST', '/api/platform/org-invitation-code/enable', { token: tokens.admin });
    assert.equal((await call(server.url, 'POST', '/api/platform/org-invitation-code/accept', { token: tokens.member, body: { code: 'TMK7Q2MX' } })).body.data.status, 'PENDING');
    const unknown = await call(server.url, 'POST', '/api/platform/org-invitation-code/accept', { token: tokens.member, body: { code: 'NOSUCH99' } });
    assert.deepEqual([unknown.status, unknown.body.message], [404, '邀请码不存在']);
  });

  it('lets only an admin of that organisation approve, switch the code or edit members', async () => {
    for (const [method, path] of [
      ['GET', '/api/platform/join-organization-requests'],
      ['POST', '/api/platform/join-organization-requests/jr-1/approve'],
      ['POST', '/api/platform/join-organization-requests/jr-1/REJECTED'],
      ['POST', '/api/platform/org-invitation-code/disable'],
    ] as const) {
      const res = await call(server.url, method, path, { token: tokens.subadmin });
      assert.equal(res.status, 403, `${method} ${path}`);
    }
    assert.equal((await call(server.url, 'PUT', '/api/platform/members/10004', { token: tokens.subadmin, body: { jobTitle: '会计' } })).status, 403);
    // An admin of another organisation does not find the request at all.
    assert.equal((await call(server.url, 'POST', '/api/platform/join-organization-requests/tm-jr-1/approve', { token: tokens.admin1 })).status, 404);
    const rejected = await call(server.url, 'POST', '/api/platform/join-organization-requests/tm-jr-2/reject', { token: tokens.admin });
    assert.equal(rejected.body.data.status, 'REJECTED');
  });
});

describe('members and departments', () => {
  it('pages and counts the members in the server, and searches by name or phone', async () => {
    const first = (await call(server.url, 'GET', '/api/platform/members', { token: tokens.admin, query: { page: 1, size: 20 } })).body.data;
    assert.equal(first.totalElements, 301);
    assert.equal(first.content.length, 20);
    const last = (await call(server.url, 'GET', '/api/platform/members', { token: tokens.admin, query: { page: 16, size: 20 } })).body.data;
    assert.equal(last.content.length, 1);
    const byPhone = (await call(server.url, 'GET', '/api/platform/members', { token: tokens.admin, query: { keyword: '13700060123' } })).body.data;
    assert.deepEqual(byPhone.content.map((m: { id: string }) => m.id), ['60123']);
    const byName = (await call(server.url, 'GET', '/api/platform/members', { token: tokens.admin, query: { keyword: '赵' } })).body.data;
    assert.ok(byName.totalElements > 1 && byName.content.every((m: { nickname: string }) => m.nickname.includes('赵')));
    const group = (await call(server.url, 'GET', '/api/platform/members', { token: tokens.admin, query: { departmentId: 'tm-d-fe', size: 200 } })).body.data;
    assert.ok(group.totalElements > 0 && group.content.every((m: { departmentName: string }) => m.departmentName === '前端组'));
  });

  it('has three department levels with their direct member counts', async () => {
    const departments = (await call(server.url, 'GET', '/api/platform/departments', { token: tokens.admin })).body.data as { id: string; parentId: string | null; memberCount: number }[];
    const byId = new Map(departments.map((d) => [d.id, d]));
    assert.equal(byId.get('tm-d-fe')!.parentId, 'tm-d-rd');
    assert.equal(byId.get('tm-d-rd')!.parentId, 'tm-d-root');
    assert.equal(departments.reduce((n, d) => n + d.memberCount, 0), 301);
  });

  it("shows a member's positions, and an admin's edit on the member's own profile", async () => {
    const leader = (await call(server.url, 'GET', '/api/platform/members/60003', { token: tokens.admin })).body.data;
    assert.deepEqual(leader.positions.map((p: { name: string; isLeader: boolean }) => [p.name, p.isLeader]), [['前端组负责人', true]]);
    const edited = await call(server.url, 'PUT', '/api/platform/members/10003', { token: tokens.admin1, body: { jobTitle: '大客户经理', departmentId: 'd1002' } });
    assert.equal(edited.body.data.jobTitle, '大客户经理');
    const profile = (await call(server.url, 'GET', '/api/platform/my-profile', { token: tokens.member })).body.data;
    assert.deepEqual([profile.jobTitle, profile.departmentId], ['大客户经理', 'd1002']);
  });
});
