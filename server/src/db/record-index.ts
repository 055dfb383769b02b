/**
 * What the database keeps per record for lists and search (data/record-list/), beside `form_data`, written by
 * triggers on `form_data` and so in the same transaction as every record write (insert, edit, delete, archive, reset),
 * whichever code writes it:
 * - `record_text`: an FTS5 table (trigram tokenizer, case-sensitive) whose row `rowid` is the record's `form_data`
 *   rowid and whose text is every text of the record's content, lower-cased (`searchTextOf`). A keyword's needle is
 *   found with MATCH (3 characters or more: the trigram index) or `instr` over these texts (shorter needles).
 * - `record_sort_key`: one row per record and content field with a sort key (`sortKeyOf`: bytes whose order is the
 *   sort's), indexed by form, field and key: a sort by a content field reads keys computed once, at the write.
 * Both are computed by JavaScript functions registered on the connection (`ware_search_text`, `ware_sort_keys`), the
 * same code the lists' reference uses; a connection without them (the sqlite3 shell) cannot write `form_data`.
 *
 * Not in schema.sql (drizzle has no virtual tables or triggers): created here on every start. A database file made
 * before them (or whose index was built by another version of the keys) has both filled from its rows at start-up.
 */
import type Database from 'better-sqlite3';
import { blob, sqliteTable, text } from 'drizzle-orm/sqlite-core';

import { searchTextOf, sortKeyOf, sortKeysOf } from './record-keys.js';

/** Bump when what the triggers store changes: a database built with another version is rebuilt at start. */
const VERSION = '1';

const DDL = `
CREATE VIRTUAL TABLE IF NOT EXISTS record_text USING fts5(text, tokenize = 'trigram case_sensitive 1');

CREATE TABLE IF NOT EXISTS record_sort_key (
  record_id TEXT NOT NULL,
  field TEXT NOT NULL,
  form_id TEXT NOT NULL,
  key BLOB NOT NULL,
  PRIMARY KEY (record_id, field)
) WITHOUT ROWID;
CREATE INDEX IF NOT EXISTS record_sort_key_order ON record_sort_key (form_id, field, key, record_id);
CREATE INDEX IF NOT EXISTS record_sort_key_order_up ON record_sort_key (form_id, field, key, record_id DESC);

CREATE TRIGGER IF NOT EXISTS record_index_insert AFTER INSERT ON form_data BEGIN
  DELETE FROM record_text WHERE rowid = NEW.rowid;
  INSERT INTO record_text (rowid, text) VALUES (NEW.rowid, ware_search_text(NEW.content));
  INSERT OR REPLACE INTO record_sort_key (record_id, field, form_id, key)
    SELECT NEW.id, j.value ->> 0, NEW.form_id, unhex(j.value ->> 1) FROM json_each(ware_sort_keys(NEW.content)) j;
END;

CREATE TRIGGER IF NOT EXISTS record_index_update AFTER UPDATE OF id, form_id, content ON form_data BEGIN
  DELETE FROM record_text WHERE rowid = OLD.rowid;
  DELETE FROM record_sort_key WHERE record_id = OLD.id;
  INSERT INTO record_text (rowid, text) VALUES (NEW.rowid, ware_search_text(NEW.content));
  INSERT OR REPLACE INTO record_sort_key (record_id, field, form_id, key)
    SELECT NEW.id, j.value ->> 0, NEW.form_id, unhex(j.value ->> 1) FROM json_each(ware_sort_keys(NEW.content)) j;
END;

CREATE TRIGGER IF NOT EXISTS record_index_delete AFTER DELETE ON form_data BEGIN
  DELETE FROM record_text WHERE rowid = OLD.rowid;
  DELETE FROM record_sort_key WHERE record_id = OLD.id;
END;
`;

const REBUILD = `
DELETE FROM record_text;
DELETE FROM record_sort_key;
INSERT INTO record_text (rowid, text) SELECT rowid, ware_search_text(content) FROM form_data;
INSERT OR REPLACE INTO record_sort_key (record_id, field, form_id, key)
  SELECT d.id, j.value ->> 0, d.form_id, unhex(j.value ->> 1) FROM form_data d, json_each(ware_sort_keys(d.content)) j;
`;

/** The tables this module keeps beside the drizzle schema (FTS5 adds its own `record_text_*` shadow tables). */
export const RECORD_INDEX_TABLES = ['record_text', 'record_sort_key'];
export const isRecordIndexTable = (name: string): boolean =>
  RECORD_INDEX_TABLES.some((t) => name === t || name.startsWith(`${t}_`));

/**
 * `record_sort_key` for the lists' queries. Not in schema.ts: its rows are written only by the triggers above, and it is
 * created here with them.
 */
export const recordSortKey = sqliteTable('record_sort_key', {
  recordId: text('record_id').notNull(),
  field: text('field').notNull(),
  formId: text('form_id').notNull(),
  key: blob('key', { mode: 'buffer' }).notNull(),
});

const parsed = (content: unknown): unknown => {
  if (typeof content !== 'string') return null;
  try {
    return JSON.parse(content);
  } catch {
    return null;
  }
};

/** Registers the functions, creates the tables and triggers, and fills them when missing or out of date. */
export function installRecordIndex(sqlite: Database.Database): void {
  sqlite.function('ware_search_text', { deterministic: true }, (content: unknown) => searchTextOf(parsed(content)));
  // A system column's sort key (code, creator...), computed when a list sorts by one.
  sqlite.function('ware_sort_key', { deterministic: true }, (value: unknown) => sortKeyOf(value));
  sqlite.function('ware_sort_keys', { deterministic: true }, (content: unknown) =>
    JSON.stringify(sortKeysOf(parsed(content))),
  );
  // A REPLACE that deletes a record runs the delete trigger only with recursive triggers on.
  sqlite.pragma('recursive_triggers = ON');
  sqlite.transaction(() => {
    sqlite.exec(DDL);
    const built = sqlite.prepare("SELECT value FROM meta WHERE key = 'record-index'").pluck().get() as
      string | undefined;
    if (built === VERSION) return;
    sqlite.exec(REBUILD);
    sqlite
      .prepare(
        "INSERT INTO meta (key, value) VALUES ('record-index', ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value",
      )
      .run(VERSION);
  })();
}
