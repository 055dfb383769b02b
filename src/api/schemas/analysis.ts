// Response schemas of the data-flow, analysis-panel and control-board calls (spec calls-and-errors.md §7 "Data flow"
// and analysis-panel / controlBoard; shapes: server/README.md "Statistic analysis"). Unknown widget types and
// aggregations are kept readable: a widget of a kind this version does not draw shows its table.
import { z } from 'zod/mini';

import { idSchema } from './session';

const widgetTypeSchema = z.catch(z.enum(['number', 'line', 'bar', 'pie', 'table']), 'table');
const aggregationSchema = z.catch(z.enum(['count', 'sum', 'avg']), 'sum');
const groupingSchema = z.enum(['day', 'week', 'month']);

const widgetSchema = z.looseObject({
  id: idSchema,
  appId: idSchema,
  dataSetId: idSchema,
  formId: z.nullish(idSchema),
  type: widgetTypeSchema,
  title: z.catch(z.string(), ''),
  appName: z.nullish(z.string()),
});
export type Widget = z.infer<typeof widgetSchema>;

export const panelSchema = z.looseObject({
  id: idSchema,
  name: z.catch(z.string(), ''),
  widgets: z.catch(z.array(widgetSchema), []),
});
export type Panel = z.infer<typeof panelSchema>;

export const figuresSchema = z.looseObject({
  dataSetId: idSchema,
  dimension: z.catch(
    z.nullable(
      z.looseObject({
        key: z.string(),
        name: z.catch(z.string(), ''),
        kind: z.catch(z.enum(['option', 'date']), 'option'),
        group: z.catch(z.nullish(groupingSchema), null),
      }),
    ),
    null,
  ),
  measures: z.array(z.looseObject({ key: z.string(), name: z.catch(z.string(), ''), agg: aggregationSchema })),
  dateField: z.catch(z.string(), 'createTime'),
  rows: z.array(
    z.looseObject({
      key: z.nullable(z.string()),
      label: z.catch(z.string(), ''),
      values: z.array(z.catch(z.number(), 0)),
    }),
  ),
});
export type Figures = z.infer<typeof figuresSchema>;

export const boardSchema = z.looseObject({
  saved: z.catch(z.boolean(), false),
  items: z.array(z.looseObject({ widgetId: idSchema, hidden: z.catch(z.boolean(), false), widget: widgetSchema })),
});
export type Board = z.infer<typeof boardSchema>;

export const pdfFileSchema = z.looseObject({
  fileId: idSchema,
  name: z.catch(z.string(), ''),
  url: z.nullish(z.string()),
  downloadUrl: z.nullish(z.string()),
});

/** A data set the caller may read (appData/getByApp). */
export const dataSetItemSchema = z.looseObject({ id: idSchema, name: z.catch(z.string(), ''), appId: idSchema, formId: z.nullish(idSchema) });

/** dataSet/getById: the data set with its definition (the date the range applies to is `dateField`). */
export const dataSetSchema = z.extend(dataSetItemSchema, {
  definition: z.looseObject({ dateField: z.catch(z.string(), 'createTime') }),
});

/** DataSetField/list: the dimension first, then the measures. */
export const dataSetFieldSchema = z.looseObject({
  key: z.string(),
  name: z.catch(z.string(), ''),
  role: z.catch(z.enum(['dimension', 'measure']), 'measure'),
  kind: z.catch(z.enum(['option', 'date', 'number']), 'number'),
  group: z.catch(z.nullish(groupingSchema), null),
  agg: z.catch(z.nullish(aggregationSchema), null),
  options: z.catch(z.array(z.looseObject({ label: z.catch(z.string(), '') })), []),
});
export type DataSetField = z.infer<typeof dataSetFieldSchema>;

/** widgetInfo/get: the widget and the data set it draws. */
export const widgetInfoSchema = z.extend(widgetSchema, {
  dataSet: z.looseObject({ id: idSchema, name: z.catch(z.string(), ''), formId: z.nullish(idSchema) }),
});
