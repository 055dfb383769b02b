import type { FastifyRequest } from 'fastify';

import { membership } from '../data/people.js';
import { expireUnpaidOrders } from '../data/store.js';
import { requireTenantCaller } from '../http/auth.js';
import type { ServerContext } from '../http/context.js';

/**
 * The caller in the request's organisation, and whether they administer it (admins read every order). Unpaid orders
 * past their payment window expire first, so no order call sees one holding stock.
 */
export async function orderCaller(ctx: ServerContext, req: FastifyRequest) {
  const { caller, tenantId } = await requireTenantCaller(ctx, req);
  expireUnpaidOrders(ctx.db, ctx.clock.iso());
  return { caller, tenantId, userId: caller.user.id, admin: membership(ctx.db, caller.user.id, tenantId)?.role === 'ADMIN' };
}
