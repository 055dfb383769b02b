/** The plain list: no condition, no keyword, sorted by the times or one content field, read from an index. */
import { count } from 'drizzle-orm';

import { keptCount, keyedPart, keylessPart, recordOf, timePart, type Row } from './plain-list-parts.js';
import { SQL_SORT, type SortKey } from './sort.js';
import type { DbOrTx } from '../../db/index.js';
import { formData } from '../../db/schema.js';
import { readableRecords, type FormAccess, type FormRecord } from '../forms.js';
import { changeStamp } from '../read-cache.js';
import { isSystemField } from '../record-system-fields.js';

/** Page boundaries kept per plain list and change stamp, at most this many (then dropped: a bound, never staleness). */
const KEPT_BOUNDARIES = 2_000;


/** Where a page starts: the part of the order it is in and the seek values (`b0`..., `bid`) of the row before it. */
type Boundary = { part: number; values: Record<string, unknown> };

/** Orders the plain list reads from an index: the times, or one content field. */
export const plainOrder = (sorts: SortKey[]) =>
  sorts.every((s) => SQL_SORT[s.key]) || (sorts.length === 1 && !isSystemField(sorts[0]!.key));

/**
 * The plain list (no condition, no keyword) for one access, form, caller and order, its statements prepared on first
 * use: sorted by the times, or by one content field's stored keys (then the records without a key). The count is kept
 * while the database is unchanged.
 *
 * Pages are asked by number (spec: `page`, `size`), which SQL answers with OFFSET: a walk over every row before the
 * page. So every page read also keeps, under the change stamp, the boundary at each end (the sort values and id of the
 * row before its first and of its last row, by row position), and a page whose start is a kept boundary seeks from it
 * in the index (keyset: "after this row in this order"): the next page, and the same page asked again by anyone of the
 * same access, cost what the first page costs. A page without a known boundary reads from one row before it by OFFSET,
 * once per change stamp. Any write moves the stamp and drops every boundary.
 */
function preparePlainList(db: DbOrTx, access: FormAccess, formId: string, userId: string, sorts: SortKey[]) {
  const readable = readableRecords(access, formId, userId);
  const counting = db.select({ n: count() }).from(formData).where(readable).prepare();
  const content = sorts.length === 1 && !SQL_SORT[sorts[0]!.key] ? sorts[0]! : undefined;
  const parts = content
    ? [keyedPart(db, readable, formId, content.key, content.desc), keylessPart(db, readable, content.key)]
    : [timePart(db, readable, sorts)];
  let bounds: { stamp: string; at: Map<number, Boundary> } | undefined;
  return {
    db,
    count: keptCount(db, counting),
    /** `size` rows from row position `start` (0-based), in order. */
    page(size: number, start: number): FormRecord[] {
      const stamp = changeStamp(db);
      if (stamp !== null && bounds?.stamp !== stamp) bounds = { stamp, at: new Map() };
      const at = stamp === null ? undefined : bounds!.at;
      const keep = (position: number, part: number, row: Row) => {
        if (!at) return;
        if (at.size >= KEPT_BOUNDARIES) at.clear();
        at.set(position, { part, values: parts[part]!.seek(row) });
      };
      const rows: Row[] = [];
      let position = start;
      let partStart = 0;
      for (let i = 0; i < parts.length && rows.length < size; i++) {
        const part = parts[i]!;
        const length = i < parts.length - 1 ? part.count() : Infinity;
        const local = position - partStart;
        partStart += length;
        if (local >= length) continue;
        const want = size - rows.length;
        const known = at?.get(position);
        let got: Row[];
        if (local === 0) got = part.from(want, 0);
        else if (known?.part === i) got = part.after(want, known.values);
        else {
          got = part.from(want + 1, local - 1);
          const before = got.shift();
          if (before) keep(position, i, before);
        }
        rows.push(...got);
        position += got.length;
        if (got.length) keep(position, i, got.at(-1)!);
        // This part is done: the next one starts at its own first row.
        if (got.length < want) position = partStart;
      }
      return rows.map(recordOf);
    },
  };
}

type PlainList = ReturnType<typeof preparePlainList>;

/** Prepared plain lists by access (a kept access lives while the database is unchanged), then form, caller and order. */
const plainLists = new WeakMap<FormAccess, Map<string, PlainList>>();

export function plainList(db: DbOrTx, access: FormAccess, formId: string, userId: string, sorts: SortKey[]): PlainList {
  let lists = plainLists.get(access);
  if (!lists) plainLists.set(access, (lists = new Map()));
  const key = `${formId} ${userId} ${sorts.map((s) => `${s.key},${s.desc}`).join(' ')}`;
  let list = lists.get(key);
  if (list?.db !== db) lists.set(key, (list = preparePlainList(db, access, formId, userId, sorts)));
  return list;
}
