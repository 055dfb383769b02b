import { readDurable, removeDurable } from './durable-storage';
import type { LocalFile } from './local-file';

/**
 * A file chosen without a network, kept on the device until the outbox uploads it (issue 40): its bytes in IndexedDB
 * (durable-storage) under a key of its own (platform/keep-file keeps it). Reading it back for the upload needs no page
 * address: the uploader sends the bytes.
 */
export async function keptFile(kept: string, name: string): Promise<LocalFile | null> {
  const blob = await readDurable(kept);
  return blob instanceof Blob ? { path: kept, blob, name, size: blob.size } : null;
}

export function forgetKeptFile(kept: string): Promise<void> {
  return removeDurable(kept);
}
