/**
 * Sales orders (spec calls-and-errors.md §7 "Orders: /order/orders; /order/batch/order", and the order, pay
 * receivable, payment, after-sale refund, order comment(s) and applyReceiptDetail calls with a JSON body).
 * Sign-in and an organisation required; only the request's organisation is read (token `tid`, or a `tid` the user
 * belongs to).
 *
 * The spec gives no payloads. `GET /order/orders` is a paged query like the CRM lookups: `keyword` matches the order
 * code, the customer's name or the store's name literally; newest first. A member sees only their own orders; an
 * organisation admin (who sells) sees the organisation's, or only theirs with `mine=true`; the §4 status fields
 * filter. An order is read by its buyer or an organisation admin. `pay/receivable` opens a payment for what is due;
 * only the provider's signed notification (`payment/notify`, data/payments.ts) confirms it. In demo mode `payment`
 * is the played provider's cashier: the buyer pays there and it notifies. Unpaid orders are cancelled by their buyer
 * (`orders/{id}/cancel`) or expire (data/store.ts), and every order call first expires what is due.
 */
import { and, desc, eq, inArray, or, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';

import { registerAfterSales } from './after-sales.js';
import { contains, pageOf } from './crm.js';
import { requestIdOf, RequestId } from './form-data.js';
import { orderCaller } from './order-caller.js';
import { registerStore } from './store.js';
import { notifyEvents } from '../data/notify.js';
import { acceptNotification, PAYMENT_TEXT, signNotification } from '../data/payments.js';
import {
  afterSalesOfOrder, cancelOrder, commentOf, expireUnpaidOrders, orderView, ordersByIds, payReceivable, paymentsOf, paymentWithOrder, placeOrder, readableOrder, receiptOf, STORE_TEXT,
} from '../data/store.js';
import { orders } from '../db/orders.js';
import { ApiError, ok, parse } from '../errors.js';
import type { ServerContext } from '../http/context.js';
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
  // The receiver and a mobile number (the spec's §5 mobile rule, as the sign-in's phone).
  address: z.object({
    location: z.string().trim().min(1).max(100),
    details: z.string().trim().min(1).max(200),
    receiver: z.string().trim().min(1).max(20),
    phone: z.string().trim().regex(/^1[2-9]\d{9}$/, '手机号格式错误'),
  }),
  requestId: RequestId.optional(),
});

const Notification = z.object({
  paymentId: Id,
  amount: z.number().int().min(1),
  paidAt: z.string().min(1).max(40),
  signature: z.string().max(128),
});

export function registerOrders(api: FastifyInstance, ctx: ServerContext): void {
  const { db } = ctx;

  api.get('/order/orders', async (req) => {
    const { tenantId, userId, admin } = await orderCaller(ctx, req);
    const q = parse(OrdersQuery, req.query);
    const conditions: SQL[] = [eq(orders.tenantId, tenantId)];
    // Only an admin sees the organisation's orders (names, addresses, amounts); everyone else their own.
    if (q.mine === 'true' || !admin) conditions.push(eq(orders.userId, userId));
    if (q.keyword) {
      conditions.push(or(contains(orders.code, q.keyword), contains(orders.customerName, q.keyword), contains(orders.storeName, q.keyword))!);
    }
    if (q.orderStatus) conditions.push(eq(orders.orderStatus, q.orderStatus));
    if (q.paymentStatus) conditions.push(q.paymentStatus === 'REFUNDED' || q.paymentStatus === 'REFUND' ? inArray(orders.paymentStatus, ['REFUND', 'REFUNDED']) : eq(orders.paymentStatus, q.paymentStatus));
    if (q.deliveryStatus) conditions.push(eq(orders.deliveryStatus, q.deliveryStatus));
    if (q.afterSaleStatus) conditions.push(eq(orders.afterSaleStatus, q.afterSaleStatus));
    const all = db.select().from(orders).where(and(...conditions)).orderBy(desc(orders.createdAt), orders.id).all().map((o) => orderView(db, o));
    return ok(pageOf(all, q.page, q.size));
  });

  api.post('/order/orders', async (req) => {
    const { tenantId, caller } = await orderCaller(ctx, req);
    const body = parse(PlaceOrder, req.body);
    const { requestId: bodyKey, ...order0 } = body;
    const requestId = requestIdOf(req, bodyKey);
    const order = placeOrder(db, { tenantId, userId: caller.user.id, customerName: caller.user.nickname || caller.user.username, ...order0, requestId, now: ctx.clock.iso() });
    return ok(orderView(db, order));
  });

  api.get('/order/orders/:id', async (req) => {
    const { tenantId, userId, admin } = await orderCaller(ctx, req);
    const { id } = parse(IdParam, req.params);
    const order = readableOrder(db, tenantId, id, userId, admin);
    return ok({
      ...orderView(db, order),
      payments: paymentsOf(db, id).map(({ id: paymentId, amount, status, paidAt }) => ({ id: paymentId, amount, status, paidAt })),
      afterSales: afterSalesOfOrder(db, id),
      comment: commentOf(db, id),
      receipt: receiptOf(db, id),
    });
  });

  api.post('/order/batch/order', async (req) => {
    const { tenantId, userId, admin } = await orderCaller(ctx, req);
    const { ids } = parse(z.object({ ids: IdList }), req.body);
    return ok(ordersByIds(db, tenantId, ids).filter((o) => admin || o.userId === userId).map((o) => orderView(db, o)));
  });

  api.post('/order/pay/receivable', async (req) => {
    const { tenantId, userId, admin } = await orderCaller(ctx, req);
    const { orderId } = parse(z.object({ orderId: Id }), req.body);
    const order = readableOrder(db, tenantId, orderId, userId, admin);
    const payment = payReceivable(db, order, ctx.clock.iso());
    return ok({ paymentId: payment.id, orderId, amount: payment.amount, status: payment.status });
  });

  // The played provider's cashier, demo mode only: the buyer pays their own payment, and the cashier notifies as the
  // provider would, signed with the key only the server holds. Who pays is checked before anything is written.
  api.post('/order/payment', async (req) => {
    if (ctx.config.mode !== 'demo' || !ctx.config.paymentNotifyKey) throw ApiError.forbidden(PAYMENT_TEXT.noProvider);
    const { tenantId, userId } = await orderCaller(ctx, req);
    const { paymentId } = parse(z.object({ paymentId: Id }), req.body);
    const now = ctx.clock.iso();
    expireUnpaidOrders(db, now);
    const { payment, order } = paymentWithOrder(db, paymentId);
    if (order.tenantId !== tenantId || order.userId !== userId) throw ApiError.notFound(STORE_TEXT.paymentMissing);
    const notification = signNotification(ctx.config.paymentNotifyKey, { paymentId, amount: payment.amount, paidAt: now });
    return ok(orderView(db, acceptNotification(db, ctx.config.paymentNotifyKey, notification, now)));
  });

  // The provider's notification: no token, the signature is the proof.
  api.post('/order/payment/notify', async (req) => {
    if (!ctx.config.paymentNotifyKey) throw ApiError.forbidden(PAYMENT_TEXT.noProvider);
    const body = parse(Notification, req.body);
    const now = ctx.clock.iso();
    expireUnpaidOrders(db, now);
    const order = acceptNotification(db, ctx.config.paymentNotifyKey, body, now);
    return ok({ orderId: order.id, paymentStatus: order.paymentStatus });
  });

  api.put('/order/orders/:id/cancel', async (req) => {
    const { tenantId, userId } = await orderCaller(ctx, req);
    const { id } = parse(IdParam, req.params);
    const order = readableOrder(db, tenantId, id, userId, false);
    return ok(orderView(db, cancelOrder(db, order)));
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
    return ok(orderView(db, readableOrder(db, tenantId, id, userId, admin)));
  });

  api.put('/order/orders/:id/sign', async (req) => {
    const { tenantId, userId } = await orderCaller(ctx, req);
    const { id } = parse(IdParam, req.params);
    const order = readableOrder(db, tenantId, id, userId, false);
    if (order.deliveryStatus !== 'DELIVERED') throw ApiError.badRequest('订单当前不可签收');
    db.update(orders).set({ deliveryStatus: 'SIGNED', orderStatus: 'COMPLETED' }).where(eq(orders.id, id)).run();
    return ok(orderView(db, readableOrder(db, tenantId, id, userId, false)));
  });

  registerStore(api, ctx);
  registerAfterSales(api, ctx);
}

