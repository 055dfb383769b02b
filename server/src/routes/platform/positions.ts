/** Positions: whether a member leads, and the caller's own positions. */
import { isLeader, positionsOf } from '../../data/departments.js';
import { ok, parse } from '../../errors.js';
import { requireTenantCaller } from '../../http/auth.js';
import type { RegisterRoutes } from '../../http/context.js';
import { IdParam } from '../../http/inputs.js';

export const registerPositions: RegisterRoutes = (api, ctx) => {
  const { db } = ctx;

  api.get('/platform/positions/users/:id/is-leader', async (req) => {
    const { tenantId } = await requireTenantCaller(ctx, req);
    const { id } = parse(IdParam, req.params);
    return ok(isLeader(db, tenantId, id));
  });

  api.get('/platform/my-positions', async (req) => {
    const { caller, tenantId } = await requireTenantCaller(ctx, req);
    return ok(positionsOf(db, tenantId, caller.user.id));
  });
};
