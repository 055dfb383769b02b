/**
 * The portal service (spec calls-and-errors.md §7: `/bigtable/portal`, rich texts, `documentLib/chooseDir`,
 * `cms/cos`, `watchRecord`, `/ad/adSlot/findAdsByUniqueKey`). Everything is read in the caller's organisation; an id
 * of another organisation is a 404 like a missing one. Rich text is stored as the editor sends it: it is data, and
 * every client sanitises it before showing it (src/domain/portal/rich-text.ts).
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';

import {
  adSlotView,
  contentObjectViews,
  directoryView,
  findPortal,
  portalView,
  richTextsByIds,
  saveWatchRecord,
  watchRecordOf,
} from '../data/portal.js';
import { richTexts } from '../db/portal.js';
import { ApiError, ok, orNotFound, parse } from '../errors.js';
import { requireOrgAdmin, requireTenantCaller } from '../http/auth.js';
import type { ServerContext } from '../http/context.js';
import { Id, IdParam } from '../http/inputs.js';
import { randomId } from '../util.js';

/** `ids=a,b` (at most 200). */
const CommaIds = z.object({ ids: z.string().trim().min(1).max(4000) }).loose();
const idsOf = (ids: string) => [...new Set(ids.split(',').map((s) => s.trim()).filter(Boolean))].slice(0, 200);

/** Rich text as the editor sends it, up to 100,000 characters. */
const RICH_TEXT_MAX = 100_000;

export function registerPortal(api: FastifyInstance, ctx: ServerContext): void {
  const { db } = ctx;

  api.get('/bigtable/portal', async (req) => {
    const { tenantId } = await requireTenantCaller(ctx, req);
    return ok(portalView(db, ctx.url, orNotFound(findPortal(db, tenantId), '门户不存在')));
  });

  api.get('/bigtable/portal/:id', async (req) => {
    const { id } = parse(IdParam, req.params);
    const { tenantId } = await requireTenantCaller(ctx, req);
    return ok(portalView(db, ctx.url, orNotFound(findPortal(db, tenantId, id), '门户不存在')));
  });

  // Saving rich text is the portal editor's: organisation admins only.
  api.post('/bigtable/rich-texts/save', async (req) => {
    const body = parse(z.object({ id: Id.optional(), content: z.string().max(RICH_TEXT_MAX) }).loose(), req.body);
    const { caller, tenantId } = await requireTenantCaller(ctx, req);
    requireOrgAdmin(ctx, caller, tenantId);
    const now = ctx.clock.iso();
    if (body.id) {
      const existing = richTextsByIds(db, tenantId, [body.id])[0];
      if (!existing) throw ApiError.notFound();
    }
    const id = body.id ?? `rt-${randomId(8)}`;
    db.insert(richTexts)
      .values({ id, tenantId, content: body.content, updatedBy: caller.user.id, updatedAt: now })
      .onConflictDoUpdate({ target: richTexts.id, set: { content: body.content, updatedBy: caller.user.id, updatedAt: now } })
      .run();
    return ok(richTextsByIds(db, tenantId, [id])[0]);
  });

  api.get('/bigtable/rich-texts', async (req) => {
    const { ids } = parse(CommaIds, req.query);
    const { tenantId } = await requireTenantCaller(ctx, req);
    return ok(richTextsByIds(db, tenantId, idsOf(ids)));
  });

  api.get('/cms/documentLib/chooseDir', async (req) => {
    const { dirId } = parse(z.object({ dirId: Id.optional() }).loose(), req.query);
    const { tenantId } = await requireTenantCaller(ctx, req);
    return ok(orNotFound(directoryView(db, tenantId, dirId ?? null), '目录不存在'));
  });

  api.get('/cms/cos/findByIds', async (req) => {
    const { ids } = parse(CommaIds, req.query);
    const { tenantId } = await requireTenantCaller(ctx, req);
    return ok(contentObjectViews(db, ctx.url, tenantId, idsOf(ids)));
  });

  api.get('/cms/cos/findById', async (req) => {
    const { id } = parse(IdParam, req.query);
    const { tenantId } = await requireTenantCaller(ctx, req);
    return ok(orNotFound(contentObjectViews(db, ctx.url, tenantId, [id])[0]));
  });

  const CosRef = z.object({ cosId: Id }).loose();

  api.get('/cms/watchRecord/findMyWatchRecord', async (req) => {
    const { cosId } = parse(CosRef, req.query);
    const { caller, tenantId } = await requireTenantCaller(ctx, req);
    orNotFound(contentObjectViews(db, ctx.url, tenantId, [cosId])[0]);
    return ok(watchRecordOf(db, caller.user.id, cosId));
  });

  api.post('/cms/watchRecord/updateRecord', async (req) => {
    const body = parse(
      z.object({ cosId: Id, position: z.number().min(0).max(86_400), duration: z.number().min(0).max(86_400).nullish() }).loose(),
      req.body,
    );
    const { caller, tenantId } = await requireTenantCaller(ctx, req);
    orNotFound(contentObjectViews(db, ctx.url, tenantId, [body.cosId])[0]);
    return ok(saveWatchRecord(db, { userId: caller.user.id, cosId: body.cosId, tenantId, position: body.position, duration: body.duration ?? null, now: ctx.clock.iso() }));
  });

  api.get('/ad/adSlot/findAdsByUniqueKey', async (req) => {
    const { uniqueKey } = parse(z.object({ uniqueKey: Id }).loose(), req.query);
    const { tenantId } = await requireTenantCaller(ctx, req);
    return ok(orNotFound(adSlotView(db, ctx.url, tenantId, uniqueKey), '广告位不存在'));
  });
}
