import { readDurable, writeDurable } from './durable-storage';
import type { LocalFile } from './local-file';
import { randomBytes } from './random';

/**
 * Keeping a chosen file on the device until it can be uploaded (issue 40, attachments offline): its bytes in
 * IndexedDB (durable-storage), which outlives a closed tab, under a key of its own. Its own module, with the form's
 * upload control: the outbox, with the home, only reads and forgets kept files (platform/kept-file).
 */
export async function keepFile(file: LocalFile): Promise<string> {
  if (!file.blob) throw new Error('[keep-file] a chosen file without its bytes cannot be kept');
  const key = `wareFile:${Array.from(await randomBytes(12), (b) => b.toString(16).padStart(2, '0')).join('')}`;
  await writeDurable(key, file.blob);
  return key;
}

/** An address the screen can show a kept file from (a thumbnail), or null when it is gone. */
export async function keptFileUrl(kept: string): Promise<string | null> {
  const blob = await readDurable(kept);
  return blob instanceof Blob ? URL.createObjectURL(blob) : null;
}
