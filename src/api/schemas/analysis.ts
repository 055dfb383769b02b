// Response schemas of the data-flow, analysis-panel and control-board calls (spec calls-and-errors.md §7 "Data flow"
// and analysis-panel / controlBoard; shapes: server/README.md "Statistic analysis"). Unknown widget types and
// aggregations are kept readable: a widget of a kind this version does not draw shows its table.
import { z } from 'zod';

import { idSchema } from './session';

const widgetTypeSchema = z.enum(['number', 'line', 'bar', 'pie', 'table']).catch('table');
const aggregationSchema = z.enum(['count', 'sum', 'avg']).catch('sum');
const groupingSchema = z.enum(['day', 'week', 'month']);

const widgetSchema = z.looseObject({
  id: idSchema,
  appId: idSchema,
  dataSetId: idSchema,
  formId: idSchema.nullish(),
  type: widgetTypeSchema,
  title: z.string().catch(''),
  appName: z.string().nullish(),
});
export type Widget = z.infer<typeof widgetSchema>;

export const panelSchema = z.looseObject({
  id: idSchema,
  name: z.string().catch(''),
  widgets: z.array(widgetSchema).catch([]),
});
export type Panel = z.infer<typeof panelSchema>;

export const figuresSchema = z.looseObject({
  dataSetId: idSchema,
  dimension: z
    .looseObject({
      key: z.string(),
      name: z.string().catch(''),
      kind: z.enum(['option', 'date']).catch('option'),
      group: groupingSchema.nullish().catch(null),
    })
    .nullable()
    .catch(null),
  measures: z.array(z.looseObject({ key: z.string(), name: z.string().catch(''), agg: aggregationSchema })),
  dateField: z.string().catch('createTime'),
  rows: z.array(
    z.looseObject({
      key: z.string().nullable(),
      label: z.string().catch(''),
      values: z.array(z.number().catch(0)),
    }),
  ),
});
export type Figures = z.infer<typeof figuresSchema>;

export const boardSchema = z.looseObject({
  saved: z.boolean().catch(false),
  items: z.array(z.looseObject({ widgetId: idSchema, hidden: z.boolean().catch(false), widget: widgetSchema })),
});
export type Board = z.infer<typeof boardSchema>;

export const pdfFileSchema = z.looseObject({ fileId: idSchema, name: z.string().catch(''), url: z.string().nullish(), downloadUrl: z.string().nullish() });
