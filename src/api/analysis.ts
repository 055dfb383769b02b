/**
 * Statistic analysis calls (spec calls-and-errors.md §7 "Data flow", analysis-panel, controlBoard and
 * controlBoard/save). Paths and shapes are the local server's (server/README.md "Statistic analysis").
 */
import { z } from 'zod/mini';

import { boardSchema, figuresSchema, panelSchema, pdfFileSchema, type Board } from './schemas/analysis';
import { request } from './transport';

export type { Board, Figures, Panel, Widget } from './schemas/analysis';

/** GET /bigtable/analysis-panel?appId: the app's panels with the widgets the caller may read. */
export function analysisPanels(appId: string) {
  return request({
    path: '/bigtable/analysis-panel',
    query: { appId },
    schema: z.array(panelSchema),
    silent: true,
    loading: false,
  });
}

export interface FigureQuery {
  start?: string | null;
  end?: string | null;
  group?: 'day' | 'week' | 'month' | null;
  /** Minutes east of UTC of the user's clock: the server reads the days on it. */
  timeZoneOffset?: number;
}

const filled = <T extends object>(o: T) =>
  Object.fromEntries(Object.entries(o).filter(([, v]) => v !== null && v !== undefined)) as Partial<T>;

/** POST /dataflow/dataSet/getRealData1: a data set's figures in the range, grouped as asked. */
export function dataSetFigures(dataSetId: string, q: FigureQuery = {}) {
  return request({
    method: 'POST',
    path: '/dataflow/dataSet/getRealData1',
    data: { id: dataSetId, ...filled(q) },
    schema: figuresSchema,
    silent: true,
    loading: false,
  });
}

/** GET /bigtable/controlBoard: the caller's board in this organisation. */
export function controlBoard() {
  return request({ path: '/bigtable/controlBoard', schema: boardSchema, silent: true, loading: false });
}

/** POST /bigtable/controlBoard/save: the order and hidden flags. The catalogue toasts a refusal. */
export function saveControlBoard(items: { widgetId: string; hidden: boolean }[]): Promise<Board> {
  return request({ method: 'POST', path: '/bigtable/controlBoard/save', data: { items }, schema: boardSchema });
}

/** POST /print/render-date-range: the panel's figures in the range as a PDF (opened like a record's print). */
export function printPanelRange(panelId: string, q: Pick<FigureQuery, 'start' | 'end' | 'timeZoneOffset'>) {
  return request({
    method: 'POST',
    path: '/print/render-date-range',
    data: { panelId, ...filled(q) },
    schema: pdfFileSchema,
  });
}

/** POST /print/named-render-date-range: the same PDF, titled and named by the user's name for it. */
export function printPanelRangeNamed(
  panelId: string,
  name: string,
  q: Pick<FigureQuery, 'start' | 'end' | 'timeZoneOffset'>,
) {
  return request({
    method: 'POST',
    path: '/print/named-render-date-range',
    data: { panelId, name, ...filled(q) },
    schema: pdfFileSchema,
  });
}
