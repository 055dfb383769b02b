/**
 * Reads kept while the database is unchanged: what a request would otherwise read again and again (a bearer token's
 * caller, an app's roles and permissions for a caller, a form, a list's count), kept in this process until any write.
 *
 * The database's change stamp is this connection's `total_changes()` (rows any statement of this process inserted,
 * updated or deleted, also inside a transaction later rolled back) and `PRAGMA data_version` (a commit by another
 * connection, such as `npm run server:reset`). Every kept value carries the stamp it was read at and is used only while
 * the stamp is the same, so every write invalidates every kept read: a revoked token, a changed role or permission, a
 * new record is seen by the next request. The stamp is one prepared statement (a few µs); what it saves is the
 * query building and statement compiling of each read (0.1-0.4 ms each on this machine).
 *
 * Nothing is kept while a transaction is open on the connection (a value read from writes not yet committed could
 * outlive their rollback), nor for a transaction handle (only the database itself has a stamp).
 *
 * `PRAGMA data_version` takes the WAL's read lock: about 3.5 µs, against 0.05 µs for `total_changes()` (measured), and
 * a list read asks the stamp five times. A read-only connection (a read worker's) never changes rows, so its stamp is
 * `data_version` alone; and a read that never writes can hold one stamp throughout (`withOneStamp`).
 */
import type { Statement } from 'better-sqlite3';

import type { Db, DbOrTx } from '../db/index.js';

type Client = Db['$client'];

/** The two halves of the stamp, each one prepared statement (as one statement, the join cost ten times more). */
const stampStatements = new WeakMap<Client, { changes: Statement<[], number>; version: Statement<[], number> }>();

const clientOf = (db: DbOrTx): Client | undefined => ('$client' in db ? (db as Db).$client : undefined);

/** Stamps held by `withOneStamp`, by connection. */
const heldStamps = new WeakMap<Client, string>();

/** The database's change stamp (see the module's comment), or null when nothing may be kept now. */
export function changeStamp(db: DbOrTx): string | null {
  const client = clientOf(db);
  if (!client?.open || client.inTransaction) return null;
  const held = heldStamps.get(client);
  if (held !== undefined) return held;
  let statements = stampStatements.get(client);
  if (!statements) {
    statements = {
      changes: client.prepare<[], number>('SELECT total_changes()').pluck(),
      version: client.prepare<[], number>('PRAGMA data_version').pluck(),
    };
    stampStatements.set(client, statements);
  }
  return `${client.readonly ? 0 : statements.changes.get()}:${statements.version.get()}`;
}

/**
 * `read` with the stamp read once, at its start, for every kept read inside it: only for a read-only connection (a
 * read worker's), whose own statements never move the stamp. A commit by another connection meanwhile leaves values
 * read after it kept under the earlier stamp, which the next stamp no longer matches: dropped, never kept too long.
 */
export function withOneStamp<T>(db: Db, read: () => T): T {
  const client = db.$client;
  if (!client.readonly) throw new Error('withOneStamp: only for a read-only connection');
  const stamp = changeStamp(db);
  if (stamp === null) return read();
  heldStamps.set(client, stamp);
  try {
    return read();
  } finally {
    heldStamps.delete(client);
  }
}

/**
 * Values kept by key while the change stamp holds. When the stamp moves, everything kept is dropped at the next read;
 * at `max` entries the lot is dropped too (a bound, never a staleness).
 */
export class KeptReads<V> {
  private readonly held = new WeakMap<Client, { stamp: string; values: Map<string, V> }>();

  constructor(private readonly max = 1_000) {}

  /** The values kept at `stamp` (emptied if they were kept at another one). */
  private valuesAt(db: DbOrTx, stamp: string): Map<string, V> {
    const client = clientOf(db)!;
    let entry = this.held.get(client);
    if (!entry) this.held.set(client, (entry = { stamp, values: new Map() }));
    if (entry.stamp !== stamp) {
      entry.stamp = stamp;
      entry.values.clear();
    }
    return entry.values;
  }

  /** The value kept for `key`, else `read()`'s, kept unless it threw or nothing may be kept now. */
  read(db: DbOrTx, key: string, read: () => V): V {
    const stamp = changeStamp(db);
    if (stamp === null) return read();
    const values = this.valuesAt(db, stamp);
    if (values.has(key)) return values.get(key)!;
    const value = read();
    // The read itself may have written (a sweep): keep it only under the stamp it was read at.
    if (changeStamp(db) === stamp) this.keep(values, key, value);
    return value;
  }

  /**
   * For a read that awaits (the identity provider's store): `lookup` before it, `keep` after it with the stamp
   * `lookup` answered. A write in between moves the stamp, and the value is not kept.
   */
  lookup(db: DbOrTx, key: string): { stamp: string | null; value: V | undefined } {
    const stamp = changeStamp(db);
    return { stamp, value: stamp === null ? undefined : this.valuesAt(db, stamp).get(key) };
  }

  keepAt(db: DbOrTx, stamp: string | null, key: string, value: V): void {
    if (stamp === null || changeStamp(db) !== stamp) return;
    this.keep(this.valuesAt(db, stamp), key, value);
  }

  private keep(values: Map<string, V>, key: string, value: V): void {
    if (values.size >= this.max) values.clear();
    values.set(key, value);
  }
}
