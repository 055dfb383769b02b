/** An organisation admin's list of join requests and the decision on one. */
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';

import { findDepartment } from '../../data/departments.js';
import { decideJoinRequest, findJoinRequest, joinRequestsOf } from '../../data/join-requests.js';
import { ApiError, ok, orNotFound, parse } from '../../errors.js';
import { requireOrgAdmin, requireTenantCaller } from '../../http/auth.js';
import type { RegisterRoutes } from '../../http/context.js';
import { Id, IdParam } from '../../http/inputs.js';

// The spec gives no body for either call. An approval may name the department the new member joins (issue 41); a
// body without it (or a refusal) places no one.
const Placement = z.object({ departmentId: Id.nullable().optional() }).default({});

const Decision = z.object({ id: Id, approvalType: z.enum(['APPROVED', 'REJECTED', 'approve', 'reject'], '审批类型应为 APPROVED 或 REJECTED') });

export const registerJoinRequests: RegisterRoutes = (api, ctx) => {
  const { db } = ctx;

  api.get('/platform/join-organization-requests', async (req) => {
    const { caller, tenantId } = await requireTenantCaller(ctx, req);
    requireOrgAdmin(ctx, caller, tenantId);
    const { status } = parse(z.object({ status: z.enum(['PENDING', 'APPROVED', 'REJECTED']).optional() }), req.query);
    return ok(joinRequestsOf(db, tenantId, status));
  });

  const decide = async (req: FastifyRequest, decision: 'APPROVED' | 'REJECTED', id: string) => {
    const { caller, tenantId } = await requireTenantCaller(ctx, req);
    requireOrgAdmin(ctx, caller, tenantId);
    const request = orNotFound(findJoinRequest(db, tenantId, id), '申请不存在');
    if (request.status !== 'PENDING') throw ApiError.badRequest('该申请已处理');
    const { departmentId } = parse(Placement, req.body ?? {});
    if (departmentId && !findDepartment(db, tenantId, departmentId)) throw ApiError.badRequest('部门不存在');
    decideJoinRequest(db, request, decision, caller.user.id, ctx.clock.iso(), decision === 'APPROVED' ? (departmentId ?? null) : null);
    return ok(findJoinRequest(db, tenantId, id));
  };

  api.post('/platform/join-organization-requests/:id/approve', async (req) => decide(req, 'APPROVED', parse(IdParam, req.params).id));

  api.post('/platform/join-organization-requests/:id/:approvalType', async (req) => {
    const { id, approvalType } = parse(Decision, req.params);
    return decide(req, approvalType === 'APPROVED' || approvalType === 'approve' ? 'APPROVED' : 'REJECTED', id);
  });
};
