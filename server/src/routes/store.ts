/**
 * Stores and their goods (spec calls-and-errors.md §7 "Goods": /sku/store/goods/list/, /sku/store/page/List/{storeId},
 * /sku/sku/intro, GET /sku/app/goods/list/{id}). Sign-in and an organisation required; only the request's
 * organisation is read. The spec gives no payloads: `store/goods/list` lists the organisation's stores, `store/page/
 * List/{storeId}` pages a store's goods (with stock), `sku/intro` is one goods' detail, `app/goods/list/{id}` the
 * goods an application's goods whitelist names (what a visitor may buy to open it).
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';

import { pageOf, PickerQuery } from './crm.js';
import { expireUnpaidOrders, picUrlColumn, storeGoodsRows, storesOf, STORE_TEXT } from '../data/store.js';
import { goodsPictures, storeGoods } from '../db/orders.js';
import { apps, goods } from '../db/schema.js';
import { ApiError, ok, parse } from '../errors.js';
import { requireTenantCaller } from '../http/auth.js';
import type { ServerContext } from '../http/context.js';
import { Id, IdParam } from '../http/inputs.js';

export function registerStore(api: FastifyInstance, ctx: ServerContext): void {
  const { db } = ctx;
  // Stock held by unpaid orders past their payment window is returned before any stock is shown.
  const storeCaller = async (req: Parameters<typeof requireTenantCaller>[1]) => {
    const found = await requireTenantCaller(ctx, req);
    expireUnpaidOrders(db, ctx.clock.iso());
    return found;
  };

  const listStores = async (req: Parameters<typeof requireTenantCaller>[1]) => ok(storesOf(db, (await storeCaller(req)).tenantId));
  api.get('/sku/store/goods/list', listStores);
  api.get('/sku/store/goods/list/', listStores);

  api.get('/sku/store/page/List/:storeId', async (req) => {
    const { tenantId } = await storeCaller(req);
    const { storeId } = parse(z.object({ storeId: Id }), req.params);
    const q = parse(PickerQuery, req.query);
    if (!storesOf(db, tenantId).some((s) => s.id === storeId)) throw ApiError.notFound(STORE_TEXT.storeMissing);
    const kw = q.keyword?.toLowerCase();
    const all = storeGoodsRows(db, tenantId, storeId).filter((g) => !kw || g.name.toLowerCase().includes(kw) || g.skuCode.toLowerCase().includes(kw));
    return ok(pageOf(all, q.page, q.size));
  });

  api.get('/sku/sku/intro', async (req) => {
    const { tenantId } = await storeCaller(req);
    const { id } = parse(IdParam, req.query);
    const row = db.select().from(storeGoods).where(and(eq(storeGoods.id, id), eq(storeGoods.tenantId, tenantId))).get();
    const found = row && storeGoodsRows(db, tenantId, row.storeId).find((g) => g.id === id);
    if (!found) throw ApiError.notFound(STORE_TEXT.goodsMissing);
    const store = storesOf(db, tenantId).find((s) => s.id === found.storeId)!;
    return ok({ ...found, store: { id: store.id, name: store.name, freight: store.freight } });
  });

  api.get('/sku/app/goods/list/:id', async (req) => {
    const { tenantId } = await storeCaller(req);
    const { id } = parse(IdParam, req.params);
    const app = db.select().from(apps).where(and(eq(apps.id, id), eq(apps.tenantId, tenantId))).get();
    if (!app) throw ApiError.notFound('应用不存在');
    const codes = app.accessConfig.whiteListTypes.includes('SKU') ? app.accessConfig.ids : [];
    if (!codes.length) return ok([]);
    const onSale = db
      .select({ id: storeGoods.id, storeId: storeGoods.storeId, skuCode: storeGoods.skuCode, name: goods.name, price: goods.price, stock: storeGoods.stock, picUrl: picUrlColumn })
      .from(storeGoods)
      .innerJoin(goods, eq(goods.skuCode, storeGoods.skuCode))
      .leftJoin(goodsPictures, eq(goodsPictures.skuCode, storeGoods.skuCode))
      .where(and(eq(storeGoods.tenantId, tenantId), inArray(storeGoods.skuCode, codes)))
      .all();
    // In the order the whitelist names them (as its denial message does).
    return ok(onSale.sort((a, b) => codes.indexOf(a.skuCode) - codes.indexOf(b.skuCode)));
  });
}
