/**
 * SRM suppliers for the supplier picker (spec calls-and-errors.md §7 "Supplier": POST /srm/supplier,
 * GET /srm/supplier/{id}, POST /srm/supplier/batch). Sign-in required; only the request's organisation is read.
 *
 * The spec gives no payloads. Here `POST /srm/supplier` is the paged query (JSON `{ keyword?, page, size }`), the
 * way this platform's other POST list calls work, and `POST /srm/supplier/batch` reads suppliers by ids.
 */
import { and, eq, inArray, or, type SQL } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';

import { contains, pageOf, PickerQuery } from './crm.js';
import { suppliers } from '../db/crm.js';
import { requireTenantCaller } from '../http/auth.js';
import type { ServerContext } from '../http/context.js';
import { ApiError, ok, parse } from '../http/errors.js';
import { IdList, IdParam } from '../http/inputs.js';


export function registerSrm(api: FastifyInstance, ctx: ServerContext): void {
  const { db } = ctx;
  const inTenant = async (req: FastifyRequest) => (await requireTenantCaller(ctx, req)).tenantId;
  const view = {
    id: suppliers.id,
    name: suppliers.name,
    code: suppliers.code,
    contact: suppliers.contact,
    phone: suppliers.phone,
    level: suppliers.level,
  };

  api.post('/srm/supplier', async (req) => {
    const tenantId = await inTenant(req);
    const q = parse(PickerQuery, req.body ?? {});
    const conditions: SQL[] = [eq(suppliers.tenantId, tenantId)];
    if (q.keyword) conditions.push(or(contains(suppliers.name, q.keyword), contains(suppliers.code, q.keyword))!);
    const all = db.select(view).from(suppliers).where(and(...conditions)).orderBy(suppliers.code).all();
    return ok(pageOf(all, q.page, q.size));
  });

  api.post('/srm/supplier/batch', async (req) => {
    const tenantId = await inTenant(req);
    const { ids } = parse(z.object({ ids: IdList }), req.body);
    const rows = db.select(view).from(suppliers).where(and(eq(suppliers.tenantId, tenantId), inArray(suppliers.id, ids))).all();
    const byId = new Map(rows.map((r) => [r.id, r]));
    return ok(ids.flatMap((id) => byId.get(id) ?? []));
  });

  api.get('/srm/supplier/:id', async (req) => {
    const tenantId = await inTenant(req);
    const { id } = parse(IdParam, req.params);
    const row = db.select(view).from(suppliers).where(and(eq(suppliers.tenantId, tenantId), eq(suppliers.id, id))).get();
    if (!row) throw ApiError.notFound('供应商不存在');
    return ok(row);
  });
}
