import {
  afterReplay,
  discard,
  enqueue,
  nextToReplay,
  outboxCounts,
  replay,
  retry,
  type OutboxEntry,
  type OutboxOwner,
  type ReplayOutcome,
} from '@/domain/outbox/queue';

const ALICE: OutboxOwner = { userId: 'u-alice', tenantId: 't-1' };
const BOB: OutboxOwner = { userId: 'u-bob', tenantId: 't-1' };
const ALICE_ELSEWHERE: OutboxOwner = { userId: 'u-alice', tenantId: 't-2' };

function entry(key: string, subject: string, over: Partial<OutboxEntry> = {}): OutboxEntry {
  return {
    key,
    owner: ALICE,
    kind: 'submit',
    subject,
    call: { method: 'POST', path: `/x/${key}`, data: { requestId: key } },
    label: key,
    queuedAt: 0,
    state: 'pending',
    attempts: 0,
    ...over,
  };
}

const keys = (entries: readonly OutboxEntry[]) => entries.map((e) => e.key);

describe('nextToReplay: in the order taken, one subject after another, each user only their own', () => {
  it.each<{ case: string; entries: OutboxEntry[]; owner?: OutboxOwner; tried?: string[]; expected: string | undefined }>([
    { case: 'an empty outbox has nothing to replay', entries: [], expected: undefined },
    { case: 'the first entry taken goes first', entries: [entry('a', 'form:1'), entry('b', 'form:2')], expected: 'a' },
    {
      case: 'a refused entry holds back the later ones of its subject (a submit never overtakes its draft)',
      entries: [entry('draft', 'form:1', { state: 'failed', failure: '表单已变更' }), entry('submit', 'form:1')],
      expected: undefined,
    },
    {
      case: 'a refused entry does not hold back other subjects',
      entries: [entry('a', 'task:1', { state: 'failed' }), entry('b', 'task:1'), entry('c', 'form:2')],
      expected: 'c',
    },
    {
      case: 'an entry tried in this replay (server busy) is passed over, and so are the later ones of its subject',
      entries: [entry('a', 'form:1'), entry('b', 'form:1'), entry('c', 'form:2')],
      tried: ['a'],
      expected: 'c',
    },
    { case: "another user signed in on the same device never replays Alice's queue", entries: [entry('a', 'form:1')], owner: BOB, expected: undefined },
    { case: 'the same user in another organisation does not either', entries: [entry('a', 'form:1')], owner: ALICE_ELSEWHERE, expected: undefined },
    {
      case: "Bob's entry goes for Bob, past Alice's",
      entries: [entry('a', 'form:1'), entry('b', 'form:1', { owner: BOB })],
      owner: BOB,
      expected: 'b',
    },
  ])('$case', ({ entries, owner = ALICE, tried = [], expected }) => {
    expect(nextToReplay(entries, owner, new Set(tried))?.key).toBe(expected);
  });
});

describe('afterReplay: what each outcome does to the entry', () => {
  const list = [entry('a', 'form:1'), entry('b', 'form:2')];
  it.each<{ case: string; outcome: ReplayOutcome; keys: string[]; stop: boolean; a?: Partial<OutboxEntry> }>([
    { case: 'taken by the server: it leaves the outbox', outcome: { kind: 'done' }, keys: ['b'], stop: false },
    {
      case: 'refused: it stays, failed, with the server message (input intact)',
      outcome: { kind: 'refused', message: '任务已被他人处理' },
      keys: ['a', 'b'],
      stop: false,
      a: { state: 'failed', failure: '任务已被他人处理', attempts: 1, call: list[0]!.call },
    },
    { case: 'busy or a server error: it stays pending for the next replay', outcome: { kind: 'later' }, keys: ['a', 'b'], stop: false, a: { state: 'pending', attempts: 1 } },
    { case: 'the network went away again: the replay stops, nothing changes', outcome: { kind: 'offline' }, keys: ['a', 'b'], stop: true, a: { state: 'pending', attempts: 0 } },
    { case: 'sign-in is needed: the replay waits for it', outcome: { kind: 'signInNeeded' }, keys: ['a', 'b'], stop: true, a: { state: 'pending', attempts: 0 } },
  ])('$case', ({ outcome, keys: expectedKeys, stop, a }) => {
    const after = afterReplay(list, 'a', outcome);
    expect(keys(after.entries)).toEqual(expectedKeys);
    expect(after.stop).toBe(stop);
    if (a) expect(after.entries[0]).toMatchObject(a);
  });
});

describe('the user acts on the outbox', () => {
  it('queuing the same key again replaces the entry where it stood (one submission, never two)', () => {
    const list = enqueue([entry('a', 'form:1'), entry('b', 'form:2')], entry('a', 'form:1', { label: 'edited' }));
    expect(keys(list)).toEqual(['a', 'b']);
    expect(list[0]!.label).toBe('edited');
  });

  it('a draft replaces the drafts of its form still waiting (only the latest is worth sending), never a submit nor another user’s', () => {
    const draft = (key: string, over: Partial<OutboxEntry> = {}) => entry(key, 'form:1', { kind: 'draft', ...over });
    const list = [draft('d1'), entry('s', 'form:1'), draft('d2', { owner: BOB }), draft('d3', { subject: 'form:2' }), draft('d4', { state: 'failed' })];
    expect(keys(enqueue(list, draft('d5')))).toEqual(['s', 'd2', 'd3', 'd4', 'd5']);
  });

  it('重试 puts a refused entry back to pending, without the old message', () => {
    const [back] = retry([entry('a', 'form:1', { state: 'failed', failure: '无权限' })], 'a');
    expect(back!.state).toBe('pending');
    expect(back!.failure).toBeUndefined();
  });

  it('放弃 removes it, and the later entries of its subject may go', () => {
    const list = discard([entry('a', 'form:1', { state: 'failed' }), entry('b', 'form:1')], 'a');
    expect(nextToReplay(list, ALICE)?.key).toBe('b');
  });

  it('the counts the home shows are the signed-in user’s only', () => {
    const list = [entry('a', 'form:1'), entry('b', 'form:2', { state: 'failed' }), entry('c', 'form:3', { owner: BOB })];
    expect(outboxCounts(list, ALICE)).toEqual({ pending: 1, failed: 1 });
    expect(outboxCounts(list, BOB)).toEqual({ pending: 1, failed: 0 });
  });
});

describe('replay: in order, each exactly once, saved after every step', () => {
  function server(answers: Record<string, ReplayOutcome> = {}) {
    const received: string[] = [];
    const saved: string[][] = [];
    return {
      received,
      saved,
      ports: {
        send: async (e: OutboxEntry) => {
          received.push(e.key);
          return answers[e.key] ?? { kind: 'done' as const };
        },
        save: async (list: OutboxEntry[]) => {
          saved.push(keys(list));
        },
      },
    };
  }

  it('sends every entry once, in the order taken, and leaves the outbox empty', async () => {
    const s = server();
    const left = await replay([entry('a', 'form:1'), entry('b', 'task:1'), entry('c', 'form:1')], ALICE, s.ports);
    expect(s.received).toEqual(['a', 'b', 'c']);
    expect(left).toEqual([]);
    expect(s.saved).toEqual([['b', 'c'], ['c'], []]);
  });

  it('stops when the network goes away again, keeping the rest for the next time', async () => {
    const s = server({ b: { kind: 'offline' } });
    const left = await replay([entry('a', 'form:1'), entry('b', 'task:1'), entry('c', 'form:2')], ALICE, s.ports);
    expect(s.received).toEqual(['a', 'b']);
    expect(keys(left)).toEqual(['b', 'c']);
  });

  it('a refusal holds back its subject and lets the others go', async () => {
    const s = server({ a: { kind: 'refused', message: '记录已删除' } });
    const left = await replay([entry('a', 'record:1'), entry('b', 'record:1'), entry('c', 'task:1')], ALICE, s.ports);
    expect(s.received).toEqual(['a', 'c']);
    expect(left.map((e) => [e.key, e.state])).toEqual([
      ['a', 'failed'],
      ['b', 'pending'],
    ]);
  });

  it('a busy server is tried once per replay, not in a loop', async () => {
    const s = server({ a: { kind: 'later' } });
    await replay([entry('a', 'form:1'), entry('b', 'form:2')], ALICE, s.ports);
    expect(s.received).toEqual(['a', 'b']);
  });

  it("replays only the signed-in user's entries and keeps the others untouched", async () => {
    const s = server();
    const bobs = entry('b', 'form:1', { owner: BOB });
    const left = await replay([entry('a', 'form:1'), bobs], ALICE, s.ports);
    expect(s.received).toEqual(['a']);
    expect(left).toEqual([bobs]);
  });
});
