/** An organisation's members: paged and searched, by ids, one, the caller's subordinates, and an admin's edit. */
import { z } from 'zod';

import { findDepartment, ledDepartments, positionsOf } from '../../data/departments.js';
import { findMember, memberPage, membersByIds, membersOfDepartments, updateMember } from '../../data/members.js';
import { ApiError, ok, orNotFound, parse } from '../../errors.js';
import { requireOrgAdmin, requireTenantCaller } from '../../http/auth.js';
import type { RegisterRoutes } from '../../http/context.js';
import { Id, IdList, IdParam, paging } from '../../http/inputs.js';
import { definedOnly } from '../../util.js';

const MemberQuery = z.object({ ...paging(), keyword: z.string().trim().max(50).optional(), departmentId: Id.optional() });

const MemberChanges = z
  .object({
    departmentId: Id.nullable().optional(),
    jobTitle: z.string().trim().max(50).optional(),
    role: z.enum(['ADMIN', 'MEMBER']).optional(),
  })
  .refine((v) => Object.values(v).some((x) => x !== undefined), '至少修改一项');

export const registerMembers: RegisterRoutes = (api, ctx) => {
  const { db } = ctx;
  const memberOr404 = (tenantId: string, userId: string) => orNotFound(findMember(db, tenantId, userId), '成员不存在');
  /** One member as the member info screen shows them: with the positions they hold here. */
  const memberDetail = (tenantId: string, userId: string) => ({ ...memberOr404(tenantId, userId), positions: positionsOf(db, tenantId, userId) });

  api.post('/platform/members/batch', async (req) => {
    const { tenantId } = await requireTenantCaller(ctx, req);
    const { ids } = parse(z.object({ ids: IdList }), req.body);
    return ok(membersByIds(db, tenantId, ids));
  });

  api.get('/platform/members', async (req) => {
    const { tenantId } = await requireTenantCaller(ctx, req);
    const q = parse(MemberQuery, req.query);
    return ok({ ...memberPage(db, tenantId, q), page: q.page, size: q.size });
  });

  api.get('/platform/members/subordinates', async (req) => {
    const { caller, tenantId } = await requireTenantCaller(ctx, req);
    const led = ledDepartments(db, tenantId, caller.user.id);
    if (!led.length) return ok([]);
    return ok(membersOfDepartments(db, tenantId, led).filter((m) => m.id !== caller.user.id));
  });

  api.get('/platform/members/:id', async (req) => {
    const { tenantId } = await requireTenantCaller(ctx, req);
    const { id } = parse(IdParam, req.params);
    return ok(memberDetail(tenantId, id));
  });

  api.put('/platform/members/:id', async (req) => {
    const { caller, tenantId } = await requireTenantCaller(ctx, req);
    const { id } = parse(IdParam, req.params);
    const input = parse(MemberChanges, req.body);
    requireOrgAdmin(ctx, caller, tenantId);
    memberOr404(tenantId, id);
    if (input.departmentId && !findDepartment(db, tenantId, input.departmentId)) throw ApiError.badRequest('部门不存在');
    if (input.role === 'MEMBER' && id === caller.user.id) throw ApiError.badRequest('不能取消自己的管理员身份');
    updateMember(db, tenantId, id, definedOnly(input));
    return ok(memberDetail(tenantId, id));
  });
};
