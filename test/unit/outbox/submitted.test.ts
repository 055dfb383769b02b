import type { OutboxEntry, OutboxOwner } from '@/domain/outbox/queue';
import { withoutSubmittedDrafts } from '@/domain/outbox/submitted';

const ALICE: OutboxOwner = { userId: 'u-alice', tenantId: 't-1' };
const SUBMIT_AT = 1_000;

function entry(key: string, over: Partial<OutboxEntry> = {}): OutboxEntry {
  return {
    key,
    owner: ALICE,
    kind: 'draft',
    subject: 'form:form-visit',
    call: { method: 'PUT', path: '/application/app-visit/form/form-visit/draft-date', data: { content: {}, requestId: key } },
    label: '草稿 · 拜访记录',
    queuedAt: SUBMIT_AT - 10,
    state: 'pending',
    attempts: 0,
    ...over,
  };
}

describe('withoutSubmittedDrafts: a submit that reached the server drops the drafts it made pointless', () => {
  it.each<{ case: string; entry: OutboxEntry; dropped: boolean }>([
    { case: "the form's draft waiting for the network", entry: entry('d'), dropped: true },
    { case: "the form's draft the server refused (the record exists now: nothing to retry)", entry: entry('d', { state: 'failed', failure: '表单已变更' }), dropped: true },
    { case: 'a draft queued in the same millisecond as the submit was sent', entry: entry('d', { queuedAt: SUBMIT_AT }), dropped: true },
    { case: 'a draft queued after the submit (a new filling of the form)', entry: entry('d', { queuedAt: SUBMIT_AT + 1 }), dropped: false },
    { case: "another form's draft", entry: entry('d', { subject: 'form:form-other' }), dropped: false },
    { case: "another user's draft of the same form, on the same device", entry: entry('d', { owner: { userId: 'u-bob', tenantId: 't-1' } }), dropped: false },
    { case: "the same user's draft of the form in another organisation", entry: entry('d', { owner: { userId: 'u-alice', tenantId: 't-2' } }), dropped: false },
    { case: 'an earlier submit of the same form waiting (another record)', entry: entry('s', { kind: 'submit' }), dropped: false },
    { case: 'a decision or a comment', entry: entry('t', { kind: 'decide', subject: 'task:t-1' }), dropped: false },
  ])('$case', ({ entry: e, dropped }) => {
    const others = [entry('elsewhere', { subject: 'comments:data-1', kind: 'comment' })];
    const after = withoutSubmittedDrafts([e, ...others], { owner: ALICE, subject: 'form:form-visit', at: SUBMIT_AT });
    expect(after).toEqual(dropped ? others : [e, ...others]);
  });
});
