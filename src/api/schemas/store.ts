// Response schemas of the store, order and after-sale calls (spec calls-and-errors.md §7 "Goods", "Orders";
// screens-data-rules.md §3 "Order"). Money in fen.
import { z } from 'zod';

import { idSchema } from './session';

const text = z.string().nullish().transform((v) => v ?? '');
const fen = z.number().int().catch(0);

export const storeSchema = z.looseObject({ id: idSchema, name: text, freight: fen, intro: text, goodsCount: z.number().catch(0) });

export const goodsSchema = z.looseObject({
  id: idSchema,
  storeId: idSchema,
  skuCode: text,
  name: text,
  price: fen,
  stock: z.number().int().catch(0),
  intro: text,
});

export const goodsDetailSchema = goodsSchema.extend({ store: z.looseObject({ id: idSchema, name: text, freight: fen }) });

/** An order with the §3 fields; the §4 statuses are kept as sent (the screens label them). */
export const orderSchema = z.looseObject({
  id: idSchema,
  code: text,
  orderType: text,
  customerName: text,
  store: z.looseObject({ id: idSchema.nullish(), name: text }).catch({ id: null, name: '' }),
  amount: fen,
  freight: fen,
  paidAmount: fen,
  evaluated: z.boolean().catch(false),
  orderStatus: text,
  paymentStatus: text,
  deliveryStatus: text,
  afterSaleStatus: z.string().nullish().transform((v) => v ?? null),
  address: z.looseObject({ location: text, details: text }).catch({ location: '', details: '' }),
  createdAt: text,
});
export type Order = z.output<typeof orderSchema>;

const lineSchema = z.looseObject({ id: idSchema, name: text, price: fen, quantity: z.number().int().catch(0) });

export const afterSaleSchema = z.looseObject({
  id: idSchema,
  orderId: idSchema,
  reason: text,
  amount: fen,
  photos: z.array(z.string()).catch([]),
  status: text,
  answer: text,
  createdAt: text,
  order: orderSchema.nullish().transform((v) => v ?? null),
});
export type AfterSale = z.output<typeof afterSaleSchema>;

export const orderDetailSchema = orderSchema.extend({
  lines: z.array(lineSchema).catch([]),
  afterSales: z.array(afterSaleSchema.omit({ order: true })).catch([]),
  comment: z.looseObject({ rating: z.number().catch(0), content: text }).nullish().transform((v) => v ?? null),
  receipt: z.looseObject({ title: text, email: text }).nullish().transform((v) => v ?? null),
});

export const receivableSchema = z.looseObject({ paymentId: idSchema, amount: fen });

/** A page in the platform's list shape. */
export const pageSchema = <S extends z.ZodType>(row: S) => z.looseObject({ content: z.array(row).catch([]), totalElements: z.number().catch(0) });
