/**
 * The portal's tables: portal definitions (pages of blocks), rich texts, advert slots, content objects (videos and
 * images of the content service's `cos`), watch records, and the document library's directories. Part of the one
 * schema (re-exported by schema.ts); the content service's own tables (articles, comments, scores) are in cms.ts.
 */
import { index, integer, primaryKey, real, sqliteTable, text } from 'drizzle-orm/sqlite-core';

/** One portal page of an organisation: an ordered list of blocks (JSON, shapes in server/README.md "Portal"). */
export const portals = sqliteTable(
  'portals',
  {
    id: text('id').primaryKey(),
    tenantId: text('tenant_id').notNull(),
    name: text('name').notNull(),
    /** The organisation's front page (`GET /bigtable/portal`); the others are opened by id. */
    isDefault: integer('is_default', { mode: 'boolean' }).notNull().default(false),
    blocks: text('blocks', { mode: 'json' }).$type<unknown[]>().notNull(),
    updatedAt: text('updated_at').notNull(),
  },
  (t) => [index('portals_tenant').on(t.tenantId)],
);

/** Rich text as the platform's editor stores it: untrusted HTML, sanitised by every client that shows it. */
export const richTexts = sqliteTable('rich_texts', {
  id: text('id').primaryKey(),
  tenantId: text('tenant_id').notNull(),
  content: text('content').notNull(),
  updatedBy: text('updated_by').notNull(),
  updatedAt: text('updated_at').notNull(),
});

export interface AdItem {
  id: string;
  title: string;
  fileId: string;
  /** An internal route or an https address (opened in the web view). */
  link: string;
}

export const adSlots = sqliteTable(
  'ad_slots',
  {
    tenantId: text('tenant_id').notNull(),
    uniqueKey: text('unique_key').notNull(),
    name: text('name').notNull(),
    ads: text('ads', { mode: 'json' }).$type<AdItem[]>().notNull(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.uniqueKey] })],
);

/** A content object of the content service (`cms/cos`): a stored video or image with its title. */
export const contentObjects = sqliteTable('cms_content_objects', {
  id: text('id').primaryKey(),
  tenantId: text('tenant_id').notNull(),
  kind: text('kind').$type<'video' | 'image'>().notNull(),
  title: text('title').notNull(),
  fileId: text('file_id').notNull(),
  coverFileId: text('cover_file_id'),
  /** Seconds (videos). */
  duration: real('duration'),
  createdAt: text('created_at').notNull(),
});

/** Where a user stopped in a video (one row per user and video). */
export const watchRecords = sqliteTable(
  'cms_watch_records',
  {
    userId: text('user_id').notNull(),
    cosId: text('cos_id').notNull(),
    tenantId: text('tenant_id').notNull(),
    position: real('position').notNull(),
    duration: real('duration'),
    updatedAt: text('updated_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.cosId] })],
);

/** Directories of the document library (`documentLib/chooseDir`) and the documents each holds, in order. */
export const documentDirs = sqliteTable('cms_document_dirs', {
  id: text('id').primaryKey(),
  tenantId: text('tenant_id').notNull(),
  name: text('name').notNull(),
  parentId: text('parent_id'),
});

export const documentDirItems = sqliteTable(
  'cms_document_dir_items',
  {
    dirId: text('dir_id').notNull(),
    documentId: text('document_id').notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.dirId, t.documentId] })],
);
