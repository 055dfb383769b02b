/** An organisation admin's list of join requests and the decision on one. */
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';

import { decideJoinRequest, findJoinRequest, joinRequestsOf } from '../../data/join-requests.js';
import { requireOrgAdmin, requireTenantCaller } from '../../http/auth.js';
import type { RegisterRoutes } from '../../http/context.js';
import { ApiError, ok, orNotFound, parse } from '../../http/errors.js';
import { Id, IdParam } from '../../http/inputs.js';

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
    decideJoinRequest(db, request, decision, caller.user.id, ctx.clock.iso());
    return ok(findJoinRequest(db, tenantId, id));
  };

  api.post('/platform/join-organization-requests/:id/approve', async (req) => decide(req, 'APPROVED', parse(IdParam, req.params).id));

  api.post('/platform/join-organization-requests/:id/:approvalType', async (req) => {
    const { id, approvalType } = parse(Decision, req.params);
    return decide(req, approvalType === 'APPROVED' || approvalType === 'approve' ? 'APPROVED' : 'REJECTED', id);
  });
};
