/**
 * Idempotency keys on every call the client's outbox replays (issue 40), beyond submits (forms.test.ts): a task
 * decision, a draft save and a record comment sent twice with one key act once and answer the first again; the same
 * key of another user is another call; and a decision refused because someone else decided first says so.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import { call, type Json, fileServer } from './support/harness.js';
import { completeRecord } from './support/records.js';

const server = fileServer({ admin: ['admin', '1001'], subadmin: ['subadmin', '1001'], member: ['member', '1001'], guest: ['guest', '1001'] });
const tokens = server.tokens;
type Who = keyof typeof tokens;

const send = (who: Who, method: 'GET' | 'POST' | 'PUT', path: string, body?: unknown) =>
  call(server.url, method, path, method === 'GET' ? { token: tokens[who], query: body as Record<string, string> } : { token: tokens[who], body });
const data = (res: { status: number; body: Json }): Json => {
  assert.equal(res.status, 200, JSON.stringify(res.body));
  return res.body.data;
};
const openTask = async (who: Who, dataId: string) => {
  const task = data(await send(who, 'GET', '/api/bigtable/task/todo', { size: '100' })).content.find((x: Json) => x.dataId === dataId);
  assert.ok(task, `${who} has no task on ${dataId}`);
  return task.id as string;
};
const complete = (who: Who, taskId: string, body: Json) => send(who, 'PUT', `/api/ware-engine-form/task/${taskId}/complete`, body);

describe('a task decision replayed with its key', () => {
  it('is taken once: the repeat answers the decided task, the timeline holds one decision, another key is refused', async () => {
    const taskId = await openTask('admin', 'data-expense-1');
    const decision = { approved: true, comment: '离线审批', requestId: 'decide-key-0001' };
    const first = data(await complete('admin', taskId, decision));
    const again = data(await complete('admin', taskId, decision));
    assert.deepEqual([again.id, again.status, again.outcome, again.comment], [first.id, 'DONE', 'APPROVED', '离线审批']);
    const history = data(await send('admin', 'GET', '/api/ware-engine-form/history/tasks', { processInstanceId: first.processInstanceId }));
    assert.equal(history.filter((x: Json) => x.comment === '离线审批').length, 1);
    // A decision of the same task without that key (another device) is a second decision: refused.
    const other = await complete('admin', taskId, { ...decision, requestId: 'decide-key-0002' });
    assert.deepEqual([other.status, other.body.message], [400, '任务已处理']);
  });

  it("another user's same key is their own call: it never answers with someone else's decision", async () => {
    const taskId = await openTask('admin', 'data-expense-1');
    data(await complete('admin', taskId, { approved: true, requestId: 'shared-key-0001' }));
    const guest = await complete('guest', taskId, { approved: true, requestId: 'shared-key-0001' });
    assert.deepEqual([guest.status, guest.body.message], [403, '这不是您的待办任务']);
  });

  it('refused because another assignee decided first: 此任务已被他人处理, and nothing is kept of the key', async () => {
    const claim = data(await send('member', 'POST', '/api/ware-engine-form/data/submit', {
      appId: 'app-expense',
      formId: 'form-expense',
      content: await completeRecord(server.url, tokens.admin, 'form-expense', { radio_category: 'a', number_amount: 2400 }),
    }));
    data(await complete('subadmin', await openTask('subadmin', claim.id), { approved: true }));
    // The finance countersign (all must): 王管理 decides offline, 赵访客 rejects meanwhile.
    const adminTask = await openTask('admin', claim.id);
    data(await complete('guest', await openTask('guest', claim.id), { approved: false, comment: '票据不全' }));
    const replayed = await complete('admin', adminTask, { approved: true, comment: '离线时同意', requestId: 'late-key-0001' });
    assert.deepEqual([replayed.status, replayed.body.message], [400, '此任务已被他人处理']);
    const again = await complete('admin', adminTask, { approved: true, comment: '离线时同意', requestId: 'late-key-0001' });
    assert.equal(again.status, 400);
  });
});

describe('a draft save replayed with its key', () => {
  const path = '/api/bigtable/application/app-visit/form/form-visit/draft-date';

  it('writes once: a repeat of an older save answers the newer draft and leaves it', async () => {
    data(await send('member', 'PUT', path, { content: { input_contact: '第一稿' }, requestId: 'draft-key-0001' }));
    data(await send('member', 'PUT', path, { content: { input_contact: '第二稿' }, requestId: 'draft-key-0002' }));
    const repeat = data(await send('member', 'PUT', path, { content: { input_contact: '第一稿' }, requestId: 'draft-key-0001' }));
    assert.equal(repeat.content.input_contact, '第二稿');
    assert.equal(data(await send('member', 'GET', path)).content.input_contact, '第二稿');
  });

  it("another user's same key saves their own draft", async () => {
    data(await send('member', 'PUT', path, { content: { input_contact: '成员的' }, requestId: 'draft-key-0003' }));
    const admin = data(await send('admin', 'PUT', path, { content: { input_contact: '管理员的' }, requestId: 'draft-key-0003' }));
    assert.equal(admin.content.input_contact, '管理员的');
    assert.equal(data(await send('member', 'GET', path)).content.input_contact, '成员的');
  });
});

describe('a comment replayed with its key', () => {
  const target = { appId: 'app-tickets', formId: 'form-tickets', dataId: 'data-tickets-1' };
  const comments = async (who: Who) => data(await send(who, 'GET', '/api/bigtable/formDataComment/findAllByDataId', target)) as Json[];

  it('is posted once: the repeat answers the first comment', async () => {
    const before = (await comments('member')).length;
    const first = data(await send('member', 'POST', '/api/bigtable/formDataComment/create', { ...target, content: '离线评论', requestId: 'comment-key-0001' }));
    const again = data(await send('member', 'POST', '/api/bigtable/formDataComment/create', { ...target, content: '离线评论', requestId: 'comment-key-0001' }));
    assert.equal(again.id, first.id);
    assert.equal((await comments('member')).length, before + 1);
  });

  it("two users' same key are two comments, each their own", async () => {
    const mine = data(await send('member', 'POST', '/api/bigtable/formDataComment/create', { ...target, content: '成员评论', requestId: 'comment-key-0002' }));
    const theirs = data(await send('admin', 'POST', '/api/bigtable/formDataComment/create', { ...target, content: '管理员评论', requestId: 'comment-key-0002' }));
    assert.notEqual(theirs.id, mine.id);
    assert.deepEqual([theirs.content, theirs.user.id], ['管理员评论', '10001']);
  });
});
