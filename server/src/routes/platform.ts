/**
 * Platform and organisation (spec calls-and-errors.md §7 "Platform and organisation").
 * Everything needs a signed-in user; everything about "the current organisation" works in the request's tenant
 * (token `tid`, or a `tid` in query/body when the token has none) and never reads another organisation's rows.
 */
import { and, eq, inArray, like, or, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';

import { findUser, joinedOrganizations, membership, publicOrganization, publicUser } from '../data/people.js';
import type { Db } from '../db/index.js';
import { apps, departments, joinRequests, orgMembers, organizations, positions, users, userVip, vipCardCodes } from '../db/schema.js';
import { optionalTenantOf, requestedTenant, requireCaller, tenantOf, type Caller } from '../http/auth.js';
import type { ServerContext } from '../http/context.js';
import { ApiError, ok, parse } from '../http/errors.js';
import { Id, IdList, IdParam, paging } from '../http/inputs.js';
import { nowIso, randomId } from '../util.js';

const Paging = z.object({
  ...paging(),
});

export const ORG_ROLES = [
  { id: 'ADMIN', code: 'ADMIN', name: '管理员' },
  { id: 'MEMBER', code: 'MEMBER', name: '成员' },
];
export const ORG_PERMISSIONS = [
  { code: 'org:manage', name: '管理组织信息' },
  { code: 'member:manage', name: '管理成员与部门' },
  { code: 'join:approve', name: '审批加入申请' },
  { code: 'app:install', name: '安装应用' },
  { code: 'app:use', name: '使用应用' },
];
const permissionsOf = (role: string) => (role === 'ADMIN' ? ORG_PERMISSIONS : ORG_PERMISSIONS.filter((p) => p.code === 'app:use'));

function memberRows(db: Db, tenantId: string, where?: ReturnType<typeof and>) {
  return db
    .select({ m: orgMembers, u: users, d: departments })
    .from(orgMembers)
    .innerJoin(users, eq(users.id, orgMembers.userId))
    .leftJoin(departments, eq(departments.id, orgMembers.departmentId))
    .where(where ? and(eq(orgMembers.tenantId, tenantId), where) : eq(orgMembers.tenantId, tenantId))
    .orderBy(orgMembers.joinedAt, users.id);
}

type MemberRow = { m: typeof orgMembers.$inferSelect; u: typeof users.$inferSelect; d: typeof departments.$inferSelect | null };

const memberView = ({ m, u, d }: MemberRow) => ({
  ...publicUser(u),
  userId: u.id,
  tenantId: m.tenantId,
  role: m.role,
  departmentId: m.departmentId,
  departmentName: d?.name ?? null,
  jobTitle: m.jobTitle,
  joinedAt: m.joinedAt,
});

/** The departments led by the user, and every department below them. */
function ledDepartments(db: Db, tenantId: string, userId: string): string[] {
  const all = db.select().from(departments).where(eq(departments.tenantId, tenantId)).all();
  const result = new Set(all.filter((d) => d.leaderUserId === userId).map((d) => d.id));
  let grew = true;
  while (grew) {
    grew = false;
    for (const d of all) {
      if (d.parentId && result.has(d.parentId) && !result.has(d.id)) {
        result.add(d.id);
        grew = true;
      }
    }
  }
  return [...result];
}

function requireOrgAdmin(ctx: ServerContext, caller: Caller, tenantId: string): void {
  if (membership(ctx.db, caller.user.id, tenantId)?.role !== 'ADMIN') throw ApiError.forbidden('仅组织管理员可执行该操作');
}

function nextOrgId(db: Db): string {
  const row = db.select({ max: sql<number>`max(cast(id as integer))` }).from(organizations).get();
  let next = Math.max(1003, (row?.max ?? 0) + 1);
  if (next === 666) next += 1; // 666 means "no enterprise identity" (spec screens-data-rules.md §6)
  return String(next);
}

export function registerPlatform(api: FastifyInstance, ctx: ServerContext): void {
  const { db } = ctx;
  const signedIn = (req: FastifyRequest) => requireCaller(ctx, req);
  const inTenant = async (req: FastifyRequest) => {
    const caller = await signedIn(req);
    return { caller, tenantId: tenantOf(ctx, caller, requestedTenant(req)) };
  };
  const orgOr404 = (id: string) => {
    const org = db.select().from(organizations).where(eq(organizations.id, id)).get();
    if (!org) throw ApiError.notFound('组织不存在');
    return org;
  };
  const memberOr404 = (tenantId: string, userId: string) => {
    const row = memberRows(db, tenantId, eq(orgMembers.userId, userId)).get();
    if (!row) throw ApiError.notFound('成员不存在');
    return row;
  };

  /* ---- organisations ---- */

  api.get('/platform/joined-organizations', async (req) => ok(joinedOrganizations(db, (await signedIn(req)).user.id)));

  api.get('/platform/current-organization', async (req) => {
    const { caller, tenantId } = await inTenant(req);
    return ok({ ...publicOrganization(orgOr404(tenantId)), role: membership(db, caller.user.id, tenantId)!.role });
  });

  api.get('/platform/current-organization/information', async (req) => {
    const { caller, tenantId } = await inTenant(req);
    const org = orgOr404(tenantId);
    const count = (table: typeof orgMembers | typeof departments | typeof apps) =>
      db.select({ n: sql<number>`count(*)` }).from(table).where(eq(table.tenantId, tenantId)).get()?.n ?? 0;
    const role = membership(db, caller.user.id, tenantId)!.role;
    return ok({
      ...publicOrganization(org),
      role,
      memberCount: count(orgMembers),
      departmentCount: count(departments),
      appCount: count(apps),
      invitationEnabled: org.invitationEnabled,
      admins: memberRows(db, tenantId, eq(orgMembers.role, 'ADMIN')).all().map(memberView),
    });
  });

  api.post('/platform/organizations', async (req) => {
    const caller = await signedIn(req);
    const input = parse(
      z.object({
        name: z.string().trim().min(2, '组织名称至少2个字').max(50),
        industry: z.string().trim().max(50).default(''),
        description: z.string().trim().max(500).default(''),
        logo: z.string().trim().max(500).default(''),
      }),
      req.body,
    );
    const id = nextOrgId(db);
    const now = nowIso();
    db.transaction((tx) => {
      tx.insert(organizations)
        .values({ id, ...input, invitationCode: `INV${randomId(3).toUpperCase()}`, invitationEnabled: true, createdBy: caller.user.id, createdAt: now })
        .run();
      const departmentId = `d${id}-root`;
      tx.insert(departments).values({ id: departmentId, tenantId: id, name: input.name, parentId: null, leaderUserId: caller.user.id, sort: 0 }).run();
      tx.insert(orgMembers).values({ tenantId: id, userId: caller.user.id, role: 'ADMIN', departmentId, jobTitle: '创建者', joinedAt: now }).run();
    });
    return ok({ ...publicOrganization(orgOr404(id)), role: 'ADMIN' });
  });

  api.get('/platform/organizations/:id', async (req) => {
    const caller = await signedIn(req);
    const { id } = parse(IdParam, req.params);
    const org = orgOr404(id);
    const memberCount = db.select({ n: sql<number>`count(*)` }).from(orgMembers).where(eq(orgMembers.tenantId, id)).get()?.n ?? 0;
    return ok({ ...publicOrganization(org), memberCount, joined: !!membership(db, caller.user.id, id) });
  });

  /* ---- invitation codes and join requests ---- */

  api.post('/platform/org-invitation-code/accept', async (req) => {
    const caller = await signedIn(req);
    const { code, message } = parse(z.object({ code: z.string().trim().min(1).max(32), message: z.string().max(200).default('') }), req.body);
    const org = db.select().from(organizations).where(eq(organizations.invitationCode, code)).get();
    if (!org) throw ApiError.notFound('邀请码不存在');
    if (!org.invitationEnabled) throw ApiError.badRequest('邀请码已停用');
    if (membership(db, caller.user.id, org.id)) throw ApiError.badRequest('您已是该组织成员');
    const pending = db
      .select()
      .from(joinRequests)
      .where(and(eq(joinRequests.tenantId, org.id), eq(joinRequests.userId, caller.user.id), eq(joinRequests.status, 'PENDING')))
      .get();
    const request =
      pending ??
      (() => {
        const row = { id: `jr-${randomId(6)}`, tenantId: org.id, userId: caller.user.id, message, status: 'PENDING' as const, createdAt: nowIso() };
        db.insert(joinRequests).values(row).run();
        return row;
      })();
    return ok({ requestId: request.id, status: request.status, tenantId: org.id, orgName: org.name });
  });

  api.get('/platform/org-invitation-code/current', async (req) => {
    const { tenantId } = await inTenant(req);
    const org = orgOr404(tenantId);
    return ok({ code: org.invitationCode, enabled: org.invitationEnabled, tenantId, orgName: org.name });
  });

  api.post('/platform/org-invitation-code/:state', async (req) => {
    const { caller, tenantId } = await inTenant(req);
    const { state } = parse(z.object({ state: z.enum(['enable', 'disable']) }), req.params);
    requireOrgAdmin(ctx, caller, tenantId);
    db.update(organizations).set({ invitationEnabled: state === 'enable' }).where(eq(organizations.id, tenantId)).run();
    const org = orgOr404(tenantId);
    return ok({ code: org.invitationCode, enabled: org.invitationEnabled, tenantId, orgName: org.name });
  });

  api.get('/platform/invitation-code/:code', async (req) => {
    const caller = await signedIn(req);
    const { code } = parse(z.object({ code: z.string().trim().min(1).max(32) }), req.params);
    const org = db.select().from(organizations).where(eq(organizations.invitationCode, code)).get();
    if (!org) throw ApiError.notFound('邀请码不存在');
    return ok({ tenantId: org.id, orgName: org.name, logo: org.logo, enabled: org.invitationEnabled, joined: !!membership(db, caller.user.id, org.id) });
  });

  const requestView = (r: typeof joinRequests.$inferSelect) => {
    const u = findUser(db, r.userId);
    return { ...r, user: u ? publicUser(u) : null };
  };

  api.get('/platform/join-organization-requests', async (req) => {
    const { caller, tenantId } = await inTenant(req);
    requireOrgAdmin(ctx, caller, tenantId);
    const { status } = parse(z.object({ status: z.enum(['PENDING', 'APPROVED', 'REJECTED']).optional() }), req.query);
    const rows = db
      .select()
      .from(joinRequests)
      .where(status ? and(eq(joinRequests.tenantId, tenantId), eq(joinRequests.status, status)) : eq(joinRequests.tenantId, tenantId))
      .orderBy(joinRequests.createdAt)
      .all();
    return ok(rows.map(requestView));
  });

  const decide = async (req: FastifyRequest, decision: 'APPROVED' | 'REJECTED', id: string) => {
    const { caller, tenantId } = await inTenant(req);
    requireOrgAdmin(ctx, caller, tenantId);
    const request = db.select().from(joinRequests).where(and(eq(joinRequests.id, id), eq(joinRequests.tenantId, tenantId))).get();
    if (!request) throw ApiError.notFound('申请不存在');
    if (request.status !== 'PENDING') throw ApiError.badRequest('该申请已处理');
    const now = nowIso();
    db.transaction((tx) => {
      tx.update(joinRequests).set({ status: decision, handledBy: caller.user.id, handledAt: now }).where(eq(joinRequests.id, id)).run();
      if (decision === 'APPROVED' && !membership(db, request.userId, tenantId)) {
        tx.insert(orgMembers).values({ tenantId, userId: request.userId, role: 'MEMBER', departmentId: null, jobTitle: '', joinedAt: now }).run();
      }
    });
    return ok(requestView(db.select().from(joinRequests).where(eq(joinRequests.id, id)).get()!));
  };

  api.post('/platform/join-organization-requests/:id/approve', async (req) => decide(req, 'APPROVED', parse(IdParam, req.params).id));

  api.post('/platform/join-organization-requests/:id/:approvalType', async (req) => {
    const { id, approvalType } = parse(
      z.object({ id: Id, approvalType: z.enum(['APPROVED', 'REJECTED', 'approve', 'reject'], '审批类型应为 APPROVED 或 REJECTED') }),
      req.params,
    );
    return decide(req, approvalType === 'APPROVED' || approvalType === 'approve' ? 'APPROVED' : 'REJECTED', id);
  });

  /* ---- profiles ---- */

  const profileOf = (caller: Caller, tenantId: string | null) => {
    const user = findUser(db, caller.user.id)!;
    const m = tenantId ? membership(db, user.id, tenantId) : undefined;
    return { ...publicUser(user), tenantId, departmentId: m?.departmentId ?? null, jobTitle: m?.jobTitle ?? null };
  };

  api.get('/platform/my-profile', async (req) => {
    const caller = await signedIn(req);
    return ok(profileOf(caller, optionalTenantOf(ctx, caller, requestedTenant(req))));
  });

  api.put('/platform/my-profile', async (req) => {
    const caller = await signedIn(req);
    const input = parse(
      z
        .object({
          nickname: z.string().trim().min(1).max(32).optional(),
          picture: z.string().trim().max(500).optional(),
          email: z.union([z.literal(''), z.string().trim().email('邮箱格式错误')]).optional(),
          gender: z.union([z.literal(0), z.literal(1), z.literal(2)]).optional(),
        })
        .refine((v) => Object.values(v).some((x) => x !== undefined), '至少修改一项'),
      req.body,
    );
    const tenantId = optionalTenantOf(ctx, caller, requestedTenant(req));
    const changes = Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined));
    db.update(users).set(changes).where(eq(users.id, caller.user.id)).run();
    return ok(profileOf(caller, tenantId));
  });

  api.post('/platform/profiles', async (req) => {
    const { tenantId } = await inTenant(req);
    const { userIds } = parse(z.object({ userIds: IdList }), req.body);
    const rows = memberRows(db, tenantId, inArray(orgMembers.userId, userIds)).all();
    return ok(rows.map(({ u }) => ({ id: u.id, username: u.username, nickname: u.nickname, picture: u.picture })));
  });

  /* ---- members ---- */

  api.post('/platform/members/batch', async (req) => {
    const { tenantId } = await inTenant(req);
    const { ids } = parse(z.object({ ids: IdList }), req.body);
    return ok(memberRows(db, tenantId, inArray(orgMembers.userId, ids)).all().map(memberView));
  });

  api.get('/platform/members', async (req) => {
    const { tenantId } = await inTenant(req);
    const q = parse(
      Paging.extend({ keyword: z.string().trim().max(50).optional(), departmentId: Id.optional() }),
      req.query,
    );
    const conditions = [];
    if (q.keyword) conditions.push(or(like(users.nickname, `%${q.keyword}%`), like(users.username, `%${q.keyword}%`), like(users.phone, `%${q.keyword}%`)));
    if (q.departmentId) conditions.push(eq(orgMembers.departmentId, q.departmentId));
    const all = memberRows(db, tenantId, conditions.length ? and(...conditions) : undefined).all();
    const content = all.slice((q.page - 1) * q.size, q.page * q.size).map(memberView);
    return ok({ content, totalElements: all.length, page: q.page, size: q.size });
  });

  api.get('/platform/members/subordinates', async (req) => {
    const { caller, tenantId } = await inTenant(req);
    const led = ledDepartments(db, tenantId, caller.user.id);
    if (!led.length) return ok([]);
    const rows = memberRows(db, tenantId, inArray(orgMembers.departmentId, led)).all();
    return ok(rows.filter(({ u }) => u.id !== caller.user.id).map(memberView));
  });

  api.get('/platform/members/:id', async (req) => {
    const { tenantId } = await inTenant(req);
    const { id } = parse(IdParam, req.params);
    return ok(memberView(memberOr404(tenantId, id)));
  });

  api.put('/platform/members/:id', async (req) => {
    const { caller, tenantId } = await inTenant(req);
    const { id } = parse(IdParam, req.params);
    const input = parse(
      z
        .object({
          departmentId: Id.nullable().optional(),
          jobTitle: z.string().trim().max(50).optional(),
          role: z.enum(['ADMIN', 'MEMBER']).optional(),
        })
        .refine((v) => Object.values(v).some((x) => x !== undefined), '至少修改一项'),
      req.body,
    );
    requireOrgAdmin(ctx, caller, tenantId);
    memberOr404(tenantId, id);
    if (input.departmentId) {
      const d = db.select().from(departments).where(and(eq(departments.id, input.departmentId), eq(departments.tenantId, tenantId))).get();
      if (!d) throw ApiError.badRequest('部门不存在');
    }
    if (input.role === 'MEMBER' && id === caller.user.id) throw ApiError.badRequest('不能取消自己的管理员身份');
    const changes = Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined));
    db.update(orgMembers).set(changes).where(and(eq(orgMembers.tenantId, tenantId), eq(orgMembers.userId, id))).run();
    return ok(memberView(memberOr404(tenantId, id)));
  });

  /* ---- departments and positions ---- */

  const departmentView = (d: typeof departments.$inferSelect) => ({
    ...d,
    memberCount: db.select({ n: sql<number>`count(*)` }).from(orgMembers).where(and(eq(orgMembers.tenantId, d.tenantId), eq(orgMembers.departmentId, d.id))).get()?.n ?? 0,
  });
  const departmentOr404 = (tenantId: string, id: string) => {
    const d = db.select().from(departments).where(and(eq(departments.id, id), eq(departments.tenantId, tenantId))).get();
    if (!d) throw ApiError.notFound('部门不存在');
    return d;
  };

  api.get('/platform/departments', async (req) => {
    const { tenantId } = await inTenant(req);
    return ok(db.select().from(departments).where(eq(departments.tenantId, tenantId)).orderBy(departments.sort).all().map(departmentView));
  });

  api.get('/platform/departments/subordinates', async (req) => {
    const { caller, tenantId } = await inTenant(req);
    const led = ledDepartments(db, tenantId, caller.user.id);
    if (!led.length) return ok([]);
    return ok(db.select().from(departments).where(and(eq(departments.tenantId, tenantId), inArray(departments.id, led))).orderBy(departments.sort).all().map(departmentView));
  });

  api.get('/platform/departments/:id/members', async (req) => {
    const { tenantId } = await inTenant(req);
    const { id } = parse(IdParam, req.params);
    departmentOr404(tenantId, id);
    return ok(memberRows(db, tenantId, eq(orgMembers.departmentId, id)).all().map(memberView));
  });

  api.get('/platform/departments/:id/admin-members', async (req) => {
    const { tenantId } = await inTenant(req);
    const { id } = parse(IdParam, req.params);
    const d = departmentOr404(tenantId, id);
    if (!d.leaderUserId) return ok([]);
    return ok(memberRows(db, tenantId, eq(orgMembers.userId, d.leaderUserId)).all().map(memberView));
  });

  api.get('/platform/positions/users/:id/is-leader', async (req) => {
    const { tenantId } = await inTenant(req);
    const { id } = parse(IdParam, req.params);
    const leads = db.select().from(positions).where(and(eq(positions.tenantId, tenantId), eq(positions.userId, id), eq(positions.isLeader, true))).get();
    const headsDepartment = db.select().from(departments).where(and(eq(departments.tenantId, tenantId), eq(departments.leaderUserId, id))).get();
    return ok(!!(leads || headsDepartment));
  });

  api.get('/platform/my-positions', async (req) => {
    const { caller, tenantId } = await inTenant(req);
    return ok(db.select().from(positions).where(and(eq(positions.tenantId, tenantId), eq(positions.userId, caller.user.id))).all());
  });

  /* ---- organisation roles and permissions ---- */

  api.get('/platform/roles', async (req) => {
    await inTenant(req);
    return ok(ORG_ROLES);
  });

  api.get('/platform/permissions', async (req) => {
    await inTenant(req);
    return ok(ORG_PERMISSIONS);
  });

  api.get('/platform/my-permissions', async (req) => {
    const { caller, tenantId } = await inTenant(req);
    return ok(permissionsOf(membership(db, caller.user.id, tenantId)!.role));
  });

  /* ---- VIP ---- */

  const vipOf = (userId: string) => {
    const row = db.select().from(userVip).where(eq(userVip.userId, userId)).get();
    return { userId, level: row?.level ?? null, expiresAt: row?.expiresAt ?? null, active: !!row && row.expiresAt > nowIso() };
  };

  api.get('/platform/vip/user/:id', async (req) => {
    const caller = await signedIn(req);
    const { id } = parse(IdParam, req.params);
    if (id !== caller.user.id) throw ApiError.forbidden('只能查看自己的会员信息');
    return ok(vipOf(id));
  });

  api.put('/platform/vipCardCode/use/:code', async (req) => {
    const caller = await signedIn(req);
    const { code } = parse(z.object({ code: z.string().trim().min(1).max(64) }), req.params);
    const card = db.select().from(vipCardCodes).where(eq(vipCardCodes.code, code)).get();
    if (!card) throw ApiError.notFound('卡密不存在');
    if (card.usedBy) throw ApiError.badRequest('该卡密已被使用');
    const current = vipOf(caller.user.id);
    const from = current.active && current.expiresAt ? new Date(current.expiresAt) : new Date();
    const expiresAt = new Date(from.getTime() + card.days * 86_400_000).toISOString();
    db.transaction((tx) => {
      tx.update(vipCardCodes).set({ usedBy: caller.user.id, usedAt: nowIso() }).where(eq(vipCardCodes.code, code)).run();
      tx.insert(userVip)
        .values({ userId: caller.user.id, level: card.level, expiresAt })
        .onConflictDoUpdate({ target: userVip.userId, set: { level: card.level, expiresAt } })
        .run();
    });
    return ok(vipOf(caller.user.id));
  });
}
