import { onlineManager } from '@tanstack/react-query';
import { act, screen, waitFor, within } from '@testing-library/react';

import type { OutboxEntry } from '../../../src/domain/outbox/queue';
import { OUTBOX_TEXT, useOutbox } from '../../../src/features/outbox';
import OutboxScreen from '../../../src/features/outbox/OutboxScreen';
import { OUTBOX_SCREEN_TEXT } from '../../../src/features/outbox/screen-text';
import { PATHS } from '../../../src/routes';
import { readFormFill } from '../../../src/stores/form-fill';
import { useSession } from '../../../src/stores/session';
import { resetClient } from '../support/client-reset';
import { outboxKept } from '../support/outbox-device';
import { mount, press } from '../support/screen';
import { answer, harness } from '../support/taro';

jest.mock('@tarojs/taro', () => jest.requireActual<typeof import('../support/taro')>('../support/taro').taroFactory());
/** What the outbox screen did on the device besides the outbox: files forgotten, text copied. */
const mockDevice: { forgotten: string[]; copied: string[] } = { forgotten: [], copied: [] };
jest.mock('../../../src/platform/durable-storage', () => jest.requireActual<typeof import('../support/outbox-device')>('../support/outbox-device').durableInMemory);
jest.mock('../../../src/platform/kept-file', () => ({
  keptFile: async () => null,
  keptFileUrl: async () => null,
  keepFile: async () => 'kept',
  forgetKeptFile: async (kept: string) => void mockDevice.forgotten.push(kept),
}));
jest.mock('../../../src/platform/clipboard', () => ({ copyText: async (text: string) => void mockDevice.copied.push(text) }));

const ALICE = { userId: '10003', tenantId: '1001' };
const HOUR = 3_600_000;
const KEPT = { fileId: 'outbox:wareFile:1', name: '现场.jpg', url: 'blob:1', kept: 'wareFile:1' };

function entry(key: string, over: Partial<OutboxEntry> = {}): OutboxEntry {
  return {
    key,
    owner: ALICE,
    kind: 'submit',
    subject: 'form:form-visit',
    call: { method: 'POST', path: '/application/app-visit/form/form-visit/form-data', data: { content: { input_title: '巡检', uploadImg_photos: [KEPT] }, requestId: key } },
    label: '提交 · 拜访记录',
    words: '标题：巡检\n现场照片：现场.jpg',
    form: { appId: 'app-visit', formId: 'form-visit' },
    files: [{ id: KEPT.fileId, name: KEPT.name, kept: KEPT.kept }],
    queuedAt: Date.now() - 2 * HOUR,
    state: 'pending',
    attempts: 0,
    ...over,
  };
}

/** Opens the screen on this outbox, as the app has loaded it from the device (offline: nothing replays meanwhile). */
async function open(entries: OutboxEntry[]) {
  outboxKept.entries = entries;
  useOutbox.setState({ entries, loaded: true });
  await mount(<OutboxScreen />);
}

const entryCard = (label: string) => screen.getAllByTestId('outbox-entry').find((e) => e.textContent?.includes(label))!;

beforeEach(() => {
  resetClient();
  // Offline unless a test brings the network back: the screen's replays leave the list as the device keeps it.
  act(() => onlineManager.setOnline(false));
  mockDevice.forgotten = [];
  mockDevice.copied = [];
  harness.modalConfirm = true;
  useSession.setState({ token: 'Bearer t', ...ALICE });
});

it('lists every action of the signed-in user: what it is, when it was queued, its state, the server message, its files', async () => {
  await open([
    entry('k-1'),
    entry('k-2', { label: '提交 · 报销', state: 'failed', failure: '表单已变更，请重新填写', files: [] }),
    entry('k-3', { owner: { userId: 'someone-else', tenantId: '1001' }, label: '提交 · 别人的' }),
  ]);
  expect(await screen.findAllByTestId('outbox-entry')).toHaveLength(2);
  const pending = within(entryCard('拜访记录'));
  expect(pending.getByText('2小时前加入')).toBeTruthy();
  expect(pending.getByText(OUTBOX_TEXT.pending)).toBeTruthy();
  expect(pending.getByText(`附件 现场.jpg · ${OUTBOX_SCREEN_TEXT.fileKept}`)).toBeTruthy();
  expect(within(entryCard('报销')).getByText(`${OUTBOX_TEXT.failed}：表单已变更，请重新填写`)).toBeTruthy();
  expect(screen.queryByText('提交 · 别人的')).toBeNull();
});

it('复制内容 puts the user’s words on the clipboard; an action without any, what it is', async () => {
  const { words: _none, ...approval } = entry('k-2', { kind: 'decide', subject: 'task:t-1', label: '同意 · 费用报销审批', files: [] });
  await open([entry('k-1'), approval]);
  await press(within(entryCard('拜访记录')).getByText(OUTBOX_SCREEN_TEXT.copy));
  await press(within(entryCard('费用报销审批')).getByText(OUTBOX_SCREEN_TEXT.copy));
  expect(mockDevice.copied).toEqual(['标题：巡检\n现场照片：现场.jpg', '同意 · 费用报销审批']);
});

it('放弃 asks first; declined, nothing changes; confirmed, the action and its kept files leave the device', async () => {
  await open([entry('k-1')]);
  harness.modalConfirm = false;
  await press(within(entryCard('拜访记录')).getByText(OUTBOX_TEXT.discard));
  expect(harness.mocks.showModal).toHaveBeenCalledWith(expect.objectContaining({ content: expect.stringContaining('提交 · 拜访记录') }));
  expect(useOutbox.getState().entries).toHaveLength(1);

  harness.modalConfirm = true;
  await press(within(entryCard('拜访记录')).getByText(OUTBOX_TEXT.discard));
  await screen.findByText(OUTBOX_SCREEN_TEXT.empty);
  expect(outboxKept.entries).toEqual([]);
  expect(mockDevice.forgotten).toEqual(['wareFile:1']);
});

it('编辑 opens the form with the queued input and its key restored; the kept files stay on the device for it', async () => {
  const uploaded = { fileId: 'f-9', name: '现场.jpg', url: '/api/storage/f-9' };
  await open([entry('k-1', { files: [{ id: KEPT.fileId, name: KEPT.name, kept: KEPT.kept, uploaded }] })]);
  await press(within(entryCard('拜访记录')).getByText(OUTBOX_SCREEN_TEXT.edit));
  await waitFor(() => expect(harness.mocks.navigateTo).toHaveBeenCalledWith({ url: `${PATHS.formInfo}?appId=app-visit&formId=form-visit` }));
  // A file uploaded before goes back as the stored file: the form never uploads it again.
  expect(readFormFill({ userId: ALICE.userId, appId: 'app-visit', formId: 'form-visit', dataId: null })).toMatchObject({
    values: { input_title: '巡检', uploadImg_photos: [uploaded] },
    requestId: 'k-1',
  });
  expect(useOutbox.getState().entries).toEqual([]);
  expect(mockDevice.forgotten).toEqual([]);
});

it('重试 replays the action at once: taken by the server, it leaves the list', async () => {
  await open([entry('k-1', { state: 'failed', failure: '服务器繁忙', files: [], call: { method: 'POST', path: '/x', data: { content: {}, requestId: 'k-1' } } })]);
  harness.handler = () => answer(200, { code: 0, message: 'ok', data: { id: 'd-1' } });
  act(() => onlineManager.setOnline(true));
  await press(within(entryCard('拜访记录')).getByText(OUTBOX_TEXT.retry));
  await screen.findByText(OUTBOX_SCREEN_TEXT.empty);
});

it('an empty outbox says so', async () => {
  await open([]);
  expect(await screen.findByText(OUTBOX_SCREEN_TEXT.empty)).toBeTruthy();
});

afterAll(() => onlineManager.setOnline(true));
