// Response schemas of the store, order and after-sale calls (spec calls-and-errors.md §7 "Goods", "Orders";
// screens-data-rules.md §3 "Order"). Money in fen.
import { z } from 'zod/mini';

import { idSchema } from './session';

const text = z.pipe(
  z.nullish(z.string()),
  z.transform((v) => v ?? ''),
);
const fen = z.catch(z.int(), 0);

export const storeSchema = z.looseObject({
  id: idSchema,
  name: text,
  freight: fen,
  intro: text,
  goodsCount: z.catch(z.number(), 0),
});

export const goodsSchema = z.looseObject({
  id: idSchema,
  storeId: idSchema,
  skuCode: text,
  name: text,
  price: fen,
  stock: z.catch(z.int(), 0),
  intro: text,
  /** The goods' picture (the local server's addition: the spec names none): an http(s) address or a file id; '' for none. */
  picUrl: text,
});

export const goodsDetailSchema = z.extend(goodsSchema, {
  store: z.looseObject({ id: idSchema, name: text, freight: fen }),
});
export type GoodsDetail = z.output<typeof goodsDetailSchema>;

const lineSchema = z.looseObject({ id: idSchema, name: text, price: fen, quantity: z.catch(z.int(), 0), picUrl: text });

/** An order with the §3 fields; the §4 statuses are kept as sent (the screens label them). */
export const orderSchema = z.looseObject({
  id: idSchema,
  code: text,
  orderType: text,
  customerName: text,
  store: z.catch(z.looseObject({ id: z.nullish(idSchema), name: text }), { id: null, name: '' }),
  amount: fen,
  freight: fen,
  paidAmount: fen,
  refundedAmount: fen,
  /** When an unpaid order expires (server: cancelled with its stock returned); null once paid or for others. */
  payBy: z.pipe(
    z.catch(z.nullish(z.string()), null),
    z.transform((v) => v ?? null),
  ),
  /** BUYER or EXPIRED on a cancelled unpaid order, null otherwise. */
  cancelReason: z.pipe(
    z.catch(z.nullish(z.string()), null),
    z.transform((v) => v ?? null),
  ),
  userId: z.pipe(
    z.catch(z.nullish(z.string()), null),
    z.transform((v) => v ?? null),
  ),
  evaluated: z.catch(z.boolean(), false),
  orderStatus: text,
  paymentStatus: text,
  deliveryStatus: text,
  afterSaleStatus: z.pipe(
    z.nullish(z.string()),
    z.transform((v) => v ?? null),
  ),
  /** receiver and phone: who receives an order placed by a user (empty on orders entered otherwise). */
  address: z.catch(z.looseObject({ location: text, details: text, receiver: text, phone: text }), { location: '', details: '', receiver: '', phone: '' }),
  createdAt: text,
  /** The goods, at the name and price they had when ordered. */
  lines: z.catch(z.array(lineSchema), []),
});
export type Order = z.output<typeof orderSchema>;

export const afterSaleSchema = z.looseObject({
  id: idSchema,
  orderId: idSchema,
  reason: text,
  amount: fen,
  photos: z.catch(z.array(z.string()), []),
  status: text,
  answer: text,
  createdAt: text,
  order: z.pipe(
    z.nullish(orderSchema),
    z.transform((v) => v ?? null),
  ),
});
export type AfterSale = z.output<typeof afterSaleSchema>;

export const orderDetailSchema = z.extend(orderSchema, {
  afterSales: z.catch(z.array(z.omit(afterSaleSchema, { order: true })), []),
  comment: z.pipe(
    z.nullish(z.looseObject({ rating: z.catch(z.number(), 0), content: text })),
    z.transform((v) => v ?? null),
  ),
  receipt: z.pipe(
    z.nullish(z.looseObject({ title: text, email: text })),
    z.transform((v) => v ?? null),
  ),
});

export const receivableSchema = z.looseObject({ paymentId: idSchema, amount: fen });

/** A page in the platform's list shape. */
export const pageSchema = <S extends z.ZodMiniType>(row: S) =>
  z.looseObject({ content: z.catch(z.array(row), []), totalElements: z.catch(z.number(), 0) });
