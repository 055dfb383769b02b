/**
 * Form definitions and the calls a form needs while it is filled (spec calls-and-errors.md §7): forms of an
 * app on both engines, field-state configs, app variables, code generator, serial-number rules, data linkage and the
 * fill (submission) status.
 *
 * Reading a form follows app detail: a role other than GUEST, or guest mode on (else 403 APP_NOT_PUBLIC).
 *
 * Data linkage and form association / page answer the source records whole, not cut to the caller's field
 * permissions (spec §6) as the record lists and detail are: they read another form to fill this one, and the fields
 * they copy are the ones the linkage or association configures, which the platform fills server-side whatever the
 * filler's role may see of the source form.
 */
import { and, desc, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';

import { fieldNames, type FieldState, type FormScript } from '../data/form-script.js';
import {
  currentSerial,
  formAccess,
  formOr404,
  formsOf,
  formView,
  hasOperation,
  liveRecords,
  mayRead,
  nextSerial,
  permittedContent,
  permittedFieldKeys,
  previewRecordCode,
  sameValue,
  visibleRecordView,
  type FormAccess,
  type FormRecord,
} from '../data/forms.js';
import { requireSearchable } from '../data/record-search.js';
import { appVariables, formData } from '../db/schema.js';
import { ApiError, ok, parse } from '../errors.js';
import { optionalCaller, requireCaller, requireTenantCaller } from '../http/auth.js';
import type { ServerContext } from '../http/context.js';
import { Id, IdParam, paging } from '../http/inputs.js';

const RuleKey = z.string().trim().min(1).max(64).regex(/^[\w.-]+$/, '规则编码只能包含字母、数字、下划线、点和横线');

export function registerForms(api: FastifyInstance, ctx: ServerContext): void {
  const { db } = ctx;

  // Newer engine: the forms of an app (published scripts) with their field states.
  api.get('/bigtable/app/:id/form', async (req) => {
    const { id } = parse(IdParam, req.params);
    const caller = await optionalCaller(ctx, req);
    const access = formAccess(db, caller, id);
    return ok(formsOf(db, access.app.id).map((f) => ({ ...formView(f), canSubmit: hasOperation(access, f.id, 'create') })));
  });

  // Newer engine: one form by id.
  api.get('/bigtable/form', async (req) => {
    const { id } = parse(IdParam, req.query);
    const caller = await optionalCaller(ctx, req);
    const form = formOr404(db, id);
    const access = formAccess(db, caller, form.appId);
    return ok({ ...formView(form), canSubmit: hasOperation(access, form.id, 'create') });
  });

  // Older engine: forms published / latest by appId.
  for (const which of ['published', 'latest'] as const) {
    api.get(`/ware-engine-form/forms/${which}`, async (req) => {
      const { appId } = parse(z.object({ appId: Id }), req.query);
      const caller = await optionalCaller(ctx, req);
      const access = formAccess(db, caller, appId);
      return ok(formsOf(db, access.app.id).map((f) => formView(f, which === 'published' ? 'publish' : 'latest')));
    });
  }

  // The form read/write state list (field-state settings) of a form, in the platform's field-config shape: the field
  // as key and its name (the client renames them id and alias, spec §3), beside addState, editState, fieldLinkage.
  api.get('/ware-engine-form/form-field-configs', async (req) => {
    const { formId } = parse(z.object({ formId: Id, isV1: z.string().optional() }), req.query);
    const caller = await optionalCaller(ctx, req);
    const form = formOr404(db, formId);
    formAccess(db, caller, form.appId);
    const names = fieldNames((form.definitionPublish as FormScript).list ?? []);
    return ok((form.fieldStates as FieldState[]).map(({ id, ...state }) => ({ key: id, name: names.get(id) ?? id, ...state })));
  });

  // App variables: read by anyone who may open the app; written (bulk) by app ADMIN / SUB_ADMIN.
  api.get('/ware-engine-form/app-variables', async (req) => {
    const { appId } = parse(z.object({ appId: Id }), req.query);
    const caller = await optionalCaller(ctx, req);
    const access = formAccess(db, caller, appId);
    return ok(db.select({ key: appVariables.key, value: appVariables.value }).from(appVariables).where(eq(appVariables.appId, access.app.id)).all());
  });

  api.post('/ware-engine-form/app-variables', async (req) => {
    const input = parse(
      z.object({ appId: Id, variables: z.array(z.object({ key: RuleKey, value: z.string().max(500) })).min(1).max(100) }),
      req.body,
    );
    const caller = await requireCaller(ctx, req);
    const access = formAccess(db, caller, input.appId);
    if (!access.roles.some((r) => r === 'ADMIN' || r === 'SUB_ADMIN')) throw ApiError.forbidden('只有应用管理员可以修改应用变量');
    db.transaction((tx) => {
      for (const v of input.variables) {
        tx.insert(appVariables)
          .values({ appId: access.app.id, tenantId: access.app.tenantId, key: v.key, value: v.value })
          .onConflictDoUpdate({ target: [appVariables.appId, appVariables.key], set: { value: v.value } })
          .run();
      }
    });
    return ok(db.select({ key: appVariables.key, value: appVariables.value }).from(appVariables).where(eq(appVariables.appId, access.app.id)).all());
  });

  // Code generator: the code the next record of a form will get (a preview; the code is taken at submit).
  api.get('/ware-engine-form/code-generator/:appId', async (req) => {
    const { appId } = parse(z.object({ appId: Id }), req.params);
    const query = parse(z.object({ formId: Id.optional() }), req.query);
    const caller = await optionalCaller(ctx, req);
    const access = formAccess(db, caller, appId);
    const form = query.formId ? formOr404(db, query.formId, access.app.id) : formsOf(db, access.app.id)[0];
    if (!form) throw ApiError.notFound('表单不存在');
    return ok({ appId: access.app.id, formId: form.id, code: previewRecordCode(db, access.app, form.id) });
  });

  // Serial-number rules: generate takes the next number, get reads the current one (per organisation and rule).
  const SnoInput = z.object({ ruleKey: RuleKey, prefix: z.string().max(20).default(''), length: z.coerce.number().int().min(1).max(12).default(4) });
  const formatSno = (prefix: string, n: number, length: number) => `${prefix}${String(n).padStart(length, '0')}`;
  api.post('/dict/snoRule/generate', async (req) => {
    const input = parse(SnoInput, req.body ?? {});
    const { tenantId } = await requireTenantCaller(ctx, req);
    const value = nextSerial(db, tenantId, `sno:${input.ruleKey}`);
    return ok({ ruleKey: input.ruleKey, value, sno: formatSno(input.prefix, value, input.length) });
  });
  api.post('/dict/snoRule/get', async (req) => {
    const input = parse(SnoInput, req.body ?? {});
    const { tenantId } = await requireTenantCaller(ctx, req);
    const value = currentSerial(db, tenantId, `sno:${input.ruleKey}`);
    return ok({ ruleKey: input.ruleKey, value, sno: value ? formatSno(input.prefix, value, input.length) : null });
  });

  /**
   * The live records of a source form the caller may read, newest first, for data linkage and association pickers,
   * each cut to the fields the caller may see (the read rule of every list). The source form may belong to another
   * app of the same organisation: access is checked on the source form's app.
   */
  const readableRecordsOf = async (req: FastifyRequest, input: { appId: string; formId: string }) => {
    const caller = await optionalCaller(ctx, req);
    const form = formOr404(db, input.formId);
    const access = formAccess(db, caller, form.appId);
    if (access.app.tenantId !== formAccess(db, caller, input.appId).app.tenantId) throw ApiError.foreignTenant();
    const userId = caller?.user.id ?? null;
    const records = db
      .select()
      .from(formData)
      .where(and(eq(formData.tenantId, access.app.tenantId), eq(formData.formId, form.id), liveRecords()))
      .orderBy(desc(formData.createdAt))
      .all()
      .filter((r) => mayRead(access, r, userId))
      .map((r) => ({ ...r, content: permittedContent(access, form.id, r.content) }));
    return { access, form, records };
  };
  const pageOf = (access: FormAccess, rows: FormRecord[], { page, size }: { page: number; size: number }) => ({
    content: rows.slice((page - 1) * size, page * size).map((r) => visibleRecordView(access, r)),
    totalElements: rows.length,
    page,
    size,
  });

  // Data linkage: records of a source form whose fields equal the given values (page 1, size 999 by default).
  api.post('/bigtable/data-linkage', async (req) => {
    const input = parse(
      z.object({
        appId: Id,
        formId: Id,
        conditions: z.array(z.object({ key: z.string().min(1).max(100), value: z.unknown() })).max(20).default([]),
        ...paging(999, 999),
      }),
      req.body,
    );
    const { access, form, records } = await readableRecordsOf(req, input);
    // A condition on a field the caller may not see would tell its value record by record.
    requireSearchable(
      input.conditions.map((c) => c.key),
      permittedFieldKeys(access, form.id),
    );
    const rows = records.filter((r) => input.conditions.every((c) => sameValue(r.content[c.key], c.value)));
    return ok(pageOf(access, rows, input));
  });

  // Associated data (form-association page): the records of another form the caller may read, for an association
  // control's picker. Keyword: contained in any visible text or number value of the record, or its code. Same
  // organisation only; the target form's app decides who reads what (guests read none).
  api.post('/bigtable/form-association/page', async (req) => {
    const input = parse(
      z.object({
        appId: Id,
        formId: Id,
        keyword: z.string().trim().max(100).default(''),
        ...paging(100),
      }),
      req.body,
    );
    const kw = input.keyword.toLowerCase();
    const holds = (v: unknown): boolean =>
      typeof v === 'string' || typeof v === 'number'
        ? String(v).toLowerCase().includes(kw)
        : Array.isArray(v)
          ? v.some(holds)
          : v !== null && typeof v === 'object'
            ? holds((v as Record<string, unknown>).name ?? (v as Record<string, unknown>).label ?? '')
            : false;
    const { access, records } = await readableRecordsOf(req, input);
    const rows = records.filter((r) => kw === '' || r.code.toLowerCase().includes(kw) || Object.values(r.content).some(holds));
    return ok(pageOf(access, rows, input));
  });

  // Fill status: has the caller already submitted this form (the fill-status check), and the latest submission.
  api.get('/ware-engine-form/forms/submission-status', async (req) => {
    const { appId, formId } = parse(z.object({ appId: Id, formId: Id.optional() }), req.query);
    const caller = await requireCaller(ctx, req);
    const access = formAccess(db, caller, appId);
    const form = formId ? formOr404(db, formId, access.app.id) : formsOf(db, access.app.id)[0];
    if (!form) throw ApiError.notFound('表单不存在');
    const mine = db
      .select()
      .from(formData)
      .where(and(eq(formData.tenantId, access.app.tenantId), eq(formData.formId, form.id), eq(formData.createdBy, caller.user.id)))
      .orderBy(desc(formData.createdAt))
      .all();
    const latest = mine[0];
    return ok({
      appId: access.app.id,
      formId: form.id,
      submitted: mine.length > 0,
      count: mine.length,
      lastDataId: latest?.id ?? null,
      lastSubmittedAt: latest?.createdAt ?? null,
      canSubmit: hasOperation(access, form.id, 'create'),
    });
  });
}
