/**
 * The record list and search paged in the database (data/record-list/page.ts `recordPage`) answer exactly what filtering
 * and sorting every row in JavaScript answers (`recordPageInMemory`), over mixed records: values of every JSON type,
 * texts that LIKE and lower-casing read differently, times within one second, other owners, organisations, apps and
 * statuses; for callers who read all records, only their own, or none.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';

import { eq } from 'drizzle-orm';
import fc from 'fast-check';

import { APP, FORM, TITLES, mixedRecord } from './support/mixed-records.js';
import type { Caller } from '../src/data/caller.js';
import { formAccess } from '../src/data/forms.js';
import { recordPage, recordPageInMemory } from '../src/data/record-list/page.js';
import type { PageInput } from '../src/data/record-list/plan.js';
import { SYSTEM_FIELDS, systemColumn, valueOf } from '../src/data/record-system-fields.js';
import { openDatabase, type Db } from '../src/db/index.js';
import { formData, users } from '../src/db/schema.js';
import { seedDatabase } from '../src/seed/index.js';

const SORTS: PageInput['sort'][] = [
  undefined,
  'createTime,ASC',
  'lastModifiedTime',
  'updatedAt,DESC',
  'number_amount,ASC',
  ['radio_kind,DESC', 'createTime,ASC'],
  'code',
  'date_date,ASC',
  ['createTime,DESC', 'lastModifiedTime,ASC'],
];
const c = (key: string, op: string, value?: unknown) => ({ key, op, value, type: undefined });
const CONDITION_SETS = [
  [],
  [c('radio_kind', 'equal', 'a')],
  [c('number_amount', 'equal', 12)],
  [c('number_amount', 'greater', 5)],
  [c('input_title', 'include', 'abc')],
  [c('input_title', 'include', 'k')],
  [c('input_title', 'include', '%')],
  [c('input_title', 'NO_INCLUDE', '订单')],
  [c('radio_kind', 'anyone', 'a,c'), c('number_amount', 'notEmpty')],
  [c('checkbox_tags', 'include-all', ['a', 'b'])],
  [c('date_date', 'within', ['2026-03-01', '2026-03-02 24:00:00'])],
  [c('createTime', 'later', '2026-03-01 16:00:30')],
  [c('createdBy', 'equal', '10003')],
  [c('input_company', 'include', '公司 1')],
  [c('input_title', 'empty')],
];
const KEYWORDS = [undefined, '示例', 'abc', 'ABC', '12', 'k', 'İ', '100%', 'a_b', 'nothing at all', ' ', 'C:\\dir', '公司 1', '"'];

describe('record pages in SQL', () => {
  let db: Db;
  before(async () => {
    db = openDatabase(':memory:');
    await seedDatabase(db);
    const rows = Array.from({ length: 400 }, (_, i) => mixedRecord(i + 1));
    for (let i = 0; i < rows.length; i += 100)
      db.insert(formData)
        .values(rows.slice(i, i + 100))
        .run();
  });
  after(() => db.$client.close());

  const callerOf = (username: string): Caller => {
    const user = db.select().from(users).where(eq(users.username, username)).get()!;
    return { user, tokenTenantId: '1001', via: 'session', token: 'test' };
  };
  /** Both paths' answer, or both paths' error message. */
  const both = (username: string, input: PageInput) => {
    const caller = callerOf(username);
    const access = formAccess(db, caller, APP);
    const run = (f: typeof recordPage) => {
      try {
        return f(db, access, caller, FORM, input);
      } catch (e) {
        return { error: (e as Error).message };
      }
    };
    return [run(recordPage), run(recordPageInMemory)] as const;
  };

  it('answers what the in-memory reference answers, for every caller, condition, keyword, sort and page', () => {
    let compared = 0;
    let nonEmpty = 0;
    for (const username of ['subadmin', 'member', 'guest']) {
      for (const conditions of CONDITION_SETS) {
        for (const keyword of KEYWORDS) {
          // Two sorts and pages each, in turn, so every sort meets every condition and keyword across the grid.
          for (const i of [compared % SORTS.length, (compared + 4) % SORTS.length]) {
            const input: PageInput = {
              page: 1 + (i % 3),
              size: i % 2 ? 7 : 20,
              sort: SORTS[i],
              conditions,
              keywordConditions: [],
              keyword,
            };
            const [sqlPage, memoryPage] = both(username, input);
            assert.deepEqual(sqlPage, memoryPage, `${username} ${JSON.stringify(input)}`);
            compared++;
            if ('content' in sqlPage && sqlPage.content.length > 0) nonEmpty++;
          }
        }
      }
    }
    // The grid is not vacuous: many cases find records.
    assert.ok(nonEmpty > compared / 5, `${nonEmpty} of ${compared} pages had records`);
  });

  it('agrees on generated keywords and keyword conditions', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.constantFrom(...TITLES.map((t) => t.slice(0, 3))),
          fc.string({ maxLength: 4 }),
          fc.integer({ min: -5, max: 20 }).map(String),
        ),
        fc.constantFrom(...SORTS),
        fc.integer({ min: 1, max: 4 }),
        (keyword, sort, page) => {
          const input: PageInput = {
            page,
            size: 10,
            sort,
            conditions: [],
            keywordConditions: [c('input_title', 'include', keyword), c('number_amount', 'equal', Number(keyword))],
            keyword,
          };
          const [sqlPage, memoryPage] = both('subadmin', input);
          assert.deepEqual(sqlPage, memoryPage);
        },
      ),
      { numRuns: 200 },
    );
  });

  it('pages the plain list from the time index and counts it from an index alone', () => {
    const plan = (sql: string) =>
      (db.$client.prepare(`EXPLAIN QUERY PLAN ${sql}`).all('1001', FORM, APP) as { detail: string }[])
        .map((r) => r.detail)
        .join(' | ');
    const list = plan(
      "SELECT id FROM form_data WHERE tenant_id = ? AND form_id = ? AND app_id = ? AND status <> 'ARCHIVED' AND status <> 'DELETED' ORDER BY datetime(created_at) DESC, id DESC LIMIT 20",
    );
    assert.match(list, /USING (COVERING )?INDEX form_data_by_created/);
    assert.doesNotMatch(list, /TEMP B-TREE/);
    const counted = plan(
      "SELECT count(*) FROM form_data WHERE tenant_id = ? AND form_id = ? AND app_id = ? AND status <> 'ARCHIVED' AND status <> 'DELETED'",
    );
    assert.match(counted, /USING COVERING INDEX/);
  });

  // The conditions and sorts read a system field in SQL (systemColumn) and the rule reads it in JavaScript (valueOf):
  // one alias map gives both, and for every alias they read the same value of the same records.
  it('reads every system-field alias from the same column in SQL as the rule does in JavaScript', () => {
    const records = db.select().from(formData).where(eq(formData.formId, FORM)).all();
    assert.ok(records.some((r) => r.code !== null && r.createdAt !== r.updatedAt && r.createdBy !== r.lastModifiedBy));
    for (const alias of Object.keys(SYSTEM_FIELDS)) {
      const column = systemColumn(alias);
      assert.ok(column, `${alias} has a column`);
      for (const r of records) {
        const inSql: unknown = db.select({ v: column }).from(formData).where(eq(formData.id, r.id)).get()?.v;
        assert.equal(inSql, valueOf(r, alias), `${alias} of ${r.id}`);
        assert.notEqual(valueOf(r, alias), undefined, `${alias} is read from a column, not the content`);
      }
    }
    assert.equal(systemColumn('input_title'), undefined);
  });
});
