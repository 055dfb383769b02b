/**
 * Sales orders (spec calls-and-errors.md §7 "Orders: /order/orders"; screens-data-rules.md §3 "Order": orderType,
 * freight, evaluated, orderStatus, afterSaleStatus, paymentStatus, deliveryStatus, store (id, name), address
 * (location, details); §4 the status codes). Their only reader so far is the relatedSales picker of the form.
 * Part of the one schema (re-exported by schema.ts). Money is kept in fen (integer), like goods.
 */
import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';

const ORDER_STATUSES = ['PLACED', 'CANCELLED', 'COMPLETED'] as const;
const AFTER_SALE_STATUSES = ['INIT', 'APPROVED', 'REJECTED'] as const;
const PAYMENT_STATUSES = ['UNPAID', 'PARTIAL_PAYMENT', 'COMPLETION', 'REFUND', 'REFUNDED'] as const;
const DELIVERY_STATUSES = ['WAIT_DELIVER', 'DELIVERED', 'SIGNED', 'REJECTED'] as const;

export const orders = sqliteTable(
  'orders',
  {
    id: text('id').primaryKey(),
    tenantId: text('tenant_id').notNull(),
    /** The order number shown to people (the picker's name for the order). */
    code: text('code').notNull(),
    /** USER: placed by the user; anything else (here PROXY): placed on behalf of a customer (spec §3). */
    orderType: text('order_type').notNull(),
    customerName: text('customer_name').notNull().default(''),
    storeId: text('store_id').notNull(),
    storeName: text('store_name').notNull(),
    /** Order total in fen, freight included. */
    amount: integer('amount').notNull(),
    freight: integer('freight').notNull().default(0),
    evaluated: integer('evaluated', { mode: 'boolean' }).notNull().default(false),
    orderStatus: text('order_status', { enum: ORDER_STATUSES }).notNull(),
    /** Null while no after-sale request exists. */
    afterSaleStatus: text('after_sale_status', { enum: AFTER_SALE_STATUSES }),
    paymentStatus: text('payment_status', { enum: PAYMENT_STATUSES }).notNull(),
    deliveryStatus: text('delivery_status', { enum: DELIVERY_STATUSES }).notNull(),
    addressLocation: text('address_location').notNull().default(''),
    /** Who placed it (orderType USER); null for orders entered for a customer. */
    userId: text('user_id'),
    /** What has been paid so far, in fen. */
    paidAmount: integer('paid_amount').notNull().default(0),
    addressDetails: text('address_details').notNull().default(''),
    createdAt: text('created_at').notNull(),
  },
  (t) => [index('orders_tenant').on(t.tenantId, t.createdAt)],
);

/** A store of an organisation; `freight` (fen) is added once to each order. */
export const stores = sqliteTable('stores', {
  id: text('id').primaryKey(),
  tenantId: text('tenant_id').notNull(),
  name: text('name').notNull(),
  freight: integer('freight').notNull().default(0),
  intro: text('intro').notNull().default(''),
});

/** Goods (goods, by sku code) on sale in a store, with what is left in stock. */
export const storeGoods = sqliteTable(
  'store_goods',
  {
    id: text('id').primaryKey(),
    tenantId: text('tenant_id').notNull(),
    storeId: text('store_id').notNull(),
    skuCode: text('sku_code').notNull(),
    stock: integer('stock').notNull(),
    intro: text('intro').notNull().default(''),
  },
  (t) => [index('store_goods_store').on(t.storeId)],
);

/** The goods of an order, at the price and name they had when it was placed. */
export const orderLines = sqliteTable(
  'order_lines',
  {
    id: text('id').primaryKey(),
    orderId: text('order_id').notNull(),
    goodsId: text('goods_id').notNull(),
    skuCode: text('sku_code').notNull(),
    name: text('name').notNull(),
    price: integer('price').notNull(),
    quantity: integer('quantity').notNull(),
  },
  (t) => [index('order_lines_order').on(t.orderId)],
);

/** A payment of an order, played by the local server as the payment provider: PENDING until the provider confirms. */
export const orderPayments = sqliteTable('order_payments', {
  id: text('id').primaryKey(),
  orderId: text('order_id').notNull(),
  amount: integer('amount').notNull(),
  status: text('status', { enum: ['PENDING', 'PAID'] }).notNull(),
  createdAt: text('created_at').notNull(),
  paidAt: text('paid_at'),
});

/** An after-sale (refund) request on a paid order; INIT until the organisation decides (spec §4 afterSaleStatus). */
export const afterSales = sqliteTable(
  'after_sales',
  {
    id: text('id').primaryKey(),
    tenantId: text('tenant_id').notNull(),
    orderId: text('order_id').notNull(),
    userId: text('user_id').notNull(),
    reason: text('reason').notNull(),
    amount: integer('amount').notNull(),
    /** File ids of the photos, from the upload service (JSON array). */
    photos: text('photos', { mode: 'json' }).$type<string[]>().notNull(),
    status: text('status', { enum: AFTER_SALE_STATUSES }).notNull(),
    answer: text('answer').notNull().default(''),
    decidedBy: text('decided_by'),
    createdAt: text('created_at').notNull(),
    decidedAt: text('decided_at'),
  },
  (t) => [index('after_sales_tenant').on(t.tenantId, t.createdAt)],
);

/** The buyer's evaluation of an order (order comments): one per order. */
export const orderComments = sqliteTable('order_comments', {
  id: text('id').primaryKey(),
  orderId: text('order_id').notNull().unique(),
  userId: text('user_id').notNull(),
  rating: integer('rating').notNull(),
  content: text('content').notNull(),
  createdAt: text('created_at').notNull(),
});

/** A receipt (invoice) asked for an order (applyReceiptDetail): one per order. */
export const orderReceipts = sqliteTable('order_receipts', {
  id: text('id').primaryKey(),
  orderId: text('order_id').notNull().unique(),
  userId: text('user_id').notNull(),
  title: text('title').notNull(),
  taxNo: text('tax_no').notNull().default(''),
  email: text('email').notNull(),
  createdAt: text('created_at').notNull(),
});

/**
 * Who receives an order placed by a user (issue 41: the buyer names the receiver and a mobile number beside the
 * §3 address). Its own table, not columns of orders: a database made before it gains it by CREATE IF NOT EXISTS.
 */
export const orderReceivers = sqliteTable('order_receivers', {
  orderId: text('order_id').primaryKey(),
  name: text('name').notNull(),
  phone: text('phone').notNull(),
});

/**
 * What the store's rules keep of an order beside its §3 fields (issue 34): `payBy`, when an unpaid order placed by a
 * user expires (null for orders entered otherwise, which never expire, and once paid), why an unpaid order was
 * cancelled (BUYER: its buyer cancelled it; EXPIRED: not paid in time) and the refunds approved so far (fen).
 */
export const orderTerms = sqliteTable('order_terms', {
  orderId: text('order_id').primaryKey(),
  payBy: text('pay_by'),
  cancelReason: text('cancel_reason', { enum: ['BUYER', 'EXPIRED'] }),
  refundedAmount: integer('refunded_amount').notNull().default(0),
});

/**
 * A goods' picture (issue 39 item 3). The spec names no picture field for goods or SKUs; this server calls it `picUrl`
 * (the platform's image-address rule, http/text-rules.ts: an http(s) address or one of its own file ids, which the
 * client reads through the spec's file download call). Its own table, not a column of goods: a database made before
 * it gains it by CREATE IF NOT EXISTS. A goods without a row has no picture (the client shows its placeholder).
 */
export const goodsPictures = sqliteTable('goods_pictures', {
  skuCode: text('sku_code').primaryKey(),
  picUrl: text('pic_url').notNull(),
});
