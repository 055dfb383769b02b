/**
 * The comment boxes of a record (detail's 评论) and of a task decision (审批意见) take the spec's 140 characters
 * (screens-data-rules.md §5 "Textarea maximum length 140") and refuse the 141st: what is sent is what the box kept.
 */
import { screen, waitFor } from '@testing-library/react';

import { TEXTAREA_MAX_LENGTH } from '../../../src/domain/constants';
import { TODO_TEXT } from '../../../src/domain/todo';
import { CommentsSection } from '../../../src/features/records/detail/CommentsSection';
import { RECORDS_TEXT, type RecordsContext } from '../../../src/features/records/parts/record-view';
import { TaskActions } from '../../../src/features/todo/parts/TaskActions';
import { useSession } from '../../../src/stores/session';
import { resetClient } from '../support/client-reset';
import { typeInto } from '../support/keyboard';
import { mount, press } from '../support/screen';
import { harness, type FakeRequest } from '../support/taro';

jest.mock('@tarojs/taro', () => jest.requireActual<typeof import('../support/taro')>('../support/taro').taroFactory());

const ok = (data: unknown) => Promise.resolve({ statusCode: 200, data: { code: 0, message: 'success', data } });
const LONG = '评'.repeat(TEXTAREA_MAX_LENGTH + 1);

/** The server as these boxes see it; `sent` keeps each body that carries what the user wrote. */
function server() {
  const sent: Array<Record<string, unknown>> = [];
  harness.handler = (req: FakeRequest) => {
    const path = new URL(req.url, 'http://x').pathname;
    if (path.endsWith('/getCommentOnOff')) return ok({ on: true });
    if (path.endsWith('/findAllByDataId')) return ok([]);
    if (path.endsWith('/formDataComment/create') || path.endsWith('/complete')) {
      sent.push(req.data as Record<string, unknown>);
      return ok({ id: 'c1', content: 'x' });
    }
    return Promise.resolve({ statusCode: 404, data: { code: 404, message: 'API接口不存在', data: null } });
  };
  return sent;
}

// Taro's element puts its native box in on its own turn: wait until it is there (waitFor retries only on a throw).
const nativeBox = (selector: string) =>
  waitFor(() => {
    const box = document.querySelector(selector);
    if (!box) throw new Error(`no ${selector} yet`);
    return box;
  });

beforeEach(() => {
  resetClient();
  useSession.getState().setTokens({ accessToken: 'at-1', idToken: 'x.eyJzdWIiOiIxMDAwMyIsInRpZCI6IjEwMDEifQ.x', refreshToken: 'rt-1' });
});

it('a record comment takes 140 characters and refuses the 141st', async () => {
  const sent = server();
  const ctx = { appId: 'app-1', formId: 'form-1' } as RecordsContext;
  await mount(<CommentsSection ctx={ctx} dataId="data-1" />);
  typeInto(await nativeBox('.records__keyword input'), LONG);
  await press(screen.getByText(RECORDS_TEXT.send));
  expect(sent).toHaveLength(1);
  expect(String(sent[0]!.content)).toHaveLength(TEXTAREA_MAX_LENGTH);
});

it('a task opinion takes 140 characters and refuses the 141st', async () => {
  const sent = server();
  const view = {
    gone: false,
    taskId: 'task-1',
    detail: { actions: { complete: true }, node: { signature: false, rejectTo: [] }, task: { activityInstanceId: 'a-1' }, instance: { processName: '报销审批' } },
    form: { app: { id: 'app-1', type: null }, instance: { id: 'p-1', status: 'RUNNING' }, record: { id: 'data-1', content: {} }, fields: [], form: { name: '报销' } },
    history: { instance: null, activities: [], tasks: [] },
  } as unknown as Parameters<typeof TaskActions>[0]['view'];
  await mount(<TaskActions view={view} values={{}} onDone={() => undefined} />);
  typeInto(await nativeBox('#task-opinion-native'), LONG);
  await press(screen.getByText(TODO_TEXT.actions.approve));
  expect(sent).toHaveLength(1);
  expect(String(sent[0]!.comment)).toHaveLength(TEXTAREA_MAX_LENGTH);
});

it("an older-engine (V1) record's comments are listed, written and deleted through that engine's paths", async () => {
  const calls: string[] = [];
  harness.handler = (req: FakeRequest) => {
    const path = new URL(req.url, 'http://x').pathname.replace(/^.*?(\/(bigtable|ware-engine-form)\/)/, '$1');
    calls.push(`${req.method ?? 'GET'} ${path}`);
    if (path.endsWith('/getCommentOnOff')) return ok({ on: true });
    if (path === '/ware-engine-form/data/data-1/comments' && req.method === 'GET') return ok([{ id: 'c9', content: '旧评论', canDelete: true }]);
    if (path === '/ware-engine-form/data/data-1/comments') return ok({ id: 'c10', content: '新评论' });
    if (path === '/ware-engine-form/comments/c9') return ok({ id: 'c9', deleted: true });
    return Promise.resolve({ statusCode: 404, data: { code: 404, message: 'API接口不存在', data: null } });
  };
  const ctx = { appId: 'app-1', formId: 'form-1', appType: 'FORM_V1' } as RecordsContext;
  await mount(<CommentsSection ctx={ctx} dataId="data-1" />);
  await screen.findByText('旧评论');
  typeInto(await nativeBox('.records__keyword input'), '新评论');
  await press(screen.getByText(RECORDS_TEXT.send));
  await press(screen.getByLabelText(`${RECORDS_TEXT.deleteComment} 旧评论`));
  await waitFor(() => expect(calls).toContain('DELETE /ware-engine-form/comments/c9'));
  expect(calls).toContain('GET /ware-engine-form/data/data-1/comments');
  expect(calls).toContain('POST /ware-engine-form/data/data-1/comments');
  expect(calls.some((c) => c.includes('formDataComment/') && !c.endsWith('getCommentOnOff'))).toBe(false);
});
