/**
 * The approval engine's rules on its own (data/tasks.ts), over a seeded in-memory database with processes made for
 * each rule: any-one and all-must countersign, add-sign in both modes, reject back to the initiator or the previous
 * node, resubmit, reassign, withdraw, conditions, leaders, CC, per-node field permissions and who may act.
 */
import assert from 'node:assert/strict';
import { beforeEach, describe, it } from 'node:test';

import { and, eq } from 'drizzle-orm';

import { addSign, completeTask, reassignTask, requireProcessEditable, startProcess, withdrawByTask } from '../src/data/tasks.js';
import { clearData, openDatabase, type Db } from '../src/db/index.js';
import * as t from '../src/db/schema.js';
import { seedDatabase } from '../src/seed/index.js';

const [ADMIN, SUBADMIN, MEMBER, GUEST] = ['10001', '10002', '10003', '10004'];
const AT = '2026-06-01T08:00:00.000Z';
const APP = 'app-visit';
const FORM = 'form-visit';

let db: Db;
let n = 0;

beforeEach(async () => {
  db ??= openDatabase(':memory:');
  clearData(db);
  await seedDatabase(db);
});

/** A process `key` on the visit app with these approval nodes between start and end. */
function defineProcess(key: string, nodes: Record<string, unknown>[], cc: string[] = []): void {
  const all = [{ id: 'start', type: 'start', name: '发起' }, ...nodes, { id: 'end', type: 'end', name: '结束' }];
  const edges = all.slice(1).map((node, i) => ({ from: all[i]!.id as string, to: node.id as string }));
  db.insert(t.processes).values({ id: `test-${key}`, appId: APP, tenantId: '1001', key, name: `测试流程${key}`, definition: { key, name: `测试流程${key}`, nodes: all, edges, cc } }).run();
}

/** A visit record of `by` with the process started. */
function submitted(key: string, by = MEMBER, content: Record<string, unknown> = { input_contact: '陈经理', rate_satisfaction: 3 }) {
  const record = { id: `test-data-${++n}`, tenantId: '1001', appId: APP, formId: FORM, code: `T-${n}`, content, ownerId: by, createdBy: by, lastModifiedBy: by, processInstanceId: null, status: 'SUBMITTED', createdAt: AT, updatedAt: AT };
  db.insert(t.formData).values(record).run();
  const instanceId = startProcess(db, record, key, AT);
  return { dataId: record.id, instanceId };
}

const openTasks = (dataId: string) =>
  db.select().from(t.processTasks).where(and(eq(t.processTasks.dataId, dataId), eq(t.processTasks.status, 'TODO'))).all();
const openOf = (dataId: string, userId: string) => {
  const task = openTasks(dataId).find((x) => x.assigneeId === userId);
  assert.ok(task, `no open task for ${userId}`);
  return task;
};
const approve = (dataId: string, userId: string, extra: Record<string, unknown> = {}) =>
  completeTask(db, userId, '1001', openOf(dataId, userId).id, { approved: true, comment: '同意', accessOf: null, ...extra }, AT);
const reject = (dataId: string, userId: string, extra: Record<string, unknown> = {}) =>
  completeTask(db, userId, '1001', openOf(dataId, userId).id, { approved: false, comment: '不同意', accessOf: null, ...extra }, AT);
const record = (dataId: string) => db.select().from(t.formData).where(eq(t.formData.id, dataId)).get()!;
const instance = (id: string) => db.select().from(t.processInstances).where(eq(t.processInstances.id, id)).get()!;
const assignees = (dataId: string) => openTasks(dataId).map((x) => x.assigneeId).sort();
const apiStatus = (fn: () => unknown): number => {
  try {
    fn();
  } catch (e) {
    return (e as { status: number }).status;
  }
  return 200;
};

describe('countersign modes', () => {
  it('any-one: the first approval decides the node and cancels the others’ tasks', () => {
    defineProcess('any', [{ id: 'a', type: 'approval', name: '任一审批', assignee: { type: 'users', userIds: [ADMIN, SUBADMIN] }, mode: 'any' }]);
    const { dataId, instanceId } = submitted('any');
    assert.deepEqual(assignees(dataId), [ADMIN, SUBADMIN]);
    approve(dataId, SUBADMIN);
    assert.deepEqual(assignees(dataId), []);
    assert.equal(instance(instanceId).status, 'COMPLETED');
    assert.equal(record(dataId).status, 'COMPLETED');
    const cancelled = db.select().from(t.processTasks).where(and(eq(t.processTasks.dataId, dataId), eq(t.processTasks.assigneeId, ADMIN))).get()!;
    assert.equal(cancelled.status, 'CANCELLED');
  });

  it('all-must: the node waits for every assignee, then moves on', () => {
    defineProcess('all', [
      { id: 'a', type: 'approval', name: '会签', assignee: { type: 'users', userIds: [ADMIN, SUBADMIN] }, mode: 'all' },
      { id: 'b', type: 'approval', name: '复核', assignee: { type: 'role', role: 'MEMBER' } },
    ]);
    const { dataId } = submitted('all', ADMIN);
    approve(dataId, ADMIN);
    assert.deepEqual(assignees(dataId), [SUBADMIN]);
    approve(dataId, SUBADMIN);
    assert.deepEqual(assignees(dataId), [MEMBER]);
    assert.equal(openTasks(dataId)[0]!.name, '复核');
  });

  it('all-must: one rejection rejects the node and cancels the rest', () => {
    defineProcess('all-no', [{ id: 'a', type: 'approval', name: '会签', assignee: { type: 'users', userIds: [ADMIN, SUBADMIN] }, mode: 'all' }]);
    const { dataId } = submitted('all-no');
    approve(dataId, ADMIN);
    reject(dataId, SUBADMIN);
    assert.equal(record(dataId).status, 'REJECTED');
    assert.deepEqual(assignees(dataId), [MEMBER]);
    assert.equal(openTasks(dataId)[0]!.kind, 'RESUBMIT');
  });
});

describe('who decides a node', () => {
  it('a role: every holder in the app; a leader: the initiator’s department leader, upwards past themself; named people: members only', () => {
    defineProcess('who', [
      { id: 'r', type: 'approval', name: '角色', assignee: { type: 'role', role: 'SUB_ADMIN' } },
      { id: 'l', type: 'approval', name: '领导', assignee: { type: 'leader' } },
      { id: 'u', type: 'approval', name: '指定人', assignee: { type: 'users', userIds: [GUEST, '10005'] } },
    ]);
    const { dataId } = submitted('who', SUBADMIN);
    assert.deepEqual(assignees(dataId), [SUBADMIN]);
    approve(dataId, SUBADMIN);
    // 李子管 leads 销售部 himself: his leader is 总经办's, 王管理.
    assert.deepEqual(assignees(dataId), [ADMIN]);
    approve(dataId, ADMIN);
    // 10005 (lonely) belongs to no organisation.
    assert.deepEqual(assignees(dataId), [GUEST]);
  });

  it('a node nobody can decide passes, and a node whose condition fails is skipped', () => {
    defineProcess('skip', [
      { id: 'nobody', type: 'approval', name: '无人', assignee: { type: 'users', userIds: ['10005'] } },
      { id: 'big', type: 'approval', name: '大额', assignee: { type: 'users', userIds: [ADMIN] }, when: { field: 'number_amount', op: 'greater', value: 1000 } },
      { id: 'last', type: 'approval', name: '最后', assignee: { type: 'users', userIds: [SUBADMIN] } },
    ]);
    const small = submitted('skip', MEMBER, { number_amount: 10 });
    assert.deepEqual(openTasks(small.dataId).map((x) => x.name), ['最后']);
    const big = submitted('skip', MEMBER, { number_amount: 1000.5 });
    assert.deepEqual(openTasks(big.dataId).map((x) => x.name), ['大额']);
  });
});

describe('rejection targets and resubmitting', () => {
  beforeEach(() => {
    defineProcess('back', [
      { id: 'a', type: 'approval', name: '初审', assignee: { type: 'users', userIds: [SUBADMIN] } },
      { id: 'b', type: 'approval', name: '复审', assignee: { type: 'users', userIds: [ADMIN] }, rejectTo: ['previous', 'initiator'] },
    ]);
  });

  it('an opinion is required to reject', () => {
    const { dataId } = submitted('back');
    assert.equal(apiStatus(() => reject(dataId, SUBADMIN, { comment: '  ' })), 400);
    assert.deepEqual(assignees(dataId), [SUBADMIN]);
  });

  it('back to the previous node opens it again', () => {
    const { dataId, instanceId } = submitted('back');
    approve(dataId, SUBADMIN);
    reject(dataId, ADMIN, { rejectTo: 'previous' });
    assert.deepEqual(openTasks(dataId).map((x) => [x.name, x.assigneeId]), [['初审', SUBADMIN]]);
    assert.equal(instance(instanceId).status, 'RUNNING');
    assert.equal(record(dataId).status, 'RUNNING');
  });

  it('back to the initiator: REJECTED with a resubmit task; resubmitting with edits starts again from the first node', () => {
    const { dataId, instanceId } = submitted('back');
    reject(dataId, SUBADMIN);
    assert.equal(instance(instanceId).status, 'REJECTED');
    const resubmit = openOf(dataId, MEMBER);
    assert.equal(resubmit.kind, 'RESUBMIT');
    // The initiator may edit every field while it is returned.
    completeTask(db, MEMBER, '1001', resubmit.id, { approved: true, content: { input_contact: '刘主任' }, accessOf: null }, AT);
    assert.equal(record(dataId).content.input_contact, '刘主任');
    assert.equal(instance(instanceId).status, 'RUNNING');
    assert.deepEqual(assignees(dataId), [SUBADMIN]);
  });

  it('a target the node does not allow is refused', () => {
    defineProcess('only-init', [{ id: 'a', type: 'approval', name: '初审', assignee: { type: 'users', userIds: [SUBADMIN] }, rejectTo: ['initiator'] }]);
    const { dataId } = submitted('only-init');
    assert.equal(apiStatus(() => reject(dataId, SUBADMIN, { rejectTo: 'previous' })), 400);
  });
});

describe('add-sign, reassign, withdraw', () => {
  it('add-sign: the added people must approve too, even in an any-one node', () => {
    defineProcess('add', [{ id: 'a', type: 'approval', name: '审批', assignee: { type: 'users', userIds: [SUBADMIN] } }]);
    const { dataId, instanceId } = submitted('add');
    const mine = openOf(dataId, SUBADMIN);
    addSign(db, SUBADMIN, '1001', instanceId, mine.activityId, [ADMIN], AT);
    assert.deepEqual(assignees(dataId), [ADMIN, SUBADMIN]);
    approve(dataId, SUBADMIN);
    assert.deepEqual(assignees(dataId), [ADMIN]);
    assert.equal(instance(instanceId).status, 'RUNNING');
    const added = approve(dataId, ADMIN);
    assert.equal(added.kind, 'ADD_SIGN');
    assert.equal(added.delegatedFrom, SUBADMIN);
    assert.equal(instance(instanceId).status, 'COMPLETED');
  });

  it('add-sign: only an open assignee of the activity, only members, nobody twice, and only where the node allows it', () => {
    defineProcess('add2', [{ id: 'a', type: 'approval', name: '审批', assignee: { type: 'users', userIds: [SUBADMIN] } }]);
    defineProcess('noadd', [{ id: 'a', type: 'approval', name: '审批', assignee: { type: 'users', userIds: [SUBADMIN] }, addSign: false }]);
    const { dataId, instanceId } = submitted('add2');
    const activity = openOf(dataId, SUBADMIN).activityId;
    assert.equal(apiStatus(() => addSign(db, ADMIN, '1001', instanceId, activity, [GUEST], AT)), 403);
    assert.equal(apiStatus(() => addSign(db, SUBADMIN, '1001', instanceId, activity, ['10005'], AT)), 400);
    assert.equal(apiStatus(() => addSign(db, SUBADMIN, '1001', instanceId, activity, [SUBADMIN], AT)), 400);
    const off = submitted('noadd');
    assert.equal(apiStatus(() => addSign(db, SUBADMIN, '1001', off.instanceId, openOf(off.dataId, SUBADMIN).activityId, [ADMIN], AT)), 400);
  });

  it('reassign hands the task over: the old one is REASSIGNED, the new assignee decides', () => {
    defineProcess('hand', [{ id: 'a', type: 'approval', name: '审批', assignee: { type: 'users', userIds: [SUBADMIN] } }]);
    const { dataId, instanceId } = submitted('hand');
    const mine = openOf(dataId, SUBADMIN);
    assert.equal(apiStatus(() => reassignTask(db, ADMIN, '1001', mine.id, GUEST, undefined, AT)), 403);
    const handed = reassignTask(db, SUBADMIN, '1001', mine.id, ADMIN, '请王总审批', AT);
    assert.equal(handed.delegatedFrom, SUBADMIN);
    const old = db.select().from(t.processTasks).where(eq(t.processTasks.id, mine.id)).get()!;
    assert.deepEqual([old.status, old.outcome], ['DONE', 'REASSIGNED']);
    approve(dataId, ADMIN);
    assert.equal(instance(instanceId).status, 'COMPLETED');
  });

  it('withdraw: only the initiator, only while unfinished; the record is free again and may start anew', () => {
    defineProcess('take', [{ id: 'a', type: 'approval', name: '审批', assignee: { type: 'users', userIds: [SUBADMIN] } }]);
    const { dataId, instanceId } = submitted('take');
    const task = openOf(dataId, SUBADMIN);
    assert.equal(apiStatus(() => withdrawByTask(db, SUBADMIN, '1001', task.id, AT)), 403);
    withdrawByTask(db, MEMBER, '1001', task.id, AT);
    assert.equal(instance(instanceId).status, 'WITHDRAWN');
    assert.equal(record(dataId).status, 'WITHDRAWN');
    assert.deepEqual(assignees(dataId), []);
    assert.equal(apiStatus(() => withdrawByTask(db, MEMBER, '1001', task.id, AT)), 400);
    assert.doesNotThrow(() => requireProcessEditable(db, record(dataId), MEMBER, { input_contact: '新' }));
    const again = startProcess(db, record(dataId), 'take', AT);
    assert.notEqual(again, instanceId);
  });

  it('a record whose process is open cannot start another', () => {
    defineProcess('twice', [{ id: 'a', type: 'approval', name: '审批', assignee: { type: 'users', userIds: [SUBADMIN] } }]);
    const { dataId } = submitted('twice');
    assert.throws(() => startProcess(db, record(dataId), 'twice', AT), (e: Error & { detail?: string; status?: number }) => e.status === 400 && /进行中: 测试流程twice/.test(e.detail ?? ''));
  });
});

describe('field permissions per node and who may act', () => {
  beforeEach(() => {
    defineProcess('fields', [
      { id: 'a', type: 'approval', name: '审批', assignee: { type: 'users', userIds: [SUBADMIN] }, fields: { input_contact: 'edit', rate_satisfaction: 'hidden' } },
      { id: 'b', type: 'approval', name: '签字', assignee: { type: 'users', userIds: [ADMIN] }, signature: true },
    ]);
  });

  it('the assignee changes only the fields the node makes editable', () => {
    const { dataId } = submitted('fields');
    assert.equal(apiStatus(() => approve(dataId, SUBADMIN, { content: { rate_satisfaction: 5 } })), 403);
    approve(dataId, SUBADMIN, { content: { input_contact: '黄总', rate_satisfaction: 3 } });
    assert.equal(record(dataId).content.input_contact, '黄总');
  });

  it('the form calls: nobody but the current assignee changes a running record, and only granted fields; a completed one not at all', () => {
    const { dataId } = submitted('fields');
    assert.equal(apiStatus(() => requireProcessEditable(db, record(dataId), MEMBER, { input_contact: 'x' })), 403);
    assert.equal(apiStatus(() => requireProcessEditable(db, record(dataId), SUBADMIN, { rate_satisfaction: 1 })), 403);
    assert.doesNotThrow(() => requireProcessEditable(db, record(dataId), SUBADMIN, { input_contact: 'x', rate_satisfaction: 3 }));
    approve(dataId, SUBADMIN);
    approve(dataId, ADMIN, { signature: 'data:image/png;base64,AAAA' });
    assert.equal(apiStatus(() => requireProcessEditable(db, record(dataId), ADMIN, { input_contact: 'x' })), 403);
  });

  it('a node asking for a signature refuses an approval without one', () => {
    const { dataId } = submitted('fields');
    approve(dataId, SUBADMIN);
    assert.equal(apiStatus(() => approve(dataId, ADMIN)), 400);
    assert.equal(approve(dataId, ADMIN, { signature: 'data:image/png;base64,AAAA' }).signature, 'data:image/png;base64,AAAA');
  });

  it('only the assignee completes a task, and only once', () => {
    const { dataId } = submitted('fields');
    const task = openOf(dataId, SUBADMIN);
    assert.equal(apiStatus(() => completeTask(db, ADMIN, '1001', task.id, { approved: true, accessOf: null }, AT)), 403);
    assert.equal(apiStatus(() => completeTask(db, SUBADMIN, '1002', task.id, { approved: true, accessOf: null }, AT)), 404);
    completeTask(db, SUBADMIN, '1001', task.id, { approved: true, accessOf: null }, AT);
    assert.equal(apiStatus(() => completeTask(db, SUBADMIN, '1001', task.id, { approved: true, accessOf: null }, AT)), 400);
  });
});

describe('notifications', () => {
  it('CC on an approved node and on completion; the initiator hears the result', () => {
    defineProcess('cc', [{ id: 'a', type: 'approval', name: '审批', assignee: { type: 'users', userIds: [SUBADMIN] }, cc: [ADMIN] }], [GUEST]);
    const { dataId } = submitted('cc');
    approve(dataId, SUBADMIN);
    const of = (userId: string) => db.select().from(t.notifications).where(and(eq(t.notifications.dataId, dataId), eq(t.notifications.userId, userId))).all();
    assert.deepEqual(of(ADMIN).map((x) => x.kind), ['CC']);
    assert.deepEqual(of(GUEST).map((x) => x.kind), ['CC']);
    assert.deepEqual(of(MEMBER).map((x) => [x.kind, x.title]), [['RESULT', '测试流程cc已通过']]);
  });
});
