/**
 * Sales orders (spec calls-and-errors.md §7 "Orders: /order/orders; /order/batch/order", and the order, pay
 * receivable, payment, after-sale refund, order comment(s) and applyReceiptDetail calls with a JSON body).
 * Sign-in and an organisation required; only the request's organisation is read (token `tid`, or a `tid` the user
 * belongs to).
 *
 * The spec gives no payloads. `GET /order/orders` is a paged query like the CRM lookups: `keyword` matches the order
 * code, the customer's name or the store's name literally; newest first; `mine=true` keeps the caller's own orders,
 * and the §4 status fields filter. An order is read by its buyer or an organisation admin. The local server plays
 * the payment provider: `pay/receivable` opens a payment for what is due, `payment` confirms it (once).
 */
import { and, desc, eq, inArray, or, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';

import { registerAfterSales } from './after-sales.js';
import { contains, pageOf } from './crm.js';
import { orderCaller } from './order-caller.js';
import { registerStore } from './store.js';
import { notifyEvents } from '../data/notify.js';
import {
  afterSalesOfOrder, commentOf, confirmPayment, linesOf, orderView, ordersByIds, payReceivable, paymentsOf, placeOrder, readableOrder, receiptOf, STORE_TEXT,
} from '../data/store.js';
import { orders } from '../db/orders.js';
import type { ServerContext } from '../http/context.js';
import { ApiError, ok, parse } from '../http/errors.js';
import { Id, IdList, IdParam, paging } from '../http/inputs.js';

const OrdersQuery = z.object({
  keyword: z.string().trim().max(50).optional(),
  mine: z.enum(['true', 'false']).optional(),
  orderStatus: z.enum(['PLACED', 'CANCELLED', 'COMPLETED']).optional(),
  paymentStatus: z.enum(['UNPAID', 'PARTIAL_PAYMENT', 'COMPLETION', 'REFUND', 'REFUNDED']).optional(),
  deliveryStatus: z.enum(['WAIT_DELIVER', 'DELIVERED', 'SIGNED', 'REJECTED']).optional(),
  afterSaleStatus: z.enum(['INIT', 'APPROVED', 'REJECTED']).optional(),
  ...paging(100),
});

const PlaceOrder = z.object({
  storeId: Id,
  lines: z.array(z.object({ goodsId: Id, quantity: z.number().int().min(1).max(99) })).min(1).max(50),
  address: z.object({ location: z.string().trim().min(1).max(100), details: z.string().trim().min(1).max(200) }),
});

export function registerOrders(api: FastifyInstance, ctx: ServerContext): void {
  const { db } = ctx;

  api.get('/order/orders', async (req) => {
    const { tenantId, userId } = await orderCaller(ctx, req);
    const q = parse(OrdersQuery, req.query);
    const conditions: SQL[] = [eq(orders.tenantId, tenantId)];
    if (q.mine === 'true') conditions.push(eq(orders.userId, userId));
    if (q.keyword) {
      conditions.push(or(contains(orders.code, q.keyword), contains(orders.customerName, q.keyword), contains(orders.storeName, q.keyword))!);
    }
    if (q.orderStatus) conditions.push(eq(orders.orderStatus, q.orderStatus));
    if (q.paymentStatus) conditions.push(q.paymentStatus === 'REFUNDED' || q.paymentStatus === 'REFUND' ? inArray(orders.paymentStatus, ['REFUND', 'REFUNDED']) : eq(orders.paymentStatus, q.paymentStatus));
    if (q.deliveryStatus) conditions.push(eq(orders.deliveryStatus, q.deliveryStatus));
    if (q.afterSaleStatus) conditions.push(eq(orders.afterSaleStatus, q.afterSaleStatus));
    const all = db.select().from(orders).where(and(...conditions)).orderBy(desc(orders.createdAt), orders.id).all().map(orderView);
    return ok(pageOf(all, q.page, q.size));
  });

  api.post('/order/orders', async (req) => {
    const { tenantId, caller } = await orderCaller(ctx, req);
    const body = parse(PlaceOrder, req.body);
    const order = placeOrder(db, { tenantId, userId: caller.user.id, customerName: caller.user.nickname || caller.user.username, ...body, now: ctx.clock.iso() });
    return ok({ ...orderView(order), lines: linesOf(db, order.id) });
  });

  api.get('/order/orders/:id', async (req) => {
    const { tenantId, userId, admin } = await orderCaller(ctx, req);
    const { id } = parse(IdParam, req.params);
    const order = readableOrder(db, tenantId, id, userId, admin);
    return ok({
      ...orderView(order),
      lines: linesOf(db, id),
      payments: paymentsOf(db, id).map(({ id: paymentId, amount, status, paidAt }) => ({ id: paymentId, amount, status, paidAt })),
      afterSales: afterSalesOfOrder(db, id),
      comment: commentOf(db, id),
      receipt: receiptOf(db, id),
    });
  });

  api.post('/order/batch/order', async (req) => {
    const { tenantId, userId, admin } = await orderCaller(ctx, req);
    const { ids } = parse(z.object({ ids: IdList }), req.body);
    return ok(ordersByIds(db, tenantId, ids).filter((o) => admin || o.userId === userId).map(orderView));
  });

  api.post('/order/pay/receivable', async (req) => {
    const { tenantId, userId, admin } = await orderCaller(ctx, req);
    const { orderId } = parse(z.object({ orderId: Id }), req.body);
    const order = readableOrder(db, tenantId, orderId, userId, admin);
    const payment = payReceivable(db, order, ctx.clock.iso());
    return ok({ paymentId: payment.id, orderId, amount: payment.amount, status: payment.status });
  });

  api.post('/order/payment', async (req) => {
    const { tenantId, userId, admin } = await orderCaller(ctx, req);
    const { paymentId } = parse(z.object({ paymentId: Id }), req.body);
    const order = confirmPayment(db, tenantId, paymentId, ctx.clock.iso());
    if (!admin && order.userId !== userId) throw ApiError.notFound(STORE_TEXT.paymentMissing);
    return ok(orderView(order));
  });

  // The seller ships, the buyer signs (completing the order): how an order reaches every delivery status.
  api.put('/order/orders/:id/deliver', async (req) => {
    const { tenantId, userId, admin } = await orderCaller(ctx, req);
    const { id } = parse(IdParam, req.params);
    if (!admin) throw ApiError.forbidden('仅组织管理员可发货');
    const order = readableOrder(db, tenantId, id, userId, admin);
    if (order.deliveryStatus !== 'WAIT_DELIVER' || order.paymentStatus !== 'COMPLETION') throw ApiError.badRequest('订单当前不可发货');
    db.update(orders).set({ deliveryStatus: 'DELIVERED' }).where(eq(orders.id, id)).run();
    notifyEvents.orderStatus(db, order, '已发货', ctx.clock.iso());
    return ok(orderView(readableOrder(db, tenantId, id, userId, admin)));
  });

  api.put('/order/orders/:id/sign', async (req) => {
    const { tenantId, userId } = await orderCaller(ctx, req);
    const { id } = parse(IdParam, req.params);
    const order = readableOrder(db, tenantId, id, userId, false);
    if (order.deliveryStatus !== 'DELIVERED') throw ApiError.badRequest('订单当前不可签收');
    db.update(orders).set({ deliveryStatus: 'SIGNED', orderStatus: 'COMPLETED' }).where(eq(orders.id, id)).run();
    return ok(orderView(readableOrder(db, tenantId, id, userId, false)));
  });

  registerStore(api, ctx);
  registerAfterSales(api, ctx);
}

