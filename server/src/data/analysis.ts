/**
 * The data-flow service's rules (spec calls-and-errors.md §7 "Data flow"): which data sets, panels and widgets a
 * caller may read, a data set's fields, and its figures aggregated in SQL over the stored records.
 *
 * - Reading follows the record rule (`formAccess` + `mayRead`): only the app's organisation, a role other than GUEST,
 *   and with the MINE list permission only the caller's own records (owner or creator). Archived and deleted
 *   records never count.
 * - Field permissions (spec §6): a data set whose dimension, measures or date field name a field the caller's role
 *   may not see is not readable (403), and is left out of panels and boards: a sum would reveal the hidden values.
 * - Dates: a date control holds a wall-clock text (`YYYY-MM-DD[ HH:mm:ss]`); the creation time (`createTime`) is an
 *   ISO instant read on the caller's clock (`timeZoneOffset`, minutes east of UTC, default 480). A range is whole
 *   days, `start 00:00:00` to `end 24:00:00` (spec §9). Weeks start on Monday and are named by their Monday.
 */
import { asc, eq, inArray } from 'drizzle-orm';

import { formAccess, formOr404, permittedFieldKeys, type FormAccess } from './forms.js';
import type { Db, DbOrTx } from '../db/index.js';
import { analysisPanels, analysisWidgets, dataSets, type DataSetDefinition, type DateGrouping } from '../db/schema.js';
import type { Caller } from '../http/auth.js';
import { ApiError } from '../http/errors.js';

export type DataSet = typeof dataSets.$inferSelect;
export type Widget = typeof analysisWidgets.$inferSelect;

const CREATE_TIME = 'createTime';
const DEFAULT_OFFSET_MINUTES = 480;
/** The label of records without a value in the dimension (spec §5: an empty value shows 未填写). */
const EMPTY_LABEL = '未填写';
const SYSTEM_LABELS: Record<string, string> = { [CREATE_TIME]: '创建时间' };

export function dataSetOr404(db: DbOrTx, id: string): DataSet {
  const row = db.select().from(dataSets).where(eq(dataSets.id, id)).get();
  if (!row) throw ApiError.notFound('数据集不存在');
  return row;
}

export function widgetOr404(db: DbOrTx, id: string): Widget {
  const row = db.select().from(analysisWidgets).where(eq(analysisWidgets.id, id)).get();
  if (!row) throw ApiError.notFound('组件不存在');
  return row;
}

/** The app access of a caller who may read its figures: a role other than GUEST in the app's organisation. */
export function analysisAccess(db: DbOrTx, caller: Caller, appId: string): FormAccess {
  const access = formAccess(db, caller, appId);
  if (!access.roles.some((r) => r !== 'GUEST')) throw ApiError.forbidden('您没有查看该应用统计数据的权限');
  return access;
}

/** The form fields a data set reads (system fields aside). */
function fieldsRead(def: DataSetDefinition): string[] {
  const keys = [def.dateField, def.dimension?.field, ...def.measures.map((m) => m.field)];
  return [...new Set(keys.filter((k): k is string => !!k && k !== CREATE_TIME))];
}

export const mayReadDataSet = (access: FormAccess, ds: DataSet): boolean => {
  const visible = permittedFieldKeys(access, ds.formId);
  return fieldsRead(ds.definition).every((k) => visible.has(k));
};

export function requireReadable(access: FormAccess, ds: DataSet): void {
  if (ds.appId !== access.app.id) throw ApiError.notFound('数据集不存在');
  if (!mayReadDataSet(access, ds)) throw ApiError.forbidden('您没有查看该数据集字段的权限');
}

/* ---------- The form's fields ---------- */

interface Control {
  key?: unknown;
  type?: unknown;
  name?: unknown;
  options?: { options?: { label?: unknown; value?: unknown }[] };
  columns?: { list?: unknown }[];
}

export interface ScriptField {
  key: string;
  type: string;
  name: string;
  options: { label: string; value: string }[];
}

/** The value controls of a form script (tabs and grids flattened), with labels and options. */
function scriptFields(script: unknown): ScriptField[] {
  const out: ScriptField[] = [];
  const visit = (list: unknown) => {
    if (!Array.isArray(list)) return;
    for (const c of list as Control[]) {
      if (!c || typeof c !== 'object') continue;
      if (Array.isArray(c.columns)) for (const col of c.columns) visit(col?.list);
      if (typeof c.key !== 'string' || typeof c.type !== 'string') continue;
      const options = (c.options?.options ?? []).map((o) => ({ label: String(o.label ?? ''), value: String(o.value ?? '') }));
      out.push({ key: c.key, type: c.type, name: typeof c.name === 'string' ? c.name : c.key, options });
    }
  };
  visit((script as { list?: unknown } | null)?.list);
  return out;
}

const fieldName = (fields: ScriptField[], key: string) => SYSTEM_LABELS[key] ?? fields.find((f) => f.key === key)?.name ?? key;

/** `DataSetField/list`: the dimension first, then the measures, in the data set's words. */
export function dataSetFields(db: DbOrTx, ds: DataSet) {
  const fields = scriptFields(formOr404(db, ds.formId).definitionPublish);
  const def = ds.definition;
  const dim = def.dimension;
  return [
    ...(dim
      ? [
          {
            id: `${ds.id}:${dim.field}`,
            dataSetId: ds.id,
            key: dim.field,
            name: fieldName(fields, dim.field),
            role: 'dimension' as const,
            kind: dim.kind,
            group: dim.kind === 'date' ? (dim.group ?? 'day') : null,
            agg: null,
            options: fields.find((f) => f.key === dim.field)?.options ?? [],
          },
        ]
      : []),
    ...def.measures.map((m) => ({
      id: `${ds.id}:${m.key}`,
      dataSetId: ds.id,
      key: m.key,
      name: m.name,
      role: 'measure' as const,
      kind: 'number' as const,
      group: null,
      agg: m.agg,
      field: m.field,
      options: [],
    })),
  ];
}

/* ---------- Aggregation in SQL ---------- */

export interface FigureQuery {
  /** Whole days `YYYY-MM-DD`, inclusive; either may be open. */
  start?: string | undefined;
  end?: string | undefined;
  /** Overrides the data set's date grouping. */
  group?: DateGrouping | undefined;
  timeZoneOffset?: number | undefined;
  /** Only the records whose dimension has this value (the records behind one figure); null: those without one. */
  dimensionValue?: string | null | undefined;
}

const jsonPath = (key: string) => `$."${key.replace(/"/g, '')}"`;

/** The SQL text and parameters of a data set's query: what `getSourceCode` shows and what the figures run. */
export function figureSql(ds: DataSet, access: FormAccess, userId: string, q: FigureQuery): { sql: string; params: unknown[]; group: DateGrouping | null } {
  const def = ds.definition;
  const params: unknown[] = [];
  const zone = `${q.timeZoneOffset ?? DEFAULT_OFFSET_MINUTES} minutes`;
  // The day a record falls on, as `YYYY-MM-DD` on the caller's clock; each use binds its own parameter.
  const dayOf = (field: string) => {
    if (field === CREATE_TIME) {
      params.push(zone.startsWith('-') ? zone : `+${zone}`);
      return `date(created_at, ?)`;
    }
    params.push(jsonPath(field));
    return `substr(json_extract(content, ?), 1, 10)`;
  };

  const dim = def.dimension;
  const group = dim?.kind === 'date' ? (q.group ?? dim.group ?? 'day') : null;
  const select: string[] = [];
  if (dim?.kind === 'date') {
    // Monday of the day's week: %w is 0 on Sunday, so (w + 6) % 7 days back. Template parts run left to right,
    // so the parameters are pushed in the order their placeholders appear.
    if (group === 'month') select.push(`substr(${dayOf(dim.field)}, 1, 7) AS dim`);
    else if (group === 'week') select.push(`date(${dayOf(dim.field)}, '-' || ((CAST(strftime('%w', ${dayOf(dim.field)}) AS INTEGER) + 6) % 7) || ' days') AS dim`);
    else select.push(`${dayOf(dim.field)} AS dim`);
  } else if (dim) {
    params.push(jsonPath(dim.field));
    select.push(`CAST(json_extract(content, ?) AS TEXT) AS dim`);
  }
  def.measures.forEach((m, i) => {
    if (m.field === null || m.agg === 'count') {
      if (m.field === null) select.push(`COUNT(*) AS m${i}`);
      else {
        params.push(jsonPath(m.field));
        select.push(`COUNT(json_extract(content, ?)) AS m${i}`);
      }
      return;
    }
    params.push(jsonPath(m.field));
    select.push(`${m.agg === 'sum' ? 'TOTAL' : 'AVG'}(CAST(json_extract(content, ?) AS REAL)) AS m${i}`);
  });

  const where = [`tenant_id = ?`, `app_id = ?`, `form_id = ?`, `status NOT IN ('ARCHIVED', 'DELETED')`];
  params.push(access.app.tenantId, access.app.id, ds.formId);
  const listRule = access.permissions.filter((p) => p.type === 'data-list-permission' && (p.formId === null || p.formId === ds.formId)).map((p) => p.businessKey);
  if (!listRule.includes('ALL')) {
    where.push(`(owner_id = ? OR created_by = ?)`);
    params.push(userId, userId);
  }
  if (q.start) {
    where.push(`${dayOf(def.dateField)} >= ?`);
    params.push(q.start);
  }
  if (q.end) {
    where.push(`${dayOf(def.dateField)} <= ?`);
    params.push(q.end);
  }
  if (q.dimensionValue !== undefined && dim) {
    if (dim.kind === 'date') throw ApiError.badRequest('参数错误: 日期维度不能按值筛选');
    params.push(jsonPath(dim.field));
    if (q.dimensionValue === null) where.push(`json_extract(content, ?) IS NULL`);
    else {
      where.push(`CAST(json_extract(content, ?) AS TEXT) = ?`);
      params.push(q.dimensionValue);
    }
  }
  const tail = dim ? ` GROUP BY dim ORDER BY dim IS NULL, dim` : '';
  return { sql: `SELECT ${select.join(', ')} FROM form_data WHERE ${where.join(' AND ')}${tail}`, params, group };
}

interface FigureRow {
  /** The dimension's value (an option value, a day, a week's Monday, a month); null for records without one. */
  key: string | null;
  label: string;
  values: number[];
}

/** A data set's figures for the caller: one row per dimension value (one row in all without a dimension). */
export function figures(db: Db, ds: DataSet, access: FormAccess, userId: string, q: FigureQuery) {
  const { sql, params, group } = figureSql(ds, access, userId, q);
  const raw = db.$client.prepare(sql).all(...params) as Record<string, unknown>[];
  const def = ds.definition;
  const fields = scriptFields(formOr404(db, ds.formId).definitionPublish);
  const options = def.dimension?.kind === 'option' ? (fields.find((f) => f.key === def.dimension!.field)?.options ?? []) : [];
  const round = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? Number(v.toPrecision(15)) : 0);
  const rows: FigureRow[] = raw.map((r) => {
    const key = r.dim === null || r.dim === undefined ? null : String(r.dim);
    const label = key === null ? EMPTY_LABEL : (options.find((o) => o.value === key)?.label ?? key);
    return { key, label, values: def.measures.map((_, i) => round(r[`m${i}`])) };
  });
  // Option dimensions list their options in the form's order, then values the form no longer offers.
  if (options.length > 0) {
    const rank = (k: string | null) => (k === null ? options.length + 1 : options.findIndex((o) => o.value === k) + 1 || options.length);
    rows.sort((a, b) => rank(a.key) - rank(b.key));
  }
  return {
    dataSetId: ds.id,
    dimension: def.dimension ? { key: def.dimension.field, name: fieldName(fields, def.dimension.field), kind: def.dimension.kind, group } : null,
    measures: def.measures.map((m) => ({ key: m.key, name: m.name, agg: m.agg, field: m.field })),
    dateField: def.dateField,
    rows,
    start: q.start ?? null,
    end: q.end ?? null,
  };
}

/* ---------- Panels and boards ---------- */

export function widgetView(widget: Widget, ds: DataSet, appName?: string) {
  return {
    id: widget.id,
    panelId: widget.panelId,
    appId: widget.appId,
    ...(appName !== undefined ? { appName } : {}),
    dataSetId: widget.dataSetId,
    formId: ds.formId,
    type: widget.type,
    title: widget.title,
    sort: widget.sort,
  };
}

/** The app's panels, each with the widgets whose data sets the caller may read. */
export function panelsOf(db: DbOrTx, access: FormAccess) {
  const panels = db.select().from(analysisPanels).where(eq(analysisPanels.appId, access.app.id)).orderBy(asc(analysisPanels.sort), asc(analysisPanels.id)).all();
  if (panels.length === 0) return [];
  const widgets = db
    .select()
    .from(analysisWidgets)
    .where(inArray(analysisWidgets.panelId, panels.map((p) => p.id)))
    .orderBy(asc(analysisWidgets.sort), asc(analysisWidgets.id))
    .all();
  const sets = new Map(db.select().from(dataSets).where(eq(dataSets.appId, access.app.id)).all().map((d) => [d.id, d]));
  return panels.map((p) => ({
    id: p.id,
    appId: p.appId,
    name: p.name,
    widgets: widgets
      .filter((w) => w.panelId === p.id)
      .flatMap((w) => {
        const ds = sets.get(w.dataSetId);
        return ds && mayReadDataSet(access, ds) ? [widgetView(w, ds)] : [];
      }),
  }));
}

/** Every widget of the organisation's apps that the caller may read, app by app, panel by panel. */
export function readableWidgets(db: DbOrTx, caller: Caller, tenantId: string, appsOfTenant: { id: string; name: string; sort: number }[]) {
  const out: ReturnType<typeof widgetView>[] = [];
  for (const app of appsOfTenant) {
    let access: FormAccess;
    try {
      access = analysisAccess(db, caller, app.id);
    } catch {
      continue;
    }
    if (access.app.tenantId !== tenantId) continue;
    for (const panel of panelsOf(db, access)) out.push(...panel.widgets.map((w) => ({ ...w, appName: app.name })));
  }
  return out;
}
