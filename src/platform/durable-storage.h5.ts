import { createStore, del, get, set, type UseStore } from 'idb-keyval';

/**
 * Larger values kept across starts (the outbox, the loading layer's persisted cache): IndexedDB, which outlives a
 * closed tab, is not capped at localStorage's 5 MB (images queued with a form) and writes a value whole or not at
 * all. Where a browser gives no IndexedDB (some private modes), values are kept for this visit only. Reads never
 * throw: an unreadable value reads as missing.
 */
let store: UseStore | undefined;
const visitOnly = new Map<string, unknown>();

/** Opened on first use, not at load: a browser without IndexedDB must still start. */
function database(): UseStore | undefined {
  if (typeof indexedDB === 'undefined') return undefined;
  return (store ??= createStore('ware', 'durable'));
}

export async function readDurable(key: string): Promise<unknown> {
  try {
    const db = database();
    return db ? await get(key, db) : visitOnly.get(key);
  } catch {
    return undefined;
  }
}

export async function writeDurable(key: string, value: unknown): Promise<void> {
  const db = database();
  if (db) await set(key, value, db);
  else visitOnly.set(key, value);
}

export async function removeDurable(key: string): Promise<void> {
  const db = database();
  if (db) await del(key, db).catch(() => undefined);
  else visitOnly.delete(key);
}
