/**
 * The to-do centre through the loading layer: tab badges (999+ above the maximum), both engines' items flagged,
 * paging by scroll, the search and app filter sent to the server, TENANT_REQUIRED resolving to an empty tab, and a
 * row opening its task.
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';

import { TODO_TEXT } from '../../../src/domain/todo';
import TodoListPage from '../../../src/pagesB/toDoList/list';
import { useSession } from '../../../src/stores/session';
import { resetClient } from '../support/client-reset';
import { pageHost } from '../support/page-host';
import { press } from '../support/screen';
import { harness, type FakeRequest } from '../support/taro';

const page = { pull: () => undefined as unknown, bottom: () => undefined as unknown };
jest.mock('@tarojs/taro', () => {
  const taro = jest.requireActual<typeof import('../support/taro')>('../support/taro').taroFactory();
  const extra = {
    usePullDownRefresh: (cb: () => void) => void (page.pull = cb),
    useReachBottom: (cb: () => void) => void (page.bottom = cb),
    stopPullDownRefresh: jest.fn(),
  };
  return { ...taro, ...extra, default: { ...taro.default, ...extra } };
});

const ok = (data: unknown) => Promise.resolve({ statusCode: 200, data: { code: 0, message: 'success', data } });
const TOTAL = 25;
const task = (n: number) => ({
  id: `task-${n}`,
  name: '部门经理审批',
  title: `张成员的费用报销审批${n}`,
  processName: '费用报销审批',
  kind: 'APPROVAL',
  status: 'TODO',
  engine: n % 2 ? 'V1' : 'V2',
  appId: n % 2 ? 'app-expense' : 'ap-leave',
  appName: n % 2 ? '费用报销' : '请假申请',
  formId: 'f',
  dataId: `d${n}`,
  processInstanceId: `pi-${n}`,
  startUserName: '张成员',
  createTime: '2026-03-01T02:00:00.000Z',
});

function platform() {
  const state = { lists: [] as Record<string, string>[], paths: [] as string[] };
  harness.handler = (req: FakeRequest) => {
    const url = new URL(req.url, 'http://x');
    const query = { ...(req.data as Record<string, string>), ...Object.fromEntries(url.searchParams) };
    state.paths.push(`${req.method ?? 'GET'} ${url.pathname.replace(/^.*?\/(bigtable|ware-engine-form)\//, '/$1/')}`);
    if (/\/(v1\/tasks\/my-todos|v1\/tasks\/my-done)$/.test(url.pathname)) return ok({ content: [task(1)], totalElements: 1 });
    if (url.pathname.endsWith('/ware-engine-form/notifications')) {
      const note = { id: 'n-1', kind: 'CC', title: '抄送：李四的请假', content: '请知悉', read: false, engine: 'V1', appId: 'app-expense', appName: '费用报销', formId: 'f', dataId: 'd1', processInstanceId: 'pi-1', createTime: '2026-03-01T02:00:00.000Z' };
      return ok({ content: [note], totalElements: 1, unread: 1 });
    }
    if (url.pathname.endsWith('/notifications/n-1/read')) return ok({ id: 'n-1', read: true });
    if (url.pathname.endsWith('/bigtable/mainPageCount')) return ok({ todo: 1500, done: 3, startedBy: 0, report: 4 });
    if (url.pathname.endsWith('/bigtable/app')) return ok([{ id: 'app-expense', name: '费用报销' }, { id: 'ap-leave', name: '请假申请' }]);
    if (url.pathname.endsWith('/bigtable/notifications')) return ok({ content: [], totalElements: 5, unread: 2 });
    if (url.pathname.endsWith('/bigtable/task/todo')) {
      state.lists.push(query);
      const from = (Number(query.page) - 1) * Number(query.size);
      const n = Math.max(0, Math.min(Number(query.size), TOTAL - from));
      return ok({ content: Array.from({ length: n }, (_, i) => task(from + i + 1)), totalElements: TOTAL });
    }
    if (url.pathname.endsWith('/v1/process-instances/my-started')) {
      return Promise.resolve({ statusCode: 403, data: { code: 'TENANT_REQUIRED', message: '请先选择组织', data: null } });
    }
    return Promise.resolve({ statusCode: 404, data: { code: 404, message: 'API接口不存在', data: null } });
  };
  return state;
}

const host = pageHost('/pagesB/toDoList/list');
const mount = () => host.mount(<TodoListPage />);
const byTestId = (id: string) => document.querySelector(`[data-testid="${id}"]`);

beforeEach(() => {
  host.open();
  resetClient();
  harness.reset();
  useSession.getState().setTokens({ accessToken: 'at-1', idToken: 'x.eyJzdWIiOiIxMDAwMyIsInRpZCI6IjEwMDEifQ.x', refreshToken: 'rt-1' });
  harness.query = { tab: 'todo' };
});

test('the engine filter: 旧版 reads the older engine\'s own lists, 新版 narrows the merged one; an unread notification opens and is marked read', async () => {
  const service = platform();
  await mount();
  await screen.findAllByTestId('todo-row');
  const engines = () => screen.getByTestId('todo-engines');
  await press(within(engines()).getByText('旧版'));
  await waitFor(() => expect(service.paths).toContain('GET /bigtable/v1/tasks/my-todos'));
  await press(screen.getByTestId('todo-tab-done'));
  await waitFor(() => expect(service.paths).toContain('GET /bigtable/v1/tasks/my-done'));
  await press(screen.getByTestId('todo-tab-notifications'));
  const note = await screen.findByText('抄送：李四的请假');
  expect(screen.getByText(TODO_TEXT.unread)).toBeTruthy();
  expect(service.paths).toContain('GET /ware-engine-form/notifications');
  await press(note);
  await waitFor(() => expect(service.paths).toContain('POST /ware-engine-form/notifications/n-1/read'));
  expect(harness.mocks.navigateTo).toHaveBeenCalledWith({ url: '/pagesB/toDoList/task?processInstanceId=pi-1' });
  await press(screen.getByTestId('todo-tab-todo'));
  await press(within(engines()).getByText('新版'));
  await waitFor(() => expect(service.lists.at(-1)).toMatchObject({ engine: 'V2' }));
});
afterEach(() => host.close());

test('badges cap at 999+, items of both engines are flagged, and the next page loads at the bottom', async () => {
  const service = platform();
  await mount();
  await waitFor(() => expect(byTestId('todo-badge-todo')?.textContent).toBe('999+'));
  expect(byTestId('todo-badge-done')?.textContent).toBe('3');
  expect(byTestId('todo-badge-notifications')?.textContent).toBe('2');
  expect(byTestId('todo-badge-started')).toBeNull();
  expect((await screen.findAllByText('费用报销 · 旧版 · 部门经理审批')).length).toBeGreaterThan(0);
  expect(screen.getAllByText('请假申请 · 新版 · 部门经理审批').length).toBeGreaterThan(0);
  expect(document.querySelectorAll('[data-testid="todo-row"]')).toHaveLength(20);
  await act(async () => page.bottom());
  expect(await screen.findByText(TODO_TEXT.noMore)).toBeTruthy();
  expect(document.querySelectorAll('[data-testid="todo-row"]')).toHaveLength(TOTAL);
  expect(service.lists.map((q) => Number(q.page))).toEqual([1, 2]);
});

test('the search and the app filter go to the server; a row opens its task', async () => {
  const service = platform();
  await mount();
  await screen.findByText('请假申请', { selector: 'taro-text-core' });
  const input = document.querySelector('.todo__keyword taro-input-core') as HTMLElement;
  fireEvent(input, new CustomEvent('input', { detail: { value: '请假' } }));
  await press(screen.getByText(TODO_TEXT.search));
  await press(screen.getByText('请假申请', { selector: '.todo__app taro-text-core' }));
  await waitFor(() => expect(service.lists.at(-1)).toMatchObject({ keyword: '请假', appId: 'ap-leave' }));
  const rows = await screen.findAllByTestId('todo-row');
  await press(rows[0]!);
  expect(harness.mocks.navigateTo).toHaveBeenCalledWith({ url: '/pagesB/toDoList/task?taskId=task-1' });
});

test('TENANT_REQUIRED on a list is an empty tab, not an error', async () => {
  platform();
  harness.query = { tab: 'startedBy' };
  await mount();
  expect(await screen.findByText(TODO_TEXT.empty.started)).toBeTruthy();
  expect(harness.mocks.showToast).not.toHaveBeenCalled();
});
