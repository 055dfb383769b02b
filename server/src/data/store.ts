/**
 * Stores, goods with stock and orders (spec screens-data-rules.md §3 "Order", §4 orderStatus, paymentStatus,
 * deliveryStatus, afterSaleStatus). Every rule that moves money or stock runs in one transaction:
 * - placing an order takes the stock of each line in the order's own transaction, and refuses when stock is short;
 * - a payment is confirmed once, and only by the provider's signed notification (data/payments.ts): confirming it
 *   again answers the same paid order and changes nothing;
 * - an unpaid order is cancelled by its buyer, or expires PAY_WINDOW_MS after it was placed; either returns its stock;
 * - refunds add up to at most what was paid (data/after-sales.ts).
 * Money is in fen.
 */
import { and, asc, desc, eq, gte, inArray, lte, sql } from 'drizzle-orm';

import type { DbOrTx } from '../db/index.js';
import { afterSales, goodsPictures, orderComments, orderLines, orderPayments, orderReceipts, orderReceivers, orders, orderTerms, storeGoods, stores } from '../db/orders.js';
import { formSubmissions, goods, purchases } from '../db/schema.js';
import { ApiError } from '../errors.js';
import { randomId } from '../util.js';

type Order = typeof orders.$inferSelect;

export const STORE_TEXT = {
  storeMissing: '店铺不存在',
  goodsMissing: '商品不存在',
  stockShort: (name: string) => `${name}库存不足`,
  orderMissing: '订单不存在',
  paid: '订单已支付',
  notPayable: '订单不可支付',
  paymentMissing: '支付单不存在',
  paymentAmount: '支付金额与应付金额不符',
  cancelled: '订单已取消',
  notCancellable: '仅未支付的订单可取消',
  notRefundable: '仅已支付的订单可申请售后',
  refundTooMuch: (max: string) => `退款金额不能超过实付金额 ${max} 元`,
  refundOpen: '该订单已有处理中的售后申请',
  afterSaleMissing: '售后申请不存在',
  decided: '该售后申请已处理',
  evaluated: '该订单已评价',
  notEvaluable: '订单签收或完成后才能评价',
  receiptTwice: '该订单已申请开票',
  notPaidForReceipt: '订单支付后才能申请开票',
} as const;

export const yuan = (fen: number): string => (fen / 100).toFixed(2);

/** A goods' picture (db/orders.ts goodsPictures), '' when it has none. */
export const picUrlColumn = sql<string>`coalesce(${goodsPictures.picUrl}, '')`;

/** The goods of a store on sale, with name and price from goods and its picture. */
export function storeGoodsRows(db: DbOrTx, tenantId: string, storeId: string) {
  return db
    .select({ id: storeGoods.id, storeId: storeGoods.storeId, skuCode: storeGoods.skuCode, name: goods.name, price: goods.price, stock: storeGoods.stock, intro: storeGoods.intro, picUrl: picUrlColumn })
    .from(storeGoods)
    .innerJoin(goods, eq(goods.skuCode, storeGoods.skuCode))
    .leftJoin(goodsPictures, eq(goodsPictures.skuCode, storeGoods.skuCode))
    .where(and(eq(storeGoods.tenantId, tenantId), eq(storeGoods.storeId, storeId)))
    .orderBy(asc(storeGoods.id))
    .all();
}

/** The organisation's stores, each with how many goods it has on sale. */
export function storesOf(db: DbOrTx, tenantId: string) {
  const counts = new Map(
    db.select({ storeId: storeGoods.storeId, n: sql<number>`count(*)` }).from(storeGoods).where(eq(storeGoods.tenantId, tenantId)).groupBy(storeGoods.storeId).all().map((c) => [c.storeId, c.n]),
  );
  return db
    .select({ id: stores.id, name: stores.name, freight: stores.freight, intro: stores.intro })
    .from(stores)
    .where(eq(stores.tenantId, tenantId))
    .orderBy(asc(stores.id))
    .all()
    .map((s) => ({ ...s, goodsCount: counts.get(s.id) ?? 0 }));
}

/** How long a user's unpaid order holds its stock before it expires. */
const PAY_WINDOW_MS = 30 * 60 * 1000;

const termsOf = (db: DbOrTx, orderId: string) => db.select().from(orderTerms).where(eq(orderTerms.orderId, orderId)).get();

/** The refunds approved so far for the order, in fen. */
export const refundedOf = (db: DbOrTx, orderId: string): number => termsOf(db, orderId)?.refundedAmount ?? 0;

/** An order as the API shows it (the §3 fields, with when it must be paid by and what was refunded). */
export function orderView(db: DbOrTx, o: Order) {
  const terms = termsOf(db, o.id);
  const receiver = db.select().from(orderReceivers).where(eq(orderReceivers.orderId, o.id)).get();
  return {
    id: o.id,
    code: o.code,
    orderType: o.orderType,
    customerName: o.customerName,
    userId: o.userId,
    store: { id: o.storeId, name: o.storeName },
    amount: o.amount,
    freight: o.freight,
    paidAmount: o.paidAmount,
    refundedAmount: terms?.refundedAmount ?? 0,
    payBy: terms?.payBy ?? null,
    cancelReason: terms?.cancelReason ?? null,
    evaluated: o.evaluated,
    orderStatus: o.orderStatus,
    afterSaleStatus: o.afterSaleStatus,
    paymentStatus: o.paymentStatus,
    deliveryStatus: o.deliveryStatus,
    address: { location: o.addressLocation, details: o.addressDetails, receiver: receiver?.name ?? '', phone: receiver?.phone ?? '' },
    createdAt: o.createdAt,
    // The goods, for the order lists' cards (name and quantity at the time of ordering, the goods' picture now).
    lines: linesWithPictures(db, o.id),
  };
}

export interface NewOrder {
  tenantId: string;
  userId: string;
  customerName: string;
  storeId: string;
  lines: { goodsId: string; quantity: number }[];
  address: { location: string; details: string; receiver: string; phone: string };
  now: string;
  /** The client's idempotency key: a retry with it answers the order it placed first (as record submits do). */
  requestId?: string | undefined;
}

/**
 * Places an order: the stock of every line is taken in the same transaction; short stock refuses the whole order. The
 * order must be paid within PAY_WINDOW_MS. A repeated `requestId` of the same buyer in the same organisation answers
 * the first order and takes nothing (the keys live beside the record submits' in form_submissions).
 */
export function placeOrder(db: DbOrTx, n: NewOrder): Order {
  const scope = `user:${n.userId}:order:${n.tenantId}`;
  return db.transaction((tx) => {
    if (n.requestId) {
      const seen = tx.select().from(formSubmissions).where(and(eq(formSubmissions.scope, scope), eq(formSubmissions.requestId, n.requestId))).get();
      const first = seen && tx.select().from(orders).where(eq(orders.id, seen.dataId)).get();
      if (first) return first;
    }
    const store = tx.select().from(stores).where(and(eq(stores.id, n.storeId), eq(stores.tenantId, n.tenantId))).get();
    if (!store) throw ApiError.notFound(STORE_TEXT.storeMissing);
    const onSale = new Map(storeGoodsRows(tx, n.tenantId, n.storeId).map((g) => [g.id, g]));
    const id = `o-${randomId(6)}`;
    let total = 0;
    const lines = n.lines.map((line) => {
      const item = onSale.get(line.goodsId);
      if (!item) throw ApiError.notFound(STORE_TEXT.goodsMissing);
      // Takes the stock only if enough is left: the condition and the decrement are one statement.
      const taken = tx
        .update(storeGoods)
        .set({ stock: sql`${storeGoods.stock} - ${line.quantity}` })
        .where(and(eq(storeGoods.id, item.id), gte(storeGoods.stock, line.quantity)))
        .run();
      if (taken.changes !== 1) throw ApiError.badRequest(STORE_TEXT.stockShort(item.name));
      total += item.price * line.quantity;
      return { id: `ol-${randomId(6)}`, orderId: id, goodsId: item.id, skuCode: item.skuCode, name: item.name, price: item.price, quantity: line.quantity };
    });
    const count = tx.select({ n: sql<number>`count(*)` }).from(orders).where(eq(orders.tenantId, n.tenantId)).get()?.n ?? 0;
    const order: typeof orders.$inferInsert = {
      id,
      tenantId: n.tenantId,
      code: `SO-${n.now.slice(0, 4)}-${String(count + 1).padStart(4, '0')}-${randomId(2).toUpperCase()}`,
      orderType: 'USER',
      customerName: n.customerName,
      storeId: store.id,
      storeName: store.name,
      amount: total + store.freight,
      freight: store.freight,
      evaluated: false,
      orderStatus: 'PLACED',
      afterSaleStatus: null,
      paymentStatus: 'UNPAID',
      deliveryStatus: 'WAIT_DELIVER',
      addressLocation: n.address.location,
      addressDetails: n.address.details,
      userId: n.userId,
      paidAmount: 0,
      createdAt: n.now,
    };
    tx.insert(orders).values(order).run();
    tx.insert(orderLines).values(lines).run();
    tx.insert(orderReceivers).values({ orderId: id, name: n.address.receiver, phone: n.address.phone }).run();
    tx.insert(orderTerms).values({ orderId: id, payBy: new Date(Date.parse(n.now) + PAY_WINDOW_MS).toISOString() }).run();
    if (n.requestId) {
      tx.insert(formSubmissions)
        .values({ scope, requestId: n.requestId, dataId: id, createdAt: n.now })
        .onConflictDoUpdate({ target: [formSubmissions.scope, formSubmissions.requestId], set: { dataId: id, createdAt: n.now } })
        .run();
    }
    return tx.select().from(orders).where(eq(orders.id, id)).get()!;
  });
}

export const linesOf = (db: DbOrTx, orderId: string) => db.select().from(orderLines).where(eq(orderLines.orderId, orderId)).orderBy(asc(orderLines.id)).all();

const linesWithPictures = (db: DbOrTx, orderId: string) =>
  db
    .select({ line: orderLines, picUrl: picUrlColumn })
    .from(orderLines)
    .leftJoin(goodsPictures, eq(goodsPictures.skuCode, orderLines.skuCode))
    .where(eq(orderLines.orderId, orderId))
    .orderBy(asc(orderLines.id))
    .all()
    .map(({ line, picUrl }) => ({ ...line, picUrl }));

/** The order if the caller may see it: its buyer, or an admin of its organisation. */
export function readableOrder(db: DbOrTx, tenantId: string, orderId: string, userId: string, admin: boolean): Order {
  const order = db.select().from(orders).where(and(eq(orders.id, orderId), eq(orders.tenantId, tenantId))).get();
  if (!order || (!admin && order.userId !== userId)) throw ApiError.notFound(STORE_TEXT.orderMissing);
  return order;
}

/** What is still to pay, as a pending payment the provider will confirm; the same pending payment is reused. */
export function payReceivable(db: DbOrTx, order: Order, now: string) {
  return db.transaction((tx) => {
    if (order.orderStatus !== 'PLACED' || order.paymentStatus === 'REFUNDED') throw ApiError.badRequest(STORE_TEXT.notPayable);
    const due = order.amount - order.paidAmount;
    if (due <= 0) throw ApiError.badRequest(STORE_TEXT.paid);
    const pending = tx.select().from(orderPayments).where(and(eq(orderPayments.orderId, order.id), eq(orderPayments.status, 'PENDING'))).get();
    if (pending && pending.amount === due) return pending;
    if (pending) tx.delete(orderPayments).where(eq(orderPayments.id, pending.id)).run();
    const payment = { id: `pay-${randomId(8)}`, orderId: order.id, amount: due, status: 'PENDING' as const, createdAt: now, paidAt: null };
    tx.insert(orderPayments).values(payment).run();
    return payment;
  });
}

/** A payment with its order, or 404. */
export function paymentWithOrder(db: DbOrTx, paymentId: string) {
  const payment = db.select().from(orderPayments).where(eq(orderPayments.id, paymentId)).get();
  const order = payment && db.select().from(orders).where(eq(orders.id, payment.orderId)).get();
  if (!payment || !order) throw ApiError.notFound(STORE_TEXT.paymentMissing);
  return { payment, order };
}

/**
 * The provider has confirmed a payment of `amount` (called only with a verified notification, data/payments.ts):
 * once. A second confirmation of the same payment answers the order unchanged; an amount other than the payment's,
 * or an order cancelled or expired meanwhile, is refused. Paid in full, the buyer counts as having bought the goods
 * (the goods whitelist reads purchases; each purchase is named after its order line, so a full refund can take it
 * back).
 */
export function confirmPayment(db: DbOrTx, paymentId: string, amount: number, now: string): Order {
  return db.transaction((tx) => {
    const { payment, order } = paymentWithOrder(tx, paymentId);
    if (payment.status === 'PAID') return order;
    if (amount !== payment.amount) throw ApiError.badRequest(STORE_TEXT.paymentAmount);
    if (order.orderStatus !== 'PLACED') throw ApiError.badRequest(order.orderStatus === 'CANCELLED' ? STORE_TEXT.cancelled : STORE_TEXT.notPayable);
    const marked = tx.update(orderPayments).set({ status: 'PAID', paidAt: now }).where(and(eq(orderPayments.id, paymentId), eq(orderPayments.status, 'PENDING'))).run();
    if (marked.changes !== 1) return order;
    const paidAmount = Math.min(order.amount, order.paidAmount + payment.amount);
    const paymentStatus = paidAmount >= order.amount ? 'COMPLETION' : 'PARTIAL_PAYMENT';
    tx.update(orders).set({ paidAmount, paymentStatus }).where(eq(orders.id, order.id)).run();
    // Paid: the order no longer expires.
    tx.update(orderTerms).set({ payBy: null }).where(eq(orderTerms.orderId, order.id)).run();
    if (paymentStatus === 'COMPLETION' && order.userId) {
      const bought = linesOf(tx, order.id).map((l) => ({ id: `pu-${l.id}`, tenantId: order.tenantId, userId: order.userId!, skuCode: l.skuCode, createdAt: now }));
      if (bought.length) tx.insert(purchases).values(bought).onConflictDoNothing().run();
    }
    return tx.select().from(orders).where(eq(orders.id, order.id)).get()!;
  });
}

/** Puts the order's goods back in stock (a cancelled, expired or fully refunded order). */
export function returnStock(tx: DbOrTx, orderId: string): void {
  for (const line of linesOf(tx, orderId)) {
    tx.update(storeGoods).set({ stock: sql`${storeGoods.stock} + ${line.quantity}` }).where(eq(storeGoods.id, line.goodsId)).run();
  }
}

/** Cancels an unpaid order: CANCELLED, its stock returned, its pending payment voided. Only a PLACED, UNPAID order. */
function cancelUnpaid(tx: DbOrTx, order: Order, reason: 'BUYER' | 'EXPIRED'): void {
  const changed = tx
    .update(orders)
    .set({ orderStatus: 'CANCELLED' })
    .where(and(eq(orders.id, order.id), eq(orders.orderStatus, 'PLACED'), eq(orders.paymentStatus, 'UNPAID')))
    .run();
  if (changed.changes !== 1) return;
  returnStock(tx, order.id);
  tx.delete(orderPayments).where(and(eq(orderPayments.orderId, order.id), eq(orderPayments.status, 'PENDING'))).run();
  tx.insert(orderTerms).values({ orderId: order.id, payBy: null, cancelReason: reason }).onConflictDoUpdate({ target: orderTerms.orderId, set: { payBy: null, cancelReason: reason } }).run();
}

/** The buyer cancels their unpaid order (PUT /order/orders/{id}/cancel). */
export function cancelOrder(db: DbOrTx, order: Order): Order {
  return db.transaction((tx) => {
    const current = tx.select().from(orders).where(eq(orders.id, order.id)).get()!;
    if (current.orderStatus === 'CANCELLED') throw ApiError.badRequest(STORE_TEXT.cancelled);
    if (current.orderStatus !== 'PLACED' || current.paymentStatus !== 'UNPAID') throw ApiError.badRequest(STORE_TEXT.notCancellable);
    cancelUnpaid(tx, current, 'BUYER');
    return tx.select().from(orders).where(eq(orders.id, order.id)).get()!;
  });
}

/**
 * Cancels every unpaid order whose payment window has passed, returning its stock. Run before each order, payment and
 * store read or write, so what anyone reads or buys is never held by an expired order (no timer needed).
 */
export function expireUnpaidOrders(db: DbOrTx, now: string): void {
  const due = db
    .select({ order: orders })
    .from(orderTerms)
    .innerJoin(orders, eq(orders.id, orderTerms.orderId))
    .where(and(lte(orderTerms.payBy, now), eq(orders.orderStatus, 'PLACED'), eq(orders.paymentStatus, 'UNPAID')))
    .all();
  if (!due.length) return;
  db.transaction((tx) => {
    for (const { order } of due) cancelUnpaid(tx, order, 'EXPIRED');
  });
}

/** Orders by ids inside the organisation, in the order asked. */
export function ordersByIds(db: DbOrTx, tenantId: string, ids: string[]) {
  const byId = new Map(db.select().from(orders).where(and(eq(orders.tenantId, tenantId), inArray(orders.id, ids))).all().map((o) => [o.id, o]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

export const paymentsOf = (db: DbOrTx, orderId: string) =>
  db.select().from(orderPayments).where(eq(orderPayments.orderId, orderId)).orderBy(desc(orderPayments.createdAt)).all();

export const commentOf = (db: DbOrTx, orderId: string) => db.select().from(orderComments).where(eq(orderComments.orderId, orderId)).get() ?? null;

export const receiptOf = (db: DbOrTx, orderId: string) => db.select().from(orderReceipts).where(eq(orderReceipts.orderId, orderId)).get() ?? null;

export const afterSalesOfOrder = (db: DbOrTx, orderId: string) => db.select().from(afterSales).where(eq(afterSales.orderId, orderId)).orderBy(desc(afterSales.createdAt)).all();
