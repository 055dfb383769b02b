/**
 * The record detail's extras (spec calls-and-errors.md §7, screens-data-rules.md §3, §6): the record read
 * for the detail screen, change logs, collaborators, copy, custom buttons and their app functions, print templates.
 * Paths of both engines; the choices where the spec names no path are in server/README.md "Record detail extras".
 *
 * - Reading: the list rule (`mayRead`) or being a collaborator of the record inside its organisation
 *   (`mayReadDetail`); every call here that takes a record checks it, so a collaborator can open, print and see the
 *   change log of the one record they were invited to.
 * - Writing: invite (and removing someone else) needs the `invite` operation, copy `copy`, print `print`, a custom
 *   button its own operation (`edit` unless seeded otherwise).
 * - Changes: `recordChange` (data/record-extras.ts) is called where records are written; form-data.ts calls it on
 *   submit and update, this module on copy and function runs.
 * - Field permissions (spec §6): the detail, copy and function answers carry only the values of the fields the
 *   caller's role may see (`permittedContent` via `listedRecords`); change-log entries only the changes of those fields
 *   (an update of hidden fields alone is left out); a print template prints only those fields. Copy and functions
 *   still copy / keep the whole stored content: they write on the server, nothing hidden is answered.
 * - Values (data/form-values.ts): a copy is checked as a submit of the copied content, a function run as an edit of the
 *   fields it sets; a refusal is the same 400 with field errors (`data.errors`, `data.rows`) and stores nothing.
 * - Approvals (data/tasks.ts): a copy of a form with a process starts it, as a submit does; a function run on a record
 *   inside a running or completed approval follows the edit's lock (`requireProcessEditable`).
 */
import { and, asc, desc, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';

import type { Caller } from '../data/caller.js';
import { requireValidValues } from '../data/form-values.js';
import {
  formAccess,
  formOr404,
  hasOperation,
  mayRead,
  nextRecordCode,
  permittedContent,
  permittedFieldKeys,
  requireEngine,
  requireOperation,
  type FormAccess,
  type FormRecord,
} from '../data/forms.js';
import { requireNoDuplicates } from '../data/no-duplicates.js';
import { isMember } from '../data/people.js';
import { printImagesOf } from '../data/print-images.js';
import { renderPdf, storePdf, type PrintLine } from '../data/print-pdf.js';
import {
  appFunctions,
  customButtons,
  mayReadDetail,
  printTemplates,
  recordChange,
  recordChangelogs,
  recordCollaborators,
} from '../data/record-extras.js';
import { listedRecords, userRefs } from '../data/record-views.js';
import { requireProcessEditable, startProcess } from '../data/tasks.js';
import { controlsOf, EMPTY, valueText } from '../data/value-text.js';
import type { Db } from '../db/index.js';
import { formData } from '../db/schema.js';
import { ApiError, ok, parse } from '../errors.js';
import { requireCaller } from '../http/auth.js';
import type { ServerContext } from '../http/context.js';
import { Id, IdParam } from '../http/inputs.js';
import { randomId } from '../util.js';

export { recordChange } from '../data/record-extras.js';

const UserIds = z.array(Id).min(1, '请选择协作人').max(50);
type Engine = 'V1' | 'BIGTABLE';

/* ---------- Views ---------- */

/** The record as the list calls give it (spec §3: only the fields the caller may see), with what the detail adds. */
function detailView(db: Db, access: FormAccess, record: FormRecord, extra: Record<string, unknown> = {}) {
  return { ...listedRecords(db, access, [record])[0]!, ...extra };
}

/* ---------- The service ---------- */

export function registerRecordExtras(api: FastifyInstance, ctx: ServerContext): void {
  const { db } = ctx;

  /** A live record the caller may read on the detail screen, with the caller's access to its app. */
  const recordFor = async (req: FastifyRequest, dataId: string, engine: Engine, where: { appId?: string; formId?: string } = {}) => {
    const caller = await requireCaller(ctx, req);
    const record = db.select().from(formData).where(eq(formData.id, dataId)).get();
    if (!record || record.status === 'DELETED' || record.status === 'ARCHIVED') throw ApiError.notFound();
    if ((where.appId && record.appId !== where.appId) || (where.formId && record.formId !== where.formId)) throw ApiError.notFound();
    const access = formAccess(db, caller, record.appId);
    requireEngine(access.app, engine);
    if (!mayReadDetail(db, access, record, caller)) throw ApiError.forbidden('您没有查看该数据的权限');
    return { caller, access, record };
  };

  /** The form of an app on one engine, for the lists of buttons and templates. */
  const formFor = async (req: FastifyRequest, appId: string | undefined, formId: string, engine: Engine) => {
    const caller = await requireCaller(ctx, req);
    const form = formOr404(db, formId, appId);
    const access = formAccess(db, caller, form.appId);
    requireEngine(access.app, engine);
    return { caller, access, form };
  };

  // ---- the record ----

  /**
   * The change log of a record as the caller may see it (§6): each entry's field changes cut to the visible fields; an
   * UPDATE that changed only hidden fields is left out, as an update that changed nothing is not logged at all.
   */
  const changelogs = (access: FormAccess, record: FormRecord) => {
    const visible = permittedFieldKeys(access, record.formId);
    const rows = db
      .select()
      .from(recordChangelogs)
      .where(eq(recordChangelogs.dataId, record.id))
      .orderBy(desc(recordChangelogs.createdAt), desc(recordChangelogs.id))
      .all()
      .map((r) => ({ ...r, shown: r.changes.filter((c) => visible.has(c.key)) }))
      .filter((r) => !(r.action === 'UPDATE' && r.changes.length > 0 && r.shown.length === 0));
    const user = userRefs(db, rows.map((r) => r.userId));
    return rows.map((r) => ({ id: r.id, dataId: r.dataId, action: r.action, note: r.note, createTime: r.createdAt, user: user(r.userId), changes: r.shown }));
  };

  const copy = (caller: Caller, access: ReturnType<typeof formAccess>, source: FormRecord) => {
    requireOperation(access, source.formId, 'copy');
    const now = ctx.clock.iso();
    const record: FormRecord = {
      ...source,
      id: `data-${randomId(10)}`,
      code: nextRecordCode(db, access.app, source.formId),
      content: { ...source.content },
      ownerId: caller.user.id,
      createdBy: caller.user.id,
      lastModifiedBy: caller.user.id,
      processInstanceId: null,
      status: 'SUBMITTED',
      createdAt: now,
      updatedAt: now,
    };
    // A copy is a new record: it must pass the checks of a submit (values, required fields, no-duplicate fields), or
    // a source stored before those checks, or a field marked "no duplicates", would get in unchecked.
    const form = formOr404(db, source.formId);
    requireValidValues(access, form, record.content, 'add', { now: new Date(now) });
    requireNoDuplicates(db, access.app.tenantId, form, record.content);
    // A copy of a form with an approval process goes through it, as a submit does: otherwise copying an approved
    // record would store a new one that no approver ever saw.
    const stored = db.transaction((tx) => {
      tx.insert(formData).values(record).run();
      recordChange(tx, null, record, 'COPY', source.id);
      return form.processKey ? { ...record, processInstanceId: startProcess(tx, record, form.processKey, now), status: 'RUNNING' } : record;
    });
    return detailView(db, access, stored, { copiedFrom: source.id });
  };

  const NEWER = '/bigtable/application/:appId/form/:formId';
  const AppFormData = z.object({ appId: Id, formId: Id, dataId: Id });

  api.get(`${NEWER}/form-data/:dataId/detail`, async (req) => {
    const { appId, formId, dataId } = parse(AppFormData, req.params);
    const { caller, access, record } = await recordFor(req, dataId, 'BIGTABLE', { appId, formId });
    return ok(detailView(db, access, record, { collaborator: !mayRead(access, record, caller.user.id) }));
  });
  api.post('/ware-engine-form/data', async (req) => {
    const { dataIdIn } = parse(z.object({ dataIdIn: z.array(Id).min(1).max(100) }), req.body);
    const out = [];
    for (const id of [...new Set(dataIdIn)]) {
      // The ids the caller may not read, or that are gone, are left out (a list by ids, not a read of one).
      const found = await recordFor(req, id, 'V1').catch((error: unknown) => {
        if (error instanceof ApiError && (error.status === 404 || error.status === 403)) return null;
        throw error;
      });
      if (found) out.push(detailView(db, found.access, found.record, { collaborator: !mayRead(found.access, found.record, found.caller.user.id) }));
    }
    return ok(out);
  });

  api.get(`${NEWER}/form-data/:dataId/changelogs`, async (req) => {
    const { appId, formId, dataId } = parse(AppFormData, req.params);
    const { access, record } = await recordFor(req, dataId, 'BIGTABLE', { appId, formId });
    return ok(changelogs(access, record));
  });
  api.get('/ware-engine-form/data/:id/changelogs', async (req) => {
    const { id } = parse(IdParam, req.params);
    const { access, record } = await recordFor(req, id, 'V1');
    return ok(changelogs(access, record));
  });

  api.post(`${NEWER}/copyData`, async (req) => {
    const { appId, formId } = parse(z.object({ appId: Id, formId: Id }), req.params);
    const { dataId } = parse(z.object({ dataId: Id }), req.body);
    const { caller, access, record } = await recordFor(req, dataId, 'BIGTABLE', { appId, formId });
    return ok(copy(caller, access, record));
  });
  api.post('/ware-engine-form/data/:id/copy', async (req) => {
    const { id } = parse(IdParam, req.params);
    const { caller, access, record } = await recordFor(req, id, 'V1');
    return ok(copy(caller, access, record));
  });

  // ---- collaborators ----

  const collaboratorsOf = (dataId: string) => {
    const rows = db.select().from(recordCollaborators).where(eq(recordCollaborators.dataId, dataId)).orderBy(asc(recordCollaborators.createdAt), asc(recordCollaborators.id)).all();
    const user = userRefs(db, rows.flatMap((r) => [r.userId, r.invitedBy]));
    return rows.map((r) => ({ id: r.id, dataId: r.dataId, userId: r.userId, user: user(r.userId), invitedBy: user(r.invitedBy), createTime: r.createdAt }));
  };

  const invite = (caller: Caller, access: ReturnType<typeof formAccess>, record: FormRecord, userIds: string[]) => {
    requireOperation(access, record.formId, 'invite');
    const wanted = [...new Set(userIds)].filter((id) => id !== caller.user.id);
    const strangers = wanted.filter((id) => !isMember(db, id, record.tenantId));
    if (strangers.length) throw ApiError.badRequest('只能邀请本组织的成员协作');
    const now = ctx.clock.iso();
    for (const userId of wanted) {
      db.insert(recordCollaborators)
        .values({ id: `collab-${randomId(8)}`, tenantId: record.tenantId, appId: record.appId, formId: record.formId, dataId: record.id, userId, invitedBy: caller.user.id, createdAt: now })
        .onConflictDoNothing()
        .run();
    }
    return collaboratorsOf(record.id);
  };

  const remove = async (req: FastifyRequest, id: string, engine: Engine) => {
    const row = db.select().from(recordCollaborators).where(eq(recordCollaborators.id, id)).get();
    if (!row) throw ApiError.notFound('协作人不存在');
    const { caller, access, record } = await recordFor(req, row.dataId, engine);
    // Leaving is always allowed; removing someone else takes the invite permission.
    if (row.userId !== caller.user.id) requireOperation(access, record.formId, 'invite');
    db.delete(recordCollaborators).where(eq(recordCollaborators.id, id)).run();
    return ok({ id, deleted: true });
  };

  api.put('/bigtable/form-data/invite', async (req) => {
    const body = parse(z.object({ appId: Id, formId: Id, dataId: Id, userIds: UserIds }), req.body);
    const { caller, access, record } = await recordFor(req, body.dataId, 'BIGTABLE', body);
    return ok(invite(caller, access, record, body.userIds));
  });
  api.get('/bigtable/form-data/collaboration', async (req) => {
    const q = parse(AppFormData, req.query);
    await recordFor(req, q.dataId, 'BIGTABLE', q);
    return ok(collaboratorsOf(q.dataId));
  });
  api.delete('/bigtable/form-data/collaboration/:id', async (req) => remove(req, parse(IdParam, req.params).id, 'BIGTABLE'));

  api.get('/ware-engine-form/collaborators', async (req) => {
    const { dataId } = parse(z.object({ dataId: Id }), req.query);
    await recordFor(req, dataId, 'V1');
    return ok(collaboratorsOf(dataId));
  });
  api.post('/ware-engine-form/collaborators', async (req) => {
    const body = parse(z.object({ dataId: Id, userIds: UserIds }), req.body);
    const { caller, access, record } = await recordFor(req, body.dataId, 'V1');
    return ok(invite(caller, access, record, body.userIds));
  });
  api.delete('/ware-engine-form/collaborators/:id', async (req) => remove(req, parse(IdParam, req.params).id, 'V1'));

  // ---- custom buttons and functions ----

  const buttonsOf = (access: ReturnType<typeof formAccess>, formId: string) =>
    db
      .select()
      .from(customButtons)
      .where(eq(customButtons.formId, formId))
      .orderBy(asc(customButtons.sort), asc(customButtons.id))
      .all()
      .filter((b) => hasOperation(access, formId, b.operation))
      .map((b) => ({ id: b.id, name: b.name, funcKey: b.funcKey, formId: b.formId, appId: b.appId, operation: b.operation }));

  api.get(`${NEWER}/custom-buttons`, async (req) => {
    const { appId, formId } = parse(z.object({ appId: Id, formId: Id }), req.params);
    const { access } = await formFor(req, appId, formId, 'BIGTABLE');
    return ok(buttonsOf(access, formId));
  });
  api.get('/ware-engine-form/custom-buttons', async (req) => {
    const { formId } = parse(z.object({ formId: Id }), req.query);
    const { access } = await formFor(req, undefined, formId, 'V1');
    return ok(buttonsOf(access, formId));
  });

  const execute = async (req: FastifyRequest, key: string, dataId: string, engine: Engine, where: { appId?: string; formId?: string }) => {
    const { caller, access, record } = await recordFor(req, dataId, engine, where);
    const fn = db.select().from(appFunctions).where(and(eq(appFunctions.key, key), eq(appFunctions.appId, record.appId))).get();
    if (!fn) throw ApiError.notFound('函数不存在');
    const button = db.select().from(customButtons).where(and(eq(customButtons.formId, record.formId), eq(customButtons.funcKey, key))).get();
    if (!button) throw ApiError.forbidden('该表单没有这个按钮');
    requireOperation(access, record.formId, button.operation);
    const after: FormRecord = { ...record, content: { ...record.content, ...fn.action.set }, lastModifiedBy: caller.user.id, updatedAt: ctx.clock.iso() };
    // A function changes the record as an edit does: inside a running approval only for a current assignee whose node
    // grants those fields, never once the approval has completed.
    requireProcessEditable(db, record, caller.user.id, after.content);
    // The values the function sets are checked as an edit of those fields (type, options, format, the conditional
    // checks on them, no duplicates): a function configured with a wrong value refuses instead of storing it.
    const form = formOr404(db, record.formId);
    requireValidValues(access, form, after.content, 'edit', { editable: (key) => Object.hasOwn(fn.action.set, key), now: new Date(after.updatedAt) });
    requireNoDuplicates(db, access.app.tenantId, form, fn.action.set, record.id);
    db.transaction((tx) => {
      tx.update(formData).set({ content: after.content, lastModifiedBy: after.lastModifiedBy, updatedAt: after.updatedAt }).where(eq(formData.id, record.id)).run();
      recordChange(tx, record, after, 'FUNCTION', key);
    });
    return ok({ key, name: fn.name, message: fn.action.message, record: detailView(db, access, after) });
  };

  api.post('/func/appFunction/execute', async (req) => {
    const body = parse(z.object({ appId: Id, formId: Id, dataId: Id, funcKey: Id }), req.body);
    return execute(req, body.funcKey, body.dataId, 'BIGTABLE', body);
  });
  api.post('/ware-engine-form/funcs/:key/exec', async (req) => {
    const { key } = parse(z.object({ key: Id }), req.params);
    const body = parse(z.object({ dataId: Id, formId: Id.optional() }), req.body);
    return execute(req, key, body.dataId, 'V1', body.formId ? { formId: body.formId } : {});
  });

  // ---- print templates ----

  const templatesOf = (formId: string) =>
    db
      .select()
      .from(printTemplates)
      .where(eq(printTemplates.formId, formId))
      .orderBy(asc(printTemplates.id))
      .all()
      .map((t) => ({ id: t.id, name: t.name, formId: t.formId, appId: t.appId, title: t.config.title }));

  api.get(`${NEWER}/print-templates`, async (req) => {
    const { appId, formId } = parse(z.object({ appId: Id, formId: Id }), req.params);
    await formFor(req, appId, formId, 'BIGTABLE');
    return ok(templatesOf(formId));
  });
  api.get('/ware-engine-form/templates', async (req) => {
    const { formId } = parse(z.object({ formId: Id }), req.query);
    await formFor(req, undefined, formId, 'V1');
    return ok(templatesOf(formId));
  });

  const render = async (req: FastifyRequest, templateId: string, dataId: string, engine: Engine, where: { appId?: string; formId?: string }) => {
    const { caller, access, record } = await recordFor(req, dataId, engine, where);
    const template = db.select().from(printTemplates).where(eq(printTemplates.id, templateId)).get();
    if (!template || template.formId !== record.formId) throw ApiError.notFound('打印模板不存在');
    requireOperation(access, record.formId, 'print');
    const form = formOr404(db, record.formId);
    const controls = controlsOf((form.definitionPublish as { list?: unknown } | null)?.list);
    // §6: a template prints only the fields the caller may see; a hidden one is left out (not printed as 未填写).
    const visible = permittedFieldKeys(access, record.formId);
    const content = permittedContent(access, record.formId, record.content);
    const chosen = (template.config.fields.length ? template.config.fields.map((k) => controls.find((c) => c.key === k) ?? { key: k, name: k }) : controls).filter((c) =>
      visible.has(String(c.key)),
    );
    const user = userRefs(db, [record.createdBy]);
    const lines: PrintLine[] = [
      { label: 'Code 业务编码', text: record.code },
      ...chosen.map((c): PrintLine => {
        const value = content[String(c.key)];
        // An image field prints its pictures (what cannot be drawn keeps its name), not the files' names.
        if (String(c.type) !== 'uploadImg' || valueText(c, value) === EMPTY) return { label: String(c.name ?? c.key), text: valueText(c, value) };
        const { images, names } = printImagesOf(db, value, record.tenantId);
        return { label: String(c.name ?? c.key), text: names.join('、'), images };
      }),
      { label: 'Created 创建时间', text: record.createdAt.replace('T', ' ').slice(0, 19) + ' UTC' },
      { label: 'Creator 创建人', text: user(record.createdBy).nickname },
    ];
    const pdf = Buffer.from(await renderPdf({ title: template.config.title, lines, footer: template.config.footer }));
    const name = `${template.name}-${record.code}.pdf`;
    return ok(storePdf(db, { baseUrl: ctx.url, now: ctx.clock.iso(), tenantId: record.tenantId, userId: caller.user.id }, name, pdf));
  };

  api.post(`${NEWER}/print-templates/:templateId/pdf`, async (req) => {
    const { appId, formId, templateId } = parse(z.object({ appId: Id, formId: Id, templateId: Id }), req.params);
    const { dataId } = parse(z.object({ dataId: Id }), req.body);
    return render(req, templateId, dataId, 'BIGTABLE', { appId, formId });
  });
  api.post('/ware-engine-form/templates/:id/render', async (req) => {
    const { id } = parse(IdParam, req.params);
    const { dataId } = parse(z.object({ dataId: Id }), req.body);
    return render(req, id, dataId, 'V1', {});
  });
}
