/**
 * Statistic analysis demo data (server/README.md "Statistic analysis"): data sets, panels and widgets for the expense
 * and visit apps in 1001 and the trade app in 1002, admin's control board in 1001, and with `WARE_LARGE_LIST` a
 * six-widget panel over the ledger's records (the bench's panel). Every id starts with `st-`.
 */
import { largeListSize, LEDGER } from './views.js';
import { ensureDataSetIndex } from '../data/analysis.js';
import type { Db } from '../db/index.js';
import type { DataSetDefinition, WidgetType } from '../db/schema.js';
import * as t from '../db/schema.js';

const TENANT_A = '1001';
const TENANT_B = '1002';
const ADMIN = '10001';

interface DataSetSeed {
  id: string;
  name: string;
  definition: DataSetDefinition;
}

interface PanelSeed {
  id: string;
  tenantId: string;
  appId: string;
  formId: string;
  name: string;
  dataSets: DataSetSeed[];
  widgets: { id: string; dataSetId: string; type: WidgetType; title: string }[];
}

const count = (name: string) => ({ key: 'count', name, field: null, agg: 'count' as const });
const sum = (key: string, name: string, field: string) => ({ key, name, field, agg: 'sum' as const });
const avg = (key: string, name: string, field: string) => ({ key, name, field, agg: 'avg' as const });

const EXPENSE: PanelSeed = {
  id: 'st-panel-expense',
  tenantId: TENANT_A,
  appId: 'app-expense',
  formId: 'form-expense',
  name: '报销统计',
  dataSets: [
    { id: 'st-ds-expense-total', name: '报销汇总', definition: { dimension: null, measures: [count('报销单数'), sum('amount', '报销总额', 'number_amount')], dateField: 'createTime' } },
    {
      id: 'st-ds-expense-category',
      name: '按类别',
      definition: { dimension: { field: 'radio_category', kind: 'option' }, measures: [sum('amount', '报销金额', 'number_amount'), count('报销单数')], dateField: 'createTime' },
    },
    {
      id: 'st-ds-expense-month',
      name: '报销趋势',
      definition: { dimension: { field: 'createTime', kind: 'date', group: 'month' }, measures: [sum('amount', '报销金额', 'number_amount')], dateField: 'createTime' },
    },
  ],
  widgets: [
    { id: 'st-w-expense-total', dataSetId: 'st-ds-expense-total', type: 'number', title: '报销汇总' },
    { id: 'st-w-expense-category', dataSetId: 'st-ds-expense-category', type: 'pie', title: '各类别报销金额' },
    { id: 'st-w-expense-trend', dataSetId: 'st-ds-expense-month', type: 'line', title: '报销金额趋势' },
    { id: 'st-w-expense-table', dataSetId: 'st-ds-expense-category', type: 'table', title: '类别明细' },
  ],
};

const VISIT: PanelSeed = {
  id: 'st-panel-visit',
  tenantId: TENANT_A,
  appId: 'app-visit',
  formId: 'form-visit',
  name: '拜访统计',
  dataSets: [
    { id: 'st-ds-visit-total', name: '拜访汇总', definition: { dimension: null, measures: [count('拜访次数'), avg('satisfaction', '平均满意度', 'rate_satisfaction')], dateField: 'date_visitDate' } },
    { id: 'st-ds-visit-type', name: '按拜访方式', definition: { dimension: { field: 'radio_visitType', kind: 'option' }, measures: [count('拜访次数')], dateField: 'date_visitDate' } },
    {
      id: 'st-ds-visit-week',
      name: '每周拜访',
      definition: { dimension: { field: 'date_visitDate', kind: 'date', group: 'week' }, measures: [count('拜访次数')], dateField: 'date_visitDate' },
    },
  ],
  widgets: [
    { id: 'st-w-visit-total', dataSetId: 'st-ds-visit-total', type: 'number', title: '拜访汇总' },
    { id: 'st-w-visit-type', dataSetId: 'st-ds-visit-type', type: 'bar', title: '各方式拜访次数' },
    { id: 'st-w-visit-week', dataSetId: 'st-ds-visit-week', type: 'line', title: '拜访趋势' },
  ],
};

const TRADE: PanelSeed = {
  id: 'st-panel-trade',
  tenantId: TENANT_B,
  appId: 'app-trade',
  formId: 'form-trade',
  name: '登记统计',
  dataSets: [{ id: 'st-ds-trade-gender', name: '按性别', definition: { dimension: { field: 'radio_gender', kind: 'option' }, measures: [count('登记人数')], dateField: 'createTime' } }],
  widgets: [{ id: 'st-w-trade-gender', dataSetId: 'st-ds-trade-gender', type: 'pie', title: '登记人数' }],
};

/** Six widgets over the large list: the bench draws this panel. */
const ledgerPanel = (): PanelSeed => {
  const day = (group: 'day' | 'week' | 'month' = 'day') => ({ field: 'date_day', kind: 'date' as const, group });
  return {
    id: 'st-panel-ledger',
    tenantId: TENANT_A,
    appId: LEDGER.appId,
    formId: LEDGER.formId,
    name: '台账统计',
    dataSets: [
      { id: 'st-ds-ledger-total', name: '台账汇总', definition: { dimension: null, measures: [count('记录数'), sum('amount', '金额合计', 'number_amount')], dateField: 'date_day' } },
      { id: 'st-ds-ledger-day', name: '每日金额', definition: { dimension: day(), measures: [sum('amount', '金额合计', 'number_amount'), count('记录数')], dateField: 'date_day' } },
      { id: 'st-ds-ledger-avg', name: '每日平均金额', definition: { dimension: day(), measures: [avg('amount', '平均金额', 'number_amount')], dateField: 'date_day' } },
      { id: 'st-ds-ledger-cost', name: '每日成本', definition: { dimension: day(), measures: [sum('cost', '成本合计', 'number_cost')], dateField: 'date_day' } },
    ],
    widgets: [
      { id: 'st-w-ledger-total', dataSetId: 'st-ds-ledger-total', type: 'number', title: '台账汇总' },
      { id: 'st-w-ledger-line', dataSetId: 'st-ds-ledger-day', type: 'line', title: '每日金额' },
      { id: 'st-w-ledger-bar', dataSetId: 'st-ds-ledger-day', type: 'bar', title: '每日金额(柱状)' },
      { id: 'st-w-ledger-pie', dataSetId: 'st-ds-ledger-day', type: 'pie', title: '金额占比' },
      { id: 'st-w-ledger-avg', dataSetId: 'st-ds-ledger-avg', type: 'line', title: '每日平均金额' },
      { id: 'st-w-ledger-table', dataSetId: 'st-ds-ledger-cost', type: 'table', title: '每日成本' },
    ],
  };
};

function insertPanel(db: Db, p: PanelSeed, sort: number): void {
  const sets = db
    .insert(t.dataSets)
    .values(p.dataSets.map((ds, i) => ({ id: ds.id, tenantId: p.tenantId, appId: p.appId, formId: p.formId, name: ds.name, definition: ds.definition, sort: i })))
    .returning()
    .all();
  // Each data set's index is made with it, so the first panel drawn does not wait for it.
  for (const ds of sets) ensureDataSetIndex(db, ds);
  db.insert(t.analysisPanels).values({ id: p.id, tenantId: p.tenantId, appId: p.appId, name: p.name, sort }).run();
  db.insert(t.analysisWidgets)
    .values(p.widgets.map((w, i) => ({ ...w, tenantId: p.tenantId, appId: p.appId, panelId: p.id, sort: i })))
    .run();
}

export function seedAnalysis(db: Db): void {
  [EXPENSE, VISIT, TRADE].forEach((p, i) => insertPanel(db, p, i));
  if (largeListSize() > 0) insertPanel(db, ledgerPanel(), 10);
  // Admin's board in 1001: the expense summary, then the visit types; the expense pie hidden; the rest follow shown.
  db.insert(t.controlBoards)
    .values({
      tenantId: TENANT_A,
      userId: ADMIN,
      items: [
        { widgetId: 'st-w-expense-total', hidden: false },
        { widgetId: 'st-w-visit-type', hidden: false },
        { widgetId: 'st-w-expense-category', hidden: true },
      ],
      updatedAt: '2026-01-05T08:00:00.000Z',
    })
    .run();
}
