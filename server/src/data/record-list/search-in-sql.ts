/** A search answered by the database alone (record-conditions.ts `conditionSql` for every condition). */
import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';

import { keptIds, keptSearchCount } from './kept-searches.js';
import { anyNarrowing, narrowing, textNarrowings } from './narrowing.js';
import { RECORD_COLUMNS } from './plain-list-parts.js';
import type { Plan } from './plan.js';
import { SQL_SORT, sqlOrder } from './sort.js';
import type { Db, DbOrTx } from '../../db/index.js';
import { recordSortKey } from '../../db/record-index.js';
import { formData } from '../../db/schema.js';
import { readableRecords, type FormAccess, type FormRecord } from '../forms.js';
import { conditionSql, registerRule } from '../record-conditions.js';
import { isSystemField } from '../record-system-fields.js';

/**
 * A search page answered by the database alone, when every condition has an exact SQL expression
 * (record-conditions.ts `conditionSql`) on a connection that can run the rule (`ware_holds`). A needle found in the
 * text index narrows to few rows: their ids in order, kept while the database is unchanged like a search decided in
 * JavaScript. Otherwise the count by SQL (kept while the database is unchanged) and the page by LIMIT and OFFSET in the
 * search's order; sorted by one content field, the page walks that field's stored keys (`record_sort_key_order`) and
 * stops after the page, then the records without a key, as the plain list does. Undefined: the search is decided in
 * JavaScript (`searched`).
 */
export function foundPage(db: DbOrTx, access: FormAccess, formId: string, userId: string, plan: Plan, size: number, start: number) {
  if (!('$client' in db)) return undefined; // in a transaction: no connection to register the rule on
  const each = plan.conditions.map((c) => conditionSql(c, plan.offset, narrowing(c)));
  const any = plan.anyOf.map((c) => conditionSql(c, plan.offset, narrowing(c)));
  if ([...each, ...any].some((c) => c === undefined)) return undefined;
  registerRule((db as Db).$client);
  const narrowed = [...plan.conditions.map(narrowing), plan.anyOf.length ? anyNarrowing(plan.anyOf) : undefined];
  // A needle found in the text index narrows to few rows: read them by rowid (`NOT INDEXED` keeps SQLite from
  // walking a whole index of the form and testing each row against the found rowids), then sort them.
  const byText = narrowed.some((n) => n !== undefined && textNarrowings.has(n));
  const where = and(
    readableRecords(access, formId, userId),
    ...narrowed,
    ...(each as SQL[]),
    any.length ? sql`(${sql.join(any as SQL[], sql` OR `)})` : undefined,
  )!;

  if (byText) {
    // Few rows: all their ids in order, kept like a search decided in JavaScript, so the next pages read only theirs
    // (drizzle selects no table column from a table written as SQL: the id as an expression).
    const ids = keptIds(db, access, formId, userId, plan, () =>
      db
        .select({ id: sql<string>`${formData.id}` })
        .from(sql`${formData} NOT INDEXED`)
        .where(where)
        .orderBy(...sqlOrder(plan.sorts))
        .all()
        .map((r) => r.id),
    );
    const pageIds = ids.slice(start, start + size);
    const byId = new Map((pageIds.length ? db.select().from(formData).where(inArray(formData.id, pageIds)).all() : []).map((r) => [r.id, r]));
    return { total: ids.length, rows: pageIds.map((id) => byId.get(id)!) };
  }

  const total = keptSearchCount(db, access, formId, userId, plan, () => db.select({ n: count() }).from(formData).where(where).get()?.n ?? 0);
  if (start >= total) return { total, rows: [] };

  const [only] = plan.sorts;
  if (plan.sorts.length !== 1 || !only || SQL_SORT[only.key] || isSystemField(only.key))
    return { total, rows: db.select().from(formData).where(where).orderBy(...sqlOrder(plan.sorts)).limit(size).offset(start).all() };
  // Sorted by one content field: the records with its key in the key's order, then those without, newest first.
  const k = recordSortKey;
  const withKey = and(eq(k.formId, formId), eq(k.field, only.key), where);
  const rows: FormRecord[] = db
    .select(RECORD_COLUMNS)
    .from(k)
    .innerJoin(formData, eq(formData.id, k.recordId))
    .where(withKey)
    .orderBy(only.desc ? desc(k.key) : asc(k.key), desc(k.recordId))
    .limit(size)
    .offset(start)
    .all();
  if (rows.length === size) return { total, rows };
  const keyed =
    rows.length > 0
      ? start + rows.length
      : (db.select({ n: count() }).from(k).innerJoin(formData, eq(formData.id, k.recordId)).where(withKey).get()?.n ?? 0);
  const keyless = sql`NOT EXISTS (SELECT 1 FROM record_sort_key k WHERE k.record_id = ${formData.id} AND k.field = ${only.key})`;
  rows.push(
    ...db
      .select()
      .from(formData)
      .where(and(where, keyless))
      .orderBy(desc(formData.id))
      .limit(size - rows.length)
      .offset(Math.max(0, start - keyed))
      .all(),
  );
  return { total, rows };
}
