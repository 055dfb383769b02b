/**
 * Forms and form data (spec calls-and-errors.md §7 "Older form engine" and "Newer form engine"): the rules
 * the form and form-data services share — which engine an app uses, who may read or write a form, record codes.
 */
import { and, asc, eq, ne, or, sql, type SQL } from 'drizzle-orm';

import { appOr404, effectiveRole, permissionsOf, requireOpenable, rolesIn, type App } from './apps.js';
import type { Caller } from './caller.js';
import type { DbOrTx } from '../db/index.js';
import { formData, forms, serialCounters, type RoleCode } from '../db/schema.js';
import { ApiError } from '../errors.js';

export type Form = typeof forms.$inferSelect;
export type FormRecord = typeof formData.$inferSelect;

/** A type containing 'V1' marks the older form engine (/ware-engine-form). */
export const isV1 = (app: App): boolean => app.type.includes('V1');

const ENGINE_MISMATCH = {
  older: '该应用使用旧版表单引擎,请调用 /ware-engine-form 接口',
  newer: '该应用使用新版表单引擎,请调用 /bigtable 接口',
};

/** Refuses a call of one engine on an app of the other (400), so records never mix engines. */
export function requireEngine(app: App, engine: 'V1' | 'BIGTABLE'): void {
  if (engine === 'V1' && !isV1(app)) throw ApiError.badRequest(ENGINE_MISMATCH.newer);
  if (engine === 'BIGTABLE' && isV1(app)) throw ApiError.badRequest(ENGINE_MISMATCH.older);
}

export function formOr404(db: DbOrTx, formId: string, appId?: string): Form {
  const form = db.select().from(forms).where(eq(forms.id, formId)).get();
  if (!form || (appId !== undefined && form.appId !== appId)) throw ApiError.notFound('表单不存在');
  return form;
}

export const formsOf = (db: DbOrTx, appId: string): Form[] =>
  db.select().from(forms).where(eq(forms.appId, appId)).orderBy(asc(forms.id)).all();

export function formView(form: Form, which: 'publish' | 'latest' = 'publish') {
  const script = which === 'publish' ? form.definitionPublish : form.definitionLatest;
  return {
    id: form.id,
    formId: form.id,
    appId: form.appId,
    tenantId: form.tenantId,
    name: form.name,
    key: form.key,
    version: form.version,
    processKey: form.processKey,
    script,
    definition_publish: form.definitionPublish,
    definition_latest: form.definitionLatest,
    fieldStates: form.fieldStates,
  };
}

export interface FormAccess {
  app: App;
  roles: RoleCode[];
  role: RoleCode;
  permissions: { type: string; businessKey: string; formId: string | null }[];
}

/** The app, the caller's roles and permissions; APP_NOT_PUBLIC when the caller may not open the app. */
export function formAccess(db: DbOrTx, caller: Caller | null, appId: string): FormAccess {
  const app = appOr404(db, appId);
  const roles = rolesIn(db, caller, app);
  requireOpenable(app, roles);
  return { app, roles, role: effectiveRole(roles), permissions: permissionsOf(db, app.id, roles) };
}

/** Does a permission row apply to this form? Rows without a form apply to every form of the app. */
export const appliesTo = (formId: string) => (p: { formId: string | null }) => p.formId === null || p.formId === formId;

export function hasOperation(access: FormAccess, formId: string, op: string): boolean {
  return access.permissions.some((p) => p.type === 'form-operation-permission' && p.businessKey === op && appliesTo(formId)(p));
}

export function requireOperation(access: FormAccess, formId: string, op: string): void {
  if (!hasOperation(access, formId, op)) throw ApiError.forbidden(op === 'create' ? '您没有提交该表单的权限' : '您没有该操作的权限');
}

/**
 * The field keys the role may fill and see (form-field-permission; spec §6: a user sees only the fields whose key is
 * in their form-field permissions). Values of other keys are dropped on write and left out of every read.
 */
export function permittedFieldKeys(access: FormAccess, formId: string): Set<string> {
  return new Set(access.permissions.filter((p) => p.type === 'form-field-permission' && appliesTo(formId)(p)).map((p) => p.businessKey));
}

/**
 * The part of a record's content within the caller's field permissions (spec §6): what a write stores (other keys
 * are dropped; an update merges it into the stored content, so hidden values stay) and what every read that answers
 * a record's content (query, search, detail, copy, function runs, form-data reads) gives back. The system fields (id,
 * code, owner, creator, times, status) are columns of the record, not content, so they always stay.
 */
export function permittedContent(access: FormAccess, formId: string, content: Record<string, unknown>): Record<string, unknown> {
  let byForm = contentKeys.get(access);
  if (!byForm) contentKeys.set(access, (byForm = new Map()));
  let keys = byForm.get(formId);
  if (!keys) byForm.set(formId, (keys = permittedFieldKeys(access, formId)));
  return Object.fromEntries(Object.entries(content).filter(([k]) => keys.has(k)));
}

/** permittedContent's keys by access and form: a list page cuts 20 records with one set (never handed out). */
const contentKeys = new WeakMap<FormAccess, Map<string, Set<string>>>();

/** Records that are archived (older engine) or deleted answer no read: no list, search, linkage or association. */
const RECORD_STATUS = { archived: 'ARCHIVED', deleted: 'DELETED' } as const;
export const liveRecords = () => and(ne(formData.status, RECORD_STATUS.archived), ne(formData.status, RECORD_STATUS.deleted));

/**
 * May a caller without a token submit (and so ask the duplicate check of) this app's forms? The app is open to
 * guests without sign-in: guest mode on (formAccess already refused otherwise), needAuth off, not closed, no whitelist.
 */
/** Why an anonymous submission or upload is refused. */
export const ANONYMOUS_SUBMIT_OFF = '该应用不允许匿名提交';

export function anonymousSubmitAllowed(access: FormAccess): boolean {
  const config = access.app.accessConfig;
  return !config.needAuth && !config.closingAccess && !config.onlyWhiteList;
}

/** Guests (also members signed into another organisation) read no records: tenant isolation. */
const readsRecords = (access: FormAccess): boolean => access.roles.some((r) => r !== 'GUEST');

/** Does the caller read every record of the form (ALL list permission), not only its own (MINE)? */
const readsAllOf = (access: FormAccess, formId: string): boolean =>
  access.permissions.some((p) => p.type === 'data-list-permission' && p.businessKey === 'ALL' && appliesTo(formId)(p));

/** May the caller read this record? A role in the app's organisation, and ALL list permission or MINE and owning/creating it. */
export function mayRead(access: FormAccess, record: FormRecord, userId: string | null): boolean {
  if (!readsRecords(access) || record.tenantId !== access.app.tenantId) return false;
  if (readsAllOf(access, record.formId)) return true;
  return userId !== null && (record.ownerId === userId || record.createdBy === userId);
}

/**
 * `mayRead` as a condition on the live records of one of the app's forms, for the lists to count and page in the
 * database: the same rule, row by row.
 */
export function readableRecords(access: FormAccess, formId: string, userId: string | null): SQL {
  if (!readsRecords(access)) return sql`0`;
  const rows = and(eq(formData.tenantId, access.app.tenantId), eq(formData.formId, formId), eq(formData.appId, access.app.id), liveRecords())!;
  if (readsAllOf(access, formId)) return rows;
  if (userId === null) return sql`0`;
  return and(rows, or(eq(formData.ownerId, userId), eq(formData.createdBy, userId)))!;
}

/** Next value of a per-organisation counter (atomic: better-sqlite3 runs one statement at a time). */
export function nextSerial(db: DbOrTx, tenantId: string, key: string, start = 0): number {
  const row = db
    .insert(serialCounters)
    .values({ tenantId, key, value: start + 1 })
    .onConflictDoUpdate({ target: [serialCounters.tenantId, serialCounters.key], set: { value: sql`${serialCounters.value} + 1` } })
    .returning({ value: serialCounters.value })
    .get();
  return row.value;
}

export function currentSerial(db: DbOrTx, tenantId: string, key: string): number {
  return db.select({ value: serialCounters.value }).from(serialCounters).where(and(eq(serialCounters.tenantId, tenantId), eq(serialCounters.key, key))).get()?.value ?? 0;
}

const codePrefix = (app: App) => app.key.toUpperCase();
const formatCode = (app: App, n: number) => `${codePrefix(app)}-${new Date().getFullYear()}-${String(n).padStart(4, '0')}`;

/** The number of records the form already has: the counter starts after the seeded rows. */
const recordCount = (db: DbOrTx, formId: string) =>
  db.select({ n: sql<number>`count(*)` }).from(formData).where(eq(formData.formId, formId)).get()?.n ?? 0;

/** The record code of a new record (spec: code control), e.g. VISIT-2026-0006. */
export function nextRecordCode(db: DbOrTx, app: App, formId: string): string {
  return formatCode(app, nextSerial(db, app.tenantId, `code:${formId}`, recordCount(db, formId)));
}

/** The code the next record would get, without taking it (code-generator preview). */
export function previewRecordCode(db: DbOrTx, app: App, formId: string): string {
  const current = currentSerial(db, app.tenantId, `code:${formId}`) || recordCount(db, formId);
  return formatCode(app, current + 1);
}

/** Stable comparison of two content values (arrays as sets; option objects by value/id). */
export function sameValue(a: unknown, b: unknown): boolean {
  const atom = (v: unknown): string => {
    if (v && typeof v === 'object' && !Array.isArray(v)) {
      const o = v as Record<string, unknown>;
      if ('value' in o) return String(o.value);
      if ('id' in o) return String(o.id);
      return JSON.stringify(v);
    }
    return typeof v === 'number' ? String(v) : String(v ?? '');
  };
  if (Array.isArray(a) || Array.isArray(b)) {
    const sa = [...new Set((Array.isArray(a) ? a : [a]).map(atom))].sort();
    const sb = [...new Set((Array.isArray(b) ? b : [b]).map(atom))].sort();
    return sa.length === sb.length && sa.every((x, i) => x === sb[i]);
  }
  if (typeof a === 'number' || typeof b === 'number') return Number(a) === Number(b);
  return atom(a) === atom(b);
}

export function recordView(record: FormRecord) {
  return {
    id: record.id,
    dataId: record.id,
    tenantId: record.tenantId,
    appId: record.appId,
    formId: record.formId,
    code: record.code,
    content: record.content,
    data: record.content,
    ownerId: record.ownerId,
    createdBy: record.createdBy,
    lastModifiedBy: record.lastModifiedBy,
    status: record.status,
    processInstanceId: record.processInstanceId,
    createdAt: record.createdAt,
    updatedAt: record.updatedAt,
  };
}

/**
 * recordView with only the content the caller may see (permittedContent): what every read answers — lists, search,
 * detail, print, data linkage, form association and the answer to a repeated submit. Together with `mayRead` (which
 * records) this is the one read rule; `requireSearchable` (record-search.ts) keeps conditions on hidden fields out.
 */
export const visibleRecordView = (access: FormAccess, record: FormRecord) =>
  recordView({ ...record, content: permittedContent(access, record.formId, record.content) });
