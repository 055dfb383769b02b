/**
 * What the lists keep in the database so that no page, keyword or sort walks every record (data/record-list/,
 * db/record-index.ts), held to the reference that filters and sorts every row in JavaScript (`recordPageInMemory`):
 * - deep pages of the plain list seek from a kept page boundary (keyset) and answer what OFFSET answers, page after
 *   page in any order, with ties in the sort key, across a write, for callers with different read rules;
 * - the keyword's text index (FTS5 trigram) and the stored sort keys follow every record write (insert, edit, delete,
 *   archive, a rolled-back transaction), are built for a database file made before them, and a keyword never finds a
 *   record by a field the caller may not read;
 * - a content sort reads the key stored at the write, and orders numbers as numbers, dates, texts, empty values last.
 */
import assert from 'node:assert/strict';
import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';

import Database from 'better-sqlite3';
import { eq } from 'drizzle-orm';

import { APP, FORM, mixedRecord } from './support/mixed-records.js';
import type { Caller } from '../src/data/caller.js';
import { formAccess } from '../src/data/forms.js';
import { keptFormAccess } from '../src/data/record-list/kept-access.js';
import { recordPage, recordPageInMemory } from '../src/data/record-list/page.js';
import type { PageInput } from '../src/data/record-list/plan.js';
import { openDatabase, type Db } from '../src/db/index.js';
import { compareSortKeys, searchTextOf, sortKeyOf, sortKeysOf } from '../src/db/record-keys.js';
import { formData, users } from '../src/db/schema.js';
import { seedDatabase } from '../src/seed/index.js';

const LEDGER_APP = 'app-ledger';
const LEDGER_FORM = 'form-ledger';

let db: Db;
before(async () => {
  process.env.WARE_LARGE_LIST = '60';
  db = openDatabase(':memory:');
  await seedDatabase(db);
  delete process.env.WARE_LARGE_LIST;
  db.insert(formData)
    .values(Array.from({ length: 300 }, (_, i) => mixedRecord(i + 1)))
    .run();
});
after(() => db.$client.close());

const callerOf = (username: string): Caller => {
  const user = db.select().from(users).where(eq(users.username, username)).get()!;
  return { user, tokenTenantId: '1001', via: 'session', token: 'test' };
};
const input = (page: number, size: number, sort: PageInput['sort'], extra: Partial<PageInput> = {}): PageInput => ({
  page,
  size,
  sort,
  conditions: [],
  keywordConditions: [],
  ...extra,
});
/** The page as the route reads it (the access kept while the database is unchanged, so its boundaries are kept too). */
const page = (username: string, i: PageInput, app = APP, form = FORM) => {
  const caller = callerOf(username);
  return recordPage(db, keptFormAccess(db, caller, app), caller, form, i);
};
const reference = (username: string, i: PageInput, app = APP, form = FORM) => {
  const caller = callerOf(username);
  return recordPageInMemory(db, formAccess(db, caller, app), caller, form, i);
};
const ids = (p: { content: { id: string }[] }) => p.content.map((r) => r.id);
const c = (key: string, op: string, value?: unknown) => ({ key, op, value, type: undefined });

/** The index as the triggers left it, against the index computed again from every record as it is now. */
function assertIndexInStep(): void {
  const rows = db.$client.prepare('SELECT rowid, id, content FROM form_data').all() as {
    rowid: number;
    id: string;
    content: string;
  }[];
  const text = new Map(
    (db.$client.prepare('SELECT rowid, text FROM record_text').all() as { rowid: number; text: string }[]).map((r) => [
      r.rowid,
      r.text,
    ]),
  );
  assert.equal(text.size, rows.length);
  for (const r of rows) assert.equal(text.get(r.rowid), searchTextOf(JSON.parse(r.content)), r.id);
  const keys = db.$client
    .prepare('SELECT record_id, field, hex(key) AS key FROM record_sort_key ORDER BY record_id, field')
    .all();
  const expected = rows
    .flatMap((r) =>
      sortKeysOf(JSON.parse(r.content)).map(([field, key]) => ({ record_id: r.id, field, key: key.toUpperCase() })),
    )
    .sort((a, b) =>
      a.record_id < b.record_id
        ? -1
        : a.record_id > b.record_id
          ? 1
          : a.field < b.field
            ? -1
            : a.field > b.field
              ? 1
              : 0,
    );
  assert.deepEqual(keys, expected);
}

describe('deep pages of the plain list seek from kept boundaries', () => {
  // The times, and one content field (its stored keys, then the records without one: both parts of such a list).
  const ORDERS: PageInput['sort'][] = [
    undefined,
    'createTime,ASC',
    'lastModifiedTime',
    ['createTime,DESC', 'lastModifiedTime,ASC'],
    ['updatedAt,ASC', 'createTime,ASC'],
    'number_amount,ASC',
    'number_amount,DESC',
    'date_date,DESC',
    'radio_kind,ASC',
  ];

  it('has ties in the sort key to page across', () => {
    const times = db.$client
      .prepare('SELECT count(*) AS n, count(DISTINCT datetime(created_at)) AS t FROM form_data WHERE form_id = ?')
      .get(FORM) as { n: number; t: number };
    assert.ok(times.t < times.n / 2, JSON.stringify(times));
  });

  it('every page, in every order, equals the OFFSET answer, for callers who read all records and only their own', () => {
    for (const username of ['subadmin', 'member']) {
      for (const sort of ORDERS) {
        for (const size of [7, 20]) {
          const total = reference(username, input(1, size, sort)).totalPages;
          assert.ok(total > 3, `${username} ${size}: ${total} pages`);
          const all = Array.from({ length: total + 1 }, (_, k) => k + 1);
          const orders = [all, [...all].reverse(), [total, 3, total, 2, 2, 4, 3]];
          for (const order of orders)
            for (const n of order)
              assert.deepEqual(
                page(username, input(n, size, sort)),
                reference(username, input(n, size, sort)),
                `${username} ${JSON.stringify(sort)} ${size} page ${n}`,
              );
          // Another page size starts pages at other rows: some boundaries kept, some not.
          for (const n of [5, 4, 6])
            assert.deepEqual(page(username, input(n, 9, sort)), reference(username, input(n, 9, sort)));
        }
      }
    }
  });

  for (const sort of ['createTime,ASC', 'number_amount,DESC'])
    it(`a write between two pages moves the boundaries: the next pages are the new order (${sort})`, () => {
      for (let n = 1; n <= 4; n++)
        assert.deepEqual(page('subadmin', input(n, 10, sort)), reference('subadmin', input(n, 10, sort)));
      // A record in the same second as page 5's first rows (a tie, by id) and one earlier one gone.
      const p5 = reference('subadmin', input(5, 10, sort));
      const tie = {
        ...mixedRecord(7),
        id: `mixed-zzz-${sort}`,
        code: 'MIX-W',
        tenantId: '1001',
        appId: APP,
        status: 'SUBMITTED',
        createdAt: p5.content[0]!.createTime,
      };
      db.insert(formData).values(tie).run();
      const gone = reference('subadmin', input(2, 10, sort)).content[3]!.id;
      db.delete(formData).where(eq(formData.id, gone)).run();
      for (const n of [5, 6, 4, 5])
        assert.deepEqual(page('subadmin', input(n, 10, sort)), reference('subadmin', input(n, 10, sort)), `page ${n}`);
      assert.ok(
        Array.from({ length: 8 }, (_, k) => ids(page('subadmin', input(k + 1, 10, sort))))
          .flat()
          .includes(tie.id),
      );
    });

  it('seeks in the time index, without a sort of its own', () => {
    const plan = (
      db.$client
        .prepare(
          "EXPLAIN QUERY PLAN SELECT id FROM form_data WHERE tenant_id = ? AND form_id = ? AND app_id = ? AND status <> 'ARCHIVED' AND status <> 'DELETED' AND datetime(created_at) <= ? AND (datetime(created_at) < ? OR (datetime(created_at) = ? AND id < ?)) ORDER BY datetime(created_at) DESC, id DESC LIMIT 20",
        )
        .all('1001', FORM, APP, '2026-03-01 08:00:30', '2026-03-01 08:00:30', '2026-03-01 08:00:30', 'x') as {
        detail: string;
      }[]
    )
      .map((r) => r.detail)
      .join(' | ');
    assert.match(
      plan,
      /SEARCH form_data USING (COVERING )?INDEX form_data_by_created \(tenant_id=\? AND form_id=\? AND <expr><\?\)/,
    );
    assert.doesNotMatch(plan, /TEMP B-TREE/);
  });
});

describe('the keyword index and the sort keys follow every record write', () => {
  const keyword = (username: string, kw: string, app = APP, form = FORM) =>
    ids(page(username, input(1, 50, undefined, { keyword: kw }), app, form));
  const id = 'mixed-index-1';
  const base = { ...mixedRecord(1), id, tenantId: '1001', appId: APP, status: 'SUBMITTED', code: 'IDX-1' };

  it('finds Chinese substrings of any length, and % and _ only as themselves', () => {
    db.insert(formData)
      .values({ ...base, content: { input_title: '杭州云栖科技有限公司 100% a_b', number_amount: 5 } })
      .run();
    for (const kw of ['杭', '云栖', '栖科技', '科技有限公司', '100%', 'a_b', 'A_B'])
      assert.ok(keyword('subadmin', kw).includes(id), kw);
    for (const kw of ['杭云', '100_', 'a%b', '1000', 'ab']) assert.ok(!keyword('subadmin', kw).includes(id), kw);
    assertIndexInStep();
  });

  it('an edit, an archive, a delete and a rolled-back transaction leave the index as the records are', () => {
    db.update(formData)
      .set({ content: { input_title: '宁波港联物流', number_amount: 5 } })
      .where(eq(formData.id, id))
      .run();
    assert.ok(!keyword('subadmin', '云栖').includes(id));
    assert.ok(keyword('subadmin', '港联').includes(id));
    assertIndexInStep();

    db.update(formData).set({ status: 'ARCHIVED' }).where(eq(formData.id, id)).run();
    assert.ok(!keyword('subadmin', '港联').includes(id));
    db.update(formData).set({ status: 'SUBMITTED' }).where(eq(formData.id, id)).run();
    assert.ok(keyword('subadmin', '港联').includes(id));

    assert.throws(() =>
      db.transaction((tx) => {
        tx.update(formData)
          .set({ content: { input_title: '深圳前海贸易' } })
          .where(eq(formData.id, id))
          .run();
        tx.insert(formData)
          .values({ ...base, id: 'mixed-index-2', content: { input_title: '深圳前海贸易' } })
          .run();
        throw new Error('rolled back');
      }),
    );
    assert.deepEqual(keyword('subadmin', '前海'), []);
    assert.ok(keyword('subadmin', '港联').includes(id));
    assertIndexInStep();

    db.delete(formData).where(eq(formData.id, id)).run();
    assert.deepEqual(keyword('subadmin', '港联'), []);
    assertIndexInStep();
  });

  it('a keyword never finds a record by a field the caller may not read, through the index', () => {
    // The ledger's MEMBER may not read 成本 (number_cost). A text only that field holds is in the record's index text.
    const record = 'data-ledger-30'; // the member's (records 3, 6, … 30)
    const row = db.select().from(formData).where(eq(formData.id, record)).get()!;
    db.update(formData)
      .set({ content: { ...row.content, number_cost: '秘密成本 x' } })
      .where(eq(formData.id, record))
      .run();
    assert.deepEqual(keyword('admin', '秘密成本', LEDGER_APP, LEDGER_FORM), [record]);
    assert.deepEqual(keyword('member', '秘密成本', LEDGER_APP, LEDGER_FORM), []);
    assert.deepEqual(keyword('member', '密成', LEDGER_APP, LEDGER_FORM), []);
    // A visible field's text still finds it for the member.
    assert.deepEqual(keyword('member', String(row.content.input_title), LEDGER_APP, LEDGER_FORM), [record]);
    const i = input(1, 20, 'number_amount,DESC', { keyword: '秘密' });
    assert.deepEqual(page('member', i, LEDGER_APP, LEDGER_FORM), reference('member', i, LEDGER_APP, LEDGER_FORM));
  });

  it('a database file made before the index gets it built at start, and it follows writes from then on', () => {
    const file = path.join(tmpdir(), `ware-list-index-${process.pid}-${Date.now()}.db`);
    try {
      const first = openDatabase(file);
      first
        .insert(formData)
        .values({ ...base, id: 'old-1', content: { input_title: '旧库记录一' } })
        .run();
      first.$client.close();
      // The file as an older server left it: no index, no triggers, and a record written without them.
      const raw = new Database(file);
      raw.exec(`DROP TRIGGER record_index_insert; DROP TRIGGER record_index_update; DROP TRIGGER record_index_delete;
        DROP TABLE record_text; DROP TABLE record_sort_key; DELETE FROM meta WHERE key = 'record-index'`);
      raw
        .prepare(
          "INSERT INTO form_data (id, tenant_id, app_id, form_id, code, content, owner_id, created_by, last_modified_by, status, created_at, updated_at) VALUES ('old-2', '1001', ?, ?, 'OLD-2', ?, '10001', '10001', '10001', 'SUBMITTED', '2026-01-01T00:00:00.000Z', '2026-01-01T00:00:00.000Z')",
        )
        .run(APP, FORM, JSON.stringify({ input_title: '旧库记录二', number_amount: 7 }));
      raw.close();
      const again = openDatabase(file);
      try {
        const text = again.$client
          .prepare(
            'SELECT d.id FROM record_text t JOIN form_data d ON d.rowid = t.rowid WHERE record_text MATCH ? ORDER BY d.id',
          )
          .pluck()
          .all('"旧库记录"');
        assert.deepEqual(text, ['old-1', 'old-2']);
        assert.equal(
          again.$client
            .prepare("SELECT count(*) FROM record_sort_key WHERE record_id = 'old-2' AND field = 'number_amount'")
            .pluck()
            .get(),
          1,
        );
        again
          .update(formData)
          .set({ content: { input_title: '改过' } })
          .where(eq(formData.id, 'old-2'))
          .run();
        assert.deepEqual(
          again.$client
            .prepare('SELECT count(*) FROM record_text WHERE record_text MATCH ?')
            .pluck()
            .all('"旧库记录二"'),
          [0],
        );
      } finally {
        again.$client.close();
      }
    } finally {
      for (const suffix of ['', '-wal', '-shm']) rmSync(file + suffix, { force: true });
    }
  });
});

describe('content sorts read the keys stored at the write', () => {
  it('orders numbers as numbers, then dates, texts by code unit, and values without a key last in both directions', () => {
    const order = (values: unknown[]) => [...values].sort((a, b) => compareSortKeys(sortKeyOf(a), sortKeyOf(b)));
    assert.deepEqual(order([10, '9', -1, 2.5, ' 3 ', -0, 1e21]), [-1, -0, 2.5, ' 3 ', '9', 10, 1e21]);
    assert.deepEqual(order(['2026-03-02', '2026/3/1', '2026-03-01T23:00:00Z']), [
      '2026/3/1',
      '2026-03-01T23:00:00Z',
      '2026-03-02',
    ]);
    assert.deepEqual(order(['b', '\uffff', '😀', 'a', 'B']), ['B', 'a', 'b', '😀', '\uffff']);
    assert.deepEqual(order([null, 'x', '', 3, { value: 1 }, '2026-01-01', true]), [
      '2026-01-01',
      3,
      'x',
      null,
      '',
      { value: 1 },
      true,
    ]);
    for (const sort of [
      'number_amount,ASC',
      'number_amount,DESC',
      'date_date,ASC',
      'date_date,DESC',
      'input_title,ASC',
      'radio_kind,DESC',
    ])
      for (const n of [1, 2, 9])
        assert.deepEqual(
          page('subadmin', input(n, 20, sort)),
          reference('subadmin', input(n, 20, sort)),
          `${sort} ${n}`,
        );
    const amounts = page('subadmin', input(1, 300, 'number_amount,DESC')).content.map(
      (r) => (r.content as Record<string, unknown>).number_amount,
    );
    const last = amounts.findIndex((v) => sortKeyOf(v) === null);
    assert.ok(last > 0 && amounts.slice(last).every((v) => sortKeyOf(v) === null), JSON.stringify(amounts));
  });

  it('reads the stored key, not the value again, and an edit stores the new key', () => {
    const sort = 'number_amount,DESC';
    const top = page('subadmin', input(1, 5, sort)).content[0]!.id;
    const lowest = ids(page('subadmin', input(1, 300, 'number_amount,ASC')))[0]!;
    // Only the stored key changes (as if the value were the largest number): the database order follows it.
    db.$client
      .prepare("UPDATE record_sort_key SET key = x'01FFFFFFFFFFFFFFFF' WHERE record_id = ? AND field = 'number_amount'")
      .run(lowest);
    db.$client.prepare("UPDATE meta SET value = value WHERE key = 'record-index'").run(); // a write: kept searches dropped
    assert.equal(ids(page('subadmin', input(1, 5, sort)))[0], lowest);
    // A write of the record itself stores its key again from its value.
    const row = db.select().from(formData).where(eq(formData.id, lowest)).get()!;
    db.update(formData)
      .set({ content: { ...row.content } })
      .where(eq(formData.id, lowest))
      .run();
    assert.equal(ids(page('subadmin', input(1, 5, sort)))[0], top);
    assertIndexInStep();
  });
});

describe('conditions the database decides', () => {
  // Values each rule reads in its own way, beside the mixed records' (numbers, numeric texts, dates as texts and ISO
  // instants, options, lists, true/false, empties, missing fields): texts that are a date and a number at once, a
  // bound's day end, instants a few hours either side of midnight, a number beyond doubles, date ranges, -0.
  const EDGE_AMOUNTS = ['2026.1', ' 2026.10 ', '2026.3', '1e999', '-1e999', -0, '5', 'x5', [4, 30], { value: 5 }, false];
  const EDGE_DATES = [
    '2026-03-01 24:00:00',
    '2026-03-01T15:30:00Z',
    '2026-03-01T16:30:00Z',
    '2026-03-02T00:00:00+08:00',
    '2026-02-28T23:59:59.999Z',
    '2026.3',
    ['2026-02-27', '2026-03-01'],
    ['2026-03-03', ''],
    '2026-3',
    20260301,
    '',
  ];
  before(() => {
    db.insert(formData)
      .values(
        EDGE_AMOUNTS.map((amount, i) => ({
          ...mixedRecord(500 + i),
          id: `mixed-edge-${i}`,
          tenantId: '1001',
          appId: APP,
          status: 'SUBMITTED',
          content: { number_amount: amount, date_date: EDGE_DATES[i], input_title: i % 2 ? '边界 b' : 'edge A' },
        })),
      )
      .run();
  });

  const CONDITIONS = [
    c('number_amount', 'less', 12),
    c('number_amount', 'greater', 0),
    c('number_amount', 'greater', -0),
    c('number_amount', 'less', '12'),
    c('number_amount', 'greater', 'x'),
    c('number_amount', 'less', '2026.2'),
    c('number_amount', 'greaterEqual', 12),
    c('number_amount', 'lessEqual', 12.5),
    c('number_amount', 'NO_LESS', 2026.2),
    c('number_amount', 'within', [0, 12]),
    c('number_amount', 'within', ['', 5]),
    c('number_amount', 'within', [null, null]),
    c('number_amount', 'not-within', [0, 12]),
    c('number_amount', 'within', [2026.05, 2026.2]),
    c('number_amount', 'less', 1e300),
    c('number_amount', 'greater', '1e999'),
    c('number_amount', 'less', true),
    c('number_amount', 'less', ''),
    c('number_amount', 'null'),
    c('number_amount', 'notEmpty'),
    c('date_date', 'earlier', '2026-03-02'),
    c('date_date', 'later', '2026-03-01'),
    c('date_date', 'later', '2026-03-01 24:00:00'),
    c('date_date', 'earlier', '2026-03-01T16:00:00Z'),
    c('date_date', 'later', '2026/3/1 23:30'),
    c('date_date', 'within', ['2026-03-01', '2026-03-01 24:00:00']),
    c('date_date', 'within', ['2026-03-02', '']),
    c('date_date', 'no_within', ['2026-03-01', '2026-03-02']),
    c('date_date', 'later', 'soon'),
    c('date_date', 'less', 2026.2),
    c('date_date', 'empty'),
    c('date_date', 'NO_EARLIER', '2026-03-02'),
    c('input_title', 'greater', 'abc'),
    c('input_title', 'less', '12'),
    c('input_title', 'notEmpty'),
    c('radio_kind', 'null'),
    c('radio_kind', 'no_anyone', ['a']),
    c('radio_kind', 'greater', 0),
    c('checkbox_tags', 'include-all', ['a', 'b']),
    c('checkbox_tags', 'not-include-all', ['a']),
    c('checkbox_tags', 'null'),
    c('input_company', 'no_include', '公司 1'),
    c('createTime', 'later', '2026-03-01 16:00:30'),
    c('lastModifiedTime', 'within', ['2026-03-01 16:00:10', '2026-03-01T08:00:40Z']),
    c('code', 'less', 'MIX-5'),
    c('createdBy', 'no_equal', '10003'),
  ];
  const SORTS: PageInput['sort'][] = [undefined, 'number_amount,DESC', 'date_date,ASC', ['radio_kind,ASC', 'createTime,DESC']];

  it('every operator, negation, clock and sort answers what the rule answers, page by page', () => {
    let found = 0;
    CONDITIONS.forEach((condition, i) => {
      // The caller's clock moves ISO instants (the system times, instants in content): each clock for dates.
      const clocks = /date|Time/.test(condition.key) ? [undefined, 0, -600, 840] : [undefined];
      for (const timeZoneOffset of clocks) {
        const sort = SORTS[i % SORTS.length];
        const first = input(1, 15, sort, { conditions: [condition], timeZoneOffset });
        const pages = reference('subadmin', first).totalPages;
        for (let n = 1; n <= pages + 1; n++) {
          const at = { ...first, page: n };
          const label = `${JSON.stringify(condition)} ${timeZoneOffset} ${JSON.stringify(sort)} page ${n}`;
          assert.deepEqual(page('subadmin', at), reference('subadmin', at), label);
        }
        found += reference('subadmin', first).totalElements;
        // Every other sort on the first page, for a caller who reads only their own records too.
        for (const other of SORTS)
          for (const username of ['subadmin', 'member']) {
            const at = input(2, 7, other, { conditions: [condition], timeZoneOffset });
            assert.deepEqual(page(username, at), reference(username, at), `${JSON.stringify(condition)} ${JSON.stringify(other)} ${username}`);
          }
      }
    });
    assert.ok(found > 0);
  });

  it('combines with each other, keywords and keyword conditions', () => {
    const combos: Partial<PageInput>[] = [
      { conditions: [c('number_amount', 'greater', 0), c('date_date', 'earlier', '2026-03-03')] },
      { conditions: [c('number_amount', 'within', [-5, 20]), c('radio_kind', 'notEmpty')], keyword: 'abc' },
      { conditions: [c('date_date', 'later', '2026-03-01')], keyword: '12' },
      { conditions: [c('number_amount', 'NO_GREATER', 12)], keyword: '公司' },
      { keywordConditions: [c('number_amount', 'less', 1), c('input_title', 'include', 'edge')] },
      { keywordConditions: [c('date_date', 'null'), c('number_amount', 'equal', 12)], conditions: [c('code', 'greater', 'MIX-3')] },
      { keyword: '1e999', conditions: [c('number_amount', 'notEmpty')] },
    ];
    for (const extra of combos)
      for (const sort of SORTS)
        for (const n of [1, 2, 4]) {
          const at = input(n, 10, sort, { timeZoneOffset: 480, ...extra });
          assert.deepEqual(page('subadmin', at), reference('subadmin', at), `${JSON.stringify(extra)} ${JSON.stringify(sort)} ${n}`);
        }
  });

  it('inside a transaction (no connection to ask the rule on) decides in JavaScript, with the same answer', () => {
    const caller = callerOf('subadmin');
    for (const conditions of [[c('number_amount', 'less', 12)], [c('date_date', 'NO_LATER', '2026-03-01T16:00:00Z')]]) {
      const at = input(2, 10, 'number_amount,DESC', { conditions, timeZoneOffset: -600 });
      const inside = db.transaction((tx) => recordPage(tx, keptFormAccess(db, caller, APP), caller, FORM, at));
      assert.deepEqual(inside, reference('subadmin', at), JSON.stringify(conditions));
    }
  });

  it('reads only the page from the database, not every readable row', () => {
    // Rows SQLite hands to JavaScript while the page is answered.
    let read = 0;
    const client = db.$client;
    const prepare = client.prepare.bind(client);
    client.prepare = ((source: string) => {
      const statement = prepare(source);
      const all = statement.all.bind(statement);
      statement.all = ((...args: unknown[]) => {
        const rows = all(...args);
        read += rows.length;
        return rows;
      }) as typeof statement.all;
      return statement;
    }) as typeof client.prepare;
    try {
      for (const [condition, sort] of [
        [c('number_amount', 'greater', -100), 'number_amount,DESC'],
        [c('date_date', 'later', '2026-02-01'), undefined],
        [c('radio_kind', 'notEmpty'), 'date_date,ASC'],
        [c('number_amount', 'no_within', [100, 200]), ['radio_kind,ASC', 'createTime,DESC']],
      ] as [ReturnType<typeof c>, PageInput['sort']][]) {
        const at = input(2, 10, sort, { conditions: [condition], timeZoneOffset: 120 });
        const total = reference('subadmin', at).totalElements;
        assert.ok(total > 40, `${JSON.stringify(condition)}: ${total}`);
        read = 0;
        assert.equal(page('subadmin', at).content.length, 10);
        assert.ok(read <= 12, `${JSON.stringify(condition)}: ${read} rows read for a page of 10 of ${total}`);
      }
    } finally {
      client.prepare = prepare;
    }
  });
});
