/**
 * One page of a form's records for the query and search calls (spec screens-data-rules.md §3, §5, §6), read in
 * SQLite: which records the caller may read (`readableRecords`, the row part of the one read rule), the count and the
 * page are the database's; the fields of each record are cut by `listedRecords` on the page only.
 *
 * - Sorting: every value's sort key (db/record-keys.ts `sortKeyOf`: dates, then numbers, then texts, each in its
 *   own order; values without a key last in both directions; ties by id, newest first) is computed at the record's
 *   write and stored (`record_sort_key`, db/record-index.ts). The times are sorted by the time indexes' expressions
 *   (`datetime()`: in UTC to the second), which order as their keys do.
 * - No condition, no keyword, sorted by the times or by one content field (the plain list): counted and paged by
 *   the database from an index (`form_data_by_created` / `_by_updated`, or `record_sort_key_order`), deep pages
 *   seeking from page boundaries kept while the database is unchanged (plain-list.ts).
 * - Otherwise the conditions are the §5 rules of record-search.ts. Each becomes one exact SQL expression
 *   (record-conditions.ts `conditionSql`: ranges as ranges of the stored sort keys, `null` by the value's JSON, the
 *   rest narrowed first, and the rows SQL cannot decide asked of the rule itself through `ware_holds`), so the
 *   database counts the search and reads only the page (search-in-sql.ts): sorted by one content field it walks that
 *   field's stored keys and stops after the page; a needle found in the text index drives the query by rowid. The
 *   count is kept while the database is unchanged.
 * - A condition on a field key a JSON path cannot name, or a search inside a transaction, is decided in JavaScript:
 *   the database narrows the rows by what each condition certainly needs (narrowing.ts: never dropping a row the rule
 *   would keep), orders them by the stored keys and hands over only the values the conditions name (`->`); the rule
 *   decides (search-by-rule.ts), and the ids found are kept while the database is unchanged (kept-searches.ts), so only
 *   the page's rows are read whole.
 * `recordPageInMemory` is the same answer computed over every row in JavaScript: the reference the tests hold the
 * database path to.
 *
 * Per request, the list routes take the caller's access and the form from reads kept while the database is unchanged
 * (kept-access.ts), and the plain list's statements are prepared once per access, form and order; its count is kept
 * while the database is unchanged.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';

import { plainList, plainOrder } from './plain-list.js';
import { holdsAll, planOf, type PageInput } from './plan.js';
import { searched } from './search-by-rule.js';
import { foundPage } from './search-in-sql.js';
import { sorter } from './sort.js';
import type { DbOrTx } from '../../db/index.js';
import { formData } from '../../db/schema.js';
import type { Caller } from '../caller.js';
import { liveRecords, mayRead, type FormAccess, type FormRecord } from '../forms.js';
import { listedRecords } from '../record-views.js';

/** The order the reference reads rows in (its sort is total, so any order gives the same page). */
const STORED_ORDER = sql`${formData}.rowid`;

function pageOf(db: DbOrTx, access: FormAccess, input: PageInput, total: number, rows: FormRecord[]) {
  const start = (input.page - 1) * input.size;
  return {
    content: listedRecords(db, access, rows),
    totalElements: total,
    totalPages: Math.ceil(total / input.size),
    page: input.page,
    size: input.size,
    last: start + input.size >= total,
  };
}

/** The page over every live row of the form, filtered and sorted in JavaScript: what the database path must answer. */
export function recordPageInMemory(db: DbOrTx, access: FormAccess, caller: Caller, formId: string, input: PageInput) {
  const plan = planOf(db, access, formId, input);
  const all = db
    .select()
    .from(formData)
    .where(
      and(
        eq(formData.tenantId, access.app.tenantId),
        eq(formData.appId, access.app.id),
        eq(formData.formId, formId),
        liveRecords(),
      ),
    )
    .orderBy(STORED_ORDER)
    .all()
    .filter((r) => mayRead(access, r, caller.user.id))
    .filter(holdsAll(plan))
    .sort(sorter(plan.sorts));
  const start = (input.page - 1) * input.size;
  return pageOf(db, access, input, all.length, all.slice(start, start + input.size));
}

/** The page read in the database (see the module's comment); answers exactly what `recordPageInMemory` answers. */
export function recordPage(db: DbOrTx, access: FormAccess, caller: Caller, formId: string, input: PageInput) {
  const plan = planOf(db, access, formId, input);
  if (plan.nothing) return pageOf(db, access, input, 0, []);
  const start = (input.page - 1) * input.size;

  if (plan.conditions.length === 0 && plan.anyOf.length === 0 && plainOrder(plan.sorts)) {
    const list = plainList(db, access, formId, caller.user.id, plan.sorts);
    return pageOf(db, access, input, list.count(), list.page(input.size, start));
  }

  const found = foundPage(db, access, formId, caller.user.id, plan, input.size, start);
  if (found) return pageOf(db, access, input, found.total, found.rows);

  const ids = searched(db, access, formId, caller.user.id, plan);
  const pageIds = ids.slice(start, start + input.size);
  const byId = new Map(
    (pageIds.length ? db.select().from(formData).where(inArray(formData.id, pageIds)).all() : []).map((r) => [r.id, r]),
  );
  return pageOf(
    db,
    access,
    input,
    ids.length,
    pageIds.map((id) => byId.get(id)!),
  );
}
