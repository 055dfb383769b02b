/**
 * Statistic analysis (spec calls-and-errors.md §7 "Data flow", and `/bigtable/analysis-panel`, `controlBoard`): data
 * sets defined on a form's fields, the analysis panels of an application with their widgets, and each person's
 * control board. Part of the one schema (re-exported by schema.ts).
 */
import { integer, primaryKey, sqliteTable, text, index } from 'drizzle-orm/sqlite-core';

/** How a measure folds the records of a group. */
type Aggregation = 'count' | 'sum' | 'avg';
/** How a date dimension groups its days (weeks start on Monday, spec §9). */
export type DateGrouping = 'day' | 'week' | 'month';
export type WidgetType = 'number' | 'line' | 'bar' | 'pie' | 'table';

/**
 * What a data set computes over its form's records: one dimension (an option field, or a date: a date control or
 * the creation time, `createTime`), or none for a single total; and its measures (`field` null for a record count).
 * `dateField` is the date the panel's date-range filter applies to.
 */
export interface DataSetDefinition {
  dimension: { field: string; kind: 'option' | 'date'; group?: DateGrouping } | null;
  measures: { key: string; name: string; field: string | null; agg: Aggregation }[];
  dateField: string;
}

export const dataSets = sqliteTable(
  'data_sets',
  {
    id: text('id').primaryKey(),
    tenantId: text('tenant_id').notNull(),
    appId: text('app_id').notNull(),
    formId: text('form_id').notNull(),
    name: text('name').notNull(),
    definition: text('definition', { mode: 'json' }).$type<DataSetDefinition>().notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('data_sets_app').on(t.appId)],
);

export const analysisPanels = sqliteTable(
  'analysis_panels',
  {
    id: text('id').primaryKey(),
    tenantId: text('tenant_id').notNull(),
    appId: text('app_id').notNull(),
    name: text('name').notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('analysis_panels_app').on(t.appId)],
);

export const analysisWidgets = sqliteTable(
  'analysis_widgets',
  {
    id: text('id').primaryKey(),
    tenantId: text('tenant_id').notNull(),
    appId: text('app_id').notNull(),
    panelId: text('panel_id').notNull(),
    dataSetId: text('data_set_id').notNull(),
    type: text('type').$type<WidgetType>().notNull(),
    title: text('title').notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('analysis_widgets_panel').on(t.panelId)],
);

/** A person's own board in one organisation: the widgets in their order, each shown or hidden. */
export interface BoardItem {
  widgetId: string;
  hidden: boolean;
}

export const controlBoards = sqliteTable(
  'control_boards',
  {
    tenantId: text('tenant_id').notNull(),
    userId: text('user_id').notNull(),
    items: text('items', { mode: 'json' }).$type<BoardItem[]>().notNull(),
    updatedAt: text('updated_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.userId] })],
);
