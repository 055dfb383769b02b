/**
 * The portal's reads: a portal page with its blocks made ready to show (banner and advert images as file-service
 * URLs, the app grid's apps), rich texts, advert slots, content objects and watch records. Every read is scoped to one
 * organisation; the routes pass the caller's.
 */
import { and, eq, inArray } from 'drizzle-orm';

import { cmsDocuments } from '../db/cms.js';
import type { DbOrTx } from '../db/index.js';
import { adSlots, contentObjects, documentDirItems, documentDirs, portals, richTexts, watchRecords } from '../db/portal.js';
import { apps, files } from '../db/schema.js';

const fileUrlOf = (baseUrl: string, fileId: string): string => `${baseUrl}/api/file/fileoperation/download?fileId=${fileId}&isDownload=0`;

type Block = Record<string, unknown> & { type?: unknown };

const asArray = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);
const asString = (v: unknown): string => (typeof v === 'string' ? v : '');

/**
 * A block as the client shows it. Banner items get their image URL; the app grid names its apps (only the
 * organisation's own: an id of another organisation is left out). Unknown types pass through unchanged: the client
 * shows a quiet placeholder for them.
 */
function readyBlock(db: DbOrTx, baseUrl: string, tenantId: string, block: Block): Block {
  if (block.type === 'banner') {
    return {
      ...block,
      items: asArray(block.items).map((raw) => {
        const item = raw as Record<string, unknown>;
        return { ...item, image: fileUrlOf(baseUrl, asString(item.fileId)) };
      }),
    };
  }
  if (block.type === 'apps') {
    const ids = asArray(block.appIds).map(asString).filter(Boolean);
    const rows = ids.length ? db.select().from(apps).where(and(inArray(apps.id, ids), eq(apps.tenantId, tenantId))).all() : [];
    const byId = new Map(rows.map((a) => [a.id, a]));
    return { ...block, apps: ids.flatMap((id) => (byId.has(id) ? [{ id, name: byId.get(id)!.name, icon: byId.get(id)!.icon, type: byId.get(id)!.type }] : [])) };
  }
  return block;
}

export function portalView(db: DbOrTx, baseUrl: string, row: typeof portals.$inferSelect) {
  return {
    id: row.id,
    tenantId: row.tenantId,
    name: row.name,
    isDefault: row.isDefault,
    updateTime: row.updatedAt,
    blocks: row.blocks.map((b) => readyBlock(db, baseUrl, row.tenantId, (b ?? {}) as Block)),
  };
}

/** The organisation's front page, or a page of it by id. */
export function findPortal(db: DbOrTx, tenantId: string, id?: string) {
  const where = id ? and(eq(portals.tenantId, tenantId), eq(portals.id, id)) : and(eq(portals.tenantId, tenantId), eq(portals.isDefault, true));
  return db.select().from(portals).where(where).get();
}

export function richTextsByIds(db: DbOrTx, tenantId: string, ids: string[]) {
  if (ids.length === 0) return [];
  const rows = db.select().from(richTexts).where(and(inArray(richTexts.id, ids), eq(richTexts.tenantId, tenantId))).all();
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => {
    const r = byId.get(id);
    return r ? [{ id: r.id, content: r.content, updateTime: r.updatedAt }] : [];
  });
}

export function adSlotView(db: DbOrTx, baseUrl: string, tenantId: string, uniqueKey: string) {
  const slot = db.select().from(adSlots).where(and(eq(adSlots.tenantId, tenantId), eq(adSlots.uniqueKey, uniqueKey))).get();
  if (!slot) return undefined;
  return { uniqueKey: slot.uniqueKey, name: slot.name, ads: slot.ads.map((ad) => ({ ...ad, image: fileUrlOf(baseUrl, ad.fileId) })) };
}

export function contentObjectViews(db: DbOrTx, baseUrl: string, tenantId: string, ids: string[]) {
  if (ids.length === 0) return [];
  const rows = db
    .select({ cos: contentObjects, contentType: files.contentType })
    .from(contentObjects)
    .leftJoin(files, eq(files.id, contentObjects.fileId))
    .where(and(inArray(contentObjects.id, ids), eq(contentObjects.tenantId, tenantId)))
    .all();
  const byId = new Map(rows.map((r) => [r.cos.id, r]));
  return ids.flatMap((id) => {
    const r = byId.get(id);
    if (!r) return [];
    const { cos } = r;
    return [
      {
        id: cos.id,
        kind: cos.kind,
        title: cos.title,
        fileId: cos.fileId,
        url: fileUrlOf(baseUrl, cos.fileId),
        contentType: r.contentType ?? null,
        coverUrl: cos.coverFileId ? fileUrlOf(baseUrl, cos.coverFileId) : null,
        duration: cos.duration,
        createTime: cos.createdAt,
      },
    ];
  });
}

export function watchRecordOf(db: DbOrTx, userId: string, cosId: string) {
  const row = db.select().from(watchRecords).where(and(eq(watchRecords.userId, userId), eq(watchRecords.cosId, cosId))).get();
  return row ? { cosId: row.cosId, position: row.position, duration: row.duration, updateTime: row.updatedAt } : null;
}

export function saveWatchRecord(db: DbOrTx, rec: { userId: string; cosId: string; tenantId: string; position: number; duration: number | null; now: string }) {
  db.insert(watchRecords)
    .values({ userId: rec.userId, cosId: rec.cosId, tenantId: rec.tenantId, position: rec.position, duration: rec.duration, updatedAt: rec.now })
    .onConflictDoUpdate({ target: [watchRecords.userId, watchRecords.cosId], set: { position: rec.position, duration: rec.duration, updatedAt: rec.now } })
    .run();
  return watchRecordOf(db, rec.userId, rec.cosId)!;
}

/** A directory of the library: its sub-directories and its documents (the organisation's only), in order. */
export function directoryView(db: DbOrTx, tenantId: string, dirId: string | null) {
  const dir = dirId ? db.select().from(documentDirs).where(and(eq(documentDirs.id, dirId), eq(documentDirs.tenantId, tenantId))).get() : null;
  if (dirId && !dir) return undefined;
  const subdirs = db
    .select()
    .from(documentDirs)
    .where(eq(documentDirs.tenantId, tenantId))
    .all()
    .filter((d) => (d.parentId ?? null) === (dirId ?? null))
    .map((d) => ({ id: d.id, name: d.name, parentId: d.parentId }));
  const documents = dirId
    ? db
        .select({ id: cmsDocuments.id, title: cmsDocuments.title, description: cmsDocuments.description, readCount: cmsDocuments.readCount, createTime: cmsDocuments.createdAt, sort: documentDirItems.sort })
        .from(documentDirItems)
        .innerJoin(cmsDocuments, eq(cmsDocuments.id, documentDirItems.documentId))
        .where(and(eq(documentDirItems.dirId, dirId), eq(cmsDocuments.tenantId, tenantId)))
        .all()
        .sort((a, b) => a.sort - b.sort)
        .map(({ sort: _sort, ...d }) => d)
    : [];
  return { dir: dir ? { id: dir.id, name: dir.name, parentId: dir.parentId } : null, dirs: subdirs, documents };
}
