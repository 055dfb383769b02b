import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import Database from 'better-sqlite3';
import { getTableName, is } from 'drizzle-orm';
import type { BetterSQLite3Database } from 'drizzle-orm/better-sqlite3';
import { drizzle } from 'drizzle-orm/better-sqlite3';
import { SQLiteTable, type BaseSQLiteDatabase } from 'drizzle-orm/sqlite-core';

import { installRecordIndex } from './record-index.js';
import * as schema from './schema.js';

export type Db = BetterSQLite3Database<typeof schema> & { $client: Database.Database };

/**
 * The database or a transaction on it: what a query in data/ takes, so a route can run it on its own or inside
 * `db.transaction((tx) => ...)`. Both are drizzle's synchronous SQLite query builder over the same schema.
 */
export type DbOrTx = BaseSQLiteDatabase<'sync', Database.RunResult, typeof schema>;

/** The CREATE statements, generated from schema.ts by `npm run db:ddl` (see generate-ddl.ts). */
export const SCHEMA_SQL_FILE = path.join(path.dirname(fileURLToPath(import.meta.url)), 'schema.sql');

/** Every table of the schema. */
export const ALL_TABLES: SQLiteTable[] = Object.values(schema as Record<string, unknown>).filter((value): value is SQLiteTable => is(value, SQLiteTable));

/** Kept by a data reset: the identity provider's store, signing keys, session tokens and their refresh credentials, so signed-in tokens keep working. */
const KEPT_BY_RESET: SQLiteTable[] = [schema.apiTokens, schema.sessionRefreshTokens, schema.oidcModels, schema.grantTenants, schema.meta];

/** Business data: restored to the seed by a reset. */
export const DATA_TABLES: SQLiteTable[] = ALL_TABLES.filter((table) => !KEPT_BY_RESET.includes(table));

/** Opens (creating if needed) the SQLite file, or an in-memory database for ':memory:', and creates the tables. */
export function openDatabase(file: string): Db {
  if (file !== ':memory:') mkdirSync(path.dirname(file), { recursive: true });
  const sqlite = new Database(file);
  if (file !== ':memory:') sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.exec(readFileSync(SCHEMA_SQL_FILE, 'utf8'));
  installRecordIndex(sqlite);
  return drizzle(sqlite, { schema }) as Db;
}

/**
 * A read-only connection to a database file `openDatabase` made (a read worker's, http/read-worker.ts): the record
 * index's functions registered (lists sort by `ware_sort_key`), nothing created, nothing written. WAL lets it read
 * beside the server's writer; each statement sees the last commit.
 */
export function openReadOnlyDatabase(file: string): Db {
  const sqlite = new Database(file, { readonly: true, fileMustExist: true });
  sqlite.pragma('busy_timeout = 5000');
  // On a read-only connection this only registers the functions: the tables exist and are current.
  installRecordIndex(sqlite);
  return drizzle(sqlite, { schema }) as Db;
}

/**
 * The seed kept beside the data, in an in-memory database attached to the same connection: a reset copies it back
 * with one INSERT … SELECT per table instead of building the seed again in JavaScript (about 250 ms a reset, and tests
 * reset before each of their 500-odd cases). Per connection, so a server started with other settings seeds afresh.
 */
const SEED_COPY = 'seed_copy';

function hasSeedCopy(db: Db): boolean {
  const attached = db.$client.prepare('PRAGMA database_list').all() as { name: string }[];
  return attached.some((row) => row.name === SEED_COPY);
}

/** Copies the business tables as they are now (the seed just written) into a new seed copy of the connection. */
export function keepSeedCopy(db: Db): void {
  db.$client.exec(`ATTACH DATABASE ':memory:' AS ${SEED_COPY}`);
  for (const table of DATA_TABLES) {
    const name = getTableName(table);
    db.$client.exec(`CREATE TABLE ${SEED_COPY}."${name}" AS SELECT * FROM main."${name}"`);
  }
}

/** Puts the kept seed back into the business tables (inside the caller's transaction); false when none is kept. */
export function restoreSeedCopy(db: Db): boolean {
  if (!hasSeedCopy(db)) return false;
  clearData(db);
  for (const table of DATA_TABLES) {
    const name = getTableName(table);
    db.$client.prepare(`INSERT INTO main."${name}" SELECT * FROM ${SEED_COPY}."${name}"`).run();
  }
  return true;
}

/** Deletes every business row (not the identity provider's store, keys or session tokens). */
export function clearData(db: Db): void {
  for (const table of DATA_TABLES) db.$client.prepare(`DELETE FROM main."${getTableName(table)}"`).run();
}

export function getMeta(db: Db, key: string): string | undefined {
  const row = db.$client.prepare('SELECT value FROM meta WHERE key = ?').get(key) as { value: string } | undefined;
  return row?.value;
}

export function setMeta(db: Db, key: string, value: string): void {
  db.$client.prepare('INSERT INTO meta (key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value').run(key, value);
}
