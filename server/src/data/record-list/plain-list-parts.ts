/**
 * The stretches of a plain list's order that SQL reads in one index order (plain-list.ts): by the times, by one
 * content field's stored keys, and the records without a key for that field; each read from a row position (OFFSET)
 * or after a kept boundary row (keyset).
 */
import { and, asc, count, desc, eq, getTableColumns, sql, type SQL, type SQLWrapper } from 'drizzle-orm';

import { SQL_SORT, type SortKey } from './sort.js';
import type { DbOrTx } from '../../db/index.js';
import { recordSortKey } from '../../db/record-index.js';
import { formData } from '../../db/schema.js';
import type { FormRecord } from '../forms.js';
import { changeStamp } from '../read-cache.js';

export type Row = Record<string, unknown>;

/**
 * A stretch of a plain list's order that SQL reads in one index order: `from` reads by OFFSET, `after` seeks past a
 * row's `seek` values. The list is its parts one after another (a content sort: the records with a key, then those
 * without); `count` is asked of every part but the last.
 */
export interface Part {
  from(size: number, start: number): Row[];
  after(size: number, values: Record<string, unknown>): Row[];
  seek(row: Row): Record<string, unknown>;
  count(): number;
}

export const RECORD_COLUMNS = getTableColumns(formData);
const COLUMN_NAMES = Object.keys(RECORD_COLUMNS);
/** The record of a row read with seek columns beside it. */
export function recordOf(row: Row): FormRecord {
  const record: Row = {};
  for (const k of COLUMN_NAMES) record[k] = row[k];
  return record as FormRecord;
}

/** A count kept while the database is unchanged (counting walks every readable row's index entry). */
export function keptCount(db: DbOrTx, counting: { get(): { n: number } | undefined }): () => number {
  let counted: { stamp: string; n: number } | undefined;
  return () => {
    const stamp = changeStamp(db);
    if (stamp !== null && counted?.stamp === stamp) return counted.n;
    const n = counting.get()?.n ?? 0;
    counted = stamp === null ? undefined : { stamp, n };
    return n;
  };
}

/** The records in the order of the times (the `form_data_by_created` / `_by_updated` indexes), newest id first. */
export function timePart(db: DbOrTx, readable: SQL, sorts: SortKey[]): Part {
  const keys = sorts.map((s) => SQL_SORT[s.key]!);
  const order = [...sorts.map((s, i) => (s.desc ? desc(keys[i]!) : asc(keys[i]!))), desc(formData.id)];
  const columns = { ...RECORD_COLUMNS, ...Object.fromEntries(keys.map((k, i) => [`sk${i}`, sql<string>`${k}`])) };
  const read = (more?: SQL) =>
    db
      .select(columns)
      .from(formData)
      .where(and(readable, more))
      .orderBy(...order)
      .limit(sql.placeholder('size'));
  const from = read().offset(sql.placeholder('start')).prepare();
  const after = read(seekAfter(sorts.map((s, i) => ({ key: keys[i]!, desc: s.desc })), formData.id)).prepare();
  return {
    from: (size, start) => from.all({ size, start }),
    after: (size, values) => after.all({ size, ...values }),
    seek: (row) => Object.fromEntries([...keys.map((_, i) => [`b${i}`, row[`sk${i}`]]), ['bid', row.id]]),
    count: () => {
      throw new Error('the last part is not counted');
    },
  };
}

/**
 * The records with a sort key for a content field, in the key's order (the `record_sort_key_order` indexes: the key
 * computed at the record's write), newest id first among equal keys.
 */
export function keyedPart(db: DbOrTx, readable: SQL, formId: string, field: string, down: boolean): Part {
  const k = recordSortKey;
  const where = (more?: SQL) => and(eq(k.formId, formId), eq(k.field, field), readable, more);
  const read = (more?: SQL) =>
    db
      .select({ ...RECORD_COLUMNS, sk: k.key })
      .from(k)
      .innerJoin(formData, eq(formData.id, k.recordId))
      .where(where(more))
      .orderBy(down ? desc(k.key) : asc(k.key), desc(k.recordId))
      .limit(sql.placeholder('size'));
  const from = read().offset(sql.placeholder('start')).prepare();
  const after = read(seekAfter([{ key: sql`${k.key}`, desc: down }], k.recordId)).prepare();
  const counting = db.select({ n: count() }).from(k).innerJoin(formData, eq(formData.id, k.recordId)).where(where()).prepare();
  return {
    from: (size, start) => from.all({ size, start }),
    after: (size, values) => after.all({ size, ...values }),
    seek: (row) => ({ b0: row.sk, bid: row.id }),
    count: keptCount(db, counting),
  };
}

/** The records without a sort key for the field (empty, options, lists, true/false): after all others, newest id first. */
export function keylessPart(db: DbOrTx, readable: SQL, field: string): Part {
  const keyless = sql`NOT EXISTS (SELECT 1 FROM record_sort_key k WHERE k.record_id = ${formData.id} AND k.field = ${field})`;
  const read = (more?: SQL) =>
    db
      .select(RECORD_COLUMNS)
      .from(formData)
      .where(and(readable, keyless, more))
      .orderBy(desc(formData.id))
      .limit(sql.placeholder('size'));
  const from = read().offset(sql.placeholder('start')).prepare();
  const after = read(seekAfter([], formData.id)).prepare();
  return {
    from: (size, start) => from.all({ size, start }),
    after: (size, values) => after.all({ size, ...values }),
    seek: (row) => ({ bid: row.id }),
    count: () => {
      throw new Error('the last part is not counted');
    },
  };
}


/**
 * "After the boundary row in this order" (placeholders `b0`... and `bid`), with the first key's bound first so the
 * index seeks to it: k0 >= b0 AND (k0 > b0 OR (k0 = b0 AND (... id < bid))), the comparisons turned for DESC keys.
 */
function seekAfter(keys: { key: SQL; desc: boolean }[], id: SQLWrapper): SQL {
  let rest = sql`${id} < ${sql.placeholder('bid')}`;
  for (let i = keys.length - 1; i >= 0; i--) {
    const b = sql.placeholder(`b${i}`);
    const { key, desc: down } = keys[i]!;
    rest = sql`(${down ? sql`${key} < ${b}` : sql`${key} > ${b}`} OR (${key} = ${b} AND ${rest}))`;
  }
  if (keys.length === 0) return rest;
  const b0 = sql.placeholder('b0');
  return keys[0]!.desc ? sql`${keys[0]!.key} <= ${b0} AND ${rest}` : sql`${keys[0]!.key} >= ${b0} AND ${rest}`;
}
