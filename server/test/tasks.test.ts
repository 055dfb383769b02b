/** Approval tasks: the seeded history, submit starts the process, completing moves it on, and the home counters. */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import { call, type Json, fileServer } from './support/harness.js';

const server = fileServer({
  admin: ['admin', '1001'],
  subadmin: ['subadmin', '1001'],
  member: ['member', '1001'],
  admin2: ['admin', '1002'],
});
const tokens = server.tokens;

type Who = keyof typeof tokens;
const todo = (who: Who, path = '/api/bigtable/task/todo') => call(server.url, 'GET', path, { token: tokens[who] });
const done = (who: Who) => call(server.url, 'GET', '/api/bigtable/task/done', { token: tokens[who] });
const counters = async (who: Who) =>
  (await call(server.url, 'GET', '/api/bigtable/mainPageCount', { token: tokens[who] })).body.data;
const submitExpense = async (amount: number) => {
  const res = await call(server.url, 'POST', '/api/ware-engine-form/data/submit', {
    token: tokens.member,
    body: { appId: 'app-expense', formId: 'form-expense', content: { radio_category: 'a', number_amount: amount } },
  });
  assert.equal(res.status, 200, JSON.stringify(res.body));
  return res.body.data as Json;
};

/** The record's status as the older engine's read-by-ids call answers it. */
const statusOf = async (id: string) => {
  const res = await call(server.url, 'POST', '/api/ware-engine-form/data', {
    token: tokens.member,
    body: { dataIdIn: [id] },
  });
  assert.equal(res.status, 200, JSON.stringify(res.body));
  return res.body.data[0].status as string;
};

describe('seeded approval history', () => {
  it('matches the records: finance (admin) waits on the running one; the manager decided all three', async () => {
    const admin = await todo('admin');
    assert.equal(admin.body.data.totalElements, 1);
    assert.equal(admin.body.data.content[0].name, '财务审批');
    assert.equal(admin.body.data.content[0].dataId, 'data-expense-1');
    assert.equal(admin.body.data.content[0].engine, 'V1');
    assert.equal((await todo('subadmin')).body.data.totalElements, 0);
    const managerDone = (await done('subadmin')).body.data;
    assert.equal(managerDone.totalElements, 3);
    assert.deepEqual(managerDone.content.map((t: Json) => t.outcome).sort(), ['APPROVED', 'APPROVED', 'REJECTED']);
  });

  it('counts on the home page: todo and done are the caller’s own tasks, in this organisation', async () => {
    assert.deepEqual(
      { ...(await counters('admin')), startedBy: undefined, report: undefined },
      { todo: 1, done: 1, startedBy: undefined, report: undefined },
    );
    const sub = await counters('subadmin');
    assert.equal(sub.todo, 0);
    assert.equal(sub.done, 3);
    const other = await counters('admin2');
    assert.equal(other.todo, 0);
    assert.equal(other.done, 0);
  });
});

describe('a submitted expense', () => {
  it('starts the process and goes manager → finance → completed', async () => {
    const record = await submitExpense(42);
    assert.equal(record.status, 'RUNNING');
    assert.ok(record.processInstanceId);
    const managerTask = (await todo('subadmin')).body.data.content.find((t: Json) => t.dataId === record.id);
    assert.equal(managerTask.name, '部门经理审批');
    assert.equal((await counters('member')).startedBy, 4);

    const approve = await call(server.url, 'PUT', `/api/ware-engine-form/task/${managerTask.id}/complete`, {
      token: tokens.subadmin,
      body: { approved: true, comment: '同意' },
    });
    assert.equal(approve.status, 200, JSON.stringify(approve.body));
    assert.equal(approve.body.data.status, 'DONE');
    const financeTask = (await todo('admin')).body.data.content.find((t: Json) => t.dataId === record.id);
    assert.equal(financeTask.name, '财务审批');

    await call(server.url, 'PUT', `/api/bigtable/task/${financeTask.id}/complete`, {
      token: tokens.admin,
      body: { approved: true },
    });
    assert.equal(await statusOf(record.id), 'COMPLETED');
    assert.equal((await todo('admin')).body.data.totalElements, 1);
  });

  it('a rejection finishes the record as REJECTED and opens nothing more', async () => {
    const record = await submitExpense(7);
    const task = (await todo('subadmin')).body.data.content.find((t: Json) => t.dataId === record.id);
    await call(server.url, 'PUT', `/api/bigtable/task/${task.id}/complete`, {
      token: tokens.subadmin,
      body: { approved: false, comment: '金额有误' },
    });
    assert.equal(await statusOf(record.id), 'REJECTED');
    const adminOpen = (await todo('admin')).body.data.content.filter((t: Json) => t.dataId === record.id);
    assert.deepEqual(adminOpen, []);
  });

  it('only the assignee completes a task, once, and the body is checked', async () => {
    const record = await submitExpense(9);
    const task = (await todo('subadmin')).body.data.content.find((t: Json) => t.dataId === record.id);
    const path = `/api/bigtable/task/${task.id}/complete`;
    assert.equal((await call(server.url, 'PUT', path, { token: tokens.member, body: { approved: true } })).status, 403);
    assert.equal(
      (await call(server.url, 'PUT', path, { token: tokens.subadmin, body: { approved: 'yes' } })).status,
      400,
    );
    assert.equal((await call(server.url, 'PUT', path, { token: tokens.subadmin, body: { approved: true } })).status, 200);
    assert.equal((await call(server.url, 'PUT', path, { token: tokens.subadmin, body: { approved: true } })).status, 400);
    assert.equal((await call(server.url, 'PUT', path, { token: tokens.admin2, body: { approved: true } })).status, 404);
  });
});

describe('task lists', () => {
  it('page from 1, flag the engine, and the v1 lists hold only older-engine tasks', async () => {
    await submitExpense(1);
    await submitExpense(2);
    const first = await call(server.url, 'GET', '/api/bigtable/task/todo', {
      token: tokens.subadmin,
      query: { page: 1, size: 1 },
    });
    assert.equal(first.body.data.content.length, 1);
    assert.equal(first.body.data.totalElements, 2);
    // The next page holds the other task (newest first), and a page past the end is empty with the same total.
    const second = await call(server.url, 'GET', '/api/bigtable/task/todo', { token: tokens.subadmin, query: { page: 2, size: 1 } });
    assert.equal(second.body.data.content.length, 1);
    assert.notEqual(second.body.data.content[0].id, first.body.data.content[0].id);
    assert.ok(first.body.data.content[0].createTime >= second.body.data.content[0].createTime);
    const past = await call(server.url, 'GET', '/api/bigtable/task/todo', { token: tokens.subadmin, query: { page: 3, size: 1 } });
    assert.deepEqual([past.body.data.content.length, past.body.data.totalElements], [0, 2]);
    const v1 = await todo('subadmin', '/api/bigtable/v1/tasks/my-todos');
    assert.ok(v1.body.data.content.every((t: Json) => t.engine === 'V1'));
    assert.equal(v1.body.data.totalElements, v1.body.data.content.length);
    assert.equal(
      (await call(server.url, 'GET', '/api/bigtable/task/todo', { token: tokens.subadmin, query: { page: 0 } })).status,
      400,
    );
    assert.equal((await call(server.url, 'GET', '/api/bigtable/task/todo')).status, 401);
  });
});
