/**
 * One page of a form's records for the query and search calls (spec screens-data-rules.md §3, §5, §6), read in
 * SQLite: which records the caller may read (`readableRecords`, the row part of the one read rule), the count and the
 * page are the database's; the fields of each record are cut by `listedRecords` on the page only.
 *
 * - Sorting: every value's sort key (data/record-keys.ts `sortKeyOf`: dates, then numbers, then texts, each in its
 *   own order; values without a key last in both directions; ties by id, newest first) is computed at the record's
 *   write and stored (`record_sort_key`, db/record-index.ts). The times are sorted by the time indexes' expressions
 *   (`datetime()`: in UTC to the second), which order as their keys do.
 * - No condition, no keyword, sorted by the times or by one content field (the plain list): counted and paged by
 *   the database from an index (`form_data_by_created` / `_by_updated`, or `record_sort_key_order`), deep pages
 *   seeking from page boundaries kept while the database is unchanged (`preparePlainList`).
 * - Otherwise the conditions are the §5 rules of record-search.ts. Each becomes one exact SQL expression
 *   (record-conditions.ts `conditionSql`: ranges as ranges of the stored sort keys, `null` by the value's JSON, the
 *   rest narrowed first, and the rows SQL cannot decide asked of the rule itself through `ware_holds`), so the
 *   database counts the search and reads only the page (`foundPage`): sorted by one content field it walks that
 *   field's stored keys and stops after the page; a needle found in the text index drives the query by rowid. The
 *   count is kept while the database is unchanged.
 * - A condition on a field key a JSON path cannot name, or a search inside a transaction, is decided in JavaScript:
 *   the database narrows the rows by what each condition certainly needs (`narrowing`: never dropping a row the rule
 *   would keep), orders them by the stored keys and hands over only the values the conditions name (`->`); the rule
 *   decides, and the ids found are kept while the database is unchanged, so only the page's rows are read whole.
 * `recordPageInMemory` is the same answer computed over every row in JavaScript: the reference the tests hold the
 * database path to.
 *
 * Per request, the list routes take the caller's access and the form from reads kept while the database is unchanged
 * (`keptFormAccess`, `keptForm`; data/read-cache.ts), and the plain list's statements are prepared once per access,
 * form and order; its count is kept while the database is unchanged.
 */
import { and, asc, count, desc, eq, getTableColumns, inArray, sql, type SQL, type SQLWrapper } from 'drizzle-orm';

import type { Caller } from './caller.js';
import {
  formAccess,
  formOr404,
  liveRecords,
  mayRead,
  permittedFieldKeys,
  readableRecords,
  type Form,
  type FormAccess,
  type FormRecord,
} from './forms.js';
import { changeStamp, KeptReads } from './read-cache.js';
import { conditionSql, PLAIN_KEY, registerRule, SYSTEM_COLUMN } from './record-conditions.js';
import {
  DEFAULT_TIME_ZONE_OFFSET,
  isSystemField,
  keywordConditionsOf,
  matches,
  operatorOf,
  requireSearchable,
  valueOf,
  type Cond,
} from './record-search.js';
import { listedRecords } from './record-views.js';
import type { Db, DbOrTx } from '../db/index.js';
import { recordSortKey } from '../db/record-index.js';
import { sortKeyOf } from '../db/record-keys.js';
import { formData } from '../db/schema.js';
import { ApiError } from '../errors.js';

export interface PageInput {
  page: number;
  size: number;
  sort?: string | string[] | undefined;
  conditions: Cond[];
  keywordConditions: Cond[];
  /** A raw keyword: the §5 keyword rule on the form's input and number fields, added to keywordConditions. */
  keyword?: string | undefined;
  timeZoneOffset?: number | undefined;
}

/* ---------- Kept reads ---------- */

const accesses = new KeptReads<FormAccess>();
const keptForms = new KeptReads<Form>();

/**
 * `formAccess` kept while the database is unchanged: an app's roles and permissions depend on the caller's user and
 * token organisation and on rows any change of which is a write. Shared by requests, so frozen.
 */
export function keptFormAccess(db: Db, caller: Caller, appId: string): FormAccess {
  return accesses.read(db, `${caller.user.id} ${caller.tokenTenantId ?? ''} ${appId}`, () => {
    const access = formAccess(db, caller, appId);
    Object.freeze(access.app);
    Object.freeze(access.roles);
    access.permissions.forEach((p) => Object.freeze(p));
    Object.freeze(access.permissions);
    return Object.freeze(access);
  });
}

/** `formOr404` kept while the database is unchanged (the form's definitions are read, never changed, by the lists). */
export function keptForm(db: DbOrTx, formId: string, appId?: string): Form {
  const form = keptForms.read(db, formId, () => Object.freeze(formOr404(db, formId)));
  if (appId !== undefined && form.appId !== appId) return formOr404(db, formId, appId);
  return form;
}

/* ---------- Sorting ---------- */

const SORT_KEY: Record<string, string> = { createdAt: 'createTime', updatedAt: 'lastModifiedTime' };

type SortKey = { key: string; desc: boolean };

function sortKeys(sort: string | string[] | undefined): SortKey[] {
  const list = (sort === undefined ? ['createTime,DESC'] : Array.isArray(sort) ? sort : [sort]).filter((s) => s !== '');
  return list.map((s) => {
    const [rawKey = '', dir = 'DESC'] = s.split(',');
    const key = SORT_KEY[rawKey.trim()] ?? rawKey.trim();
    if (key === '') throw ApiError.badRequest('参数错误: sort');
    return { key, desc: dir.trim().toUpperCase() !== 'ASC' };
  });
}

/**
 * The reference order (`recordPageInMemory`): each sort key's `sortKeyOf` (values without one after all others in
 * both directions), then newest id first. The database orders by the same keys (`sqlOrder`).
 */
function sorter(keys: SortKey[]): (a: FormRecord, b: FormRecord) => number {
  const keyed = new WeakMap<FormRecord, (Buffer | null)[]>();
  const keysOf = (r: FormRecord) => {
    let k = keyed.get(r);
    if (!k) keyed.set(r, (k = keys.map(({ key }) => sortKeyOf(valueOf(r, key)))));
    return k;
  };
  return (a, b) => {
    const ka = keysOf(a);
    const kb = keysOf(b);
    for (let i = 0; i < keys.length; i++) {
      const x = ka[i]!;
      const y = kb[i]!;
      if (x === null || y === null) {
        if (x !== y) return x === null ? 1 : -1;
        continue;
      }
      const d = Buffer.compare(x, y);
      if (d !== 0) return keys[i]!.desc ? -d : d;
    }
    // Stable tie-break: newest id last created wins.
    return a.id < b.id ? 1 : a.id > b.id ? -1 : 0;
  };
}

/** The times as `compare` orders them (wall clock at offset 0, to the second); the indexes hold the same expressions. */
const SQL_SORT: Record<string, SQL> = {
  createTime: sql`datetime(${formData.createdAt})`,
  lastModifiedTime: sql`datetime(${formData.updatedAt})`,
};

/**
 * The reference order (`sorter`) in SQL: the times by the time indexes' expressions; a content field by the key its
 * record's write stored (`record_sort_key`, db/record-index.ts); values without a key last in both directions (an
 * empty blob is below every key, x'FF' above: keys start with their kind, 0 to 2); then newest id first.
 */
function sqlOrder(sorts: SortKey[]): SQL[] {
  return [
    ...sorts.map(({ key, desc: down }) => {
      const time = SQL_SORT[key];
      if (time) return down ? desc(time) : asc(time);
      const stored = SYSTEM_COLUMN[key]
        ? sql`ware_sort_key(${SYSTEM_COLUMN[key]})`
        : sql`(SELECT k.key FROM record_sort_key k WHERE k.record_id = ${formData.id} AND k.field = ${key})`;
      return down ? sql`ifnull(${stored}, x'') DESC` : sql`ifnull(${stored}, x'FF') ASC`;
    }),
    desc(formData.id),
  ];
}

/* ---------- The page ---------- */

/** The order the reference reads rows in (its sort is total, so any order gives the same page). */
const STORED_ORDER = sql`${formData}.rowid`;

interface Plan {
  sorts: SortKey[];
  conditions: Cond[];
  /** Any one of these must hold (keyword conditions); empty: no keyword. */
  anyOf: Cond[];
  /** A keyword on a form without input or number fields finds nothing, rather than everything. */
  nothing: boolean;
  offset: number;
}

function planOf(db: DbOrTx, access: FormAccess, formId: string, input: PageInput): Plan {
  // §6: conditions and sorts on fields the caller may not see would reveal their values; the keyword skips them.
  const visible = permittedFieldKeys(access, formId);
  const sorts = sortKeys(input.sort);
  requireSearchable(
    [...input.conditions, ...input.keywordConditions, ...sorts].map((c) => c.key),
    visible,
  );
  const anyOf = [
    ...input.keywordConditions,
    ...(input.keyword ? keywordConditionsOf(keptForm(db, formId).definitionPublish, input.keyword, visible) : []),
  ];
  return {
    sorts,
    conditions: input.conditions,
    anyOf,
    nothing: !!input.keyword?.trim() && anyOf.length === 0,
    offset: input.timeZoneOffset ?? DEFAULT_TIME_ZONE_OFFSET,
  };
}

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

const holdsAll = (plan: Plan) => (r: FormRecord) =>
  !plan.nothing &&
  plan.conditions.every((c) => matches(r, c, plan.offset)) &&
  (plan.anyOf.length === 0 || plan.anyOf.some((c) => matches(r, c, plan.offset)));

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

/* ---------- Searching in SQL ---------- */

/** Counts of searches kept per access while the database is unchanged, at most this many each. */
const KEPT_COUNTS = 200;
const counts = new WeakMap<FormAccess, Map<string, { stamp: string; n: number }>>();

/**
 * A search page answered by the database alone, when every condition has an exact SQL expression
 * (record-conditions.ts `conditionSql`) on a connection that can run the rule (`ware_holds`). A needle found in the
 * text index narrows to few rows: their ids in order, kept while the database is unchanged like a search decided in
 * JavaScript. Otherwise the count by SQL (kept while the database is unchanged) and the page by LIMIT and OFFSET in the
 * search's order; sorted by one content field, the page walks that field's stored keys (`record_sort_key_order`) and
 * stops after the page, then the records without a key, as the plain list does. Undefined: the search is decided in
 * JavaScript (`searched`).
 */
function foundPage(db: DbOrTx, access: FormAccess, formId: string, userId: string, plan: Plan, size: number, start: number) {
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

  const stamp = changeStamp(db);
  const key = JSON.stringify([formId, userId, plan.conditions, plan.anyOf, plan.offset]);
  let kept = counts.get(access);
  const hit = kept?.get(key);
  let total: number;
  if (stamp !== null && hit?.stamp === stamp) total = hit.n;
  else {
    total = db.select({ n: count() }).from(formData).where(where).get()?.n ?? 0;
    if (stamp !== null && changeStamp(db) === stamp) {
      if (!kept) counts.set(access, (kept = new Map()));
      if (kept.size >= KEPT_COUNTS) kept.clear();
      kept.set(key, { stamp, n: total });
    }
  }
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

/* ---------- Searching ---------- */

/** Searches kept per access (a kept access lives while the database is unchanged), at most this many each. */
const KEPT_SEARCHES = 20;
const searches = new WeakMap<FormAccess, Map<string, { stamp: string; ids: string[] }>>();

/**
 * The ids of the records a search finds, in its order: the conditions narrowed in SQL and decided by the rule, in the
 * order SQL read them. Kept while the database is unchanged, so the next pages of a search (and the same search by others of the
 * same access) read only their page.
 */
function searched(db: DbOrTx, access: FormAccess, formId: string, userId: string, plan: Plan): string[] {
  return keptIds(db, access, formId, userId, plan, () =>
    candidates(db, access, formId, userId, plan)
      .filter(holdsAll(plan))
      .map((r) => r.id),
  );
}

/** The ids a search finds, in order, kept while the database is unchanged (by either path: both find the same). */
function keptIds(db: DbOrTx, access: FormAccess, formId: string, userId: string, plan: Plan, find: () => string[]): string[] {
  const stamp = changeStamp(db);
  const key = JSON.stringify([formId, userId, plan.conditions, plan.anyOf, plan.sorts, plan.offset]);
  let kept = searches.get(access);
  const hit = kept?.get(key);
  if (stamp !== null && hit?.stamp === stamp) return hit.ids;
  const ids = find();
  if (stamp !== null && changeStamp(db) === stamp) {
    if (!kept) searches.set(access, (kept = new Map()));
    if (kept.size >= KEPT_SEARCHES) kept.clear();
    kept.set(key, { stamp, ids });
  }
  return ids;
}

/**
 * The rows a search may find, in the search's order (`sqlOrder`: the sort keys stored at each record's write), each
 * with its system columns and only the content values the conditions name: each as its JSON text (`->`, where
 * json_each's own value column would read true and false as 1 and 0), one column per field key.
 */
function candidates(db: DbOrTx, access: FormAccess, formId: string, userId: string, plan: Plan): FormRecord[] {
  const readable = readableRecords(access, formId, userId);
  // Only the values the conditions read: the order is the database's (sqlOrder), from keys stored at the write.
  const keys = [...new Set([...plan.conditions, ...plan.anyOf].map((c) => c.key))].filter((k) => !isSystemField(k));
  const { content: _whole, ...columns } = getTableColumns(formData);
  const narrow = [...plan.conditions.map(narrowing), plan.anyOf.length ? anyNarrowing(plan.anyOf) : undefined];
  const where = and(readable, ...narrow);
  const order = sqlOrder(plan.sorts);
  if (keys.every((k) => PLAIN_KEY.test(k))) {
    // Column `v<i>`: the JSON text of field keys[i], null when the record has no such field.
    const values = Object.fromEntries(keys.map((k, i) => [`v${i}`, sql<string | null>`${formData.content} -> ${`$.${k}`}`]));
    return db
      .select({ ...columns, ...values })
      .from(formData)
      .where(where)
      .orderBy(...order)
      .all()
      .map((row): FormRecord => {
        const record = row as typeof row & Record<string, string | null>;
        const content: Record<string, unknown> = {};
        keys.forEach((k, i) => {
          const text = record[`v${i}`];
          if (text !== null && text !== undefined) content[k] = JSON.parse(text);
        });
        const { id, tenantId, appId, formId: form, code, ownerId, createdBy, lastModifiedBy, processInstanceId, status, createdAt, updatedAt } = record;
        return { id, tenantId, appId, formId: form, code, content, ownerId, createdBy, lastModifiedBy, processInstanceId, status, createdAt, updatedAt };
      });
  }
  const named = keys.length
    ? sql<string>`(SELECT json_group_object(key, ${formData.content} -> fullkey) FROM json_each(${formData.content}) WHERE key IN ${keys})`
    : sql<string>`'{}'`;
  return db
    .select({ ...columns, named })
    .from(formData)
    .where(where)
    .orderBy(...order)
    .all()
    .map(({ named: values, ...r }): FormRecord => ({
      ...r,
      content: JSON.parse(values ?? '{}') as Record<string, unknown>,
    }));
}

/* ---------- The plain list ---------- */

/** Page boundaries kept per plain list and change stamp, at most this many (then dropped: a bound, never staleness). */
const KEPT_BOUNDARIES = 2_000;

/** Where a page starts: the part of the order it is in and the seek values (`b0`..., `bid`) of the row before it. */
type Boundary = { part: number; values: Record<string, unknown> };
type Row = Record<string, unknown>;

/**
 * A stretch of a plain list's order that SQL reads in one index order: `from` reads by OFFSET, `after` seeks past a
 * row's `seek` values. The list is its parts one after another (a content sort: the records with a key, then those
 * without); `count` is asked of every part but the last.
 */
interface Part {
  from(size: number, start: number): Row[];
  after(size: number, values: Record<string, unknown>): Row[];
  seek(row: Row): Record<string, unknown>;
  count(): number;
}

const RECORD_COLUMNS = getTableColumns(formData);
const COLUMN_NAMES = Object.keys(RECORD_COLUMNS);
/** The record of a row read with seek columns beside it. */
function recordOf(row: Row): FormRecord {
  const record: Row = {};
  for (const k of COLUMN_NAMES) record[k] = row[k];
  return record as FormRecord;
}

/** A count kept while the database is unchanged (counting walks every readable row's index entry). */
function keptCount(db: DbOrTx, counting: { get(): { n: number } | undefined }): () => number {
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
function timePart(db: DbOrTx, readable: SQL, sorts: SortKey[]): Part {
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
function keyedPart(db: DbOrTx, readable: SQL, formId: string, field: string, down: boolean): Part {
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
function keylessPart(db: DbOrTx, readable: SQL, field: string): Part {
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

/** Orders the plain list reads from an index: the times, or one content field. */
const plainOrder = (sorts: SortKey[]) =>
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

type PlainList = ReturnType<typeof preparePlainList>;

/** Prepared plain lists by access (a kept access lives while the database is unchanged), then form, caller and order. */
const plainLists = new WeakMap<FormAccess, Map<string, PlainList>>();

function plainList(db: DbOrTx, access: FormAccess, formId: string, userId: string, sorts: SortKey[]): PlainList {
  let lists = plainLists.get(access);
  if (!lists) plainLists.set(access, (lists = new Map()));
  const key = `${formId} ${userId} ${sorts.map((s) => `${s.key},${s.desc}`).join(' ')}`;
  let list = lists.get(key);
  if (list?.db !== db) lists.set(key, (list = preparePlainList(db, access, formId, userId, sorts)));
  return list;
}

/* ---------- Narrowing in SQL ---------- */

const isContentKey = (key: string) => PLAIN_KEY.test(key) && !isSystemField(key);

/**
 * A condition the database can check first without ever dropping a row `matches` keeps, or undefined (no narrowing).
 * Only a field's own text or number is compared; values of any other JSON type (option objects, arrays, booleans,
 * null) stay candidates for the rule to decide.
 */
function narrowing(c: Cond): SQL | undefined {
  const op = operatorOf(c.op);
  if (op && !op.negated && op.base === 'include' && c.key === 'code' && typeof c.value === 'string' && c.value !== '') return codeHolding(c.value);
  if (!op || op.negated || !isContentKey(c.key)) return undefined;
  const path = `$.${c.key}`;
  const type = sql`json_type(${formData.content}, ${path})`;
  const value = sql`json_extract(${formData.content}, ${path})`;
  if (op.base === 'equal' && typeof c.value === 'string' && c.value !== '')
    return sql`(${type} IS NOT 'text' OR ${value} = ${c.value})`;
  if (op.base === 'equal' && typeof c.value === 'number' && Number.isFinite(c.value))
    return sql`(${type} NOT IN ('integer', 'real') OR ${value} = ${c.value})`;
  if (op.base === 'include' && typeof c.value === 'string' && c.value !== '' && !INDEX_UNSAFE.test(c.value))
    return holdingText(c.value.toLowerCase());
  return undefined;
}

/**
 * The records whose business code may hold `needle` as `include` reads it (lower-cased in JavaScript): SQLite's
 * `lower` folds ASCII only, so a code with any other character stays a candidate for the rule to decide.
 */
const codeHolding = (needle: string): SQL =>
  sql`(${formData.code} IS NOT NULL AND (instr(lower(${formData.code}), ${needle.toLowerCase()}) > 0 OR ${formData.code} GLOB '*[^ -~]*'))`;

/**
 * Needles the text index cannot stand for: a lone surrogate (stored as U+FFFD, where JavaScript would find it inside a
 * pair) or NUL (the index reads a line break there). Such a keyword is decided by the rule alone.
 */
const INDEX_UNSAFE = /\0|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/**
 * The records one of whose texts holds `needle` (lower-cased), found in the text index (db/record-index.ts): the
 * trigram index for 3 characters or more, else a scan of the index's texts. The index holds every field's texts, so
 * this never drops a record `include` keeps; the rule then decides on the field's own texts. Both are plain
 * substring searches: `%`, `_` and `\` in a keyword are characters, as `text-match.ts` makes them for LIKE.
 */
function holdingText(needle: string): SQL {
  const found =
    [...needle].length >= 3
      ? sql`SELECT rowid FROM record_text WHERE record_text MATCH ${`"${needle.replace(/"/g, '""')}"`}`
      : sql`SELECT rowid FROM record_text WHERE instr(text, ${needle}) > 0`;
  const holding = sql`${formData}.rowid IN (${found})`;
  textNarrowings.add(holding);
  return holding;
}

/** The narrowings that are rowids found in the text index (`holdingText`, or any of them): few rows, read by rowid. */
const textNarrowings = new WeakSet<SQL>();

/** Any one of the conditions: narrowed only when each of them is. */
function anyNarrowing(conditions: Cond[]): SQL | undefined {
  // A keyword's include on every field is one needle (the index narrows by record, not field): searched once.
  const distinct = new Map<string, Cond>();
  conditions.forEach((c, i) => {
    // The text index holds content texts only: the code's include narrows by its column, on its own.
    const include = operatorOf(c.op)?.base === 'include' && typeof c.value === 'string' && isContentKey(c.key);
    distinct.set(include && narrowing(c) ? `include ${String(c.value).toLowerCase()}` : String(i), c);
  });
  const each = [...distinct.values()].map(narrowing);
  if (!each.every((n) => n !== undefined)) return undefined;
  const any = sql`(${sql.join(each, sql` OR `)})`;
  if (each.every((n) => textNarrowings.has(n))) textNarrowings.add(any);
  return any;
}
