import { mkdirSync } from 'node:fs';
import path from 'node:path';

import Database from 'better-sqlite3';
import { drizzle, type BetterSQLite3Database } from 'drizzle-orm/better-sqlite3';

import { CMS_DDL, CMS_TABLES } from './cms.js';
import { CRM_DDL, CRM_TABLES } from './crm.js';
import { DATA_TABLES, DDL } from './ddl.js';
import { ORDERS_DDL, ORDERS_TABLES } from './orders.js';
import { EXTRA_DDL, EXTRA_TABLES } from './record-extras.js';
import * as schema from './schema.js';

export type Db = BetterSQLite3Database<typeof schema> & { $client: Database.Database };

/** Opens (creating if needed) the SQLite file, or an in-memory database for ':memory:', and creates the tables. */
export function openDatabase(file: string): Db {
  if (file !== ':memory:') mkdirSync(path.dirname(file), { recursive: true });
  const sqlite = new Database(file);
  if (file !== ':memory:') sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('busy_timeout = 5000');
  // The core tables, then those of the services kept in their own modules (CRM/SRM, content, record extras).
  for (const ddl of [DDL, CRM_DDL, CMS_DDL, EXTRA_DDL, ORDERS_DDL]) sqlite.exec(ddl);
  return drizzle(sqlite, { schema }) as Db;
}

/** Deletes every business row (not the identity provider's store, keys or session tokens). */
export function clearData(db: Db): void {
  for (const table of [...DATA_TABLES, ...CRM_TABLES, ...CMS_TABLES, ...EXTRA_TABLES, ...ORDERS_TABLES]) db.$client.prepare(`DELETE FROM ${table}`).run();
}

export function getMeta(db: Db, key: string): string | undefined {
  const row = db.$client.prepare('SELECT value FROM meta WHERE key = ?').get(key) as { value: string } | undefined;
  return row?.value;
}

export function setMeta(db: Db, key: string, value: string): void {
  db.$client.prepare('INSERT INTO meta (key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value').run(key, value);
}
