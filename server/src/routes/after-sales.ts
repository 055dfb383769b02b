/**
 * After-sales, evaluations and receipts of orders (spec calls-and-errors.md §7: after-sale refund, order comment(s),
 * applyReceiptDetail, JSON bodies). The buyer applies, evaluates and asks for a receipt; the organisation's admins
 * see every request of the organisation (`scope=decide`) and approve or reject it. Amounts in fen; photos are file
 * ids of the upload service, each one the caller's own upload.
 */
import { and, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';

import { pageOf } from './crm.js';
import { orderCaller } from './order-caller.js';
import { applyReceipt, applyRefund, decideRefund, evaluateOrder } from '../data/after-sales.js';
import { orderView, readableOrder, STORE_TEXT } from '../data/store.js';
import { afterSales, orderComments, orders } from '../db/orders.js';
import { files } from '../db/schema.js';
import { ApiError, ok, parse } from '../errors.js';
import { spendComment } from '../http/comment-quota.js';
import type { ServerContext } from '../http/context.js';
import { Id, IdParam, paging } from '../http/inputs.js';

const Refund = z.object({
  orderId: Id,
  reason: z.string().trim().min(1).max(200),
  amount: z.number().int().min(1),
  photos: z.array(Id).max(9).default([]),
});

const Decision = z.object({ answer: z.string().trim().max(200).default('') });

export function registerAfterSales(api: FastifyInstance, ctx: ServerContext): void {
  const { db } = ctx;

  const withOrder = (row: typeof afterSales.$inferSelect) => {
    const order = db.select().from(orders).where(eq(orders.id, row.orderId)).get();
    return { ...row, order: order ? orderView(db, order) : null };
  };

  api.post('/order/afterSale/refund', async (req) => {
    const { tenantId, userId } = await orderCaller(ctx, req);
    const body = parse(Refund, req.body);
    const order = readableOrder(db, tenantId, body.orderId, userId, false);
    if (body.photos.length) {
      const own = db.select({ id: files.id }).from(files).where(and(inArray(files.id, body.photos), eq(files.userId, userId))).all();
      if (own.length !== new Set(body.photos).size) throw ApiError.badRequest('图片不存在，请重新上传');
    }
    return ok(withOrder(applyRefund(db, order, { userId, reason: body.reason, amount: body.amount, photos: body.photos, now: ctx.clock.iso() })));
  });

  api.get('/order/afterSale', async (req) => {
    const { tenantId, userId, admin } = await orderCaller(ctx, req);
    const q = parse(z.object({ scope: z.enum(['mine', 'decide']).default('mine'), status: z.enum(['INIT', 'APPROVED', 'REJECTED']).optional(), ...paging(100) }), req.query);
    if (q.scope === 'decide' && !admin) throw ApiError.forbidden('仅组织管理员可处理售后');
    const conditions: SQL[] = [eq(afterSales.tenantId, tenantId)];
    if (q.scope === 'mine') conditions.push(eq(afterSales.userId, userId));
    if (q.status) conditions.push(eq(afterSales.status, q.status));
    const all = db.select().from(afterSales).where(and(...conditions)).orderBy(desc(afterSales.createdAt), afterSales.id).all().map(withOrder);
    return ok(pageOf(all, q.page, q.size));
  });

  api.get('/order/afterSale/:id', async (req) => {
    const { tenantId, userId, admin } = await orderCaller(ctx, req);
    const { id } = parse(IdParam, req.params);
    const row = db.select().from(afterSales).where(and(eq(afterSales.id, id), eq(afterSales.tenantId, tenantId))).get();
    if (!row || (!admin && row.userId !== userId)) throw ApiError.notFound(STORE_TEXT.afterSaleMissing);
    return ok(withOrder(row));
  });

  for (const [action, approve] of [['approve', true], ['reject', false]] as const) {
    api.put(`/order/afterSale/:id/${action}`, async (req) => {
      const { tenantId, userId, admin } = await orderCaller(ctx, req);
      if (!admin) throw ApiError.forbidden('仅组织管理员可处理售后');
      const { id } = parse(IdParam, req.params);
      const { answer } = parse(Decision, req.body ?? {});
      return ok(withOrder(decideRefund(db, tenantId, id, { approve, answer, by: userId, now: ctx.clock.iso() })));
    });
  }

  api.post('/order/comment', async (req) => {
    const { tenantId, userId } = await orderCaller(ctx, req);
    const body = parse(z.object({ orderId: Id, rating: z.number().int().min(1).max(5), content: z.string().trim().min(1).max(500) }), req.body);
    const order = readableOrder(db, tenantId, body.orderId, userId, false);
    spendComment(ctx, userId);
    return ok(evaluateOrder(db, order, { userId, rating: body.rating, content: body.content, now: ctx.clock.iso() }));
  });

  // A store's evaluations as every member of the organisation may read them: the rating, the words and when, newest
  // first; who wrote them and on which order stay with the buyer and the sellers (the order's own detail).
  api.get('/order/comments', async (req) => {
    const { tenantId } = await orderCaller(ctx, req);
    const { storeId, size } = parse(z.object({ storeId: Id.optional(), size: z.coerce.number().int().min(1).max(50).default(20) }), req.query);
    const rows = db
      .select({ id: orderComments.id, rating: orderComments.rating, content: orderComments.content, createdAt: orderComments.createdAt })
      .from(orderComments)
      .innerJoin(orders, eq(orders.id, orderComments.orderId))
      .where(and(eq(orders.tenantId, tenantId), ...(storeId ? [eq(orders.storeId, storeId)] : [])))
      .orderBy(desc(orderComments.createdAt))
      .limit(size)
      .all();
    return ok(rows);
  });

  api.post('/order/applyReceiptDetail', async (req) => {
    const { tenantId, userId } = await orderCaller(ctx, req);
    const body = parse(z.object({ orderId: Id, title: z.string().trim().min(1).max(100), taxNo: z.string().trim().max(30).default(''), email: z.email() }), req.body);
    const order = readableOrder(db, tenantId, body.orderId, userId, false);
    return ok(applyReceipt(db, order, { userId, ...body, now: ctx.clock.iso() }));
  });
}
