// Spec screens-data-rules.md §3 "Associated-data row: formAssociationId plus the form data, creater, updater,
// createTime, lastModifiedTime"; calls-and-errors.md §3, §7 (data.formAssociationDataMap keyed by field id; "Form
// data list by ids (v1): comma-joined id list; reads code and data array with data and formAssociationId").
import type { Engine } from './engine';
import { flattenRecord, type FlatRecord } from './flatten';
import { associationResultSchema, listByIdsResultSchema, readId, type AssociationRow } from './schemas';

/** An associated record as the detail screen shows it. */
export interface AssociatedRow {
  formAssociationId: string;
  /** The associated record's own id, when the row says (to open it). */
  id?: string;
  creater: string;
  updater: string;
  createTime?: string | number;
  lastModifiedTime?: string | number;
  /** The associated record's form data fields. */
  [field: string]: unknown;
}

const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  v !== null && typeof v === 'object' && !Array.isArray(v);

/** Does a row's data look like a whole form record (its form data nested in data or content)? */
const isWholeRecord = (v: Record<string, unknown>): boolean =>
  readId(v.id) !== undefined && (isPlainObject(v.data) || isPlainObject(v.content));

/** Keys of a flattened record that an associated row does not show. */
const NOT_IN_ROW = ['ID', 'code', 'createdBy', 'lastModifiedBy', 'ownerId', 'formId'];

/**
 * One associated row. `data` is either a whole form record (its system fields inside it), or the form data itself
 * with the system fields beside it on the row; both give the same row. The row's engine defaults to the newer one
 * (the association calls are /bigtable/ ones); the older engine's names are read either way.
 */
function associatedRow(row: AssociationRow, engine: Engine = 'current'): AssociatedRow {
  const data = isPlainObject(row.data) ? row.data : {};
  const { formAssociationId: _link, data: _data, ...beside } = row;
  const record = isWholeRecord(data) ? data : { ...beside, id: readId(beside.id) ?? row.formAssociationId, data };
  const flat: FlatRecord | null = flattenRecord(record, engine);
  const out: AssociatedRow = { formAssociationId: row.formAssociationId, creater: '', updater: '' };
  if (!flat) return out;
  for (const [key, value] of Object.entries(flat)) if (!NOT_IN_ROW.includes(key)) out[key] = value;
  out.formAssociationId = row.formAssociationId;
  return out;
}

/** A record's first text values (its field keys carry the control type as a prefix, spec §3), for a one-line summary. */
export function recordSummary(values: Record<string, unknown>): string {
  return Object.entries(values)
    .filter(([key, v]) => key.includes('_') && typeof v === 'string' && v.trim() !== '')
    .slice(0, 2)
    .map(([, v]) => String(v))
    .join(' · ');
}

/** A linked row by its values (a row carries the associated record's fields, not its code), else its id. */
export const associatedRowTitle = (row: AssociatedRow): string => recordSummary(row) || String(row.id ?? row.formAssociationId);

/** The associated-data fetch's data: rows per association field id. An unreadable answer gives no rows. */
export function associatedRowsByField(result: unknown, engine: Engine = 'current'): Record<string, AssociatedRow[]> {
  const parsed = associationResultSchema.safeParse(result);
  if (!parsed.success) return {};
  const out: Record<string, AssociatedRow[]> = {};
  for (const [fieldId, rows] of Object.entries(parsed.data.formAssociationDataMap)) {
    out[fieldId] = rows.map((row) => associatedRow(row, engine));
  }
  return out;
}

/** The rows of one association field (none when the field has no entry). */
export function associatedRowsOf(result: unknown, fieldId: string, engine: Engine = 'current'): AssociatedRow[] {
  return associatedRowsByField(result, engine)[fieldId] ?? [];
}

/**
 * "Form data list by ids (v1)": the ids parameter, comma-joined, empty and repeated ids left out. Null when no id is
 * left (there is nothing to ask for).
 */
export function listByIdsRequest(ids: readonly unknown[]): { ids: string } | null {
  const kept: string[] = [];
  for (const raw of ids) {
    const id = readId(typeof raw === 'string' ? raw.trim() : raw);
    if (id !== undefined && !kept.includes(id)) kept.push(id);
  }
  return kept.length === 0 ? null : { ids: kept.join(',') };
}

/**
 * The list-by-ids answer's data array as rows. The call is a /bigtable/ one ("v1" names its API version, as in
 * v1/tasks/my-todos), so rows default to the newer engine's names.
 */
export function listByIdsRows(data: unknown, engine: Engine = 'current'): AssociatedRow[] {
  const parsed = listByIdsResultSchema.safeParse(data);
  return parsed.success ? parsed.data.map((row) => associatedRow(row, engine)) : [];
}
