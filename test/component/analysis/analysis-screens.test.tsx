/**
 * The statistic analysis and control panel screens against a fake platform: figures shown with the spec's number
 * rules, a chart's table picking a figure and opening its records, the board edited and saved.
 */
import { Current } from '@tarojs/runtime';
import { screen, waitFor } from '@testing-library/react';

import ControlPanel from '../../../src/controlPanel/index';
import StatisticAnalysis from '../../../src/features/analysis/StatisticAnalysisScreen';
import { BOARD_TEXT } from '../../../src/features/analysis/text';
import { useSession } from '../../../src/stores/session';
import { resetClient } from '../support/client-reset';
import { mount as mountScreen, press } from '../support/screen';
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
};

function platform() {
  const state = { figureCalls: [] as unknown[], saved: [] as unknown[], board: WIDGETS.map((w) => ({ widgetId: w.id, hidden: false, widget: w })) };
  harness.handler = (req: FakeRequest) => {
    const path = new URL(req.url, 'http://x').pathname;
    if (path.endsWith('/bigtable/analysis-panel')) return ok([{ id: 'p1', name: '报销统计', widgets: WIDGETS }]);
    if (path.endsWith('/dataflow/dataSet/getRealData1')) {
      const body = req.data as { id: string };
      state.figureCalls.push(body);
      return ok(FIGURES[body.id]);
    }
    if (path.endsWith('/bigtable/controlBoard')) return ok({ saved: false, items: state.board });
    if (path.endsWith('/bigtable/controlBoard/save')) {
      const items = (req.data as { items: { widgetId: string; hidden: boolean }[] }).items;
      state.saved.push(items);
      state.board = items.map((i) => ({ ...i, widget: WIDGETS.find((w) => w.id === i.widgetId)! }));
      return ok({ saved: true, items: state.board });
    }
    return Promise.resolve({ statusCode: 404, data: { code: 404, message: 'API接口不存在', data: null } });
  };
  return state;
}

let host: HTMLElement;
const mount = async (ui: JSX.Element, path: string) => {
  host = document.createElement('div');
  host.id = path;
  host.className = 'taro_page';
  document.body.appendChild(host);
  (Current as { page: unknown }).page = { path };
  return mountScreen(ui, { container: host });
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
  host.remove();
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
