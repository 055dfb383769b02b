/**
 * One schema: the drizzle tables (db/schema.ts and the modules it re-exports) are the source; schema.sql, which
 * `openDatabase` runs, is generated from them. These tests fail when the two disagree.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';

import { getTableConfig } from 'drizzle-orm/sqlite-core';

import { generateDdl } from '../src/db/generate-ddl.js';
import { ALL_TABLES, DATA_TABLES, openDatabase, SCHEMA_SQL_FILE } from '../src/db/index.js';
import { isRecordIndexTable, RECORD_INDEX_TABLES } from '../src/db/record-index.js';

interface ColumnInfo {
  name: string;
  type: string;
  notnull: number;
  pk: number;
}

describe('the database schema', () => {
  it('schema.sql is what drizzle-kit generates from the drizzle tables (run `npm run db:ddl` after changing one)', async () => {
    assert.equal(readFileSync(SCHEMA_SQL_FILE, 'utf8'), await generateDdl());
  });

  it('a new database has exactly the drizzle tables, columns and indexes', () => {
    const db = openDatabase(':memory:');
    try {
      const sqlite = db.$client;
      const created = (sqlite.prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'").all() as { name: string }[]).map((r) => r.name);
      // Besides them only the lists' index (db/record-index.ts), which drizzle cannot spell (FTS5, triggers).
      assert.deepEqual(created.filter((name) => !isRecordIndexTable(name)).sort(), ALL_TABLES.map((t) => getTableConfig(t).name).sort());
      for (const name of RECORD_INDEX_TABLES) assert.ok(created.includes(name), name);
      for (const table of ALL_TABLES) {
        const config = getTableConfig(table);
        const compositeKey = config.primaryKeys.flatMap((pk) => pk.columns.map((c) => c.name));
        const expected = config.columns.map((c) => ({
          name: c.name,
          type: c.getSQLType().toLowerCase(),
          notnull: c.notNull || c.primary ? 1 : 0,
          pk: c.primary || compositeKey.includes(c.name),
        }));
        const actual = (sqlite.prepare(`PRAGMA table_info(${config.name})`).all() as ColumnInfo[]).map((c) => ({
          name: c.name,
          type: c.type.toLowerCase(),
          notnull: c.notnull,
          pk: c.pk > 0,
        }));
        assert.deepEqual(actual, expected, config.name);
        const indexes = (sqlite.prepare(`PRAGMA index_list(${config.name})`).all() as { name: string }[]).map((i) => i.name);
        for (const index of config.indexes) assert.ok(indexes.includes(index.config.name), `${config.name}: index ${index.config.name}`);
      }
    } finally {
      db.$client.close();
    }
  });

  it('a reset restores every table but the sign-in stores', () => {
    const kept = ALL_TABLES.filter((t) => !DATA_TABLES.includes(t)).map((t) => getTableConfig(t).name);
    assert.deepEqual(kept.sort(), ['api_tokens', 'grant_tenants', 'meta', 'oidc_models', 'session_refresh_tokens']);
  });
});
