/**
 * Subscribe messages: answers are recorded per template; the events (a process started, a task given, an order
 * shipped, an after-sale decided) write a message to the development outbox for the person they concern while a
 * subscription allows one; a rejected or used-up subscription sends nothing; production has no development outbox
 * and refuses to send without WeChat credentials.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';

import { call, fileServer, startTestServer, type Json, type TestServer } from './support/harness.js';
import { completeRecord } from './support/records.js';
import { notifyEvents } from '../src/data/notify.js';
import { openDatabase } from '../src/db/index.js';
import { notifyOutbox } from '../src/db/schema.js';
import type { ServerContext } from '../src/http/context.js';
import { deliverQueued, NOTIFY_TEXT } from '../src/routes/notify.js';

const TEMPLATES = { TASK_ASSIGNED: ['tmpl-task-assigned', 'tmpl-other'], PROCESS_STARTED: ['tmpl-started'], AFTER_SALE_STATUS: ['tmpl-after-sale'], ORDER_STATUS: ['tmpl-order'] };
const server = fileServer({ admin: ['admin', '1001'], subadmin: ['subadmin', '1001'], member: ['member', '1001'] }, { subscribeTemplates: TEMPLATES });
const tokens = server.tokens;
type Who = keyof typeof tokens;

const TASK_TEMPLATE = 'tmpl-task-assigned';
const subscribe = (who: Who, scene: string, answers: Record<string, string>) => call(server.url, 'POST', '/api/notify/subscriptions', { token: tokens[who], body: { scene, answers } });
const outbox = async (userId?: string) => (await call(server.url, 'GET', '/api/notify/dev/outbox', { query: { userId } })).body.data as Json[];
const submitExpense = async (amount: number) => {
  const res = await call(server.url, 'POST', '/api/ware-engine-form/data/submit', {
    token: tokens.member,
    body: { appId: 'app-expense', formId: 'form-expense', content: await completeRecord(server.url, tokens.admin, 'form-expense', { radio_category: 'a', number_amount: amount }) },
  });
  assert.equal(res.status, 200, JSON.stringify(res.body));
  return res.body.data as Json;
};

describe('subscriptions', () => {
  it('records each template’s answer for the caller; an accept allows one message', async () => {
    const saved = (await subscribe('subadmin', 'TASK_ASSIGNED', { [TASK_TEMPLATE]: 'accept', 'tmpl-other': 'reject' })).body.data;
    assert.deepEqual(
      saved.map((s: Json) => [s.templateId, s.scene, s.answer, s.credits]).sort(),
      [['tmpl-other', 'TASK_ASSIGNED', 'reject', 0], [TASK_TEMPLATE, 'TASK_ASSIGNED', 'accept', 1]],
    );
    await subscribe('subadmin', 'TASK_ASSIGNED', { [TASK_TEMPLATE]: 'accept' });
    const mine = (await call(server.url, 'GET', '/api/notify/subscriptions', { token: tokens.subadmin })).body.data;
    assert.equal(mine.find((s: Json) => s.templateId === TASK_TEMPLATE).credits, 2);
    assert.equal((await call(server.url, 'GET', '/api/notify/subscriptions', { token: tokens.member })).body.data.length, 0);
  });

  it('refuses unknown scenes, answers and empty or oversized requests, and anonymous callers', async () => {
    assert.equal((await subscribe('member', 'SOMETHING', { t: 'accept' })).status, 400);
    assert.equal((await subscribe('member', 'TASK_ASSIGNED', { t: 'maybe' })).status, 400);
    assert.equal((await subscribe('member', 'TASK_ASSIGNED', {})).status, 400);
    assert.equal((await subscribe('member', 'TASK_ASSIGNED', { a: 'accept', b: 'accept', c: 'accept', d: 'accept' })).status, 400);
    assert.equal((await call(server.url, 'POST', '/api/notify/subscriptions', { body: { scene: 'TASK_ASSIGNED', answers: { t: 'accept' } } })).status, 401);
  });

  it('takes only the configured templates, each for its own scene (issue 34, finding 16)', async () => {
    for (const [scene, id] of [['TASK_ASSIGNED', 'made-up-template'], ['TASK_ASSIGNED', 'tmpl-started'], ['PROCESS_STARTED', TASK_TEMPLATE]]) {
      const res = await subscribe('member', scene!, { [id!]: 'accept' });
      assert.equal(res.status, 400, `${scene} ${id}`);
      assert.equal(res.body.message, '未知的订阅消息模板');
    }
    assert.deepEqual((await call(server.url, 'GET', '/api/notify/subscriptions', { token: tokens.member })).body.data, []);
  });

  it('keeps at most 10 messages in reserve per template, however often it is accepted (issue 34, finding 16)', async () => {
    for (let i = 0; i < 15; i += 1) await subscribe('member', 'TASK_ASSIGNED', { [TASK_TEMPLATE]: 'accept' });
    const mine = (await call(server.url, 'GET', '/api/notify/subscriptions', { token: tokens.member })).body.data;
    assert.equal(mine.find((s: Json) => s.templateId === TASK_TEMPLATE).credits, 10);
  });
});

describe('events into the development outbox', () => {
  it('a submitted claim: the approver gets the task message, the submitter the started message, once each', async () => {
    await subscribe('subadmin', 'TASK_ASSIGNED', { [TASK_TEMPLATE]: 'accept' });
    await subscribe('member', 'PROCESS_STARTED', { 'tmpl-started': 'accept' });
    const claim = await submitExpense(2400);
    const toApprover = await outbox('10002');
    assert.equal(toApprover.length, 1);
    const [message] = toApprover;
    assert.deepEqual([message.scene, message.templateId, message.status], ['TASK_ASSIGNED', TASK_TEMPLATE, 'QUEUED']);
    assert.match(message.page, /^pagesB\/toDoList\/task\?taskId=task-/);
    assert.equal(message.data.thing2, '部门经理审批');
    const toSubmitter = await outbox('10003');
    assert.deepEqual(toSubmitter.map((m: Json) => [m.scene, m.data.thing1]), [['PROCESS_STARTED', '费用报销审批']]);
    assert.ok(claim.processInstanceId);

    // The one-time subscription is used up: the next claim writes nothing more for either.
    await submitExpense(300);
    assert.equal((await outbox('10002')).length, 1);
    assert.equal((await outbox('10003')).length, 1);
  });

  it('a rejected subscription sends nothing', async () => {
    await subscribe('subadmin', 'TASK_ASSIGNED', { [TASK_TEMPLATE]: 'reject' });
    await submitExpense(2400);
    assert.deepEqual(await outbox(), []);
  });

  it('an after-sale decision goes to the buyer', async () => {
    await subscribe('member', 'AFTER_SALE_STATUS', { 'tmpl-after-sale': 'accept' });
    const rejected = await call(server.url, 'PUT', '/api/order/afterSale/mc-as-1/reject', { token: tokens.admin, body: { answer: '包装完好' } });
    assert.equal(rejected.status, 200);
    assert.deepEqual((await outbox('10003')).map((m: Json) => [m.scene, m.data.phrase2, m.page]), [['AFTER_SALE_STATUS', '退款被拒绝', 'afterSales/index']]);
  });
});

describe('production mode', () => {
  let production: TestServer;
  before(async () => {
    production = await startTestServer({ mode: 'production', faults: false });
  });
  after(() => production.close());

  it('has no development outbox', async () => {
    const res = await call(production.url, 'GET', '/api/notify/dev/outbox');
    assert.equal(res.status, 403);
    assert.equal(res.body.message, NOTIFY_TEXT.devOnly);
  });

  it('without WeChat credentials marks every queued message FAILED with the reason', async () => {
    const db = openDatabase(':memory:');
    const logged: string[] = [];
    const ctx = { db, log: (m: string) => logged.push(m) } as unknown as ServerContext;
    db.insert(notifyOutbox)
      .values({ userId: 'u1', scene: 'ORDER_STATUS', templateId: 't', page: 'p', data: {}, status: 'QUEUED', error: null, createdAt: '2026-01-01T00:00:00.000Z' })
      .run();
    await deliverQueued(ctx, null);
    const [row] = db.select().from(notifyOutbox).all();
    assert.deepEqual([row!.status, row!.error], ['FAILED', NOTIFY_TEXT.notConfigured]);
    // Nobody subscribed: an event writes nothing at all.
    assert.equal(notifyEvents.orderStatus(db, { id: 'o-1', userId: 'u1' }, '已发货', '2026-01-01T00:00:00.000Z'), false);
  });
});
