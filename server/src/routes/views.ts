/**
 * List views (spec calls-and-errors.md §7: older engine `views`, `views/key/{id}`; newer engine
 * `/bigtable/form/{formId}/list-config`). A view picks a form's columns and its sort; this service answers only
 * what the caller may see:
 *
 * - a view is listed or opened only with its `view-permission` (spec §3 permission types), else 403;
 * - its columns are cut to the role's `form-field-permission` keys plus the system fields (data-list permission,
 *   spec §6 "only permitted columns"); which records a list shows is forms.ts's `mayRead` / `readableRecords` (ALL / MINE);
 * - the older engine answers its sort in its own words (createTime → createdAt, direction lowercased, calls §5).
 */
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';

import { appliesTo, formAccess, formOr404, isV1, permittedFieldKeys, requireEngine, type Form, type FormAccess } from '../data/forms.js';
import type { Db } from '../db/index.js';
import { views } from '../db/schema.js';
import { ApiError, ok, parse } from '../errors.js';
import { optionalCaller } from '../http/auth.js';
import type { ServerContext } from '../http/context.js';
import { Id, IdParam } from '../http/inputs.js';

type ViewRow = typeof views.$inferSelect;

/** System columns a view may show, with the labels the client also uses (src/domain/records/messages.ts). */
const SYSTEM_COLUMNS: Record<string, string> = {
  code: '业务编码',
  creater: '创建人',
  createTime: '创建时间',
  updater: '最后修改人',
  lastModifiedTime: '更新时间',
  ownerId: '数据所有者',
  id: 'ID',
};

/** The stored view config, read tolerantly: unknown keys pass, a bad entry is dropped rather than failing the view. */
const SortEntry = z.union([
  z.object({ key: z.string().min(1) }).loose().transform((s) => ({ field: s.key, direction: String((s as { direction?: unknown }).direction ?? 'DESC') })),
  z.object({ field: z.string().min(1) }).loose().transform((s) => ({ field: s.field, direction: String((s as { direction?: unknown }).direction ?? 'DESC') })),
]);
const ViewConfig = z
  .object({
    columns: z.array(z.string()).catch([]).default([]),
    sort: z.array(z.unknown()).catch([]).default([]),
    pageSize: z.number().int().min(1).max(200).catch(20).default(20),
  })
  .loose()
  .catch({ columns: [], sort: [], pageSize: 20 });

interface FieldInfo {
  key: string;
  label: string;
  type: string;
}

/** The form's data fields (containers flattened, sub-form children excluded) with their labels. */
function formFields(form: Form): FieldInfo[] {
  const out: FieldInfo[] = [];
  const walk = (list: unknown) => {
    if (!Array.isArray(list)) return;
    for (const c of list as { key?: unknown; type?: unknown; name?: unknown; columns?: { list?: unknown }[] }[]) {
      if (Array.isArray(c.columns)) for (const col of c.columns) walk(col.list);
      if (typeof c.key === 'string' && typeof c.type === 'string' && !['tabs', 'grid', 'divider'].includes(c.type)) {
        out.push({ key: c.key, type: c.type, label: typeof c.name === 'string' ? c.name : c.key });
      }
    }
  };
  walk((form.definitionPublish as { list?: unknown } | null)?.list);
  return out;
}

const mayUseView = (access: FormAccess, view: ViewRow): boolean =>
  access.permissions.some((p) => p.type === 'view-permission' && p.businessKey === view.id && appliesTo(view.formId)(p));

/** Older-engine words for a sort: createTime → createdAt, lastModifiedTime → updatedAt, direction lowercased. */
const olderSort = (s: { field: string; direction: string }) => ({
  field: s.field === 'createTime' ? 'createdAt' : s.field === 'lastModifiedTime' ? 'updatedAt' : s.field,
  direction: s.direction.toLowerCase(),
});

/** A view as answered: only permitted columns, sorts on known fields, in the engine's words. */
function viewAnswer(access: FormAccess, form: Form, view: ViewRow | null) {
  const fields = formFields(form);
  const byKey = new Map(fields.map((f) => [f.key, f]));
  const allowed = permittedFieldKeys(access, form.id);
  const config = ViewConfig.parse(view?.config ?? {});
  // No view: the first four permitted fields, newest first (the same default the seeded views use).
  const keys = view ? config.columns : fields.filter((f) => allowed.has(f.key)).slice(0, 4).map((f) => f.key);
  const columns = keys.flatMap((key) => {
    if (SYSTEM_COLUMNS[key]) return [{ key, label: SYSTEM_COLUMNS[key], type: 'system', system: true }];
    const field = byKey.get(key);
    return field && allowed.has(key) ? [{ key, label: field.label, type: field.type, system: false }] : [];
  });
  const sorts = (view ? config.sort : [{ key: 'createTime', direction: 'DESC' }])
    .flatMap((s) => {
      const read = SortEntry.safeParse(s);
      return read.success ? [read.data] : [];
    })
    .filter((s) => SYSTEM_COLUMNS[s.field] !== undefined || (byKey.has(s.field) && allowed.has(s.field)))
    .map((s) => ({ field: s.field, direction: s.direction.toUpperCase() === 'ASC' ? 'ASC' : 'DESC' }));
  return {
    id: view?.id ?? null,
    key: view?.id ?? null,
    name: view?.name ?? form.name,
    type: view?.type ?? 'list',
    appId: form.appId,
    formId: form.id,
    columns,
    sort: isV1(access.app) ? sorts.map(olderSort) : sorts,
    pageSize: config.pageSize,
  };
}

export function registerViews(api: FastifyInstance, ctx: ServerContext): void {
  const { db } = ctx;

  const accessOf = async (req: FastifyRequest, appId: string) => formAccess(db, await optionalCaller(ctx, req), appId);
  const viewsOf = (dbi: Db, appId: string, formId?: string) =>
    dbi
      .select()
      .from(views)
      .where(formId ? and(eq(views.appId, appId), eq(views.formId, formId)) : eq(views.appId, appId))
      .orderBy(asc(views.id))
      .all();
  const viewOr404 = (id: string) => {
    const view = db.select().from(views).where(eq(views.id, id)).get();
    if (!view) throw ApiError.notFound('视图不存在');
    return view;
  };
  const requireView = (access: FormAccess, view: ViewRow) => {
    if (!mayUseView(access, view)) throw ApiError.forbidden('您没有该视图的权限');
  };

  // Older engine: the views of an app (optionally one form) the caller holds.
  api.get('/ware-engine-form/views', async (req) => {
    const q = parse(z.object({ appId: Id, formId: Id.optional() }), req.query);
    const access = await accessOf(req, q.appId);
    requireEngine(access.app, 'V1');
    if (q.formId) formOr404(db, q.formId, access.app.id);
    const rows = viewsOf(db, access.app.id, q.formId).filter((v) => mayUseView(access, v));
    return ok(rows.map((v) => viewAnswer(access, formOr404(db, v.formId), v)));
  });

  // Older engine: one view by its id (the platform's view key).
  api.get('/ware-engine-form/views/key/:id', async (req) => {
    const { id } = parse(IdParam, req.params);
    const view = viewOr404(id);
    const access = await accessOf(req, view.appId);
    requireEngine(access.app, 'V1');
    requireView(access, view);
    return ok(viewAnswer(access, formOr404(db, view.formId), view));
  });

  // Newer engine: a form's list configuration: the chosen view (viewId, else the first the caller holds, else none).
  api.get('/bigtable/form/:formId/list-config', async (req) => {
    const { formId } = parse(z.object({ formId: Id }), req.params);
    const { viewId } = parse(z.object({ viewId: Id.optional() }), req.query);
    const form = formOr404(db, formId);
    const access = await accessOf(req, form.appId);
    requireEngine(access.app, 'BIGTABLE');
    const held = viewsOf(db, access.app.id, form.id).filter((v) => mayUseView(access, v));
    let chosen: ViewRow | null = held[0] ?? null;
    if (viewId) {
      const view = viewOr404(viewId);
      if (view.formId !== form.id) throw ApiError.notFound('视图不存在');
      requireView(access, view);
      chosen = view;
    }
    return ok({
      ...viewAnswer(access, form, chosen),
      viewId: chosen?.id ?? null,
      views: held.map((v) => ({ id: v.id, name: v.name })),
    });
  });
}
