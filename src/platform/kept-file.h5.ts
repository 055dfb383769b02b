import { readDurable, removeDurable, writeDurable } from './durable-storage';
import type { LocalFile } from './local-file';
import { randomBytes } from './random';

/**
 * A chosen file kept on the device until it can be uploaded (issue 40, attachments offline): its bytes in IndexedDB
 * (durable-storage), which outlives a closed tab, under a key of its own.
 */
export async function keepFile(file: LocalFile): Promise<string> {
  if (!file.blob) throw new Error('[kept-file] a chosen file without its bytes cannot be kept');
  const key = `wareFile:${Array.from(await randomBytes(12), (b) => b.toString(16).padStart(2, '0')).join('')}`;
  await writeDurable(key, file.blob);
  return key;
}

/** The kept file as the uploader takes it, or null when the device no longer has it. */
export async function keptFile(kept: string, name: string): Promise<LocalFile | null> {
  const blob = await readDurable(kept);
  if (!(blob instanceof Blob)) return null;
  return { path: URL.createObjectURL(blob), blob, name, size: blob.size };
}

/** An address the screen can show the kept file from (a thumbnail), or null when it is gone. */
export async function keptFileUrl(kept: string): Promise<string | null> {
  const blob = await readDurable(kept);
  return blob instanceof Blob ? URL.createObjectURL(blob) : null;
}

export function forgetKeptFile(kept: string): Promise<void> {
  return removeDurable(kept);
}
