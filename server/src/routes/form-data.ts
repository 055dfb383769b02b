/**
 * Form data on both engines (spec calls-and-errors.md §7): submit, update, read one record, anonymous
 * submit, server drafts (older `draft-data`, newer `draft-date`) and duplicate checks.
 *
 * Idempotency: a submit may carry a client-generated `requestId` (JSON body) or `Idempotency-Key` header (8-64 of
 * `[A-Za-z0-9_-]`). The first submit with a key stores the record; a repeat with the same key (same caller, or same
 * app for anonymous submits) answers the same record again and stores nothing. A retried submit therefore never
 * creates a duplicate.
 *
 * Records go into `form_data` (tenant, app, form, content JSON, code, owner, createdBy / lastModifiedBy, times), the
 * table the record lists read. Content keys the caller's role may not fill (form-field-permission) are dropped.
 */
import { and, eq, ne } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';

import { recordChange } from './record-extras.js';
import type { Caller } from '../data/caller.js';
import { requireValidValues } from '../data/form-values.js';
import {
  ANONYMOUS_SUBMIT_OFF,
  anonymousSubmitAllowed,
  formAccess,
  formOr404,
  mayRead,
  nextRecordCode,
  permittedContent,
  permittedFieldKeys,
  requireEngine,
  requireOperation,
  sameValue,
  visibleRecordView,
  type FormAccess,
} from '../data/forms.js';
import { once } from '../data/idempotency.js';
import { requireNoDuplicates } from '../data/no-duplicates.js';
import { isMember } from '../data/people.js';
import { requireSearchable } from '../data/record-search.js';
import { editableFieldsOf, requireProcessEditable, startProcess } from '../data/tasks.js';
import type { Db } from '../db/index.js';
import { formData, formDrafts, formSubmissions } from '../db/schema.js';
import { ApiError, ok, parse } from '../errors.js';
import { optionalCaller, requireCaller } from '../http/auth.js';
import type { ServerContext } from '../http/context.js';
import { Id, IdParam } from '../http/inputs.js';
import { randomId } from '../util.js';

export const RequestId = z.string().regex(/^[\w-]{8,64}$/, 'requestId 应为 8-64 位字母、数字、下划线或横线');
const MAX_CONTENT_BYTES = 512 * 1024;
const Content = z
  .record(z.string().min(1).max(100), z.unknown())
  .refine((c) => JSON.stringify(c).length <= MAX_CONTENT_BYTES, '表单内容过大');
const AppFormParams = z.object({ appId: Id, formId: Id });

/** The idempotency key of a submit: body `requestId`, else header `Idempotency-Key`. */
export function requestIdOf(req: FastifyRequest, bodyId: string | undefined): string | undefined {
  const header = req.headers['idempotency-key'];
  const value = bodyId ?? (Array.isArray(header) ? header[0] : header);
  return value === undefined ? undefined : parse(RequestId, value);
}

interface SubmitInput {
  access: FormAccess;
  formId: string;
  content: Record<string, unknown>;
  caller: Caller | null;
  requestId: string | undefined;
  ownerId?: string | undefined;
  /** Now, on the server clock. */
  at: string;
}

/** A record's owner must belong to the app's organisation (the owner control picks from its members). */
function requireOwnerInTenant(db: Db, access: FormAccess, ownerId: string | undefined): void {
  if (ownerId && !isMember(db, ownerId, access.app.tenantId)) throw ApiError.badRequest('数据所有者不属于该组织');
}

function submit(db: Db, { access, formId, content, caller, requestId, ownerId, at }: SubmitInput) {
  requireOperation(access, formId, 'create');
  if (caller) requireOwnerInTenant(db, access, ownerId);
  // A key belongs to one caller (or, anonymous, one app) and one form: the same key elsewhere is another submit.
  const scope = `${caller ? `user:${caller.user.id}` : `anon:${access.app.id}`}:form:${formId}`;
  return db.transaction((tx) => {
    if (requestId) {
      const seen = tx.select().from(formSubmissions).where(and(eq(formSubmissions.scope, scope), eq(formSubmissions.requestId, requestId))).get();
      const first = seen && tx.select().from(formData).where(eq(formData.id, seen.dataId)).get();
      if (first) return { record: first, repeated: true };
      // The key's record was deleted since: this submit stores a new record and the key points at it from now on.
      if (seen) tx.delete(formSubmissions).where(and(eq(formSubmissions.scope, scope), eq(formSubmissions.requestId, requestId))).run();
    }
    // After the idempotency lookup: a retry of a stored submit answers its record instead of a duplicate error.
    const form = formOr404(db, formId, access.app.id);
    const permitted = permittedContent(access, formId, content);
    requireValidValues(access, form, permitted, 'add', { now: new Date(at) });
    requireNoDuplicates(tx, access.app.tenantId, form, permitted);
    const userId = caller?.user.id ?? 'anonymous';
    const record = {
      id: `data-${randomId(10)}`,
      tenantId: access.app.tenantId,
      appId: access.app.id,
      formId,
      code: nextRecordCode(tx, access.app, formId),
      content: permitted,
      ownerId: ownerId && caller ? ownerId : userId,
      createdBy: userId,
      lastModifiedBy: userId,
      processInstanceId: null,
      status: 'SUBMITTED',
      createdAt: at,
      updatedAt: at,
    };
    tx.insert(formData).values(record).run();
    recordChange(tx, null, record);
    // A form with an approval process starts it on submit (data/tasks.ts).
    const stored = form.processKey ? { ...record, processInstanceId: startProcess(tx, record, form.processKey, at), status: 'RUNNING' } : record;
    if (requestId) tx.insert(formSubmissions).values({ scope, requestId, dataId: record.id, createdAt: at }).run();
    // A submitted form no longer needs its server drafts.
    if (caller) {
      tx.delete(formDrafts)
        .where(and(eq(formDrafts.appId, access.app.id), eq(formDrafts.formId, formId), eq(formDrafts.userId, caller.user.id)))
        .run();
    }
    return { record: stored, repeated: false };
  });
}

function recordOr404(db: Db, access: FormAccess, dataId: string) {
  const record = db.select().from(formData).where(eq(formData.id, dataId)).get();
  if (!record || record.appId !== access.app.id) throw ApiError.notFound();
  return record;
}

function update(db: Db, access: FormAccess, caller: Caller, dataId: string, content: Record<string, unknown>, at: string, extra: { ownerId?: string | undefined; code?: string | undefined } = {}) {
  const record = recordOr404(db, access, dataId);
  requireOperation(access, record.formId, 'edit');
  if (!mayRead(access, record, caller.user.id)) throw ApiError.forbidden('您没有编辑该数据的权限');
  requireOwnerInTenant(db, access, extra.ownerId);
  const permitted = permittedContent(access, record.formId, content);
  // A record in an approval process is changed only by its current assignee, in the fields their node grants.
  requireProcessEditable(db, record, caller.user.id, permitted);
  const form = formOr404(db, record.formId);
  const merged = { ...record.content, ...permitted };
  requireValidValues(access, form, merged, 'edit', { editable: editableFieldsOf(db, record, caller.user.id), now: new Date(at) });
  requireNoDuplicates(db, access.app.tenantId, form, permitted, record.id);
  // A record's code names it (spec: code control): another record of the form may not take it.
  if (extra.code && extra.code !== record.code) {
    const taken = db.select({ id: formData.id }).from(formData).where(and(eq(formData.formId, record.formId), eq(formData.code, extra.code))).get();
    if (taken) throw ApiError.badRequest(`业务编码已存在: ${extra.code}`);
  }
  db.update(formData)
    .set({
      content: merged,
      lastModifiedBy: caller.user.id,
      updatedAt: at,
      ...(extra.ownerId ? { ownerId: extra.ownerId } : {}),
      ...(extra.code ? { code: extra.code } : {}),
    })
    .where(eq(formData.id, record.id))
    .run();
  const after = db.select().from(formData).where(eq(formData.id, record.id)).get()!;
  recordChange(db, record, after);
  // The answer, like every read, carries only what the caller may see (the hidden values stay stored).
  return visibleRecordView(access, after);
}

/**
 * Is a value taken? Only "taken / free" (no count, no record), only for fields the caller may see (§6), and only for
 * callers who may submit: signed in, or anonymous where anonymous submit is on. Otherwise the check would be an
 * oracle for hidden values.
 */
function duplicates(db: Db, access: FormAccess, caller: Caller | null, formId: string, conditions: { key: string; value: unknown }[], dataId: string | undefined) {
  if (!caller && !anonymousSubmitAllowed(access)) throw ApiError.unauthorized();
  requireSearchable(
    conditions.map((c) => c.key),
    permittedFieldKeys(access, formId),
  );
  const rows = db
    .select({ id: formData.id, content: formData.content })
    .from(formData)
    .where(and(eq(formData.tenantId, access.app.tenantId), eq(formData.formId, formId), ...(dataId ? [ne(formData.id, dataId)] : [])))
    .all()
    .filter((r) => conditions.every((c) => sameValue(r.content[c.key], c.value)));
  // Only the fact: the caller may not be allowed to read the other records.
  return { duplicate: rows.length > 0 };
}

export function registerFormData(api: FastifyInstance, ctx: ServerContext): void {
  const { db } = ctx;

  const draftRoutes = (path: string, engine: 'V1' | 'BIGTABLE', formIdOf: (req: FastifyRequest) => string | undefined) => {
    const load = async (req: FastifyRequest) => {
      const { appId } = parse(z.object({ appId: Id }), req.params);
      const caller = await requireCaller(ctx, req);
      const access = formAccess(db, caller, appId);
      requireEngine(access.app, engine);
      return { access, caller };
    };
    api.get(path, async (req) => {
      const { access, caller } = await load(req);
      const formId = formIdOf(req) ?? parse(z.object({ formId: Id }), req.query).formId;
      const draft = db
        .select()
        .from(formDrafts)
        .where(and(eq(formDrafts.appId, access.app.id), eq(formDrafts.formId, formId), eq(formDrafts.userId, caller.user.id), eq(formDrafts.engine, engine)))
        .get();
      return ok(draft ? { appId: draft.appId, formId: draft.formId, content: draft.content, updatedAt: draft.updatedAt } : null);
    });
    api.put(path, async (req) => {
      const { access, caller } = await load(req);
      const body = parse(z.object({ formId: Id.optional(), content: Content, requestId: RequestId.optional() }), req.body);
      const formId = formIdOf(req) ?? body.formId;
      if (!formId) throw ApiError.badRequest('参数错误: formId: 必填');
      formOr404(db, formId, access.app.id);
      const at = ctx.clock.iso();
      const mine = and(eq(formDrafts.appId, access.app.id), eq(formDrafts.formId, formId), eq(formDrafts.userId, caller.user.id), eq(formDrafts.engine, engine));
      const view = (d: { content: Record<string, unknown>; updatedAt: string }) => ({ appId: access.app.id, formId, content: d.content, updatedAt: d.updatedAt });
      // A replayed save (issue 40's outbox) is written once: a repeat of a key writes nothing and answers the draft as
      // it stands, so an old save arriving again never overwrites a newer one nor brings back a submitted form's draft.
      const draft = once(
        {
          db,
          scope: `user:${caller.user.id}:draft:${engine}:${access.app.id}:${formId}`,
          requestId: requestIdOf(req, body.requestId),
          again: (tx) => tx.select().from(formDrafts).where(mine).get(),
          act: (tx) => {
            const row = { tenantId: access.app.tenantId, appId: access.app.id, formId, userId: caller.user.id, engine, content: body.content, updatedAt: at };
            tx.insert(formDrafts)
              .values(row)
              .onConflictDoUpdate({ target: [formDrafts.appId, formDrafts.formId, formDrafts.userId, formDrafts.engine], set: { content: row.content, updatedAt: row.updatedAt } })
              .run();
            return { id: formId, answer: row };
          },
          at,
        },
        undefined,
      );
      return ok(draft ? view(draft) : null);
    });
    api.delete(path, async (req) => {
      const { access, caller } = await load(req);
      const formId = formIdOf(req) ?? parse(z.object({ formId: Id }), req.query).formId;
      db.delete(formDrafts)
        .where(and(eq(formDrafts.appId, access.app.id), eq(formDrafts.formId, formId), eq(formDrafts.userId, caller.user.id), eq(formDrafts.engine, engine)))
        .run();
      return ok(null);
    });
  };

  // ---- newer engine (/bigtable) ----

  const newerAccess = async (req: FastifyRequest, signIn: boolean) => {
    const { appId, formId } = parse(AppFormParams, req.params);
    const caller = signIn ? await requireCaller(ctx, req) : await optionalCaller(ctx, req);
    const access = formAccess(db, caller, appId);
    requireEngine(access.app, 'BIGTABLE');
    formOr404(db, formId, access.app.id);
    return { access, caller, formId };
  };

  api.post('/bigtable/application/:appId/form/:formId/form-data', async (req) => {
    const body = parse(z.object({ content: Content, requestId: RequestId.optional(), ownerId: Id.optional() }), req.body);
    const { access, caller, formId } = await newerAccess(req, true);
    const { record } = submit(db, { access, formId, content: body.content, caller, requestId: requestIdOf(req, body.requestId), ownerId: body.ownerId, at: ctx.clock.iso() });
    return ok(visibleRecordView(access, record));
  });

  api.get('/bigtable/application/:appId/form/:formId/form-data/:dataId', async (req) => {
    const { dataId } = parse(z.object({ dataId: Id }), req.params);
    const { access, caller } = await newerAccess(req, true);
    const record = recordOr404(db, access, dataId);
    if (!mayRead(access, record, caller!.user.id)) throw ApiError.forbidden('您没有查看该数据的权限');
    return ok(visibleRecordView(access, record));
  });

  api.put('/bigtable/application/:appId/form/:formId/form-data/:dataId', async (req) => {
    const { dataId } = parse(z.object({ dataId: Id }), req.params);
    const body = parse(z.object({ content: Content, ownerId: Id.optional() }), req.body);
    const { access, caller } = await newerAccess(req, true);
    return ok(update(db, access, caller!, dataId, body.content, ctx.clock.iso(), { ownerId: body.ownerId }));
  });

  api.post('/bigtable/application/:appId/form/:formId/form-data/duplicate-check', async (req) => {
    const body = parse(z.object({ key: z.string().min(1).max(100), value: z.unknown(), dataId: Id.optional() }), req.body);
    const { access, caller, formId } = await newerAccess(req, false);
    return ok(duplicates(db, access, caller, formId, [{ key: body.key, value: body.value }], body.dataId));
  });

  draftRoutes('/bigtable/application/:appId/form/:formId/draft-date', 'BIGTABLE', (req) => (req.params as { formId?: string }).formId);

  // Anonymous submit: no token; allowed when the app is open to guests without sign-in (guest mode on, needAuth
  // off, not closed) and GUEST may create.
  api.post('/bigtable/anonymous/form-data', async (req) => {
    const body = parse(z.object({ appId: Id, formId: Id, content: Content, requestId: RequestId.optional() }), req.body);
    const access = formAccess(db, null, body.appId);
    requireEngine(access.app, 'BIGTABLE');
    formOr404(db, body.formId, access.app.id);
    if (!anonymousSubmitAllowed(access)) throw ApiError.forbidden(ANONYMOUS_SUBMIT_OFF);
    const { record } = submit(db, { access, formId: body.formId, content: body.content, caller: null, requestId: requestIdOf(req, body.requestId), at: ctx.clock.iso() });
    return ok({ id: record.id, dataId: record.id, code: record.code, appId: record.appId, formId: record.formId, createdAt: record.createdAt });
  });

  // ---- older engine (/ware-engine-form) ----

  const olderAccess = async (appId: string, req: FastifyRequest, formId: string) => {
    const caller = await requireCaller(ctx, req);
    const access = formAccess(db, caller, appId);
    requireEngine(access.app, 'V1');
    formOr404(db, formId, access.app.id);
    return { access, caller };
  };

  api.post('/ware-engine-form/data/submit', async (req) => {
    const body = parse(
      z.object({ appId: Id, formId: Id, content: Content, requestId: RequestId.optional(), ownerId: Id.optional() }),
      req.body,
    );
    const { access, caller } = await olderAccess(body.appId, req, body.formId);
    const { record } = submit(db, { access, formId: body.formId, content: body.content, caller, requestId: requestIdOf(req, body.requestId), ownerId: body.ownerId, at: ctx.clock.iso() });
    return ok(visibleRecordView(access, record));
  });

  api.put('/ware-engine-form/data/:id', async (req) => {
    const { id } = parse(IdParam, req.params);
    const body = parse(z.object({ id: Id, formId: Id, content: Content, ownerId: Id.optional(), code: z.string().min(1).max(64).optional() }), req.body);
    if (body.id !== id) throw ApiError.badRequest('参数错误: id: 与路径不一致');
    const record = db.select().from(formData).where(eq(formData.id, id)).get();
    if (!record || record.formId !== body.formId) throw ApiError.notFound();
    const { access, caller } = await olderAccess(record.appId, req, body.formId);
    return ok(update(db, access, caller, id, body.content, ctx.clock.iso(), { ownerId: body.ownerId, code: body.code }));
  });

  api.post('/ware-engine-form/data/duplicate-check', async (req) => {
    const body = parse(
      z.object({
        appId: Id,
        formId: Id,
        conditions: z.array(z.object({ key: z.string().min(1).max(100), operation: z.literal('equal').default('equal'), type: z.string().optional(), value: z.unknown() })).min(1).max(20),
        dataId: Id.optional(),
      }),
      req.body,
    );
    const caller = await optionalCaller(ctx, req);
    const access = formAccess(db, caller, body.appId);
    requireEngine(access.app, 'V1');
    formOr404(db, body.formId, access.app.id);
    return ok(duplicates(db, access, caller, body.formId, body.conditions, body.dataId));
  });

  draftRoutes('/ware-engine-form/draft-data/apps/:appId', 'V1', () => undefined);
}
