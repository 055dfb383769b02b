/**
 * Form association (newer engine, spec calls-and-errors.md §7 "form-association"): a form linked to another form,
 * and the rows that link one record of the first to records of the second. Part of the one schema (re-exported by
 * schema.ts).
 */
import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';

/** A form linked to another form (made where forms are designed; the phone only reads them). */
export const formAssociations = sqliteTable(
  'form_associations',
  {
    id: text('id').primaryKey(),
    tenantId: text('tenant_id').notNull(),
    appId: text('app_id').notNull(),
    formId: text('form_id').notNull(),
    associatedAppId: text('associated_app_id').notNull(),
    associatedFormId: text('associated_form_id').notNull(),
    name: text('name').notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('form_associations_form').on(t.formId)],
);

/** One associated row: the record `dataId` linked, through the association, to the record `associatedDataId`. */
export const formAssociationRows = sqliteTable(
  'form_association_rows',
  {
    id: text('id').primaryKey(),
    tenantId: text('tenant_id').notNull(),
    associationId: text('association_id').notNull(),
    dataId: text('data_id').notNull(),
    associatedDataId: text('associated_data_id').notNull(),
    createdBy: text('created_by').notNull(),
    createdAt: text('created_at').notNull(),
  },
  (t) => [uniqueIndex('form_association_rows_once').on(t.associationId, t.dataId, t.associatedDataId)],
);
