/**
 * The statistic analysis and control panel screens against a fake platform: figures shown with the spec's number
 * rules, a chart's table picking a figure and opening its records, the board edited and saved; charts that explain
 * themselves (issue 39): a pie's legend with values and shares, a picked figure read out, empty charts said, the table.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';

import ControlPanel from '../../../src/controlPanel/index';
import DataSetScreen from '../../../src/features/analysis/DataSetScreen';
import StatisticAnalysis from '../../../src/features/analysis/StatisticAnalysisScreen';
import { BOARD_TEXT } from '../../../src/features/analysis/text';
import { useSession } from '../../../src/stores/session';
import { resetClient } from '../support/client-reset';
import { pageHost } from '../support/page-host';
import { press } from '../support/screen';
import { harness, type FakeRequest } from '../support/taro';

jest.mock('@tarojs/taro', () => {
  const taro = jest.requireActual<typeof import('../support/taro')>('../support/taro').taroFactory();
  const extra = { usePullDownRefresh: () => undefined, stopPullDownRefresh: jest.fn() };
  return { ...taro, ...extra, default: { ...taro.default, ...extra } };
});

const ok = (data: unknown) => Promise.resolve({ statusCode: 200, data: { code: 0, message: 'success', data } });

const widget = (id: string, type: string, title: string, dataSetId: string) => ({ id, appId: 'app-expense', dataSetId, formId: 'form-expense', type, title, appName: '费用报销' });
const WIDGETS = [
  widget('w-total', 'number', '报销汇总', 'ds-total'),
  widget('w-pie', 'pie', '各类别报销金额', 'ds-category'),
  widget('w-odd', 'radar', '未知图表', 'ds-category'),
];
const rowsOf = (...rows: [string, number][]) => rows.map(([label, v], i) => ({ key: `k${i}`, label, values: [v] }));
const figures = (id: string, rows: { key: string; label: string; values: number[] }[]) => ({
  dataSetId: id,
  dimension: { key: 'radio_category', name: '报销类别', kind: 'option', group: null },
  measures: [{ key: 'amount', name: '报销金额', agg: 'sum' }],
  dateField: 'createTime',
  rows,
});
const FIGURES: Record<string, unknown> = {
  'ds-total': { dataSetId: 'ds-total', dimension: null, measures: [{ key: 'count', name: '报销单数', agg: 'count' }, { key: 'amount', name: '报销总额', agg: 'sum' }], dateField: 'createTime', rows: [{ key: null, label: '未填写', values: [3, 1280.5 + 560 + 89.9] }] },
  'ds-category': {
    dataSetId: 'ds-category',
    dimension: { key: 'radio_category', name: '报销类别', kind: 'option', group: null },
    measures: [{ key: 'amount', name: '报销金额', agg: 'sum' }],
    dateField: 'createTime',
    rows: [
      { key: 'a', label: '差旅', values: [1280.5] },
      { key: 'b', label: '招待', values: [560] },
      { key: 'c', label: '办公', values: [89.9] },
    ],
  },
  'ds-zero': figures('ds-zero', rowsOf(['差旅', 0], ['招待', 0])),
  'ds-none': figures('ds-none', []),
  'ds-two': figures('ds-two', rowsOf(['上门', 4], ['电话', 2])),
};

function platform(widgets = WIDGETS) {
  const state = { figureCalls: [] as unknown[], saved: [] as unknown[], board: widgets.map((w) => ({ widgetId: w.id, hidden: false, widget: w })) };
  harness.handler = (req: FakeRequest) => {
    const path = new URL(req.url, 'http://x').pathname;
    if (path.endsWith('/bigtable/analysis-panel')) return ok([{ id: 'p1', name: '报销统计', widgets }]);
    if (path.endsWith('/dataflow/dataSet/getRealData1')) {
      const body = req.data as { id: string };
      state.figureCalls.push(body);
      return ok(FIGURES[body.id]);
    }
    if (path.endsWith('/dataflow/appData/getByApp')) return ok([{ id: 'ds-category', name: '各类别报销', appId: 'app-expense', formId: 'form-expense' }]);
    if (path.endsWith('/dataflow/widgetInfo/get')) {
      const id = new URL(req.url, 'http://x').searchParams.get('id');
      return ok({ ...widgets.find((w) => w.id === id), dataSet: { id: 'ds-category', name: '各类别报销', formId: 'form-expense' } });
    }
    if (path.endsWith('/dataflow/dataSet/getById')) return ok({ id: 'ds-category', name: '各类别报销', appId: 'app-expense', formId: 'form-expense', definition: { dateField: 'createTime' } });
    if (path.endsWith('/dataflow/DataSetField/list')) {
      return ok([
        { key: 'radio_category', name: '报销类别', role: 'dimension', kind: 'option', group: null, agg: null, options: [{ label: '差旅' }, { label: '招待' }, { label: '办公' }] },
        { key: 'amount', name: '报销金额', role: 'measure', kind: 'number', group: null, agg: 'sum', options: [] },
      ]);
    }
    if (path.endsWith('/dataflow/dataSet/getRealData')) {
      state.figureCalls.push({ get: Object.fromEntries(new URL(req.url, 'http://x').searchParams) });
      return ok(FIGURES['ds-category']);
    }
    if (path.endsWith('/bigtable/controlBoard')) return ok({ saved: false, items: state.board });
    if (path.endsWith('/bigtable/controlBoard/save')) {
      const items = (req.data as { items: { widgetId: string; hidden: boolean }[] }).items;
      state.saved.push(items);
      state.board = items.map((i) => ({ ...i, widget: widgets.find((w) => w.id === i.widgetId)! }));
      return ok({ saved: true, items: state.board });
    }
    return Promise.resolve({ statusCode: 404, data: { code: 404, message: 'API接口不存在', data: null } });
  };
  return state;
}

let page: ReturnType<typeof pageHost> | null = null;
const mount = (ui: JSX.Element, path: string) => {
  page = pageHost(path);
  page.open();
  return page.mount(ui);
};

beforeEach(() => {
  resetClient();
  harness.reset();
  useSession.getState().setTokens({ accessToken: 'at-1', idToken: 'x.eyJzdWIiOiIxMDAwMyIsInRpZCI6IjEwMDEifQ.x', refreshToken: 'rt-1' });
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  // jsdom draws nothing: the charts find no 2D context and wait (their tables still show every figure).
  jest.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(() => null);
});
afterEach(() => {
  page?.close();
  jest.restoreAllMocks();
});

describe('statistic analysis', () => {
  it('shows the number card with the decimal rules, one call per data set, and a table for an unknown chart', async () => {
    const state = platform();
    harness.query = { appId: 'app-expense' };
    await mount(<StatisticAnalysis />, '/statisticAnalysis/index');
    await waitFor(() => expect(screen.getByText('1,930.4')).toBeTruthy());
    expect(screen.getByText('3')).toBeTruthy();
    // The pie and the unknown widget share their data set: one call each for two data sets.
    expect(state.figureCalls).toHaveLength(2);
    // An unknown widget type is shown as its table.
    await waitFor(() => expect(screen.getAllByTestId('figure-row')).toHaveLength(3));
  });

  it('a chart’s table picks a figure with its share, and 查看数据 opens its records in the lists', async () => {
    platform();
    harness.query = { appId: 'app-expense' };
    await mount(<StatisticAnalysis />, '/statisticAnalysis/index');
    await waitFor(() => expect(screen.getAllByText('表格').length).toBeGreaterThan(0));
    await press(screen.getAllByText('表格')[0]!);
    const rows = screen.getAllByTestId('figure-row');
    await press(rows.find((r) => r.textContent?.includes('招待'))!);
    expect(screen.getAllByTestId('figure-readout')[0]!.textContent).toContain('招待：560（29.0%）');
    await press(screen.getAllByText('查看数据')[0]!);
    const url = decodeURIComponent(String((harness.mocks.navigateTo!.mock.calls[0]![0] as { url: string }).url));
    expect(url).toContain('/pagesB/view/lists?appId=app-expense&formId=form-expense&filter=');
    expect(url).toContain('"key":"radio_category","op":"equal","vtype":"CUSTOM","value":"b"');
  });

  it('without an app says so', async () => {
    platform();
    harness.query = {};
    await mount(<StatisticAnalysis />, '/statisticAnalysis/index');
    await waitFor(() => expect(screen.getByText('缺少应用参数 (appId)')).toBeTruthy());
  });
});

describe('the data set screen', () => {
  it('a widget\'s 详情 opens it in the panel\'s range; the app\'s data sets are listed on demand', async () => {
    platform();
    harness.query = { appId: 'app-expense' };
    await mount(<StatisticAnalysis />, '/statisticAnalysis/index');
    const pie = await screen.findByRole('region', { name: '各类别报销金额' });
    await press(within(pie).getByTestId('widget-details'));
    expect(harness.mocks.navigateTo).toHaveBeenLastCalledWith({ url: '/statisticAnalysis/dataSet?appId=app-expense&widgetId=w-pie' });
    await press(screen.getByText('数据集'));
    await press(await screen.findByTestId('data-set-item'));
    expect(harness.mocks.navigateTo).toHaveBeenLastCalledWith({ url: '/statisticAnalysis/dataSet?appId=app-expense&dataSetId=ds-category' });
  });

  it('shows the widget\'s definition, the data set\'s fields and every figure; a figure opens its records', async () => {
    const state = platform();
    harness.query = { appId: 'app-expense', widgetId: 'w-pie', start: '2026-03-01', end: '2026-03-31', group: 'month' };
    await mount(<DataSetScreen />, '/statisticAnalysis/dataSet');
    expect((await screen.findByTestId('data-set-title')).textContent).toBe('各类别报销金额');
    expect(screen.getByText('饼图')).toBeTruthy();
    expect(screen.getByText('创建时间')).toBeTruthy();
    expect(screen.getAllByTestId('data-set-field').map((f) => f.textContent)).toEqual(['报销类别维度 · 选项 (3 项)', '报销金额指标 · 求和']);
    await waitFor(() => expect(screen.getAllByTestId('figure-row')).toHaveLength(3));
    expect(state.figureCalls).toContainEqual({ get: expect.objectContaining({ id: 'ds-category', start: '2026-03-01', end: '2026-03-31', group: 'month' }) });
    await press(screen.getAllByTestId('figure-row')[1]!);
    await press(screen.getByText('查看数据'));
    const url = decodeURIComponent(String((harness.mocks.navigateTo!.mock.calls.at(-1)![0] as { url: string }).url));
    expect(url).toContain('/pagesB/view/lists?appId=app-expense&formId=form-expense&filter=');
    expect(url).toContain('"value":"b"');
  });
});

describe('charts that explain themselves', () => {
  const card = (title: string) => screen.getByRole('region', { name: title });
  const readout = (title: string) => within(card(title)).getByRole('status');

  it('a pie’s legend names each slice with its value and share; an entry (Enter too) picks its slice and the readout says it', async () => {
    platform([widget('w-pie', 'pie', '各类别报销金额', 'ds-category')]);
    harness.query = { appId: 'app-expense' };
    await mount(<StatisticAnalysis />, '/statisticAnalysis/index');
    const legend = await screen.findByRole('list', { name: '图例' });
    const entries = within(legend).getAllByRole('button');
    // Named by what they show, word by word (no aria-label beside the visible words: WCAG 2.5.3).
    expect(entries.map((e) => [e.getAttribute('aria-label'), e.textContent])).toEqual([
      [null, '差旅 1,280.5 66.3%'],
      [null, '招待 560 29.0%'],
      [null, '办公 89.9 4.7%'],
    ]);
    // Each swatch has its own colour of the palette (Okabe–Ito blue, orange, green).
    expect(entries.map((e) => (e.querySelector('.analysis-legend__swatch') as HTMLElement).style.backgroundColor)).toEqual(['rgb(0, 114, 178)', 'rgb(230, 159, 0)', 'rgb(0, 158, 115)']);
    // The live region is there before anything is picked, empty.
    expect(readout('各类别报销金额').textContent).toBe('');

    fireEvent.keyDown(entries[2]!, { key: 'Enter' });
    await waitFor(() => expect(readout('各类别报销金额').textContent).toBe('办公：89.9（4.7%）'));
    expect(entries[2]!.getAttribute('aria-pressed')).toBe('true');
    await press(entries[0]!);
    expect(readout('各类别报销金额').textContent).toBe('差旅：1,280.5（66.3%）');
    expect(entries.map((e) => e.getAttribute('aria-pressed'))).toEqual(['true', 'false', 'false']);
    // A second press puts it down again.
    await press(entries[0]!);
    expect(readout('各类别报销金额').textContent).toBe('');
  });

  it('a tap on the drawn pie picks the slice under it and reads it out', async () => {
    // A canvas that draws (nothing, but takes every call) at 300 × 180 CSS px.
    const ctx = new Proxy({}, { get: (_, key) => (key === 'canvas' ? undefined : () => undefined), set: () => true });
    jest.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(() => ctx as never);
    jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(() => ({ width: 300, height: 180, top: 0, left: 0, right: 300, bottom: 180, x: 0, y: 0, toJSON: () => ({}) }));
    platform([widget('w-pie', 'pie', '各类别报销金额', 'ds-category')]);
    harness.query = { appId: 'app-expense' };
    await mount(<StatisticAnalysis />, '/statisticAnalysis/index');
    const canvas = await within(card('各类别报销金额')).findByTestId('chart-canvas');
    await waitFor(() => expect(canvas.getAttribute('data-drawn')).toBe('1'));
    // From 12 o'clock clockwise: 差旅 (66.3%) covers 3 o'clock; 招待 (29.0%) 9 o'clock.
    const tap = (x: number, y: number) => {
      const inner = canvas.querySelector('canvas') ?? canvas;
      const click = new MouseEvent('click', { bubbles: true });
      Object.defineProperties(click, { offsetX: { value: x }, offsetY: { value: y } });
      fireEvent(inner, click);
    };
    tap(200, 90);
    await waitFor(() => expect(readout('各类别报销金额').textContent).toBe('差旅：1,280.5（66.3%）'));
    tap(100, 90);
    await waitFor(() => expect(readout('各类别报销金额').textContent).toBe('招待：560（29.0%）'));
    expect(within(card('各类别报销金额')).getAllByRole('button', { pressed: true }).map((e) => e.textContent)).toEqual(['招待 560 29.0%']);
  });

  it('a chart with nothing to draw says 暂无数据 instead of an empty canvas: no rows, or a pie of zeros', async () => {
    platform([widget('w-zero', 'pie', '零金额饼图', 'ds-zero'), widget('w-none', 'line', '无数据折线', 'ds-none'), widget('w-two', 'bar', '拜访方式', 'ds-two')]);
    harness.query = { appId: 'app-expense' };
    await mount(<StatisticAnalysis />, '/statisticAnalysis/index');
    await waitFor(() => expect(within(card('拜访方式')).getByTestId('chart-canvas')).toBeTruthy());
    for (const title of ['零金额饼图', '无数据折线']) {
      expect(within(card(title)).getByText('暂无数据')).toBeTruthy();
      expect(within(card(title)).queryByTestId('chart-canvas')).toBeNull();
    }
  });

  it('a bar chart names its series; its table (表格) has the same figures as rows and picks them too', async () => {
    platform([widget('w-two', 'bar', '拜访方式', 'ds-two')]);
    harness.query = { appId: 'app-expense' };
    await mount(<StatisticAnalysis />, '/statisticAnalysis/index');
    const legend = await within(card('拜访方式')).findByRole('list', { name: '图例' });
    expect(within(legend).getAllByRole('listitem').map((e) => e.textContent)).toEqual(['报销金额']);
    expect(within(legend).queryByRole('button')).toBeNull();
    await press(within(card('拜访方式')).getByText('表格'));
    const table = within(card('拜访方式')).getByRole('table', { name: '拜访方式' });
    expect(within(table).getAllByTestId('figure-row').map((r) => r.textContent)).toEqual(['上门4', '电话2']);
    await press(within(table).getAllByTestId('figure-row')[1]!);
    expect(readout('拜访方式').textContent).toBe('电话：2');
    // Back to the chart: the picked bar stays picked.
    await press(within(card('拜访方式')).getByText('图表'));
    expect(within(card('拜访方式')).getByTestId('chart-canvas')).toBeTruthy();
    expect(readout('拜访方式').textContent).toBe('电话：2');
  });
});

describe('control panel', () => {
  it('moves, hides and saves the board: only the order and flags are sent', async () => {
    const state = platform();
    await mount(<ControlPanel />, '/controlPanel/index');
    await waitFor(() => expect(screen.getByText(BOARD_TEXT.edit)).toBeTruthy());
    await press(screen.getByText(BOARD_TEXT.edit));
    await press(screen.getAllByText(BOARD_TEXT.moveDown)[0]!);
    await press(screen.getAllByText(BOARD_TEXT.hide)[2]!);
    await press(screen.getByText(BOARD_TEXT.save));
    expect(state.saved).toEqual([
      [
        { widgetId: 'w-pie', hidden: false },
        { widgetId: 'w-total', hidden: false },
        { widgetId: 'w-odd', hidden: true },
      ],
    ]);
    await waitFor(() => expect(screen.getByText(BOARD_TEXT.edit)).toBeTruthy());
    expect(screen.queryByText('未知图表')).toBeNull();
  });
});
