/**
 * Statistic analysis: the data-flow service (spec calls-and-errors.md §7 "Data flow"), the analysis panels of an
 * application and each person's control board (§7 "Newer form engine": analysis-panel, controlBoard, POST
 * controlBoard/save). The spec names the paths without payloads; the shapes are this server's (server/README.md
 * "Statistic analysis"). Rules and SQL live in data/analysis.ts.
 */
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';

import {
  analysisAccess,
  dataSetFields,
  dataSetOr404,
  ensureDataSetIndex,
  figureSql,
  figures,
  mayReadDataSet,
  panelsOf,
  readableWidgets,
  requireReadable,
  widgetOr404,
  widgetView,
  type FigureQuery,
} from '../data/analysis.js';
import { renderPdf, storePdf, type PrintLine } from '../data/print-pdf.js';
import { analysisPanels, apps, controlBoards, dataSets, files, type BoardItem } from '../db/schema.js';
import { ApiError, ok, parse } from '../errors.js';
import { requireCaller, requireTenantCaller } from '../http/auth.js';
import type { ServerContext } from '../http/context.js';
import { readFaultOf } from '../http/faults.js';
import { Id } from '../http/inputs.js';

/** A figure as the print shows it: at most two decimals. */
const printed = (v: number) => String(Number(v.toFixed(2)));

const Day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, '日期格式应为 YYYY-MM-DD');
const FigureFields = {
  start: Day.optional(),
  end: Day.optional(),
  group: z.enum(['day', 'week', 'month']).optional(),
  timeZoneOffset: z.coerce.number().int().min(-840).max(840).optional(),
};
const dataSetIdOf = (q: { id?: string | undefined; dataSetId?: string | undefined }) => q.id ?? q.dataSetId;
const FigureQueryInput = z
  .object({ id: Id.optional(), dataSetId: Id.optional(), ...FigureFields })
  .refine((q) => dataSetIdOf(q) !== undefined, { message: '缺少 id', path: ['id'] })
  .refine((q) => !q.start || !q.end || q.start <= q.end, { message: '开始日期不能晚于结束日期', path: ['start'] });
const FigureBody = z
  .object({ id: Id.optional(), dataSetId: Id.optional(), ...FigureFields, dimensionValue: z.string().max(200).nullable().optional() })
  .refine((q) => dataSetIdOf(q) !== undefined, { message: '缺少 id', path: ['id'] })
  .refine((q) => !q.start || !q.end || q.start <= q.end, { message: '开始日期不能晚于结束日期', path: ['start'] });
const AppQuery = z.object({ appId: Id });
const IdQuery = z.object({ id: Id });
const DataSetQuery = z.object({ dataSetId: Id.optional(), id: Id.optional() }).refine((q) => dataSetIdOf(q) !== undefined, { message: '缺少 dataSetId', path: ['dataSetId'] });
const PrintBody = z
  .object({ panelId: Id, start: Day.optional(), end: Day.optional(), timeZoneOffset: FigureFields.timeZoneOffset, name: z.string().trim().min(1).max(60).optional() })
  .refine((q) => !q.start || !q.end || q.start <= q.end, { message: '开始日期不能晚于结束日期', path: ['start'] });
const NamedPrintBody = z.object({ name: z.string().trim().min(1).max(60) }).loose();
const BoardBody = z.object({ items: z.array(z.object({ widgetId: Id, hidden: z.boolean().default(false) })).max(200) });

export function registerAnalysis(api: FastifyInstance, ctx: ServerContext): void {
  const { db } = ctx;

  /** The data set, the caller and their access, when the caller may read the data set. */
  const readDataSet = async (req: FastifyRequest, id: string) => {
    const caller = await requireCaller(ctx, req);
    const ds = dataSetOr404(db, id);
    const access = analysisAccess(db, caller, ds.appId);
    requireReadable(access, ds);
    return { caller, ds, access };
  };

  /**
   * A data set's figures, read where the server reads lists (ctx.reads: a read worker, or in process): the caller and
   * the data set here, the data set's index made here (the worker's connection only reads), the access and the
   * figures there, by the same code (data/worker-reads.ts).
   */
  const answerFigures = async (req: FastifyRequest, reply: FastifyReply, q: FigureQuery & { id?: string | undefined; dataSetId?: string | undefined }) => {
    const caller = await requireCaller(ctx, req);
    const ds = dataSetOr404(db, dataSetIdOf(q)!);
    ensureDataSetIndex(db, ds);
    const json = await ctx.reads.run('dataSetFigures', { caller, dataSetId: ds.id, query: q }, readFaultOf(req));
    return reply.type('application/json; charset=utf-8').send(json);
  };

  // ---- data flow ----

  api.get('/dataflow/appData/getByApp', async (req) => {
    const { appId } = parse(AppQuery, req.query);
    const caller = await requireCaller(ctx, req);
    const access = analysisAccess(db, caller, appId);
    const rows = db.select().from(dataSets).where(eq(dataSets.appId, access.app.id)).orderBy(asc(dataSets.sort), asc(dataSets.id)).all();
    return ok(rows.filter((ds) => mayReadDataSet(access, ds)).map((ds) => ({ id: ds.id, name: ds.name, appId: ds.appId, formId: ds.formId })));
  });

  api.get('/dataflow/dataSet/getById', async (req) => {
    const { id } = parse(IdQuery, req.query);
    const { ds } = await readDataSet(req, id);
    return ok({ id: ds.id, name: ds.name, appId: ds.appId, formId: ds.formId, definition: ds.definition });
  });

  api.get('/dataflow/DataSetField/list', async (req) => {
    const q = parse(DataSetQuery, req.query);
    const { ds } = await readDataSet(req, dataSetIdOf(q)!);
    return ok(dataSetFields(db, ds));
  });

  api.get('/dataflow/dataSet/getRealData', async (req, reply) => answerFigures(req, reply, parse(FigureQueryInput, req.query)));
  api.post('/dataflow/dataSet/getRealData1', async (req, reply) => answerFigures(req, reply, parse(FigureBody, req.body ?? {})));

  // The data set's query as it runs for this caller: the SQL text and its parameters.
  api.post('/dataflow/dataSet/getSourceCode', async (req) => {
    const q = parse(FigureBody, req.body ?? {});
    const { caller, ds, access } = await readDataSet(req, dataSetIdOf(q)!);
    const { sql, params } = figureSql(ds, access, caller.user.id, q);
    return ok({ dataSetId: ds.id, language: 'sql', sql, params });
  });

  api.get('/dataflow/widgetInfo/get', async (req) => {
    const { id } = parse(IdQuery, req.query);
    const widget = widgetOr404(db, id);
    const { ds } = await readDataSet(req, widget.dataSetId);
    return ok({ ...widgetView(widget, ds), dataSet: { id: ds.id, name: ds.name, formId: ds.formId } });
  });

  // ---- panels and the control board ----

  api.get('/bigtable/analysis-panel', async (req) => {
    const { appId } = parse(AppQuery, req.query);
    const caller = await requireCaller(ctx, req);
    return ok(panelsOf(db, analysisAccess(db, caller, appId)));
  });

  /** The caller's board: saved items first (those still readable), then widgets added since, shown. */
  const boardOf = (caller: Parameters<typeof readableWidgets>[1], tenantId: string) => {
    const tenantApps = db.select({ id: apps.id, name: apps.name, sort: apps.sort }).from(apps).where(eq(apps.tenantId, tenantId)).orderBy(asc(apps.sort), asc(apps.id)).all();
    const readable = readableWidgets(db, caller, tenantId, tenantApps);
    const byId = new Map(readable.map((w) => [w.id, w]));
    const saved = db.select().from(controlBoards).where(and(eq(controlBoards.tenantId, tenantId), eq(controlBoards.userId, caller.user.id))).get();
    const items: (BoardItem & { widget: (typeof readable)[number] })[] = [];
    for (const item of saved?.items ?? []) {
      const widget = byId.get(item.widgetId);
      if (!widget) continue;
      items.push({ widgetId: item.widgetId, hidden: item.hidden, widget });
      byId.delete(item.widgetId);
    }
    for (const widget of byId.values()) items.push({ widgetId: widget.id, hidden: false, widget });
    return { saved: saved !== undefined, updatedAt: saved?.updatedAt ?? null, items };
  };

  api.get('/bigtable/controlBoard', async (req) => {
    const { caller, tenantId } = await requireTenantCaller(ctx, req);
    return ok(boardOf(caller, tenantId));
  });

  api.post('/bigtable/controlBoard/save', async (req) => {
    const { caller, tenantId } = await requireTenantCaller(ctx, req);
    const { items } = parse(BoardBody, req.body ?? {});
    const current = boardOf(caller, tenantId);
    const known = new Set(current.items.map((i) => i.widgetId));
    const unknown = items.find((i) => !known.has(i.widgetId));
    if (unknown) throw ApiError.badRequest(`参数错误: 组件不存在或无权查看: ${unknown.widgetId}`);
    if (new Set(items.map((i) => i.widgetId)).size !== items.length) throw ApiError.badRequest('参数错误: 组件重复');
    const updatedAt = ctx.clock.iso();
    db.insert(controlBoards)
      .values({ tenantId, userId: caller.user.id, items, updatedAt })
      .onConflictDoUpdate({ target: [controlBoards.tenantId, controlBoards.userId], set: { items, updatedAt } })
      .run();
    return ok(boardOf(caller, tenantId));
  });

  // ---- printing a date range (spec §7 "Print") ----

  /** The panel's figures in the range as a PDF: one block per widget, each row's figures in the measures' words. */
  const printPanel = async (req: FastifyRequest, body: z.infer<typeof PrintBody>) => {
    const caller = await requireCaller(ctx, req);
    const panelRow = db.select().from(analysisPanels).where(eq(analysisPanels.id, body.panelId)).get();
    if (!panelRow) throw ApiError.notFound('统计面板不存在');
    const access = analysisAccess(db, caller, panelRow.appId);
    const panel = panelsOf(db, access).find((p) => p.id === panelRow.id)!;
    const range = body.start || body.end ? `${body.start ?? '--'} ~ ${body.end ?? '--'}` : '全部';
    const lines: PrintLine[] = [{ label: '统计时间', text: range }];
    for (const w of panel.widgets) {
      const ds = dataSetOr404(db, w.dataSetId);
      const f = figures(db, ds, access, caller.user.id, body);
      const text = f.rows.map((r) => `${f.dimension ? `${r.label}: ` : ''}${f.measures.map((m, i) => `${m.name} ${printed(r.values[i] ?? 0)}`).join(', ')}`).join('; ');
      lines.push({ label: w.title, text: text || '暂无数据' });
    }
    const title = body.name ?? panel.name;
    const pdf = Buffer.from(await renderPdf({ title, lines, footer: `打印时间 ${ctx.clock.iso().replace('T', ' ').slice(0, 19)} UTC` }));
    const name = `${title}-${range === '全部' ? '全部' : `${body.start ?? ''}_${body.end ?? ''}`}.pdf`;
    return ok(storePdf(db, { baseUrl: ctx.url, now: ctx.clock.iso(), tenantId: access.app.tenantId, userId: caller.user.id }, name, pdf));
  };

  api.post('/print/render-date-range', async (req) => printPanel(req, parse(PrintBody, req.body ?? {})));
  api.post('/print/named-render-date-range', async (req) => {
    parse(NamedPrintBody, req.body ?? {});
    return printPanel(req, parse(PrintBody, req.body ?? {}));
  });

  // A PDF the caller printed (a record's print or a panel's), inline. Only its printer's: it holds the record's fields
  // or the figures as the printer may read them, and another reader's rule may differ (404, as for a file not there).
  api.get('/print/pdf/print', async (req, reply) => {
    const { fileId } = parse(z.object({ fileId: Id }), req.query);
    const { caller, tenantId } = await requireTenantCaller(ctx, req);
    const file = db.select().from(files).where(eq(files.id, fileId)).get();
    if (!file || file.tenantId !== tenantId || file.userId !== caller.user.id || file.contentType !== 'application/pdf') throw ApiError.notFound('文件不存在');
    return reply.header('content-type', 'application/pdf').header('content-disposition', `inline; filename*=UTF-8''${encodeURIComponent(file.name)}`).send(file.data);
  });
}
