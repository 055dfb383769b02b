import type { OutboxEntry } from '@/domain/outbox/queue';
import { fromStored, type StoredEntry } from '@/domain/outbox/stored';

/** An entry as any version stores it, less the user's words. */
const base: OutboxEntry = {
  key: 'k-1',
  owner: { userId: '10003', tenantId: '1001' },
  kind: 'decide',
  subject: 'task:t-1',
  call: { method: 'PUT', path: '/task/t-1/complete', data: { approved: true, comment: '同意', requestId: 'k-1' } },
  label: '同意 · 费用报销审批',
  queuedAt: 0,
  state: 'failed',
  failure: '此任务已被他人处理',
  attempts: 1,
};

describe('fromStored: entries kept on a device by an earlier version load with the user’s words in one field', () => {
  it.each<{ case: string; stored: StoredEntry; expected: OutboxEntry }>([
    { case: "an earlier version's decision: its opinion was `input`", stored: { ...base, input: '同意' }, expected: { ...base, words: '同意' } },
    {
      case: "an earlier version's submit: its input in words was `text`",
      stored: { ...base, kind: 'submit', text: '标题：巡检' },
      expected: { ...base, kind: 'submit', words: '标题：巡检' },
    },
    { case: 'an entry stored today is kept as it is', stored: { ...base, words: '同意' }, expected: { ...base, words: '同意' } },
    { case: 'an entry with no words (a draft of an earlier version)', stored: { ...base, kind: 'draft' }, expected: { ...base, kind: 'draft' } },
  ])('$case', ({ stored, expected }) => {
    const entry = fromStored(stored);
    // toEqual passes over properties that are undefined: the old fields must be gone, not emptied.
    expect(entry).toEqual(expected);
    expect(Object.keys(entry).sort()).toEqual(Object.keys(expected).sort());
  });
});
