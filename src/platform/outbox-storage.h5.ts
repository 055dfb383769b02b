import { createStore, get, set } from 'idb-keyval';

/**
 * The browser keeps the outbox in IndexedDB: it outlives a closed tab, is not capped at localStorage's 5 MB (images
 * queued with a form), and a write is whole or not at all.
 */
const store = createStore('ware-outbox', 'outbox');
const KEY = 'entries';

export async function readOutbox(): Promise<unknown> {
  try {
    return await get(KEY, store);
  } catch {
    return undefined;
  }
}

export async function writeOutbox(entries: unknown): Promise<void> {
  await set(KEY, entries, store);
}
