/** An organisation's departments with their member counts, the ones the caller leads, and a department's members. */
import { findDepartment, departmentsByIds, departmentsOf, ledDepartments } from '../../data/departments.js';
import { findMember, membersOfDepartments } from '../../data/members.js';
import { ok, orNotFound, parse } from '../../errors.js';
import { requireTenantCaller } from '../../http/auth.js';
import type { RegisterRoutes } from '../../http/context.js';
import { IdParam } from '../../http/inputs.js';

export const registerDepartments: RegisterRoutes = (api, ctx) => {
  const { db } = ctx;
  const departmentOr404 = (tenantId: string, id: string) => orNotFound(findDepartment(db, tenantId, id), '部门不存在');

  api.get('/platform/departments', async (req) => {
    const { tenantId } = await requireTenantCaller(ctx, req);
    return ok(departmentsOf(db, tenantId));
  });

  api.get('/platform/departments/subordinates', async (req) => {
    const { caller, tenantId } = await requireTenantCaller(ctx, req);
    const led = ledDepartments(db, tenantId, caller.user.id);
    return ok(led.length ? departmentsByIds(db, tenantId, led) : []);
  });

  api.get('/platform/departments/:id/members', async (req) => {
    const { tenantId } = await requireTenantCaller(ctx, req);
    const { id } = parse(IdParam, req.params);
    departmentOr404(tenantId, id);
    return ok(membersOfDepartments(db, tenantId, [id]));
  });

  api.get('/platform/departments/:id/admin-members', async (req) => {
    const { tenantId } = await requireTenantCaller(ctx, req);
    const { id } = parse(IdParam, req.params);
    const { leaderUserId } = departmentOr404(tenantId, id);
    const leader = leaderUserId ? findMember(db, tenantId, leaderUserId) : undefined;
    return ok(leader ? [leader] : []);
  });
};
