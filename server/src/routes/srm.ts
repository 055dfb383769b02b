/**
 * SRM suppliers (spec calls-and-errors.md §7 "Supplier": POST /srm/supplier, GET /srm/supplier/{id},
 * GET /srm/tenant/{tenantId}/supplier/{supplierTenantId}, POST /srm/supplier/batch, /srm/level, /srm/tag).
 * Sign-in required; only the request's organisation is read or written (per-tenant isolation).
 *
 * The spec gives no payloads. Here `POST /srm/supplier` is the paged query (JSON `{ keyword?, page, size }`), the
 * way this platform's other POST list calls work, and creates a supplier when the body names one (`name`);
 * `PUT /srm/supplier/{id}` edits it; `POST /srm/supplier/batch` reads suppliers by ids.
 */
import { and, eq, inArray, or, type SQL } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';

import { contains, pageOf, PickerQuery } from './crm.js';
import { requireOrgArea } from '../data/org-areas.js';
import { suppliers } from '../db/crm.js';
import { ApiError, ok, parse } from '../errors.js';
import { requireTenantCaller } from '../http/auth.js';
import type { ServerContext } from '../http/context.js';
import { Id, IdList, IdParam } from '../http/inputs.js';
import { displayName } from '../http/text-rules.js';
import { randomId } from '../util.js';

/** Supplier levels and tags of the platform (srm/level, srm/tag). */
const SUPPLIER_LEVELS = [
  { code: 'A', name: '战略供应商' },
  { code: 'B', name: '优选供应商' },
  { code: 'C', name: '普通供应商' },
] as const;
const SUPPLIER_TAGS = ['包装', '五金', '印刷', '物流', '原材料'] as const;

const SupplierFields = z.object({
  name: displayName('名称', 1, 100),
  code: z.string().trim().min(1).max(30),
  contact: z.string().trim().max(30).default(''),
  phone: z.string().trim().max(30).default(''),
  level: z.enum(['A', 'B', 'C']).default('C'),
  tags: z.array(z.enum(SUPPLIER_TAGS)).max(5).default([]),
});


export function registerSrm(api: FastifyInstance, ctx: ServerContext): void {
  const { db } = ctx;
  const inTenant = async (req: FastifyRequest) => (await requireTenantCaller(ctx, req)).tenantId;
  // Creating and editing suppliers is for those the area is open to; reading serves the supplier control too.
  const manager = async (req: FastifyRequest) => {
    const { caller, tenantId } = await requireTenantCaller(ctx, req);
    requireOrgArea(db, caller.user.id, tenantId, 'supplier:manage');
    return tenantId;
  };
  const view = {
    id: suppliers.id,
    name: suppliers.name,
    code: suppliers.code,
    contact: suppliers.contact,
    phone: suppliers.phone,
    level: suppliers.level,
    tags: suppliers.tags,
  };
  const byId = (tenantId: string, id: string) => {
    const row = db.select(view).from(suppliers).where(and(eq(suppliers.tenantId, tenantId), eq(suppliers.id, id))).get();
    if (!row) throw ApiError.notFound('供应商不存在');
    return row;
  };
  const codeTaken = (tenantId: string, code: string, exceptId?: string) =>
    db.select({ id: suppliers.id }).from(suppliers).where(and(eq(suppliers.tenantId, tenantId), eq(suppliers.code, code))).all().some((r) => r.id !== exceptId);

  api.post('/srm/supplier', async (req) => {
    const creating = !!req.body && typeof req.body === 'object' && 'name' in req.body;
    const tenantId = creating ? await manager(req) : await inTenant(req);
    if (creating) {
      const input = parse(SupplierFields, req.body);
      if (codeTaken(tenantId, input.code)) throw ApiError.badRequest('供应商编码已存在');
      const id = `s-${randomId(6)}`;
      db.insert(suppliers).values({ id, tenantId, ...input, createdAt: ctx.clock.iso() }).run();
      return ok(byId(tenantId, id));
    }
    const q = parse(PickerQuery.extend({ level: z.enum(['A', 'B', 'C']).optional(), tag: z.enum(SUPPLIER_TAGS).optional() }), req.body ?? {});
    const conditions: SQL[] = [eq(suppliers.tenantId, tenantId)];
    if (q.keyword) conditions.push(or(contains(suppliers.name, q.keyword), contains(suppliers.code, q.keyword))!);
    if (q.level) conditions.push(eq(suppliers.level, q.level));
    const found = db.select(view).from(suppliers).where(and(...conditions)).orderBy(suppliers.code).all();
    // Tags are a short JSON list per supplier: filtered here rather than in SQL.
    const all = q.tag ? found.filter((s) => s.tags.includes(q.tag!)) : found;
    return ok(pageOf(all, q.page, q.size));
  });

  // With `level`, the supplier list's select mode: the chosen suppliers of the organisation get that level, each id
  // of another organisation (or none) is listed with why. Without it, suppliers read by ids.
  api.post('/srm/supplier/batch', async (req) => {
    if (req.body && typeof req.body === 'object' && 'level' in req.body) {
      const tenantId = await manager(req);
      const { ids, level } = parse(z.object({ ids: IdList, level: z.enum(['A', 'B', 'C']) }), req.body);
      return ok(
        db.transaction((tx) => {
          const mine = new Set(tx.select({ id: suppliers.id }).from(suppliers).where(and(eq(suppliers.tenantId, tenantId), inArray(suppliers.id, ids))).all().map((r) => r.id));
          const updated = ids.filter((id) => mine.has(id));
          if (updated.length) tx.update(suppliers).set({ level }).where(and(eq(suppliers.tenantId, tenantId), inArray(suppliers.id, updated))).run();
          return { updated, failed: ids.filter((id) => !mine.has(id)).map((id) => ({ id, reason: '供应商不存在' })) };
        }),
      );
    }
    const tenantId = await inTenant(req);
    const { ids } = parse(z.object({ ids: IdList }), req.body);
    const rows = db.select(view).from(suppliers).where(and(eq(suppliers.tenantId, tenantId), inArray(suppliers.id, ids))).all();
    const byId = new Map(rows.map((r) => [r.id, r]));
    return ok(ids.flatMap((id) => byId.get(id) ?? []));
  });

  api.get('/srm/supplier/:id', async (req) => {
    const tenantId = await inTenant(req);
    const { id } = parse(IdParam, req.params);
    return ok(byId(tenantId, id));
  });

  api.put('/srm/supplier/:id', async (req) => {
    const tenantId = await manager(req);
    const { id } = parse(IdParam, req.params);
    byId(tenantId, id);
    const input = parse(SupplierFields.partial(), req.body);
    if (input.code && codeTaken(tenantId, input.code, id)) throw ApiError.badRequest('供应商编码已存在');
    db.update(suppliers).set(input).where(eq(suppliers.id, id)).run();
    return ok(byId(tenantId, id));
  });

  // The supplier record an organisation keeps for another organisation on the platform: asked only from inside it.
  api.get('/srm/tenant/:tenantId/supplier/:supplierTenantId', async (req) => {
    const tenantId = await inTenant(req);
    const p = parse(z.object({ tenantId: Id, supplierTenantId: Id }), req.params);
    if (p.tenantId !== tenantId) throw ApiError.foreignTenant();
    const row = db.select(view).from(suppliers).where(and(eq(suppliers.tenantId, tenantId), eq(suppliers.supplierTenantId, p.supplierTenantId))).get();
    if (!row) throw ApiError.notFound('供应商不存在');
    return ok(row);
  });

  api.get('/srm/level', async (req) => {
    await inTenant(req);
    return ok(SUPPLIER_LEVELS);
  });

  api.get('/srm/tag', async (req) => {
    await inTenant(req);
    return ok(SUPPLIER_TAGS);
  });
}
