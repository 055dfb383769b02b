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
    addressDetails: text('address_details').notNull().default(''),
    createdAt: text('created_at').notNull(),
  },
  (t) => [index('orders_tenant').on(t.tenantId, t.createdAt)],
);
