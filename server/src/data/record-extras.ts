/**
 * What the record detail's extras keep: change logs, collaborators, custom buttons with their app
 * functions, and print templates: the rules over the tables of db/record-extras.ts (re-exported here).
 */
import { and, eq } from 'drizzle-orm';

import type { Caller } from './caller.js';
import { mayRead, type FormAccess, type FormRecord } from './forms.js';
import { isMember } from './people.js';
import type { DbOrTx } from '../db/index.js';
import { type ChangeAction, type FieldChange, recordChangelogs, recordCollaborators } from '../db/record-extras.js';
import { randomId } from '../util.js';

export * from '../db/record-extras.js';

/* ---------- Change log ---------- */

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
const isEmpty = (v: unknown) => v === undefined || v === null || v === '' || (Array.isArray(v) && v.length === 0);

/** The fields that differ between two contents (keys in first-seen order); creation lists the filled fields. */
function contentChanges(before: Record<string, unknown> | null, after: Record<string, unknown>): FieldChange[] {
  const keys = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after)])];
  const out: FieldChange[] = [];
  for (const key of keys) {
    const b = before?.[key];
    const a = after[key];
    if (before === null ? isEmpty(a) : same(b, a) || (isEmpty(b) && isEmpty(a))) continue;
    out.push({ key, before: b ?? null, after: a ?? null });
  }
  return out;
}

type RecordLike = Pick<FormRecord, 'id' | 'tenantId' | 'appId' | 'formId' | 'content' | 'lastModifiedBy' | 'updatedAt'>;

/**
 * Records a change of a form record in its change log: called where records are written (form-data.ts submit and
 * update, and this service's copy and functions). `before` null means the record was just created. An update that
 * changed nothing is not logged. Logged at the record's `updatedAt`. Runs inside the caller's transaction when given one.
 */
export function recordChange(db: DbOrTx, before: Pick<FormRecord, 'content'> | null, after: RecordLike, action?: ChangeAction, note?: string): void {
  const changes = contentChanges(before ? before.content : null, after.content);
  const kind: ChangeAction = action ?? (before ? 'UPDATE' : 'CREATE');
  if (kind === 'UPDATE' && changes.length === 0) return;
  db.insert(recordChangelogs)
    .values({
      id: `log-${randomId(8)}`,
      tenantId: after.tenantId,
      appId: after.appId,
      formId: after.formId,
      dataId: after.id,
      userId: after.lastModifiedBy,
      action: kind,
      changes,
      note: note ?? null,
      createdAt: after.updatedAt,
    })
    .run();
}

/* ---------- Collaborators ---------- */

function isCollaborator(db: DbOrTx, dataId: string, userId: string): boolean {
  return !!db.select({ id: recordCollaborators.id }).from(recordCollaborators).where(and(eq(recordCollaborators.dataId, dataId), eq(recordCollaborators.userId, userId))).get();
}

/** Is the caller inside the record's organisation (a member, with a token for it or for none)? */
const inRecordTenant = (db: DbOrTx, caller: Caller, record: Pick<FormRecord, 'tenantId'>): boolean =>
  isMember(db, caller.user.id, record.tenantId) && (caller.tokenTenantId === null || caller.tokenTenantId === record.tenantId);

/**
 * May the caller read the record on the detail screen? The list rule (`mayRead`), or a collaborator of this record
 * who belongs to its organisation (invite collaboration grants access to that one record, whatever the role).
 */
export function mayReadDetail(db: DbOrTx, access: FormAccess, record: FormRecord, caller: Caller): boolean {
  if (record.tenantId !== access.app.tenantId) return false;
  if (mayRead(access, record, caller.user.id)) return true;
  return inRecordTenant(db, caller, record) && isCollaborator(db, record.id, caller.user.id);
}
