/**
 * The data-flow calls behind the data set screen (spec calls-and-errors.md §7 "Data flow"): an app's data sets, one
 * data set's definition and fields, a widget's definition, and a data set's figures read by GET. Shapes: the local
 * server's (server/README.md "Statistic analysis"); each answers only what the caller may read (403 otherwise).
 */
import { z } from 'zod/mini';

import { dataSetFieldSchema, dataSetItemSchema, dataSetSchema, figuresSchema, widgetInfoSchema } from './schemas/analysis';
import { request } from './transport';

export type { DataSetField } from './schemas/analysis';

const quiet = { silent: true, loading: false } as const;

/** GET /dataflow/appData/getByApp: the app's data sets the caller may read. */
export function dataSetsOfApp(appId: string) {
  return request({ path: '/dataflow/appData/getByApp', query: { appId }, schema: z.array(dataSetItemSchema), ...quiet });
}

/** GET /dataflow/widgetInfo/get: a widget's definition and its data set. */
export function widgetInfo(widgetId: string) {
  return request({ path: '/dataflow/widgetInfo/get', query: { id: widgetId }, schema: widgetInfoSchema, ...quiet });
}

/** GET /dataflow/dataSet/getById: a data set's definition. */
export function dataSetById(dataSetId: string) {
  return request({ path: '/dataflow/dataSet/getById', query: { id: dataSetId }, schema: dataSetSchema, ...quiet });
}

/** GET /dataflow/DataSetField/list: a data set's fields, the dimension first. */
export function dataSetFieldList(dataSetId: string) {
  return request({ path: '/dataflow/DataSetField/list', query: { dataSetId }, schema: z.array(dataSetFieldSchema), ...quiet });
}

export interface RangeQuery {
  start?: string | null;
  end?: string | null;
  group?: 'day' | 'week' | 'month' | null;
  timeZoneOffset?: number;
}

/** GET /dataflow/dataSet/getRealData: a data set's figures in a range (the data set screen's table). */
export function dataSetFiguresByGet(dataSetId: string, q: RangeQuery) {
  const query = Object.fromEntries(Object.entries({ id: dataSetId, ...q }).filter(([, v]) => v !== null && v !== undefined)) as Record<string, string | number>;
  return request({ path: '/dataflow/dataSet/getRealData', query, schema: figuresSchema, ...quiet });
}
