/**
 * Stores, goods with stock and orders (spec screens-data-rules.md §3 "Order", §4 orderStatus, paymentStatus,
 * deliveryStatus, afterSaleStatus). Every rule that moves money or stock runs in one transaction:
 * - placing an order takes the stock of each line in the order's own transaction, and refuses when stock is short;
 * - a payment is confirmed once: confirming it again answers the same paid order and changes nothing;
 * - a refund asks at most what was paid; approving it moves the payment status to REFUNDED.
 * Money is in fen.
 */
import { and, asc, desc, eq, gte, inArray, sql } from 'drizzle-orm';

import type { DbOrTx } from '../db/index.js';
import { afterSales, orderComments, orderLines, orderPayments, orderReceipts, orders, storeGoods, stores } from '../db/orders.js';
import { goods, purchases } from '../db/schema.js';
import { ApiError } from '../http/errors.js';
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

/** The goods of a store on sale, with name and price from goods. */
export function storeGoodsRows(db: DbOrTx, tenantId: string, storeId: string) {
  return db
    .select({ id: storeGoods.id, storeId: storeGoods.storeId, skuCode: storeGoods.skuCode, name: goods.name, price: goods.price, stock: storeGoods.stock, intro: storeGoods.intro })
    .from(storeGoods)
    .innerJoin(goods, eq(goods.skuCode, storeGoods.skuCode))
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

/** An order as the API shows it (the §3 fields), with its lines when asked. */
export function orderView(o: Order) {
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
    evaluated: o.evaluated,
    orderStatus: o.orderStatus,
    afterSaleStatus: o.afterSaleStatus,
    paymentStatus: o.paymentStatus,
    deliveryStatus: o.deliveryStatus,
    address: { location: o.addressLocation, details: o.addressDetails },
    createdAt: o.createdAt,
  };
}

export interface NewOrder {
  tenantId: string;
  userId: string;
  customerName: string;
  storeId: string;
  lines: { goodsId: string; quantity: number }[];
  address: { location: string; details: string };
  now: string;
}

/** Places an order: the stock of every line is taken in the same transaction; short stock refuses the whole order. */
export function placeOrder(db: DbOrTx, n: NewOrder): Order {
  return db.transaction((tx) => {
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
    return tx.select().from(orders).where(eq(orders.id, id)).get()!;
  });
}

export const linesOf = (db: DbOrTx, orderId: string) => db.select().from(orderLines).where(eq(orderLines.orderId, orderId)).orderBy(asc(orderLines.id)).all();

/** The order if the caller may see it: its buyer, or an admin of its organisation. */
export function readableOrder(db: DbOrTx, tenantId: string, orderId: string, userId: string, admin: boolean): Order {
  const order = db.select().from(orders).where(and(eq(orders.id, orderId), eq(orders.tenantId, tenantId))).get();
  if (!order || (!admin && order.userId !== userId)) throw ApiError.notFound(STORE_TEXT.orderMissing);
  return order;
}

/** What is still to pay, as a pending payment the provider will confirm; the same pending payment is reused. */
export function payReceivable(db: DbOrTx, order: Order, now: string) {
  return db.transaction((tx) => {
    if (order.orderStatus !== 'PLACED') throw ApiError.badRequest(STORE_TEXT.notPayable);
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

/**
 * The provider confirms a payment: once. A second confirmation of the same payment answers the order unchanged.
 * Paid in full, the buyer counts as having bought the goods (the goods whitelist reads purchases).
 */
export function confirmPayment(db: DbOrTx, tenantId: string, paymentId: string, now: string): Order {
  return db.transaction((tx) => {
    const payment = tx.select().from(orderPayments).where(eq(orderPayments.id, paymentId)).get();
    const order = payment && tx.select().from(orders).where(and(eq(orders.id, payment.orderId), eq(orders.tenantId, tenantId))).get();
    if (!payment || !order) throw ApiError.notFound(STORE_TEXT.paymentMissing);
    if (payment.status === 'PAID') return order;
    const marked = tx.update(orderPayments).set({ status: 'PAID', paidAt: now }).where(and(eq(orderPayments.id, paymentId), eq(orderPayments.status, 'PENDING'))).run();
    if (marked.changes !== 1) return order;
    const paidAmount = Math.min(order.amount, order.paidAmount + payment.amount);
    const paymentStatus = paidAmount >= order.amount ? 'COMPLETION' : 'PARTIAL_PAYMENT';
    tx.update(orders).set({ paidAmount, paymentStatus }).where(eq(orders.id, order.id)).run();
    if (paymentStatus === 'COMPLETION' && order.userId) {
      const bought = linesOf(tx, order.id).map((l) => ({ id: `pu-${randomId(6)}`, tenantId, userId: order.userId!, skuCode: l.skuCode, createdAt: now }));
      if (bought.length) tx.insert(purchases).values(bought).run();
    }
    return tx.select().from(orders).where(eq(orders.id, order.id)).get()!;
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
