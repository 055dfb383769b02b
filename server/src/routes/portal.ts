/**
 * The portal service (spec calls-and-errors.md §7: `/bigtable/portal`, rich texts, `documentLib/chooseDir`,
 * `cms/cos`, `watchRecord`, `/ad/adSlot/findAdsByUniqueKey`). Everything is read in the caller's organisation; an id
 * of another organisation is a 404 like a missing one. Rich text is stored through the one sanitiser
 * (src/domain/portal/rich-text.ts), and every client sanitises it again before showing it: it is data.
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';

import { sanitiseRichTextHtml } from '../../../src/domain/portal/rich-text.js';
import type { Caller } from '../data/caller.js';
import { controlOf, type FormScript } from '../data/form-script.js';
import { formAccess, formOr404, requireOperation } from '../data/forms.js';
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

  /**
   * Who may save: for a form's rich-text field (`formId` + `fieldKey`), whoever may submit that form (the form rule:
   * its app's access and the create operation), stored in the form's organisation; otherwise the portal editor's
   * text, organisation admins only. Answers the organisation the text belongs to.
   */
  const requireMaySave = (caller: Caller, tenantId: string, target: { formId?: string | undefined; fieldKey?: string | undefined }): string => {
    if (!target.formId) {
      requireOrgAdmin(ctx, caller, tenantId);
      return tenantId;
    }
    const form = formOr404(db, target.formId);
    const access = formAccess(db, caller, form.appId);
    requireOperation(access, form.id, 'create');
    const control = target.fieldKey ? controlOf((form.definitionPublish as FormScript).list, target.fieldKey) : undefined;
    if (control?.type !== 'editor') throw ApiError.badRequest('该字段不是富文本');
    return form.tenantId;
  };

  api.post('/bigtable/rich-texts/save', async (req) => {
    const body = parse(
      z.object({ id: Id.optional(), content: z.string().max(RICH_TEXT_MAX), formId: Id.optional(), fieldKey: z.string().max(200).optional() }).loose(),
      req.body,
    );
    const callerTenant = await requireTenantCaller(ctx, req);
    const { caller } = callerTenant;
    const tenantId = requireMaySave(caller, callerTenant.tenantId, body);
    const now = ctx.clock.iso();
    if (body.id) {
      const existing = richTextsByIds(db, tenantId, [body.id])[0];
      if (!existing) throw ApiError.notFound();
    }
    const id = body.id ?? `rt-${randomId(8)}`;
    // Stored as it will be shown: scripts, handlers and foreign images never reach the table.
    const content = sanitiseRichTextHtml(body.content, { imageUrl: (fileId) => `${ctx.url}/api/file/fileoperation/download?fileId=${fileId}&isDownload=0` });
    db.insert(richTexts)
      .values({ id, tenantId, content, updatedBy: caller.user.id, updatedAt: now })
      .onConflictDoUpdate({ target: richTexts.id, set: { content, updatedBy: caller.user.id, updatedAt: now } })
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
