/**
 * The record detail's extras (issue 7 §3): change logs, collaborators, custom buttons with their app functions, and
 * print templates. Created with the other tables by `openDatabase` and cleared by a data reset (db/index.ts).
 */
import { integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';

/** One field's change: `before` absent (undefined) on creation. */
export interface FieldChange {
  key: string;
  before: unknown;
  after: unknown;
}

export type ChangeAction = 'CREATE' | 'UPDATE' | 'COPY' | 'FUNCTION';

export const recordChangelogs = sqliteTable('record_changelogs', {
  id: text('id').primaryKey(),
  tenantId: text('tenant_id').notNull(),
  appId: text('app_id').notNull(),
  formId: text('form_id').notNull(),
  dataId: text('data_id').notNull(),
  userId: text('user_id').notNull(),
  action: text('action').$type<ChangeAction>().notNull(),
  changes: text('changes', { mode: 'json' }).$type<FieldChange[]>().notNull(),
  /** COPY: the record copied; FUNCTION: the function's key. */
  note: text('note'),
  createdAt: text('created_at').notNull(),
});

export const recordCollaborators = sqliteTable(
  'record_collaborators',
  {
    id: text('id').primaryKey(),
    tenantId: text('tenant_id').notNull(),
    appId: text('app_id').notNull(),
    formId: text('form_id').notNull(),
    dataId: text('data_id').notNull(),
    userId: text('user_id').notNull(),
    invitedBy: text('invited_by').notNull(),
    createdAt: text('created_at').notNull(),
  },
  (t) => [uniqueIndex('record_collaborators_once').on(t.dataId, t.userId)],
);

/** What a function does. One kind today: set fields of the record to fixed values. */
export interface FunctionAction {
  kind: 'set-fields';
  set: Record<string, unknown>;
  /** The message shown after a run. */
  message: string;
}

export const appFunctions = sqliteTable('app_functions', {
  key: text('key').primaryKey(),
  tenantId: text('tenant_id').notNull(),
  appId: text('app_id').notNull(),
  name: text('name').notNull(),
  action: text('action', { mode: 'json' }).$type<FunctionAction>().notNull(),
});

export const customButtons = sqliteTable('custom_buttons', {
  id: text('id').primaryKey(),
  tenantId: text('tenant_id').notNull(),
  appId: text('app_id').notNull(),
  formId: text('form_id').notNull(),
  name: text('name').notNull(),
  funcKey: text('func_key').notNull(),
  /** The operation permission a caller needs to run it (edit by default: the function writes the record). */
  operation: text('operation').notNull(),
  sort: integer('sort').notNull(),
});

/** A print template: a title and the fields printed, in order (empty: every field of the form). */
export interface TemplateConfig {
  title: string;
  fields: string[];
  footer: string;
}

export const printTemplates = sqliteTable('print_templates', {
  id: text('id').primaryKey(),
  tenantId: text('tenant_id').notNull(),
  appId: text('app_id').notNull(),
  formId: text('form_id').notNull(),
  name: text('name').notNull(),
  config: text('config', { mode: 'json' }).$type<TemplateConfig>().notNull(),
});

export const EXTRA_TABLES = ['record_changelogs', 'record_collaborators', 'custom_buttons', 'app_functions', 'print_templates'] as const;

export const EXTRA_DDL = `
CREATE TABLE IF NOT EXISTS record_changelogs (
  id TEXT PRIMARY KEY, tenant_id TEXT NOT NULL, app_id TEXT NOT NULL, form_id TEXT NOT NULL, data_id TEXT NOT NULL,
  user_id TEXT NOT NULL, action TEXT NOT NULL, changes TEXT NOT NULL, note TEXT, created_at TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS record_changelogs_data ON record_changelogs (data_id);
CREATE TABLE IF NOT EXISTS record_collaborators (
  id TEXT PRIMARY KEY, tenant_id TEXT NOT NULL, app_id TEXT NOT NULL, form_id TEXT NOT NULL, data_id TEXT NOT NULL,
  user_id TEXT NOT NULL, invited_by TEXT NOT NULL, created_at TEXT NOT NULL
);
CREATE UNIQUE INDEX IF NOT EXISTS record_collaborators_once ON record_collaborators (data_id, user_id);
CREATE TABLE IF NOT EXISTS app_functions (
  key TEXT PRIMARY KEY, tenant_id TEXT NOT NULL, app_id TEXT NOT NULL, name TEXT NOT NULL, action TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS custom_buttons (
  id TEXT PRIMARY KEY, tenant_id TEXT NOT NULL, app_id TEXT NOT NULL, form_id TEXT NOT NULL, name TEXT NOT NULL,
  func_key TEXT NOT NULL, operation TEXT NOT NULL, sort INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS print_templates (
  id TEXT PRIMARY KEY, tenant_id TEXT NOT NULL, app_id TEXT NOT NULL, form_id TEXT NOT NULL, name TEXT NOT NULL,
  config TEXT NOT NULL
);
`;
