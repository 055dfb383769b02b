// Spec screens-data-rules.md §3 (form record, associated-data row, filter condition) and calls-and-errors.md §3.
// Tolerant: only a record's id is required; a field of the wrong type reads as absent instead of failing the
// record, and unknown keys pass through (`z.looseObject`), so a server adding fields never breaks a screen.
// Schemas are defined at module load: the app sets zod's jitless mode first (src/zod-setup.ts, docs/toolchain.md).
import { z } from 'zod/mini';

/* ---------- Readers used by the tolerant fields ---------- */

const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  v !== null && typeof v === 'object' && !Array.isArray(v);

/** A string, or a finite number written as a string; anything else is absent. */
export function readText(v: unknown): string | undefined {
  if (typeof v === 'string') return v;
  if (typeof v === 'number' && Number.isFinite(v)) return String(v);
  return undefined;
}

/** An id: a non-empty string or a finite number, as a string. */
export function readId(v: unknown): string | undefined {
  const text = readText(v);
  return text === undefined || text === '' ? undefined : text;
}

/** A time as the engines send it: a non-empty string or a timestamp. Formatting is display's job (domain/time). */
function readTime(v: unknown): string | number | undefined {
  if (typeof v === 'string') return v === '' ? undefined : v;
  if (typeof v === 'number' && Number.isFinite(v)) return v;
  return undefined;
}

/** A record's form data: an object, or an object written as JSON text; a copy, never the input itself. */
export function readDataObject(v: unknown): Record<string, unknown> | undefined {
  if (isPlainObject(v)) return { ...v };
  if (typeof v === 'string' && v.trim().startsWith('{')) {
    try {
      const parsed: unknown = JSON.parse(v);
      return isPlainObject(parsed) ? parsed : undefined;
    } catch {
      return undefined;
    }
  }
  return undefined;
}

const tolerant = <T>(read: (v: unknown) => T) => z.optional(z.pipe(z.unknown(), z.transform(read)));

/** Ids are opaque: the platform sends strings, older services numbers. */
export const idSchema = z.pipe(
  z.union([z.string().check(z.minLength(1)), z.number()]),
  z.transform((v) => String(v)),
);

const optionalText = tolerant(readText);
const optionalId = tolerant(readId);
const optionalTime = tolerant(readTime);
const optionalData = tolerant(readDataObject);

/* ---------- Users on a record ---------- */

/** createdBy / lastModifiedBy / updatedBy: §3 gives id, nickname, picture; username and name are read too. */
const userObjectSchema = z.looseObject({
  id: optionalId,
  nickname: optionalText,
  username: optionalText,
  name: optionalText,
  picture: optionalText,
});
export type UserRef = z.output<typeof userObjectSchema>;

/** A user given as an object, or as a bare id (as some services send it). */
export const userRefSchema = z.pipe(
  z.union([idSchema, userObjectSchema]),
  z.transform((v): UserRef => (typeof v === 'string' ? { id: v } : v)),
);

const optionalUser = tolerant((v: unknown): UserRef | undefined => {
  const parsed = userRefSchema.safeParse(v);
  return parsed.success ? parsed.data : undefined;
});

/* ---------- Form records, per engine and in the common shape ---------- */

const recordFields = {
  id: idSchema,
  formId: optionalId,
  code: optionalText,
  ownerId: optionalId,
  createdBy: optionalUser,
  lastModifiedBy: optionalUser,
  lastModifiedTime: optionalTime,
  /** The form data; §3 "content (exposed as data)". Either key is read on both engines. */
  content: optionalData,
  data: optionalData,
};

/** The older (V1, /ware-engine-form/) engine's record: createdAt, updatedAt, updatedBy, content. */
export const olderFormRecordSchema = z.looseObject({
  ...recordFields,
  createdAt: optionalTime,
  updatedAt: optionalTime,
  updatedBy: optionalUser,
  createTime: optionalTime,
});

/** The newer (/bigtable/) engine's record: createTime, lastModifiedTime, lastModifiedBy. */
export const newerFormRecordSchema = z.looseObject({
  ...recordFields,
  createTime: optionalTime,
});

/** The common shape both engines are reshaped to (engine.ts): the newer engine's names, form data in `data`. */
const { content: _content, data: _data, ...recordIdentity } = recordFields;
export const formRecordSchema = z.looseObject({
  ...recordIdentity,
  createTime: optionalTime,
  data: z.pipe(
    z.optional(z.unknown()),
    z.transform((v) => readDataObject(v) ?? {}),
  ),
});
export type FormRecord = z.output<typeof formRecordSchema>;

/* ---------- Paged list results ---------- */

const LIST_KEYS = ['content', 'records', 'list', 'rows'] as const;
const TOTAL_KEYS = ['totalElements', 'total', 'totalCount'] as const;

function readCount(v: unknown): number | undefined {
  const n = typeof v === 'string' && v.trim() !== '' ? Number(v) : v;
  return typeof n === 'number' && Number.isFinite(n) && n >= 0 ? Math.trunc(n) : undefined;
}

/** A page as the engines send it: `{content, totalElements}` (or records/list/rows, total), or a bare array. */
const rawPageSchema = z.union([
  z.pipe(
    z.array(z.unknown()),
    z.transform((list) => ({ list, total: list.length })),
  ),
  z.pipe(
    z.looseObject({}),
    z.transform((page) => {
      const key = LIST_KEYS.find((k) => Array.isArray(page[k]));
      const list = key ? (page[key] as unknown[]) : [];
      const totalKey = TOTAL_KEYS.find((k) => readCount(page[k]) !== undefined);
      return { list, total: totalKey ? (readCount(page[totalKey]) ?? list.length) : list.length };
    }),
  ),
]);

export interface Page<T> {
  content: T[];
  totalElements: number;
  /** Rows that failed their schema and were left out (a screen may say so; it never crashes on them). */
  dropped: number;
}

/** A paged list of `item`: rows failing `item` are dropped and counted, not fatal. */
export function pageSchemaOf<T extends z.ZodMiniType>(item: T) {
  return z.pipe(
    rawPageSchema,
    z.transform(({ list, total }): Page<z.output<T>> => {
      const content: z.output<T>[] = [];
      for (const row of list) {
        const parsed = item.safeParse(row);
        if (parsed.success) content.push(parsed.data);
      }
      return { content, totalElements: Math.max(total, content.length), dropped: list.length - content.length };
    }),
  );
}

/* ---------- Filter conditions (§3, both shapes) ---------- */

/** The filter condition: key, ktype (key type), dtype (control type), op, vtype (value type), value. */
export const filterConditionSchema = z.object({
  key: z.string().check(z.minLength(1)),
  ktype: optionalText,
  dtype: optionalText,
  op: z.string().check(z.minLength(1)),
  vtype: optionalText,
  value: z.optional(z.unknown()),
});
export type FilterCondition = z.output<typeof filterConditionSchema>;

/** The other layer's shape: key, operation, type, value, optional matchType (as in checkSetting conditions). */
export const operationConditionSchema = z.object({
  key: z.string().check(z.minLength(1)),
  operation: z.string().check(z.minLength(1)),
  type: optionalText,
  value: z.optional(z.unknown()),
  matchType: optionalText,
});
export type OperationCondition = z.output<typeof operationConditionSchema>;

/* ---------- Associated data (calls-and-errors.md §3, §7) ---------- */

/** A row: formAssociationId plus data (a form record, or the form data with the system fields beside it). */
const associationRowSchema = z.looseObject({
  formAssociationId: idSchema,
  data: z.optional(z.unknown()),
});
export type AssociationRow = z.output<typeof associationRowSchema>;

const rowsOf = (v: unknown): AssociationRow[] => {
  if (!Array.isArray(v)) return [];
  const rows: AssociationRow[] = [];
  for (const item of v) {
    const parsed = associationRowSchema.safeParse(item);
    if (parsed.success) rows.push(parsed.data);
  }
  return rows;
};

/** The associated-data fetch's data: formAssociationDataMap keyed by field id; bad rows are left out. */
export const associationResultSchema = z.looseObject({
  formAssociationDataMap: z.pipe(
    z.optional(z.unknown()),
    z.transform((v): Record<string, AssociationRow[]> => {
      const out: Record<string, AssociationRow[]> = {};
      if (!isPlainObject(v)) return out;
      for (const [fieldId, rows] of Object.entries(v)) out[fieldId] = rowsOf(rows);
      return out;
    }),
  ),
});

/** "Form data list by ids (v1)": a data array of rows with data and formAssociationId. */
export const listByIdsResultSchema = z.pipe(z.unknown(), z.transform(rowsOf));
