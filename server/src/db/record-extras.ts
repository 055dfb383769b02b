/**
 * The record detail's extras: change logs, collaborators, custom buttons with their app functions, and print
 * templates. Part of the one schema (re-exported by schema.ts).
 */
import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';

/** One field's change: `before` absent (undefined) on creation. */
export interface FieldChange {
  key: string;
  before: unknown;
  after: unknown;
}

export type ChangeAction = 'CREATE' | 'UPDATE' | 'COPY' | 'FUNCTION';

export const recordChangelogs = sqliteTable(
  'record_changelogs',
  {
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
  },
  (t) => [index('record_changelogs_data').on(t.dataId)],
);

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
