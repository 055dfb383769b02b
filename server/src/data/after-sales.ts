/**
 * After-sales, evaluations and receipts of orders (spec §4 afterSaleStatus INIT, APPROVED, REJECTED; paymentStatus
 * REFUNDED). A refund is asked on a paid order, one open request at a time, for at most what was paid less what was
 * refunded already: the approved refunds add up (order_terms.refunded_amount). Approving one that leaves something
 * paid keeps the payment status; the one that refunds everything moves it to REFUNDED, cancels the order, takes the
 * goods back from the goods whitelist (the order's purchases) and returns the stock. Rejecting changes no payment.
 */
import { and, eq } from 'drizzle-orm';

import { notifyEvents } from './notify.js';
import { linesOf, refundedOf, returnStock, STORE_TEXT, yuan } from './store.js';
import type { DbOrTx } from '../db/index.js';
import { afterSales, orderComments, orderReceipts, orders, orderTerms } from '../db/orders.js';
import { purchases } from '../db/schema.js';
import { ApiError } from '../errors.js';
import { randomId } from '../util.js';

type Order = typeof orders.$inferSelect;
const PAID = new Set(['PARTIAL_PAYMENT', 'COMPLETION']);

export function applyRefund(db: DbOrTx, order: Order, a: { userId: string; reason: string; amount: number; photos: string[]; now: string }) {
  return db.transaction((tx) => {
    const refundable = order.paidAmount - refundedOf(tx, order.id);
    if (!PAID.has(order.paymentStatus) || refundable <= 0) throw ApiError.badRequest(STORE_TEXT.notRefundable);
    if (a.amount > refundable) throw ApiError.badRequest(STORE_TEXT.refundTooMuch(yuan(refundable)));
    const open = tx.select().from(afterSales).where(and(eq(afterSales.orderId, order.id), eq(afterSales.status, 'INIT'))).get();
    if (open) throw ApiError.badRequest(STORE_TEXT.refundOpen);
    const row = { id: `as-${randomId(6)}`, tenantId: order.tenantId, orderId: order.id, userId: a.userId, reason: a.reason, amount: a.amount, photos: a.photos, status: 'INIT' as const, answer: '', decidedBy: null, createdAt: a.now, decidedAt: null };
    tx.insert(afterSales).values(row).run();
    tx.update(orders).set({ afterSaleStatus: 'INIT' }).where(eq(orders.id, order.id)).run();
    return row;
  });
}

/** The organisation decides an open request; the order's statuses follow in the same transaction. */
export function decideRefund(db: DbOrTx, tenantId: string, id: string, d: { approve: boolean; answer: string; by: string; now: string }) {
  return db.transaction((tx) => {
    const request = tx.select().from(afterSales).where(and(eq(afterSales.id, id), eq(afterSales.tenantId, tenantId))).get();
    if (!request) throw ApiError.notFound(STORE_TEXT.afterSaleMissing);
    if (request.status !== 'INIT') throw ApiError.badRequest(STORE_TEXT.decided);
    const status = d.approve ? 'APPROVED' : 'REJECTED';
    tx.update(afterSales).set({ status, answer: d.answer, decidedBy: d.by, decidedAt: d.now }).where(eq(afterSales.id, id)).run();
    notifyEvents.afterSaleStatus(tx, request, d.approve ? '退款已同意' : '退款被拒绝', d.now);
    tx.update(orders).set({ afterSaleStatus: status }).where(eq(orders.id, request.orderId)).run();
    if (d.approve) addRefund(tx, request.orderId, request.amount);
    return tx.select().from(afterSales).where(eq(afterSales.id, id)).get()!;
  });
}

/** Adds an approved refund to the order's total; the refund that reaches what was paid reverses the sale. */
function addRefund(tx: DbOrTx, orderId: string, amount: number): void {
  const order = tx.select().from(orders).where(eq(orders.id, orderId)).get()!;
  const refunded = Math.min(order.paidAmount, refundedOf(tx, orderId) + amount);
  tx.insert(orderTerms).values({ orderId, refundedAmount: refunded }).onConflictDoUpdate({ target: orderTerms.orderId, set: { refundedAmount: refunded } }).run();
  if (refunded < order.paidAmount) return;
  tx.update(orders).set({ paymentStatus: 'REFUNDED', orderStatus: 'CANCELLED' }).where(eq(orders.id, orderId)).run();
  // The purchases the payment recorded are named after the order's lines (data/store.ts confirmPayment).
  for (const line of linesOf(tx, orderId)) tx.delete(purchases).where(eq(purchases.id, `pu-${line.id}`)).run();
  returnStock(tx, orderId);
}

/** One evaluation per order, once it was received (SIGNED) or completed. */
export function evaluateOrder(db: DbOrTx, order: Order, c: { userId: string; rating: number; content: string; now: string }) {
  return db.transaction((tx) => {
    if (order.evaluated) throw ApiError.badRequest(STORE_TEXT.evaluated);
    if (order.deliveryStatus !== 'SIGNED' && order.orderStatus !== 'COMPLETED') throw ApiError.badRequest(STORE_TEXT.notEvaluable);
    const row = { id: `oc-${randomId(6)}`, orderId: order.id, userId: c.userId, rating: c.rating, content: c.content, createdAt: c.now };
    tx.insert(orderComments).values(row).run();
    tx.update(orders).set({ evaluated: true }).where(eq(orders.id, order.id)).run();
    return row;
  });
}

/** One receipt request per paid order. */
export function applyReceipt(db: DbOrTx, order: Order, r: { userId: string; title: string; taxNo: string; email: string; now: string }) {
  if (!PAID.has(order.paymentStatus)) throw ApiError.badRequest(STORE_TEXT.notPaidForReceipt);
  if (db.select().from(orderReceipts).where(eq(orderReceipts.orderId, order.id)).get()) throw ApiError.badRequest(STORE_TEXT.receiptTwice);
  const row = { id: `rc-${randomId(6)}`, orderId: order.id, userId: r.userId, title: r.title, taxNo: r.taxNo, email: r.email, createdAt: r.now };
  db.insert(orderReceipts).values(row).run();
  return row;
}
