/**
 * The Lists screen through the loading layer: pages by scroll, pull to refresh loads the list again, and a row
 * shows the latest answer.
 */
import { act, screen, waitFor } from '@testing-library/react';

import ListsPage from '../../../src/features/records/lists/ListsScreen';
import { RECORDS_TEXT } from '../../../src/features/records/parts/record-view';
import { useSession } from '../../../src/stores/session';
import { resetClient } from '../support/client-reset';
import { typeInto } from '../support/keyboard';
import { pageHost } from '../support/page-host';
import { press } from '../support/screen';
import { harness, type FakeRequest } from '../support/taro';

/** The page hooks the fake has no page context for: kept so the test can pull and scroll as a user would. */
const page = { pull: () => undefined as unknown, bottom: () => undefined as unknown };
jest.mock('@tarojs/taro', () => {
  const taro = jest.requireActual<typeof import('../support/taro')>('../support/taro').taroFactory();
  const extra = {
    usePullDownRefresh: (cb: () => void) => void (page.pull = cb),
    useReachBottom: (cb: () => void) => void (page.bottom = cb),
    usePageScroll: () => undefined,
    useShareAppMessage: () => undefined,
    stopPullDownRefresh: jest.fn(),
  };
  return { ...taro, ...extra, default: { ...taro.default, ...extra } };
});

// The file's download is the platform layer's (an XMLHttpRequest in H5): what the list hands it is what is checked.
jest.mock('../../../src/platform/file-transfer', () => ({
  canOpenAfterDownload: false,
  downloadFile: jest.fn(() => Promise.resolve({ where: 'browser' })),
  openDownloaded: jest.fn(() => Promise.resolve()),
}));

const ok = (data: unknown) => Promise.resolve({ statusCode: 200, data: { code: 0, message: 'success', data } });
const SCRIPT = { list: [{ key: 'input_title', type: 'input', name: '标题', options: {} }] };
const TOTAL = 25;
const record = (n: number, title: string) => ({ id: `r${n}`, code: `X-${String(n).padStart(4, '0')}`, data: { input_title: title } });

const FIELD = { type: 'form-field-permission', businessKey: 'input_title', formId: 'form-x' };
const operation = (businessKey: string) => ({ type: 'form-operation-permission', businessKey, formId: 'form-x' });

function platform(permissions: unknown[] = [FIELD]) {
  const state = { queries: [] as Record<string, unknown>[], exports: [] as Record<string, unknown>[], title: '第一版' };
  harness.handler = (req: FakeRequest) => {
    const path = new URL(req.url, 'http://x').pathname;
    if (path.endsWith('/ware-engine/apps/app-x')) return ok({ id: 'app-x', name: '示例应用', type: 'FORM', formId: 'form-x', views: [] });
    if (path.endsWith('/app/app-x/form')) return ok([{ id: 'form-x', name: '示例表单', script: SCRIPT, fieldStates: [] }]);
    if (path.endsWith('/my-permissions')) return ok(permissions);
    if (path.endsWith('/form-data/export')) {
      state.exports.push(req.data as Record<string, unknown>);
      return ok({ fileId: 'f1', name: '示例表单.xlsx', downloadUrl: 'http://api/file/fileoperation/download?fileId=f1&isDownload=1', rows: 3 });
    }
    if (path.endsWith('/list-config')) return ok(null);
    if (path.endsWith('/form-data/search')) {
      const query = { ...(req.data as Record<string, unknown>), ...Object.fromEntries(new URL(req.url, 'http://x').searchParams) };
      state.queries.push(query);
      const pageNo = Number(query.page ?? 1);
      const size = Number(query.size ?? 20);
      const from = (pageNo - 1) * size;
      const rows = Array.from({ length: Math.max(0, Math.min(size, TOTAL - from)) }, (_, i) => record(from + i + 1, state.title));
      return ok({ content: rows, totalElements: TOTAL });
    }
    return Promise.resolve({ statusCode: 404, data: { code: 404, message: 'API接口不存在', data: null } });
  };
  return state;
}

// Taro's selector query (the rows measure themselves) looks inside the current page.
const listsPage = pageHost('/pagesB/view/lists');
const mount = (ui: JSX.Element) => listsPage.mount(ui);

beforeEach(() => {
  listsPage.open();
  resetClient();
  useSession.getState().setTokens({ accessToken: 'at-1', idToken: 'x.eyJzdWIiOiIxMDAwMyIsInRpZCI6IjEwMDEifQ.x', refreshToken: 'rt-1' });
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  harness.query = { appId: 'app-x', formId: 'form-x' };
});
afterEach(() => {
  listsPage.close();
  jest.restoreAllMocks();
});

test('reaching the bottom loads the next page; the last page says so', async () => {
  const service = platform();
  await mount(<ListsPage />);
  expect(await screen.findByText(RECORDS_TEXT.total.replace('{x}', String(TOTAL)))).toBeTruthy();
  expect(service.queries).toHaveLength(1);
  await act(async () => page.bottom());
  expect(await screen.findByText(RECORDS_TEXT.noMore)).toBeTruthy();
  expect(service.queries).toHaveLength(2);
  expect(document.querySelector('[data-testid="record-item"]')?.getAttribute('aria-setsize')).toBe(String(TOTAL));
});

test('pull to refresh loads the list again and stops the indicator', async () => {
  const service = platform();
  await mount(<ListsPage />);
  expect((await screen.findAllByText('第一版')).length).toBeGreaterThan(0);
  const before = service.queries.length;
  service.title = '第二版';
  await act(async () => page.pull());
  expect((await screen.findAllByText('第二版')).length).toBeGreaterThan(0);
  expect(screen.queryByText('第一版')).toBeNull();
  expect(service.queries.length).toBeGreaterThan(before);
  const taro = jest.requireMock<{ stopPullDownRefresh: jest.Mock }>('@tarojs/taro');
  await waitFor(() => expect(taro.stopPullDownRefresh).toHaveBeenCalled());
});

test('a permission list that cannot be read fails the screen closed: the retry view, no records', async () => {
  const service = platform();
  const answerOf = harness.handler;
  harness.handler = (req: FakeRequest) =>
    new URL(req.url, 'http://x').pathname.endsWith('/my-permissions')
      ? Promise.resolve({ statusCode: 500, data: { code: 500, message: '服务器繁忙', data: null } })
      : answerOf(req);
  await mount(<ListsPage />);
  expect(await screen.findByText(RECORDS_TEXT.loadFailed)).toBeTruthy();
  expect(screen.getByText('重试')).toBeTruthy();
  expect(screen.queryByText('第一版')).toBeNull();
  expect(service.queries).toHaveLength(0);
});

test('without the create and export permissions the list offers neither', async () => {
  platform();
  await mount(<ListsPage />);
  expect((await screen.findAllByText('第一版')).length).toBeGreaterThan(0);
  expect(screen.queryByText('新建')).toBeNull();
  expect(screen.queryByText('导出')).toBeNull();
});

test('新建 opens the form; 导出 sends what the list shows and hands the file to the download', async () => {
  const service = platform([FIELD, operation('create'), operation('export')]);
  await mount(<ListsPage />);
  await press(await screen.findByText('新建'));
  const taro = jest.requireMock<{ navigateTo: jest.Mock; showToast: jest.Mock }>('@tarojs/taro');
  expect(taro.navigateTo).toHaveBeenCalledWith({ url: '/pagesB/view/search/formInfo?appId=app-x&formId=form-x' });
  typeInto(document.querySelector('.records__keyword input')!, '第一');
  await press(screen.getByText(RECORDS_TEXT.search));
  await press(screen.getByText('导出'));
  const transfer = jest.requireMock<{ downloadFile: jest.Mock }>('../../../src/platform/file-transfer');
  await waitFor(() => expect(transfer.downloadFile).toHaveBeenCalledWith({ url: 'http://api/file/fileoperation/download?fileId=f1&isDownload=1', name: '示例表单.xlsx' }));
  expect(service.exports).toHaveLength(1);
  expect(JSON.stringify(service.exports[0]!.keywordConditions)).toContain('第一');
  await waitFor(() => expect(taro.showToast).toHaveBeenCalledWith(expect.objectContaining({ title: RECORDS_TEXT.exported.replace('{x}', '3') })));
});
