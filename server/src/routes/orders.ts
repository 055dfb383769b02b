/**
 * Sales orders (spec calls-and-errors.md §7 "Orders: /order/orders"), read by the form's relatedSales picker.
 * Sign-in and an organisation required; only the request's organisation is read (token `tid`, or a `tid`
 * the user belongs to).
 *
 * The spec gives no payload. `GET /order/orders` is a paged query like the CRM lookups: `keyword` matches the order
 * code, the customer's name or the store's name literally; newest first. Each row carries the §3 order fields.
 */
import { and, desc, eq, or, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';

import { contains, pageOf } from './crm.js';
import { orders } from '../db/orders.js';
import { requireTenantCaller } from '../http/auth.js';
import type { ServerContext } from '../http/context.js';
import { ok, parse } from '../http/errors.js';
import { paging } from '../http/inputs.js';

const OrdersQuery = z.object({
  keyword: z.string().trim().max(50).optional(),
  ...paging(100),
});

export function registerOrders(api: FastifyInstance, ctx: ServerContext): void {
  const { db } = ctx;

  api.get('/order/orders', async (req) => {
    const { tenantId } = await requireTenantCaller(ctx, req);
    const q = parse(OrdersQuery, req.query);
    const conditions: SQL[] = [eq(orders.tenantId, tenantId)];
    if (q.keyword) {
      conditions.push(or(contains(orders.code, q.keyword), contains(orders.customerName, q.keyword), contains(orders.storeName, q.keyword))!);
    }
    const all = db
      .select()
      .from(orders)
      .where(and(...conditions))
      .orderBy(desc(orders.createdAt), orders.id)
      .all()
      .map((o) => ({
        id: o.id,
        code: o.code,
        orderType: o.orderType,
        customerName: o.customerName,
        store: { id: o.storeId, name: o.storeName },
        amount: o.amount,
        freight: o.freight,
        evaluated: o.evaluated,
        orderStatus: o.orderStatus,
        afterSaleStatus: o.afterSaleStatus,
        paymentStatus: o.paymentStatus,
        deliveryStatus: o.deliveryStatus,
        address: { location: o.addressLocation, details: o.addressDetails },
        createdAt: o.createdAt,
      }));
    return ok(pageOf(all, q.page, q.size));
  });
}
