/**
 * The content service's tables (documents, their comments, scores and collections, and articles such as the service
 * agreement). Part of the one schema (re-exported by schema.ts), kept in a module of their own because only the
 * content service reads them.
 */
import { index, integer, primaryKey, sqliteTable, text } from 'drizzle-orm/sqlite-core';

export const cmsDocuments = sqliteTable('cms_documents', {
  id: text('id').primaryKey(),
  tenantId: text('tenant_id').notNull(),
  title: text('title').notNull(),
  description: text('description').notNull().default(''),
  fileId: text('file_id').notNull(),
  /** Readable by anyone through unLoginDetail (a public document); otherwise members of the organisation only. */
  isPublic: integer('is_public', { mode: 'boolean' }).notNull().default(false),
  readCount: integer('read_count').notNull().default(0),
  createdBy: text('created_by').notNull(),
  createdAt: text('created_at').notNull(),
});

export const cmsComments = sqliteTable(
  'cms_document_comments',
  {
    id: text('id').primaryKey(),
    tenantId: text('tenant_id').notNull(),
    documentId: text('document_id').notNull(),
    userId: text('user_id').notNull(),
    content: text('content').notNull(),
    createdAt: text('created_at').notNull(),
  },
  (t) => [index('cms_document_comments_document').on(t.documentId)],
);

export const cmsScores = sqliteTable(
  'cms_document_scores',
  {
    documentId: text('document_id').notNull(),
    userId: text('user_id').notNull(),
    tenantId: text('tenant_id').notNull(),
    score: integer('score').notNull(),
    createdAt: text('created_at').notNull(),
    updatedAt: text('updated_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.documentId, t.userId] })],
);

export const cmsCollections = sqliteTable(
  'cms_collections',
  {
    userId: text('user_id').notNull(),
    documentId: text('document_id').notNull(),
    tenantId: text('tenant_id').notNull(),
    createdAt: text('created_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.documentId] })],
);

export const cmsArticles = sqliteTable('cms_articles', {
  id: text('id').primaryKey(),
  /** null: a platform article (the service agreement), not an organisation's. */
  tenantId: text('tenant_id'),
  title: text('title').notNull(),
  /** Simple HTML: headings and paragraphs. */
  content: text('content').notNull(),
  isPublic: integer('is_public', { mode: 'boolean' }).notNull().default(false),
  updatedAt: text('updated_at').notNull(),
  /** The community's two kinds: an `article` (editorial) or a `post` (a member's). */
  kind: text('kind').$type<'article' | 'post'>().notNull().default('article'),
  /** File ids of the article's album (the file service's ids). */
  images: text('images', { mode: 'json' }).$type<string[]>().notNull().default([]),
  authorId: text('author_id'),
  readCount: integer('read_count').notNull().default(0),
  createdAt: text('created_at'),
});
