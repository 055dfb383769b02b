/**
 * The content service's tables (documents, their comments, scores and collections, and articles such as the service
 * agreement). Kept beside the CMS routes rather than in schema.ts / ddl.ts: the service owns them, creates them
 * (IF NOT EXISTS) when it seeds or registers, and its seed clears them, so a reset restores them like DATA_TABLES.
 */
import { integer, primaryKey, sqliteTable, text } from 'drizzle-orm/sqlite-core';

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

export const cmsComments = sqliteTable('cms_document_comments', {
  id: text('id').primaryKey(),
  tenantId: text('tenant_id').notNull(),
  documentId: text('document_id').notNull(),
  userId: text('user_id').notNull(),
  content: text('content').notNull(),
  createdAt: text('created_at').notNull(),
});

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
});

export const CMS_TABLES = ['cms_documents', 'cms_document_comments', 'cms_document_scores', 'cms_collections', 'cms_articles'] as const;

export const CMS_DDL = `
CREATE TABLE IF NOT EXISTS cms_documents (
  id TEXT PRIMARY KEY,
  tenant_id TEXT NOT NULL,
  title TEXT NOT NULL,
  description TEXT NOT NULL DEFAULT '',
  file_id TEXT NOT NULL,
  is_public INTEGER NOT NULL DEFAULT 0,
  read_count INTEGER NOT NULL DEFAULT 0,
  created_by TEXT NOT NULL,
  created_at TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS cms_document_comments (
  id TEXT PRIMARY KEY,
  tenant_id TEXT NOT NULL,
  document_id TEXT NOT NULL,
  user_id TEXT NOT NULL,
  content TEXT NOT NULL,
  created_at TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS cms_document_comments_document ON cms_document_comments (document_id);
CREATE TABLE IF NOT EXISTS cms_document_scores (
  document_id TEXT NOT NULL,
  user_id TEXT NOT NULL,
  tenant_id TEXT NOT NULL,
  score INTEGER NOT NULL,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  PRIMARY KEY (document_id, user_id)
);
CREATE TABLE IF NOT EXISTS cms_collections (
  user_id TEXT NOT NULL,
  document_id TEXT NOT NULL,
  tenant_id TEXT NOT NULL,
  created_at TEXT NOT NULL,
  PRIMARY KEY (user_id, document_id)
);
CREATE TABLE IF NOT EXISTS cms_articles (
  id TEXT PRIMARY KEY,
  tenant_id TEXT,
  title TEXT NOT NULL,
  content TEXT NOT NULL,
  is_public INTEGER NOT NULL DEFAULT 0,
  updated_at TEXT NOT NULL
);
`;
