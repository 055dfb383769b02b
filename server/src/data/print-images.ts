/**
 * The pictures of a record's image field as its print draws them (issue 42 item 4: a printed record showed its images
 * as file names). The field keeps `{ fileId, name, url }` items (or an address naming `fileId=`); the stored PNG and
 * JPEG files among them are drawn, what cannot be drawn (another format, a file stored elsewhere or gone) keeps its
 * name. A file a private document holds is drawn only for that document's organisation, as its download allows.
 */
import { inArray } from 'drizzle-orm';

import { privateFileTenants } from './files.js';
import type { DbOrTx } from '../db/index.js';
import { files } from '../db/schema.js';

export interface PrintImage {
  type: 'png' | 'jpeg';
  bytes: Uint8Array;
}

/** A print draws at most this many pictures of one field: a page of thumbnails, not an album. */
const MAX_IMAGES = 9;

const TYPES: Record<string, PrintImage['type']> = { 'image/png': 'png', 'image/jpeg': 'jpeg' };

/** What an item of an upload value names: its file id (own, or in its address) and a name to fall back on. */
function itemOf(item: unknown): { fileId: string | null; name: string } | null {
  if (typeof item === 'string') return { fileId: /[?&]fileId=([a-f0-9]{24,32})/.exec(item)?.[1] ?? null, name: item.split(/[?#]/)[0]!.split('/').pop() ?? '' };
  if (!item || typeof item !== 'object') return null;
  const o = item as Record<string, unknown>;
  const url = typeof o.url === 'string' ? o.url : '';
  const fileId = typeof o.fileId === 'string' ? o.fileId : (/[?&]fileId=([a-f0-9]{24,32})/.exec(url)?.[1] ?? null);
  const name = typeof o.name === 'string' ? o.name : typeof o.fileName === 'string' ? o.fileName : '';
  return { fileId, name };
}

/** The pictures of `value` that a print of a record of `tenantId` draws, and the names of the others. */
export function printImagesOf(db: DbOrTx, value: unknown, tenantId: string): { images: PrintImage[]; names: string[] } {
  const items = (Array.isArray(value) ? value : [value]).map(itemOf).filter((i) => i !== null);
  const ids = [...new Set(items.map((i) => i.fileId).filter((id): id is string => !!id))].slice(0, 100);
  const rows = ids.length ? db.select({ id: files.id, contentType: files.contentType, data: files.data }).from(files).where(inArray(files.id, ids)).all() : [];
  const byId = new Map(rows.map((r) => [r.id, r]));
  const images: PrintImage[] = [];
  const names: string[] = [];
  for (const item of items) {
    const row = item.fileId ? byId.get(item.fileId) : undefined;
    const type = row ? TYPES[row.contentType] : undefined;
    const readable = row && privateFileTenants(db, row.id).every((t) => t === tenantId);
    if (row && type && readable && images.length < MAX_IMAGES) images.push({ type, bytes: new Uint8Array(row.data) });
    else if (item.name) names.push(item.name);
  }
  return { images, names };
}
