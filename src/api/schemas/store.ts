// Response schemas of the store, order and after-sale calls (spec calls-and-errors.md §7 "Goods", "Orders";
// screens-data-rules.md §3 "Order"). Money in fen.
import { z } from 'zod/mini';

import { idSchema } from './session';
import { textOrEmpty, textOrNull } from './text';

const fen = z.catch(z.int(), 0);

export const storeSchema = z.looseObject({
  id: idSchema,
  name: textOrEmpty,
  freight: fen,
  intro: textOrEmpty,
  goodsCount: z.catch(z.number(), 0),
});

export const goodsSchema = z.looseObject({
  id: idSchema,
  storeId: idSchema,
  skuCode: textOrEmpty,
  name: textOrEmpty,
  price: fen,
  stock: z.catch(z.int(), 0),
  intro: textOrEmpty,
  /** The goods' picture (the local server's addition: the spec names none): an http(s) address or a file id; '' for none. */
  picUrl: textOrEmpty,
});

export const goodsDetailSchema = z.extend(goodsSchema, {
  store: z.looseObject({ id: idSchema, name: textOrEmpty, freight: fen }),
});
export type GoodsDetail = z.output<typeof goodsDetailSchema>;

const lineSchema = z.looseObject({ id: idSchema, name: textOrEmpty, price: fen, quantity: z.catch(z.int(), 0), picUrl: textOrEmpty });

/** An order with the §3 fields; the §4 statuses are kept as sent (the screens label them). */
export const orderSchema = z.looseObject({
  id: idSchema,
  code: textOrEmpty,
  orderType: textOrEmpty,
  customerName: textOrEmpty,
  store: z.catch(z.looseObject({ id: z.nullish(idSchema), name: textOrEmpty }), { id: null, name: '' }),
  amount: fen,
  freight: fen,
  paidAmount: fen,
  refundedAmount: fen,
  /** When an unpaid order expires (server: cancelled with its stock returned); null once paid or for others. */
  payBy: z.catch(textOrNull, null),
  /** BUYER or EXPIRED on a cancelled unpaid order, null otherwise. */
  cancelReason: z.catch(textOrNull, null),
  userId: z.catch(textOrNull, null),
  evaluated: z.catch(z.boolean(), false),
  orderStatus: textOrEmpty,
  paymentStatus: textOrEmpty,
  deliveryStatus: textOrEmpty,
  afterSaleStatus: textOrNull,
  /** receiver and phone: who receives an order placed by a user (empty on orders entered otherwise). */
  address: z.catch(z.looseObject({ location: textOrEmpty, details: textOrEmpty, receiver: textOrEmpty, phone: textOrEmpty }), { location: '', details: '', receiver: '', phone: '' }),
  createdAt: textOrEmpty,
  /** The goods, at the name and price they had when ordered. */
  lines: z.catch(z.array(lineSchema), []),
});
export type Order = z.output<typeof orderSchema>;

export const afterSaleSchema = z.looseObject({
  id: idSchema,
  orderId: idSchema,
  reason: textOrEmpty,
  amount: fen,
  photos: z.catch(z.array(z.string()), []),
  status: textOrEmpty,
  answer: textOrEmpty,
  createdAt: textOrEmpty,
  order: z.pipe(
    z.nullish(orderSchema),
    z.transform((v) => v ?? null),
  ),
});
export type AfterSale = z.output<typeof afterSaleSchema>;

export const orderDetailSchema = z.extend(orderSchema, {
  afterSales: z.catch(z.array(z.omit(afterSaleSchema, { order: true })), []),
  comment: z.pipe(
    z.nullish(z.looseObject({ rating: z.catch(z.number(), 0), content: textOrEmpty })),
    z.transform((v) => v ?? null),
  ),
  receipt: z.pipe(
    z.nullish(z.looseObject({ title: textOrEmpty, email: textOrEmpty })),
    z.transform((v) => v ?? null),
  ),
});

export const receivableSchema = z.looseObject({ paymentId: idSchema, amount: fen });

/** A page in the platform's list shape. */
export const pageSchema = <S extends z.ZodMiniType>(row: S) =>
  z.looseObject({ content: z.catch(z.array(row), []), totalElements: z.catch(z.number(), 0) });
