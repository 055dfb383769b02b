/**
 * Entries an earlier version kept on the device (issue 40) keep working after the update: a submit whose input in
 * words was stored as `text` and a decision whose opinion was stored as `input` load from the device, show on the
 * outbox screen and beside their task, copy the user's words, and replay when the network returns.
 */
import { onlineManager } from '@tanstack/react-query';
import { act, screen, waitFor, within } from '@testing-library/react';

import { TODO_TEXT } from '../../../src/domain/todo';
import { OUTBOX_TEXT, OutboxNotice, useOutbox } from '../../../src/features/outbox';
import OutboxScreen from '../../../src/features/outbox/OutboxScreen';
import { OUTBOX_SCREEN_TEXT } from '../../../src/features/outbox/screen-text';
import { useSession } from '../../../src/stores/session';
import { resetClient } from '../support/client-reset';
import { outboxKept } from '../support/outbox-device';
import { mount, press } from '../support/screen';
import { answer, harness, type FakeRequest } from '../support/taro';

jest.mock('@tarojs/taro', () => jest.requireActual<typeof import('../support/taro')>('../support/taro').taroFactory());
jest.mock('../../../src/platform/durable-storage', () => jest.requireActual<typeof import('../support/outbox-device')>('../support/outbox-device').durableInMemory);
const mockCopied: string[] = [];
jest.mock('../../../src/platform/clipboard', () => ({ copyText: async (text: string) => void mockCopied.push(text) }));

const ALICE = { userId: '10003', tenantId: '1001' };

/** The outbox as the earlier version wrote it to the device: its two fields for the user's words. */
const STORED_BEFORE = [
  {
    key: 'k-submit',
    owner: ALICE,
    kind: 'submit',
    subject: 'form:form-visit',
    call: { method: 'POST', path: '/application/app-visit/form/form-visit/form-data', data: { content: { input_title: '巡检' }, requestId: 'k-submit' } },
    label: '提交 · 拜访记录',
    text: '标题：巡检',
    form: { appId: 'app-visit', formId: 'form-visit' },
    queuedAt: Date.now() - 60_000,
    state: 'pending',
    attempts: 0,
  },
  {
    key: 'k-decide',
    owner: ALICE,
    kind: 'decide',
    subject: 'task:task-1',
    call: { method: 'PUT', path: '/task/task-1/complete', data: { approved: true, comment: '离线同意', requestId: 'k-decide' } },
    label: '同意 · 费用报销审批',
    input: '离线同意',
    queuedAt: Date.now() - 30_000,
    state: 'failed',
    failure: '服务器未接受此操作',
    attempts: 1,
  },
];

const sent: FakeRequest[] = [];

beforeAll(() => {
  resetClient();
  // Offline while the entries are looked at: nothing replays until the network returns.
  act(() => onlineManager.setOnline(false));
  outboxKept.entries = STORED_BEFORE;
  // The app has not read the device yet: the screen's start loads the outbox from it.
  useOutbox.setState({ entries: [], loaded: false });
  useSession.setState({ token: 'Bearer t', ...ALICE });
  harness.handler = (req) => {
    sent.push(req);
    return answer(200, { code: 0, message: 'ok', data: { id: 'd-1' } });
  };
});
afterAll(() => onlineManager.setOnline(true));

it('loads them with the user’s words in one field, lists them and copies those words', async () => {
  await mount(<OutboxScreen />);
  const cards = await screen.findAllByTestId('outbox-entry');
  expect(cards.map((c) => c.getAttribute('aria-label'))).toEqual(['提交 · 拜访记录', '同意 · 费用报销审批']);
  expect(useOutbox.getState().entries.map((e) => e.words)).toEqual(['标题：巡检', '离线同意']);
  for (const e of useOutbox.getState().entries) {
    expect(e).not.toHaveProperty('text');
    expect(e).not.toHaveProperty('input');
  }

  await press(within(cards[0]!).getByText(OUTBOX_SCREEN_TEXT.copy));
  await press(within(cards[1]!).getByText(OUTBOX_SCREEN_TEXT.copy));
  expect(mockCopied).toEqual(['标题：巡检', '离线同意']);
});

it('shows a refused decision beside its task with its opinion, and replays both when the network returns', async () => {
  await mount(<OutboxNotice subject="task:task-1" failedTitle={OUTBOX_TEXT.decideFailed} wordsLabel={TODO_TEXT.opinion} />);
  expect(await screen.findByText(`${TODO_TEXT.opinion}：离线同意`)).toBeTruthy();

  await press(screen.getByText(OUTBOX_TEXT.retry));
  act(() => onlineManager.setOnline(true));
  await waitFor(() => expect(useOutbox.getState().entries).toEqual([]));
  expect(sent.map((r) => [new URL(r.url, 'http://x').pathname, (r.data as { requestId: string }).requestId])).toEqual([
    ['/api/application/app-visit/form/form-visit/form-data', 'k-submit'],
    ['/api/task/task-1/complete', 'k-decide'],
  ]);
  expect(outboxKept.entries).toEqual([]);
});
