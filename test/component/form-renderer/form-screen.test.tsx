import { Current } from '@tarojs/runtime';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';

import { FORM_PAGE_TEXT } from '../../../src/features/form/form-loader';
import FormInfo from '../../../src/features/form/FormInfoScreen';
import { useSession } from '../../../src/stores/session';
import { resetClient } from '../support/client-reset';
import { answer, harness, type FakeRequest } from '../support/taro';

jest.mock('@tarojs/taro', () => jest.requireActual<typeof import('../support/taro')>('../support/taro').taroFactory());
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
const server: { failSubmits: number; refusal: unknown; form: typeof FORM } = {
  failSubmits: 0,
  refusal: null,
  form: FORM,
};
function fakeServer(req: FakeRequest) {
  seen.push(req);
  const path = new URL(req.url, 'http://x').pathname;
  const ok = (data: unknown) => answer(200, { code: 0, message: 'ok', data });
  if (path.endsWith('/ware-engine/apps/app-visit')) return ok({ id: 'app-visit', name: '拜访', type: 'FORM' });
  if (path.endsWith('/app/app-visit/form')) return ok([server.form]);
  if (path.endsWith('/form/form-visit/form-data') && req.method === 'POST') {
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
  server.failSubmits = 0;
  server.refusal = null;
  server.form = FORM;
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
