/**
 * Statistic analysis: data sets aggregated in SQL against figures computed by hand from the seed (server/README.md
 * "Statistic analysis"), per role and per organisation; panels, widgets, the control board.
 *
 * The seeded records: expense (all member's) 差旅 1280.5 on 2026-02-11, 招待 560 on 2026-03-12, 办公 89.9 on
 * 2026-04-13 (created 02:00Z, 10:00 in UTC+8); visit 上门/电话/视频/上门/电话 on 03-02, 03-09, 04-15, 05-20, 06-01
 * with satisfaction 3, 4, 5, 3, 4, owners member, subadmin, member, subadmin, member.
 */
import assert from 'node:assert/strict';
import { after, describe, it } from 'node:test';

import { call, fileServer } from './support/harness.js';

const LEDGER = 30;
process.env.WARE_LARGE_LIST = String(LEDGER);
after(() => {
  delete process.env.WARE_LARGE_LIST;
});

const server = fileServer({
  admin: ['admin', '1001'],
  admin2: ['admin', '1002'],
  subadmin: ['subadmin', '1001'],
  member: ['member', '1001'],
  member2: ['member', '1002'],
  guest: ['guest', '1001'],
});
const tokens = server.tokens;

type Row = { key: string | null; label: string; values: number[] };
const realData = (token: string, body: Record<string, unknown>) => call(server.url, 'POST', '/api/dataflow/dataSet/getRealData1', { token, body });
const rowsOf = async (token: string, body: Record<string, unknown>): Promise<[string | null, string, number[]][]> => {
  const res = await realData(token, body);
  assert.equal(res.status, 200, JSON.stringify(res.body));
  return res.body.data.rows.map((r: Row) => [r.key, r.label, r.values]);
};

describe('getRealData / getRealData1: aggregations', () => {
  it('count and sum without a dimension: the expense totals', async () => {
    assert.deepEqual(await rowsOf(tokens.admin, { id: 'st-ds-expense-total' }), [[null, '未填写', [3, 1930.4]]]);
    const get = await call(server.url, 'GET', '/api/dataflow/dataSet/getRealData', { token: tokens.subadmin, query: { id: 'st-ds-expense-total' } });
    assert.deepEqual(get.body.data.rows[0].values, [3, 1930.4]);
    assert.deepEqual(get.body.data.measures.map((m: { name: string; agg: string }) => [m.name, m.agg]), [['报销单数', 'count'], ['报销总额', 'sum']]);
  });

  it('group by an option field: labels from the form, in its option order', async () => {
    assert.deepEqual(await rowsOf(tokens.admin, { id: 'st-ds-expense-category' }), [
      ['a', '差旅', [1280.5, 1]],
      ['b', '招待', [560, 1]],
      ['c', '办公', [89.9, 1]],
    ]);
  });

  it('the date range is whole days on the caller clock, start 00:00:00 to end 24:00:00', async () => {
    assert.deepEqual(await rowsOf(tokens.admin, { id: 'st-ds-expense-total', start: '2026-03-01', end: '2026-04-30' }), [[null, '未填写', [2, 649.9]]]);
    assert.deepEqual(await rowsOf(tokens.admin, { id: 'st-ds-expense-total', start: '2026-03-12', end: '2026-03-12' }), [[null, '未填写', [1, 560]]]);
    // 02:00Z on 03-12 is still 03-11 at UTC-3.
    assert.deepEqual(await rowsOf(tokens.admin, { id: 'st-ds-expense-total', start: '2026-03-12', end: '2026-03-12', timeZoneOffset: -180 }), [[null, '未填写', [0, 0]]]);
    const bad = await realData(tokens.admin, { id: 'st-ds-expense-total', start: '2026-05-01', end: '2026-04-01' });
    assert.equal(bad.status, 400);
  });

  it('group by month, by Monday-first week, by day', async () => {
    assert.deepEqual(await rowsOf(tokens.admin, { id: 'st-ds-expense-month' }), [
      ['2026-02', '2026-02', [1280.5]],
      ['2026-03', '2026-03', [560]],
      ['2026-04', '2026-04', [89.9]],
    ]);
    // 04-15 and 05-20 are Wednesdays: their weeks are named by the Monday before.
    assert.deepEqual((await rowsOf(tokens.admin, { id: 'st-ds-visit-week' })).map(([k, , v]) => [k, v[0]]), [
      ['2026-03-02', 1],
      ['2026-03-09', 1],
      ['2026-04-13', 1],
      ['2026-05-18', 1],
      ['2026-06-01', 1],
    ]);
    assert.deepEqual((await rowsOf(tokens.admin, { id: 'st-ds-visit-week', group: 'month' })).map(([k, , v]) => [k, v[0]]), [
      ['2026-03', 2],
      ['2026-04', 1],
      ['2026-05', 1],
      ['2026-06', 1],
    ]);
    assert.deepEqual((await rowsOf(tokens.admin, { id: 'st-ds-visit-week', group: 'day', start: '2026-03-01', end: '2026-03-31' })).map(([k]) => k), ['2026-03-02', '2026-03-09']);
  });

  it('average; a MEMBER counts only their own records (MINE)', async () => {
    assert.deepEqual(await rowsOf(tokens.admin, { id: 'st-ds-visit-total' }), [[null, '未填写', [5, 3.8]]]);
    assert.deepEqual(await rowsOf(tokens.member, { id: 'st-ds-visit-total' }), [[null, '未填写', [3, 4]]]);
    assert.deepEqual(await rowsOf(tokens.admin, { id: 'st-ds-visit-type' }), [
      ['a', '上门拜访', [2]],
      ['b', '电话拜访', [2]],
      ['c', '视频会议', [1]],
    ]);
    assert.deepEqual((await rowsOf(tokens.member, { id: 'st-ds-visit-type' })).map(([k, , v]) => [k, v[0]]), [
      ['a', 1],
      ['b', 1],
      ['c', 1],
    ]);
  });

  it('dimensionValue: the records behind one figure', async () => {
    assert.deepEqual(await rowsOf(tokens.admin, { id: 'st-ds-visit-type', dimensionValue: 'a' }), [['a', '上门拜访', [2]]]);
    assert.equal((await realData(tokens.admin, { id: 'st-ds-visit-week', dimensionValue: '2026-03-02' })).status, 400);
  });

  it('archived and deleted records never count', async () => {
    const archived = await call(server.url, 'POST', '/api/ware-engine-form/data/archive', { token: tokens.admin, body: { ids: ['data-expense-1'], formId: 'form-expense' } });
    assert.equal(archived.status, 200, JSON.stringify(archived.body));
    assert.deepEqual(await rowsOf(tokens.admin, { id: 'st-ds-expense-total' }), [[null, '未填写', [2, 649.9]]]);
  });

  it('the large list: sums over its records; a field the role may not see makes the data set unreadable', async () => {
    // Amounts are 37 k for k = 1..30; the member owns every third record (k = 3, 6, ... 30).
    assert.deepEqual(await rowsOf(tokens.admin, { id: 'st-ds-ledger-total' }), [[null, '未填写', [30, 17205]]]);
    assert.deepEqual(await rowsOf(tokens.member, { id: 'st-ds-ledger-total' }), [[null, '未填写', [10, 6105]]]);
    assert.equal((await realData(tokens.member, { id: 'st-ds-ledger-cost' })).status, 403);
    const panels = await call(server.url, 'GET', '/api/bigtable/analysis-panel', { token: tokens.member, query: { appId: 'app-ledger' } });
    const ids = panels.body.data[0].widgets.map((w: { id: string }) => w.id);
    assert.equal(ids.length, 5);
    assert.ok(!ids.includes('st-w-ledger-table'));
  });
});

describe('per organisation', () => {
  it('a data set answers only its own organisation, for callers signed into it', async () => {
    // Two registrations in 1002's trade app; 1001's records never count there.
    for (const gender of ['a', 'b', 'a']) {
      const res = await call(server.url, 'POST', '/api/bigtable/application/app-trade/form/form-trade/form-data', {
        token: tokens.admin2,
        body: { content: { input_name: '测试', input_mobile: '13900000000', radio_gender: gender } },
      });
      assert.equal(res.status, 200, JSON.stringify(res.body));
    }
    assert.deepEqual(await rowsOf(tokens.admin2, { id: 'st-ds-trade-gender' }), [
      ['a', '男', [2]],
      ['b', '女', [1]],
    ]);
    // A token for 1002 is a guest in 1001's apps, and the other way round.
    assert.equal((await realData(tokens.admin2, { id: 'st-ds-expense-total' })).status, 403);
    assert.equal((await realData(tokens.admin2, { id: 'st-ds-visit-type' })).status, 403);
    assert.equal((await realData(tokens.admin, { id: 'st-ds-trade-gender' })).status, 403);
    assert.equal((await realData(tokens.member2, { id: 'st-ds-visit-type' })).status, 403);
  });

  it('a guest (no role) reads no figures; no token is 401; an unknown data set is 404', async () => {
    assert.equal((await realData(tokens.guest, { id: 'st-ds-visit-type' })).status, 403);
    assert.equal((await call(server.url, 'POST', '/api/dataflow/dataSet/getRealData1', { body: { id: 'st-ds-visit-type' } })).status, 401);
    assert.equal((await realData(tokens.admin, { id: 'st-nope' })).status, 404);
  });
});

describe('data sets, fields, widgets, source', () => {
  it('appData/getByApp, dataSet/getById, DataSetField/list', async () => {
    const list = await call(server.url, 'GET', '/api/dataflow/appData/getByApp', { token: tokens.admin, query: { appId: 'app-expense' } });
    assert.deepEqual(list.body.data.map((d: { id: string }) => d.id), ['st-ds-expense-total', 'st-ds-expense-category', 'st-ds-expense-month']);
    const one = await call(server.url, 'GET', '/api/dataflow/dataSet/getById', { token: tokens.admin, query: { id: 'st-ds-expense-category' } });
    assert.equal(one.body.data.formId, 'form-expense');
    const fields = await call(server.url, 'GET', '/api/dataflow/DataSetField/list', { token: tokens.admin, query: { dataSetId: 'st-ds-expense-category' } });
    assert.deepEqual(fields.body.data.map((f: { key: string; name: string; role: string }) => [f.key, f.name, f.role]), [
      ['radio_category', '报销类别', 'dimension'],
      ['amount', '报销金额', 'measure'],
      ['count', '报销单数', 'measure'],
    ]);
    assert.equal(fields.body.data[0].options.length, 4);
  });

  it('widgetInfo/get and getSourceCode (the SQL the caller runs, own records only for a MEMBER)', async () => {
    const w = await call(server.url, 'GET', '/api/dataflow/widgetInfo/get', { token: tokens.admin, query: { id: 'st-w-expense-category' } });
    assert.deepEqual([w.body.data.type, w.body.data.dataSet.id, w.body.data.formId], ['pie', 'st-ds-expense-category', 'form-expense']);
    const src = await call(server.url, 'POST', '/api/dataflow/dataSet/getSourceCode', { token: tokens.member, body: { id: 'st-ds-visit-type' } });
    assert.match(src.body.data.sql, /GROUP BY dim/);
    assert.match(src.body.data.sql, /owner_id = \?/);
    assert.ok(src.body.data.params.includes('10003'));
  });

  it('the definition calls follow the read rule: a data set naming a field the role may not see is neither listed nor read', async () => {
    const get = (token: string, path: string, query: Record<string, string>) => call(server.url, 'GET', `/api/dataflow/${path}`, { token, query });
    const ids = async (token: string) => (await get(token, 'appData/getByApp', { appId: 'app-ledger' })).body.data.map((d: { id: string }) => d.id);
    assert.ok((await ids(tokens.subadmin)).includes('st-ds-ledger-cost'));
    assert.ok(!(await ids(tokens.member)).includes('st-ds-ledger-cost'));
    for (const [path, query] of [
      ['dataSet/getById', { id: 'st-ds-ledger-cost' }],
      ['DataSetField/list', { dataSetId: 'st-ds-ledger-cost' }],
      ['widgetInfo/get', { id: 'st-w-ledger-table' }],
      ['dataSet/getRealData', { id: 'st-ds-ledger-cost' }],
    ] as const) {
      assert.equal((await get(tokens.subadmin, path, query)).status, 200, path);
      assert.equal((await get(tokens.member, path, query)).status, 403, path);
      assert.equal((await get(tokens.admin2, path, query)).status, 403, path);
    }
    // GET getRealData counts as the POST does: a MEMBER's own records only.
    const visits = async (token: string) => (await get(token, 'dataSet/getRealData', { id: 'st-ds-visit-type' })).body.data.rows.reduce((n: number, r: Row) => n + r.values[0]!, 0);
    assert.deepEqual([await visits(tokens.subadmin), await visits(tokens.member)], [5, 3]);
  });

  it('analysis-panel: the app panels with their widgets in order', async () => {
    const res = await call(server.url, 'GET', '/api/bigtable/analysis-panel', { token: tokens.admin, query: { appId: 'app-expense' } });
    assert.equal(res.body.data.length, 1);
    assert.equal(res.body.data[0].name, '报销统计');
    assert.deepEqual(res.body.data[0].widgets.map((w: { type: string }) => w.type), ['number', 'pie', 'line', 'table']);
  });
});

describe('control board', () => {
  const board = (token: string) => call(server.url, 'GET', '/api/bigtable/controlBoard', { token });

  it('admin: the saved order and hidden widget first, then the others shown', async () => {
    const res = await board(tokens.admin);
    assert.equal(res.body.data.saved, true);
    const items = res.body.data.items.map((i: { widgetId: string; hidden: boolean }) => [i.widgetId, i.hidden]);
    assert.deepEqual(items.slice(0, 3), [
      ['st-w-expense-total', false],
      ['st-w-visit-type', false],
      ['st-w-expense-category', true],
    ]);
    assert.ok(items.slice(3).every(([, hidden]: [string, boolean]) => !hidden));
    assert.equal(res.body.data.items[0].widget.appName, '费用报销');
  });

  it('save: order and hidden flags survive; unknown or foreign widgets are refused', async () => {
    const items = [
      { widgetId: 'st-w-visit-week', hidden: false },
      { widgetId: 'st-w-expense-total', hidden: true },
    ];
    const saved = await call(server.url, 'POST', '/api/bigtable/controlBoard/save', { token: tokens.member, body: { items } });
    assert.equal(saved.status, 200, JSON.stringify(saved.body));
    const again = await board(tokens.member);
    assert.deepEqual(again.body.data.items.slice(0, 2).map((i: { widgetId: string; hidden: boolean }) => [i.widgetId, i.hidden]), [
      ['st-w-visit-week', false],
      ['st-w-expense-total', true],
    ]);
    const foreign = await call(server.url, 'POST', '/api/bigtable/controlBoard/save', { token: tokens.member, body: { items: [{ widgetId: 'st-w-trade-gender', hidden: false }] } });
    assert.equal(foreign.status, 400);
  });

  it('per organisation: 1002 shows only its own widgets', async () => {
    const res = await board(tokens.admin2);
    assert.deepEqual(res.body.data.items.map((i: { widgetId: string }) => i.widgetId), ['st-w-trade-gender']);
  });
});

describe('printing a date range', () => {
  it('render-date-range: the panel figures of the range as a stored PDF; print/pdf/print serves it', async () => {
    const res = await call(server.url, 'POST', '/api/print/render-date-range', { token: tokens.member, body: { panelId: 'st-panel-expense', start: '2026-03-01', end: '2026-04-30' } });
    assert.equal(res.status, 200, JSON.stringify(res.body));
    const file = res.body.data;
    assert.equal(file.contentType, 'application/pdf');
    assert.equal(file.name, '报销统计-2026-03-01_2026-04-30.pdf');
    const pdf = await call(server.url, 'GET', '/api/print/pdf/print', { token: tokens.member, query: { fileId: file.fileId } });
    assert.equal(pdf.status, 200);
    assert.equal(pdf.headers.get('content-type'), 'application/pdf');
    assert.match(String(pdf.body), /^%PDF-/);
    // Another organisation's caller does not get it, nor someone else of the same one: the print holds the figures
    // (or a record's fields) as its printer may read them, so it is the printer's.
    assert.equal((await call(server.url, 'GET', '/api/print/pdf/print', { token: tokens.member2, query: { fileId: file.fileId } })).status, 404);
    assert.equal((await call(server.url, 'GET', '/api/print/pdf/print', { token: tokens.subadmin, query: { fileId: file.fileId } })).status, 404);
  });

  it('named-render-date-range needs a name and titles the file with it; a guest may not print', async () => {
    const named = await call(server.url, 'POST', '/api/print/named-render-date-range', { token: tokens.admin, body: { panelId: 'st-panel-visit', name: '三月拜访' } });
    assert.equal(named.status, 200, JSON.stringify(named.body));
    assert.equal(named.body.data.name, '三月拜访-全部.pdf');
    assert.equal((await call(server.url, 'POST', '/api/print/named-render-date-range', { token: tokens.admin, body: { panelId: 'st-panel-visit' } })).status, 400);
    assert.equal((await call(server.url, 'POST', '/api/print/render-date-range', { token: tokens.guest, body: { panelId: 'st-panel-visit' } })).status, 403);
    assert.equal((await call(server.url, 'POST', '/api/print/render-date-range', { token: tokens.admin, body: { panelId: 'st-nope' } })).status, 404);
  });
});
