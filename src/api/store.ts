/**
 * Store, orders and after-sales (spec calls-and-errors.md §7 "Goods": /sku/store/goods/list/, /sku/store/page/List/
 * {storeId}, /sku/sku/intro; "Orders": /order/orders, /order/batch/order, pay receivable, payment, after-sale refund,
 * order comment, applyReceiptDetail, all with a JSON body). Money in fen. Those order calls are the ones the
 * secondary request layer serves (`secondary`: §8, errors.ts `secondaryBehaviour`).
 */
import { z } from 'zod/mini';

import { idSchema } from './schemas/session';
import {
  afterSaleSchema,
  goodsDetailSchema,
  goodsSchema,
  orderDetailSchema,
  orderSchema,
  pageSchema,
  receivableSchema,
  storeSchema,
} from './schemas/store';
import { request } from './transport';

/** Rows per page of the store's paged lists. */
export const STORE_PAGE_SIZE = 20;

export function storeList() {
  return request({ path: '/sku/store/goods/list', schema: z.array(storeSchema) });
}

export function storeGoodsPage(storeId: string, page: number, keyword: string) {
  return request({
    path: `/sku/store/page/List/${encodeURIComponent(storeId)}`,
    query: { page, size: STORE_PAGE_SIZE, ...(keyword ? { keyword } : {}) },
    schema: pageSchema(goodsSchema),
  });
}

export function goodsDetail(id: string) {
  return request({ path: '/sku/sku/intro', query: { id }, schema: goodsDetailSchema });
}

export interface NewOrder {
  storeId: string;
  lines: { goodsId: string; quantity: number }[];
  address: { location: string; details: string };
  /** Kept until the order is placed: a retry with it answers the order placed first instead of a second one. */
  requestId: string;
}

/** Silent: the order screen says why (short stock) beside the button. */
export function placeOrder(order: NewOrder) {
  return request({
    method: 'POST',
    path: '/order/orders',
    data: order,
    schema: orderSchema,
    silent: true,
    secondary: true,
  });
}

export function myOrdersPage(query: Record<string, string>, page: number) {
  return request({
    path: '/order/orders',
    query: { mine: 'true', page, size: STORE_PAGE_SIZE, ...query },
    schema: pageSchema(orderSchema),
    secondary: true,
  });
}

export function orderDetail(id: string) {
  return request({ path: `/order/orders/${encodeURIComponent(id)}`, schema: orderDetailSchema, secondary: true });
}

/** Pays what is due: the receivable opens a payment, the provider (the local server) confirms it. */
export async function payOrder(orderId: string) {
  const due = await request({
    method: 'POST',
    path: '/order/pay/receivable',
    data: { orderId },
    schema: receivableSchema,
    secondary: true,
  });
  return request({
    method: 'POST',
    path: '/order/payment',
    data: { paymentId: due.paymentId },
    schema: orderSchema,
    secondary: true,
  });
}

/** The buyer cancels an unpaid order (PUT /order/orders/{id}/cancel: not in the spec's catalogue, server/README.md). */
/** Orders by ids as the server holds them now, in the order asked (POST /order/batch/order); others' are left out. */
export function ordersByIds(ids: string[]) {
  return request({ method: 'POST', path: '/order/batch/order', data: { ids }, schema: z.array(orderSchema), secondary: true });
}

export function cancelOrder(orderId: string) {
  return request({
    method: 'PUT',
    path: `/order/orders/${encodeURIComponent(orderId)}/cancel`,
    data: {},
    schema: orderSchema,
    silent: true,
    secondary: true,
  });
}

export function signOrder(orderId: string) {
  return request({
    method: 'PUT',
    path: `/order/orders/${encodeURIComponent(orderId)}/sign`,
    data: {},
    schema: orderSchema,
    secondary: true,
  });
}

export function evaluateOrder(orderId: string, rating: number, content: string) {
  return request({
    method: 'POST',
    path: '/order/comment',
    data: { orderId, rating, content },
    schema: z.unknown(),
    silent: true,
    secondary: true,
  });
}

/** The goods an app's goods whitelist names, as they are on sale (GET /sku/app/goods/list/{id}). */
export function appGoods(appId: string) {
  return request({ path: `/sku/app/goods/list/${encodeURIComponent(appId)}`, schema: z.array(goodsSchema), silent: true });
}

/** A store's evaluations, newest first (rating, words, when: who wrote them is not shown to others). */
export function storeComments(storeId: string) {
  return request({
    path: '/order/comments',
    query: { storeId, size: STORE_COMMENTS_SHOWN },
    schema: z.array(z.looseObject({ id: idSchema, rating: z.catch(z.int(), 0), content: z.catch(z.string(), ''), createdAt: z.catch(z.string(), '') })),
    secondary: true,
    // The detail stands without them: a failure is said in their place, not toasted over the order.
    silent: true,
  });
}

/** How many of the store's evaluations the order detail shows. */
const STORE_COMMENTS_SHOWN = 5;

export function applyReceipt(orderId: string, receipt: { title: string; taxNo: string; email: string }) {
  return request({
    method: 'POST',
    path: '/order/applyReceiptDetail',
    data: { orderId, ...receipt },
    schema: z.unknown(),
    silent: true,
    secondary: true,
  });
}

/** Silent: the form says why (above what was paid) beside its fields. */
export function applyRefund(refund: { orderId: string; reason: string; amount: number; photos: string[] }) {
  return request({
    method: 'POST',
    path: '/order/afterSale/refund',
    data: refund,
    schema: afterSaleSchema,
    silent: true,
    secondary: true,
  });
}

/** `decide` is for organisation admins: silent, so for anyone else the screen just leaves that tab out. */
export function afterSalesPage(scope: 'mine' | 'decide', page: number) {
  return request({
    path: '/order/afterSale',
    query: { scope, page, size: STORE_PAGE_SIZE },
    schema: pageSchema(afterSaleSchema),
    silent: scope === 'decide',
  });
}

export function decideAfterSale(id: string, approve: boolean, answer: string) {
  return request({
    method: 'PUT',
    path: `/order/afterSale/${encodeURIComponent(id)}/${approve ? 'approve' : 'reject'}`,
    data: { answer },
    schema: afterSaleSchema,
  });
}
