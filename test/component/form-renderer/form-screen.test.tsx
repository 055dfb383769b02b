import { onlineManager } from '@tanstack/react-query';
import { Current } from '@tarojs/runtime';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';

import type { OutboxEntry } from '../../../src/domain/outbox/queue';
import { FORM_PAGE_TEXT } from '../../../src/features/form/form-loader';
import FormInfo from '../../../src/features/form/FormInfoScreen';
import { OUTBOX_TEXT, useOutbox } from '../../../src/features/outbox';
import OutboxScreen from '../../../src/features/outbox/OutboxScreen';
import { useSession } from '../../../src/stores/session';
import { resetClient } from '../support/client-reset';
import { outboxKept } from '../support/outbox-device';
import { idle, mount, press } from '../support/screen';
import { answer, harness, type FakeRequest } from '../support/taro';

jest.mock('@tarojs/taro', () => jest.requireActual<typeof import('../support/taro')>('../support/taro').taroFactory());
jest.mock('../../../src/platform/durable-storage', () => jest.requireActual<typeof import('../support/outbox-device')>('../support/outbox-device').durableInMemory);
/** The spec's default debounce (screens-data-rules.md §9): the tests move a fake clock by it. */
const SPEC_DEBOUNCE_MS = 500;

const PAGE = '/pagesB/view/search/formInfo';
const FORM = {
  id: 'form-visit',
  name: '拜访记录',
  script: { list: [{ key: 'input_title', type: 'input', name: '标题', options: { defaultValue: null }, rules: [] }] },
  fieldStates: [],
};

let seen: FakeRequest[] = [];
/**
 * Answers like the local server; the submit fails while `failSubmits` > 0, and is refused with `refusal` (a 400's
 * body) when set. `form` replaces the form served. Optional calls are not found.
 */
const server: {
  /** Submits never reach the server (no network). */
  offline: boolean;
  /** Server drafts are answered 服务器繁忙: a draft replayed from the outbox stays waiting there. */
  draftsBusy: boolean;
  failSubmits: number;
  refusal: unknown;
  form: typeof FORM;
  permissions: unknown[] | 'fail';
  /** The record that no longer exists: 'data-9' from the start, 'on-save' once the edit is being saved. */
  deleted: 'data-9' | 'on-save' | null;
  /** The read/write state list (form-field-configs), or its failure; not found when unset. */
  configs?: unknown[] | 'fail';
} = {
  deleted: null,
  offline: false,
  draftsBusy: false,
  failSubmits: 0,
  refusal: null,
  form: FORM,
  permissions: [],
};
const op = (businessKey: string) => ({ type: 'form-operation-permission', businessKey, formId: 'form-visit' });
const sees = (businessKey: string) => ({ type: 'form-field-permission', businessKey, formId: 'form-visit' });
/** A member of the app: sees the title, may submit and edit. */
const MEMBER = [sees('input_title'), sees('input_contact'), op('create'), op('edit')];
function fakeServer(req: FakeRequest) {
  seen.push(req);
  const path = new URL(req.url, 'http://x').pathname;
  const ok = (data: unknown) => answer(200, { code: 0, message: 'ok', data });
  if (path.endsWith('/ware-engine/apps/app-visit')) return ok({ id: 'app-visit', name: '拜访', type: 'FORM' });
  if (path.endsWith('/app/app-visit/form')) return ok([server.form]);
  if (path.endsWith('/ware-engine/apps/app-visit/my-permissions')) {
    return server.permissions === 'fail' ? answer(500, { code: 500, message: '服务器繁忙' }) : ok(server.permissions);
  }
  if (path.endsWith('/bigtable/form')) return ok({ appId: 'app-visit', ...server.form });
  if (path.endsWith('/ware-engine-form/form-field-configs') && server.configs) {
    return server.configs === 'fail' ? answer(500, { code: 500, message: '服务器繁忙' }) : ok(server.configs);
  }
  if (path.endsWith('/form/form-visit/form-data/data-9')) {
    // Deleted: both the load and the save of the edit find nothing.
    if (server.deleted === 'data-9' || (server.deleted === 'on-save' && req.method === 'PUT')) {
      return answer(404, { code: 404, message: 'Not Found', detail: '数据不存在', data: null });
    }
    return ok({ id: 'data-9', content: { input_title: '旧标题' } });
  }
  if (path.endsWith('/form/form-visit/draft-date') && req.method === 'PUT' && server.draftsBusy) return answer(500, { code: 500, message: '服务器繁忙' });
  if (path.endsWith('/form/form-visit/form-data') && req.method === 'POST') {
    if (server.offline) return Promise.reject(new Error('request:fail net::ERR_INTERNET_DISCONNECTED'));
    if (server.refusal) return answer(400, server.refusal);
    if (server.failSubmits > 0) {
      server.failSubmits -= 1;
      return answer(500, { code: 500, message: '服务器繁忙' });
    }
    return ok({ id: 'data-1', code: 'VISIT-0001' });
  }
  return answer(404, { code: 404, message: 'API接口不存在' });
}
const calls = (suffix: string, method = 'GET') =>
  seen.filter(
    (r) => (r.method ?? 'GET').toUpperCase() === method && new URL(r.url, 'http://x').pathname.endsWith(suffix),
  );
const localCopies = () => Object.keys(localStorage).filter((k) => k.includes('ware_form_fill'));

beforeEach(() => {
  resetClient();
  seen = [];
  server.offline = false;
  server.draftsBusy = false;
  server.failSubmits = 0;
  server.refusal = null;
  server.form = FORM;
  server.permissions = MEMBER;
  server.deleted = null;
  delete server.configs;
  harness.handler = fakeServer;
  harness.query = { appId: 'app-visit' };
  useSession.setState({ token: 'Bearer t', userId: '10003' });
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
  document.body.innerHTML = '';
});

describe('a link that names its form', () => {
  it('reads that form alone (newer engine), not the app’s list', async () => {
    harness.query = { appId: 'app-visit', formId: 'form-visit' };
    open();
    await titleInput();
    expect(calls('/bigtable/form').map((r) => new URL(r.url, 'http://x').search)).toEqual(['?id=form-visit']);
    expect(calls('/app/app-visit/form')).toHaveLength(0);
  });

  it('a form of another app is no form of this one', async () => {
    harness.query = { appId: 'app-visit', formId: 'form-visit' };
    server.form = { ...FORM, appId: 'app-other' } as typeof FORM;
    open();
    expect(await screen.findByText(FORM_PAGE_TEXT.noForm)).toBeTruthy();
  });
});

describe('the form read/write state list', () => {
  const input = (key: string, name: string) => ({ key, type: 'input', name, options: { defaultValue: null }, rules: [] });
  const twoFields = { ...FORM, script: { list: [input('input_title', '标题'), input('input_contact', '联系人')] } };
  const contactShown = () => document.getElementById('field-input_contact-native') !== null;
  const HIDE_CONTACT = { fieldLinkage: [], addState: 'HIDDEN', editState: null };

  it('hides what the list sets hidden (its key read as the field), asked with formId and isV1', async () => {
    server.form = twoFields;
    server.configs = [{ key: 'input_contact', name: '联系人', ...HIDE_CONTACT }];
    open();
    await titleInput();
    expect(contactShown()).toBe(false);
    expect(calls('/ware-engine-form/form-field-configs').map((r) => new URL(r.url, 'http://x').search)).toEqual(['?formId=form-visit&isV1=false']);
  });

  it('a failed list is an empty one: the form’s own states stay, and a field neither hides is shown', async () => {
    server.form = { ...twoFields, fieldStates: [{ id: 'input_contact', ...HIDE_CONTACT }] as never[] };
    server.configs = 'fail';
    const first = open();
    await titleInput();
    expect(contactShown()).toBe(false);
    first.unmount();
    server.form = twoFields;
    open();
    await titleInput();
    await waitFor(() => expect(contactShown()).toBe(true));
  });
});

function open() {
  const root = document.createElement('div');
  root.id = PAGE;
  root.className = 'taro_page';
  document.body.appendChild(root);
  (Current as { page: unknown }).page = { path: PAGE };
  return render(<FormInfo />, { container: root });
}
const titleInput = () =>
  waitFor(() => {
    const el = document.getElementById('field-input_title-native');
    if (!el) throw new Error('the form is not shown');
    return el as HTMLInputElement;
  });

it('each opening of the screen loads the form afresh: the input typed in the first visit is restored in the next', async () => {
  const first = open();
  const input = await titleInput();
  // The local copy is written 500 ms after the last key: a fake clock moves past it (animation frames stay real, as
  // Taro's components render on them).
  jest.useFakeTimers({ doNotFake: ['requestAnimationFrame', 'cancelAnimationFrame'] });
  fireEvent.input(input, { target: { value: '第一次填写' } });
  act(() => void jest.advanceTimersByTime(SPEC_DEBOUNCE_MS - 1));
  expect(localCopies()).toHaveLength(0);
  act(() => void jest.advanceTimersByTime(1));
  await waitFor(() => expect(localCopies()).toHaveLength(1));
  first.unmount();
  jest.useRealTimers();

  open();
  await screen.findByText(FORM_PAGE_TEXT.restoredLocal);
  expect((await titleInput()).value).toBe('第一次填写');
  expect(calls('/ware-engine/apps/app-visit')).toHaveLength(2);
});

it('a failed submit keeps the input and says so; the retry sends the same submit key, then the copy is gone', async () => {
  server.failSubmits = 1;
  open();
  fireEvent.input(await titleInput(), { target: { value: '重试一次' } });
  fireEvent.click(screen.getByText(FORM_PAGE_TEXT.submit));
  await screen.findByText(FORM_PAGE_TEXT.submitFailed);
  expect((await titleInput()).value).toBe('重试一次');
  expect(localCopies()).toHaveLength(1);

  fireEvent.click(screen.getByText(FORM_PAGE_TEXT.retry));
  await waitFor(() => expect(harness.mocks.redirectTo).toHaveBeenCalled());
  expect(String(harness.mocks.redirectTo!.mock.calls[0]![0].url)).toMatch(
    /subSuccess\?.*dataId=data-1&code=VISIT-0001$/,
  );
  const submits = calls('/form/form-visit/form-data', 'POST').map(
    (r) => r.data as { requestId: string; content: unknown },
  );
  expect(submits).toHaveLength(2);
  expect(submits[1]!.requestId).toBe(submits[0]!.requestId);
  expect(submits[1]!.content).toEqual({ input_title: '重试一次' });
  expect(localCopies()).toHaveLength(0);
});

it('offline, the submit waits in the outbox with its key and the page closes; the network back, it goes once', async () => {
  useSession.setState({ tenantId: '1001' });
  server.offline = true;
  open();
  fireEvent.input(await titleInput(), { target: { value: '离线填写' } });
  fireEvent.click(screen.getByText(FORM_PAGE_TEXT.submit));
  await waitFor(() => expect(harness.mocks.showToast).toHaveBeenCalledWith(expect.objectContaining({ title: OUTBOX_TEXT.queued })));
  expect(harness.mocks.reLaunch).toHaveBeenCalled();
  expect(localCopies()).toHaveLength(0);
  const [sent] = calls('/form/form-visit/form-data', 'POST').map((r) => r.data as { requestId: string });
  expect(useOutbox.getState().entries).toMatchObject([
    { kind: 'submit', state: 'pending', owner: { userId: '10003', tenantId: '1001' }, call: { method: 'POST', data: { requestId: sent!.requestId } } },
  ]);
  expect(outboxKept.entries).toEqual(useOutbox.getState().entries);

  server.offline = false;
  act(() => onlineManager.setOnline(false));
  act(() => onlineManager.setOnline(true));
  await waitFor(() => expect(useOutbox.getState().entries).toEqual([]));
  const submits = calls('/form/form-visit/form-data', 'POST').map((r) => r.data as { requestId: string; content: unknown });
  expect(submits).toHaveLength(2);
  expect(submits[1]).toEqual(submits[0]);
  expect(submits[1]!.content).toEqual({ input_title: '离线填写' });
  expect(outboxKept.entries).toEqual([]);
});

it('a submit that reaches the server drops the drafts of the form still waiting in the outbox: the outbox no longer lists them', async () => {
  const me = { userId: '10003', tenantId: '1001' };
  useSession.setState({ tenantId: me.tenantId });
  const draft = (key: string, over: Partial<OutboxEntry> = {}): OutboxEntry => ({
    key,
    owner: me,
    kind: 'draft',
    subject: 'form:form-visit',
    call: { method: 'PUT', path: '/application/app-visit/form/form-visit/draft-date', data: { content: { input_title: '离线时' }, requestId: key } },
    label: '草稿 · 拜访记录',
    words: '标题：离线时',
    queuedAt: Date.now() - 60_000,
    state: 'pending',
    attempts: 0,
    ...over,
  });
  // Typed without a network, the draft waits; the network back, its replay met a busy server and it waits still.
  const others = [draft('d-bob', { owner: { userId: '10004', tenantId: '1001' }, label: '草稿 · 别人的' }), draft('d-other', { subject: 'form:form-other', label: '草稿 · 其他表单', call: { method: 'PUT', path: '/application/app-visit/form/form-other/draft-date', data: { content: {}, requestId: 'd-other' } } })];
  outboxKept.entries = [draft('d-mine'), ...others];
  useOutbox.setState({ entries: [draft('d-mine'), ...others], loaded: true });
  server.draftsBusy = true;
  const page = open();
  fireEvent.input(await titleInput(), { target: { value: '联网提交' } });
  await press(screen.getByText(FORM_PAGE_TEXT.submit));
  await waitFor(() => expect(harness.mocks.redirectTo).toHaveBeenCalled());
  await waitFor(() => expect(useOutbox.getState().entries.map((e) => e.key)).toEqual(['d-bob', 'd-other']));
  expect(outboxKept.entries).toEqual(useOutbox.getState().entries);
  page.unmount();
  // The network coming back again replays nothing of it.
  const draftsSent = calls('/form/form-visit/draft-date', 'PUT').length;
  act(() => onlineManager.setOnline(false));
  act(() => onlineManager.setOnline(true));
  await idle();
  expect(calls('/form/form-visit/draft-date', 'PUT')).toHaveLength(draftsSent);

  // The outbox lists what still waits, without a word about the dropped draft.
  await mount(<OutboxScreen />);
  expect(await screen.findByText('草稿 · 其他表单')).toBeTruthy();
  expect(screen.queryByText('草稿 · 拜访记录')).toBeNull();
  expect(screen.getAllByTestId('outbox-entry')).toHaveLength(1);
});

it('a submit the server refuses shows every field error on its field and keeps the input; an edit clears its own', async () => {
  const field = (key: string, name: string) => ({
    key,
    type: 'input',
    name,
    options: { defaultValue: null },
    rules: [],
  });
  server.form = { ...FORM, script: { list: [field('input_title', '标题'), field('input_contact', '联系人')] } };
  server.refusal = {
    code: 400,
    message: '表单校验未通过: 标题含有不允许的字',
    data: { errors: { input_title: '标题含有不允许的字', input_contact: '联系人须为本组织成员' } },
  };
  open();
  fireEvent.input(await titleInput(), { target: { value: '某标题' } });
  fireEvent.input(document.getElementById('field-input_contact-native')!, { target: { value: '外人' } });
  fireEvent.click(screen.getByText(FORM_PAGE_TEXT.submit));

  // Each message at its own field, the typed values unchanged.
  const errorAt = (key: string) =>
    document.querySelector(`[data-key="${key}"] .form-field__error`)?.textContent ?? null;
  await waitFor(() => expect(errorAt('input_contact')).toBe('联系人须为本组织成员'));
  expect(errorAt('input_title')).toBe('标题含有不允许的字');
  expect((await titleInput()).value).toBe('某标题');
  expect((document.getElementById('field-input_contact-native') as HTMLInputElement).value).toBe('外人');

  // The value the server refused changed: its message goes, the other field's stays until that one changes.
  fireEvent.input(await titleInput(), { target: { value: '另一个标题' } });
  await waitFor(() => expect(errorAt('input_title')).toBeNull());
  expect(errorAt('input_contact')).toBe('联系人须为本组织成员');
});

describe('fails closed', () => {
  it('a permission list that cannot be read shows the retry view, never the fields; 重试 reads it again', async () => {
    server.permissions = 'fail';
    open();
    await screen.findByText(FORM_PAGE_TEXT.permissionsUnreadable);
    expect(document.getElementById('field-input_title-native')).toBeNull();
    expect(screen.queryByText(FORM_PAGE_TEXT.submit)).toBeNull();

    server.permissions = MEMBER;
    fireEvent.click(screen.getByText('重试'));
    expect((await titleInput()).value).toBe('');
    expect(screen.getByText(FORM_PAGE_TEXT.submit)).toBeTruthy();
    expect(calls('/my-permissions')).toHaveLength(2);
  });

  it('without create, a new record shows the fields and a disabled button that says so; a tap sends nothing', async () => {
    server.permissions = [sees('input_title'), op('edit')];
    open();
    await titleInput();
    const refused = await screen.findByText(FORM_PAGE_TEXT.noCreate);
    expect(screen.queryByText(FORM_PAGE_TEXT.submit)).toBeNull();
    expect(refused.closest('[aria-disabled="true"]')).not.toBeNull();
    fireEvent.click(refused);
    expect(calls('/form/form-visit/form-data', 'POST')).toHaveLength(0);
  });

  it('without edit, an edit shows the record and a disabled button that says so; a tap saves nothing', async () => {
    server.permissions = [sees('input_title'), op('create')];
    harness.query = { appId: 'app-visit', dataId: 'data-9' };
    open();
    expect((await titleInput()).value).toBe('旧标题');
    const refused = await screen.findByText(FORM_PAGE_TEXT.noEdit);
    expect(screen.queryByText(FORM_PAGE_TEXT.save)).toBeNull();
    fireEvent.click(refused);
    expect(calls('/form/form-visit/form-data/data-9', 'PUT')).toHaveLength(0);
  });

  it('with edit, the same edit offers 保存', async () => {
    server.permissions = [sees('input_title'), op('edit')];
    harness.query = { appId: 'app-visit', dataId: 'data-9' };
    open();
    await titleInput();
    expect(await screen.findByText(FORM_PAGE_TEXT.save)).toBeTruthy();
    expect(screen.queryByText(FORM_PAGE_TEXT.noEdit)).toBeNull();
  });

  it('a field the user may not see is not shown', async () => {
    server.form = {
      ...FORM,
      script: {
        list: [
          ...FORM.script.list,
          { key: 'input_secret', type: 'input', name: '内部备注', options: { defaultValue: null }, rules: [] },
        ],
      },
    };
    open();
    await titleInput();
    expect(document.getElementById('field-input_secret-native')).toBeNull();
  });
});

describe('数据不存在 on the form page', () => {
  const GONE = '您无权查看该数据或数据已被删除';
  const modalTexts = () => harness.mocks.showModal!.mock.calls.map((c) => (c[0] as { content: string }).content);

  it('an edit of a record that no longer exists shows the catalogue modal, no toast, and goes back', async () => {
    server.deleted = 'data-9';
    harness.query = { appId: 'app-visit', dataId: 'data-9' };
    harness.pages = [{ route: 'pagesB/view/detail' }, { route: 'pagesB/view/search/formInfo' }];
    open();
    await waitFor(() => expect(harness.mocks.navigateBack).toHaveBeenCalledTimes(1));
    expect(modalTexts()).toEqual([GONE]);
    expect(harness.mocks.showToast).not.toHaveBeenCalled();
    expect(document.getElementById('field-input_title-native')).toBeNull();
    expect(screen.queryByText('重试')).toBeNull();
  });

  it('opened by a link (no page behind it), it goes to the entry page instead', async () => {
    server.deleted = 'data-9';
    harness.query = { appId: 'app-visit', dataId: 'data-9' };
    harness.pages = [{ route: 'pagesB/view/search/formInfo' }];
    open();
    await waitFor(() => expect(harness.mocks.reLaunch).toHaveBeenCalledWith({ url: '/pages/index/temp' }));
    expect(modalTexts()).toEqual([GONE]);
  });

  it('a record deleted while it was being edited: 保存 shows the same modal and goes back, the local copy dropped', async () => {
    server.deleted = 'on-save';
    harness.query = { appId: 'app-visit', dataId: 'data-9' };
    harness.pages = [{ route: 'pagesB/view/detail' }, { route: 'pagesB/view/search/formInfo' }];
    open();
    fireEvent.input(await titleInput(), { target: { value: '新标题' } });
    fireEvent.click(await screen.findByText(FORM_PAGE_TEXT.save));
    await waitFor(() => expect(harness.mocks.navigateBack).toHaveBeenCalledTimes(1));
    expect(modalTexts()).toEqual([GONE]);
    expect(screen.queryByText(FORM_PAGE_TEXT.submitFailed)).toBeNull();
    expect(localCopies()).toHaveLength(0);
  });
});
