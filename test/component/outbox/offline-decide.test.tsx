/**
 * A task decision and a record comment taken offline (issue 40): kept in the outbox with their key and the user's
 * words; replayed when the network returns; a refusal (decided by someone else meanwhile) shown beside the task with
 * the server's message and the opinion intact; and replayed only for the user who took them.
 */
import { onlineManager } from '@tanstack/react-query';
import { act, screen, waitFor } from '@testing-library/react';

import { TODO_TEXT } from '../../../src/domain/todo';
import { OUTBOX_TEXT, OutboxNotice, startOutbox, useOutbox } from '../../../src/features/outbox';
import { CommentsSection } from '../../../src/features/records/detail/CommentsSection';
import { RECORDS_TEXT, type RecordsContext } from '../../../src/features/records/parts/record-view';
import { TaskActions } from '../../../src/features/todo/parts/TaskActions';
import { useSession } from '../../../src/stores/session';
import { resetClient } from '../support/client-reset';
import { typeInto } from '../support/keyboard';
import { outboxKept } from '../support/outbox-device';
import { mount, press } from '../support/screen';
import { harness, type FakeRequest } from '../support/taro';

jest.mock('@tarojs/taro', () => jest.requireActual<typeof import('../support/taro')>('../support/taro').taroFactory());
jest.mock('../../../src/platform/durable-storage', () => jest.requireActual<typeof import('../support/outbox-device')>('../support/outbox-device').durableInMemory);

const ok = (data: unknown) => Promise.resolve({ statusCode: 200, data: { code: 0, message: 'success', data } });
const DECIDED_BY_OTHERS = '此任务已被他人处理';

/** The server: offline, or answering decisions with `decision` and comments as posted; `sent` keeps what reached it. */
const server = { offline: false, decision: null as null | { status: number; message: string }, sent: [] as Array<{ path: string; data: Record<string, unknown> }> };
function fakeServer(req: FakeRequest) {
  const path = new URL(req.url, 'http://x').pathname;
  if (path.endsWith('/getCommentOnOff')) return ok({ on: true });
  if (path.endsWith('/findAllByDataId')) return ok([]);
  if (server.offline) return Promise.reject(new Error('request:fail net::ERR_INTERNET_DISCONNECTED'));
  server.sent.push({ path, data: req.data as Record<string, unknown> });
  if (path.endsWith('/complete') && server.decision) {
    return Promise.resolve({ statusCode: server.decision.status, data: { code: server.decision.status, message: server.decision.message, data: null } });
  }
  return ok({ id: 'c1', content: 'x' });
}

const VIEW = {
  gone: false,
  taskId: 'task-1',
  detail: { actions: { complete: true, reject: true }, node: { signature: false, rejectTo: [] }, task: { activityInstanceId: 'a-1' }, instance: { processName: '费用报销审批' } },
  form: { app: { id: 'app-1', type: null }, instance: { id: 'p-1', status: 'RUNNING' }, record: { id: 'data-1', content: {} }, fields: [], form: { name: '报销' } },
  history: { instance: null, activities: [], tasks: [] },
} as unknown as Parameters<typeof TaskActions>[0]['view'];

/** The native text box once the screen shows it (waitFor retries until it is there). */
const box = (selector: string) =>
  waitFor(() => {
    const found = document.querySelector(selector);
    if (!found) throw new Error(`no ${selector} yet`);
    return found;
  });
const signIn = (userId: string) => act(() => useSession.setState({ token: `Bearer at-${userId}`, userId, tenantId: '1001' }));
const networkBack = () => {
  server.offline = false;
  act(() => onlineManager.setOnline(false));
  act(() => onlineManager.setOnline(true));
};

/** Approves task-1 offline with an opinion, as the task page does. */
async function approveOffline(opinion: string) {
  server.offline = true;
  await mount(<TaskActions view={VIEW} values={{}} onDone={() => undefined} />);
  typeInto(await box('#task-opinion-native'), opinion);
  await press(screen.getByText(TODO_TEXT.actions.approve));
  await waitFor(() => expect(harness.mocks.showToast).toHaveBeenCalledWith(expect.objectContaining({ title: OUTBOX_TEXT.queued })));
}

beforeEach(() => {
  resetClient();
  outboxKept.entries = undefined;
  useOutbox.setState({ entries: [], loaded: true });
  Object.assign(server, { offline: false, decision: null, sent: [] });
  harness.handler = fakeServer;
  signIn('10003');
  startOutbox();
});

it('an approval offline waits with its key and opinion; refused on replay, the task page shows why, the opinion intact, to give up', async () => {
  await approveOffline('离线同意');
  const [entry] = useOutbox.getState().entries;
  expect(entry).toMatchObject({ kind: 'decide', subject: 'task:task-1', state: 'pending', words: '离线同意', label: `${TODO_TEXT.actions.approve} · 费用报销审批` });
  expect(entry!.call.data).toMatchObject({ approved: true, comment: '离线同意', requestId: entry!.key });
  // The decision is the user's already: not offered again while it waits.
  expect(screen.queryByText(TODO_TEXT.actions.approve)).toBeNull();

  server.decision = { status: 400, message: DECIDED_BY_OTHERS };
  networkBack();
  await waitFor(() => expect(useOutbox.getState().entries[0]).toMatchObject({ state: 'failed', failure: DECIDED_BY_OTHERS, words: '离线同意' }));
  expect(server.sent.map((s) => s.data.requestId)).toEqual([entry!.key]);

  await mount(<OutboxNotice subject="task:task-1" failedTitle={OUTBOX_TEXT.decideFailed} wordsLabel={TODO_TEXT.opinion} />);
  expect((await screen.findByRole('alert')).textContent).toContain(`${OUTBOX_TEXT.decideFailed}：${DECIDED_BY_OTHERS}`);
  expect(screen.getByText(`${TODO_TEXT.opinion}：离线同意`)).toBeTruthy();
  expect(screen.getByText(OUTBOX_TEXT.copy)).toBeTruthy();
  await press(screen.getByText(OUTBOX_TEXT.discard));
  await waitFor(() => expect(screen.queryByTestId('outbox-notice')).toBeNull());
  expect(outboxKept.entries).toEqual([]);
});

it("another user signing in on the device never replays the decision; its own user back, it goes once with its key", async () => {
  await approveOffline('稍后同步');
  const [alices] = useOutbox.getState().entries;
  const key = alices!.key;
  // Bob's own queued comment on the same device, which his replay sends.
  const bobs = { ...alices!, key: 'bob-key-0001', owner: { userId: '10004', tenantId: '1001' }, subject: 'comments:d-2', call: { method: 'POST' as const, path: '/bigtable/formDataComment/create', data: { requestId: 'bob-key-0001' } } };
  act(() => useOutbox.setState({ entries: [alices!, bobs] }));
  signIn('10004');
  networkBack();
  await waitFor(() => expect(useOutbox.getState().entries).toEqual([alices]));
  expect(server.sent.map((s) => s.data.requestId)).toEqual(['bob-key-0001']);

  signIn('10003');
  await waitFor(() => expect(useOutbox.getState().entries).toEqual([]));
  expect(server.sent.map((s) => s.data.requestId)).toEqual(['bob-key-0001', key]);
});

it('an expired token met while replaying is renewed silently and the replay goes on, same key, new token', async () => {
  await approveOffline('续期后同步');
  const key = useOutbox.getState().entries[0]!.key;
  act(() => useSession.setState({ refreshToken: 'rt-1', signInMethod: 'provider' }));
  let expiredOnce = false;
  const renewals: string[] = [];
  harness.handler = (req: FakeRequest) => {
    if (new URL(req.url, 'http://x').pathname.endsWith('/complete') && !expiredOnce) {
      expiredOnce = true;
      server.sent.push({ path: 'expired', data: req.data as Record<string, unknown> });
      return Promise.resolve({ statusCode: 401, data: { code: 401, message: 'token expired' } });
    }
    if (!req.url.includes('/api/')) {
      renewals.push(req.url);
      return Promise.resolve({ statusCode: 200, data: { access_token: 'at-renewed', refresh_token: 'rt-2', id_token: 'x.eyJzdWIiOiIxMDAwMyIsInRpZCI6IjEwMDEifQ.x' } });
    }
    return fakeServer(req);
  };
  networkBack();
  await waitFor(() => expect(useOutbox.getState().entries).toEqual([]));
  expect(renewals).toHaveLength(1);
  expect(server.sent.map((s) => s.data.requestId)).toEqual([key, key]);
  expect(useSession.getState().token).toBe('Bearer at-renewed');
});

it('a comment offline shows under the record as 待同步 with its text, and is posted when the network returns', async () => {
  server.offline = true;
  await mount(<CommentsSection ctx={{ appId: 'app-1', formId: 'form-1' } as RecordsContext} dataId="data-1" />);
  typeInto(await box('.records__keyword input'), '离线评论');
  await press(screen.getByText(RECORDS_TEXT.send));
  expect((await screen.findByRole('status')).textContent).toBe(`${RECORDS_TEXT.comments} · 离线评论 · ${OUTBOX_TEXT.pending}${RECORDS_TEXT.comments}：离线评论`);
  const key = useOutbox.getState().entries[0]!.key;

  networkBack();
  await waitFor(() => expect(screen.queryByTestId('outbox-notice')).toBeNull());
  expect(server.sent).toEqual([{ path: '/api/bigtable/formDataComment/create', data: expect.objectContaining({ dataId: 'data-1', content: '离线评论', requestId: key }) }]);
});
