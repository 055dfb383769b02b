/**
 * Each data set's index (data/analysis.ts `dataSetIndex`): the figures query reads it instead of every record, and
 * the figures are the same with it as by scanning the records.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';

import { eq } from 'drizzle-orm';

import { dataSetIndex, dataSetOr404, figures, figureSql } from '../src/data/analysis.js';
import type { Caller } from '../src/data/caller.js';
import { formAccess } from '../src/data/forms.js';
import { openDatabase, type Db } from '../src/db/index.js';
import { dataSets, users } from '../src/db/schema.js';
import { seedDatabase } from '../src/seed/index.js';

describe('data set indexes', () => {
  let db: Db;
  before(async () => {
    process.env.WARE_LARGE_LIST = '600';
    db = openDatabase(':memory:');
    await seedDatabase(db);
  });
  after(() => {
    delete process.env.WARE_LARGE_LIST;
    db.$client.close();
  });
  const callerOf = (username: string, tenantId: string): Caller => {
    const user = db.select().from(users).where(eq(users.username, username)).get()!;
    return { user, tokenTenantId: tenantId, via: 'session', token: 'test' };
  };

  it('the ledger and expense data sets are answered from their index, with or without a range, for every reader', () => {
    for (const [username, id] of [
      ['subadmin', 'st-ds-ledger-day'],
      ['subadmin', 'st-ds-ledger-cost'],
      ['member', 'st-ds-ledger-total'],
      ['member', 'st-ds-expense-category'],
    ] as const) {
      const ds = dataSetOr404(db, id);
      const caller = callerOf(username, ds.tenantId);
      const access = formAccess(db, caller, ds.appId);
      for (const q of [{}, { start: '2026-01-01', end: '2026-12-31', group: 'week' as const }]) {
        const { sql, params } = figureSql(ds, access, caller.user.id, q);
        const plan = (db.$client.prepare(`EXPLAIN QUERY PLAN ${sql}`).all(...params) as { detail: string }[]).map((r) => r.detail).join(' | ');
        assert.match(plan, /USING (COVERING )?INDEX form_data_values_/, `${id} ${JSON.stringify(q)}: ${plan}`);
      }
    }
  });

  it('gives the figures a scan of the records gives', () => {
    const caller = callerOf('subadmin', '1001');
    const sets = db.select().from(dataSets).where(eq(dataSets.appId, 'app-ledger')).all();
    assert.equal(sets.length, 4);
    const queries = [{}, { start: '2026-01-02', end: '2026-01-05' }, { group: 'month' as const }];
    const cases = sets.flatMap((ds) => queries.map((q) => ({ ds, q, access: formAccess(db, caller, ds.appId) })));
    const indexed = cases.map(({ ds, q, access }) => figures(db, ds, access, caller.user.id, q).rows.map((r) => [r.key, ...r.values]));
    assert.ok(indexed.some((rows) => rows.length > 0));
    // Without the indexes the same SQL scans the records (the plan says so) and must agree row for row.
    // Every data set's index (another form's may serve too: the values of a field key read alike on every form).
    const names = (db.$client.prepare("SELECT name FROM sqlite_master WHERE type = 'index' AND name LIKE 'form_data_values_%'").all() as { name: string }[]).map((r) => r.name);
    assert.ok(names.includes(dataSetIndex(sets[0]!)!.name));
    for (const name of names) db.$client.exec(`DROP INDEX "${name}"`);
    const scanned = cases.map(({ ds, q, access }) => {
      const { sql, params } = figureSql(ds, access, caller.user.id, q);
      const plan = (db.$client.prepare(`EXPLAIN QUERY PLAN ${sql}`).all(...params) as { detail: string }[]).map((r) => r.detail).join(' ');
      assert.doesNotMatch(plan, /form_data_values_/);
      const rows = db.$client.prepare(sql).all(...params) as Record<string, unknown>[];
      return rows.map((r) => [r.dim === undefined || r.dim === null ? null : String(r.dim), ...ds.definition.measures.map((_, i) => Number(Number(r[`m${i}`] ?? 0).toPrecision(15)))]);
    });
    assert.deepEqual(indexed, scanned);
  });
});
