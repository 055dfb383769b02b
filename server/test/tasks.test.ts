/**
 * Approval over HTTP: the seeded history, both engines' lists (merged and flagged, paged, searched, filtered), the
 * expense claim from submit to completion, rejection and resubmission, add-sign, reassign, withdraw, starting,
 * history, the task page's form data with per-node field permissions, notifications, the edit lock of records in a
 * process, and the home counters against the lists.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import { call, type Json, fileServer } from './support/harness.js';
import { completeRecord } from './support/records.js';

const server = fileServer({
  admin: ['admin', '1001'],
  subadmin: ['subadmin', '1001'],
  member: ['member', '1001'],
  guest: ['guest', '1001'],
  admin2: ['admin', '1002'],
  noTenant: ['lonely'],
});
const tokens = server.tokens;
type Who = keyof typeof tokens;

const get = (who: Who, path: string, query?: Record<string, string | number>) => call(server.url, 'GET', path, { token: tokens[who], ...(query ? { query } : {}) });
const send = (who: Who, method: 'POST' | 'PUT' | 'DELETE', path: string, body?: unknown) => call(server.url, method, path, { token: tokens[who], body });
const ok = <T = Json>(res: { status: number; body: Json }): T => {
  assert.equal(res.status, 200, JSON.stringify(res.body));
  return res.body.data as T;
};
const todo = async (who: Who, query: Record<string, string | number> = {}) => ok(await get(who, '/api/bigtable/task/todo', query));
const done = async (who: Who) => ok(await get(who, '/api/bigtable/task/done'));
const started = async (who: Who, query: Record<string, string | number> = {}) => ok(await get(who, '/api/bigtable/v1/process-instances/my-started', query));
const counters = async (who: Who) => ok(await get(who, '/api/bigtable/mainPageCount'));
const taskOn = async (who: Who, dataId: string) => {
  const task = (await todo(who, { size: 100 })).content.find((x: Json) => x.dataId === dataId);
  assert.ok(task, `${who} has no task on ${dataId}`);
  return task;
};
const complete = (who: Who, taskId: string, body: Json) => send(who, 'PUT', `/api/ware-engine-form/task/${taskId}/complete`, body);
const submitExpense = async (amount: number) =>
  ok(await send('member', 'POST', '/api/ware-engine-form/data/submit', { appId: 'app-expense', formId: 'form-expense', content: await completeRecord(server.url, tokens.admin, 'form-expense', { radio_category: 'a', number_amount: amount }) }));
const recordStatus = async (id: string) => ok(await send('member', 'POST', '/api/ware-engine-form/data', { dataIdIn: [id] }))[0].status as string;
const SIGNATURE = 'data:image/png;base64,iVBORw0KGgo=';

describe('seeded history', () => {
  it('holds tasks of both engines in every state, and the counters agree with the lists', async () => {
    const admin = await todo('admin');
    assert.deepEqual(
      admin.content.map((x: Json) => [x.dataId, x.name, x.engine]).sort(),
      [
        ['ap-leave-5', '直属领导审批', 'V2'],
        ['data-expense-1', '财务审批', 'V1'],
      ],
    );
    const member = await todo('member');
    assert.deepEqual(member.content.map((x: Json) => [x.dataId, x.kind]).sort(), [['ap-leave-4', 'RESUBMIT'], ['data-expense-3', 'RESUBMIT']]);
    for (const who of ['admin', 'subadmin', 'member', 'guest'] as const) {
      const c = await counters(who);
      assert.equal(c.todo, (await todo(who)).totalElements, `${who} todo`);
      assert.equal(c.done, (await done(who)).totalElements, `${who} done`);
      assert.equal(c.startedBy, (await started(who)).totalElements, `${who} started`);
    }
    const reassigned = (await done('subadmin')).content.find((x: Json) => x.dataId === 'ap-leave-5');
    assert.equal(reassigned.outcome, 'REASSIGNED');
    const mine = await started('member');
    assert.deepEqual(
      mine.content.filter((x: Json) => x.appId === 'ap-leave').map((x: Json) => [x.dataId, x.status]).sort(),
      [['ap-leave-1', 'RUNNING'], ['ap-leave-2', 'RUNNING'], ['ap-leave-4', 'REJECTED'], ['ap-leave-5', 'RUNNING'], ['ap-leave-6', 'WITHDRAWN']],
    );
    assert.equal(mine.content[0].title.startsWith('张成员的'), true);
  });

  it('lists page from 1, search by title or application, filter by application, and the v1 lists hold only the older engine', async () => {
    const first = await todo('subadmin', { page: 1, size: 1 });
    const total = first.totalElements;
    assert.ok(total >= 2);
    const second = await todo('subadmin', { page: 2, size: 1 });
    assert.notEqual(second.content[0].id, first.content[0].id);
    assert.deepEqual(((await todo('subadmin', { page: 99, size: 1 })).content as Json[]).length, 0);
    const byApp = await todo('subadmin', { appId: 'ap-leave' });
    assert.ok(byApp.content.every((x: Json) => x.appId === 'ap-leave'));
    const byKeyword = await todo('subadmin', { keyword: '请假' });
    assert.deepEqual(byKeyword.content.map((x: Json) => x.id).sort(), byApp.content.map((x: Json) => x.id).sort());
    assert.equal((await todo('subadmin', { keyword: '张成员' })).totalElements, byApp.totalElements);
    assert.equal((await todo('subadmin', { keyword: '不存在的' })).totalElements, 0);
    const v1 = ok(await get('admin', '/api/bigtable/v1/tasks/my-todos'));
    assert.deepEqual(v1.content.map((x: Json) => x.engine), ['V1']);
    assert.deepEqual(ok(await get('admin', '/api/ware-engine-form/tasks')).totalElements, 1);
    assert.equal((await get('subadmin', '/api/bigtable/task/todo', { page: 0 })).status, 400);
    assert.equal((await call(server.url, 'GET', '/api/bigtable/task/todo')).status, 401);
  });

  it('TENANT_REQUIRED without an organisation on the lists and history', async () => {
    for (const path of ['/api/bigtable/task/todo', '/api/bigtable/v1/process-instances/my-started', '/api/bigtable/notifications', '/api/ware-engine-form/history/tasks']) {
      const res = await get('noTenant', path, { processInstanceId: 'pi-expense-1' });
      assert.deepEqual([res.status, res.body.code], [403, 'TENANT_REQUIRED'], path);
    }
  });
});

describe('an expense claim above 1,000', () => {
  it('manager → both countersigners → finance: completed, with the whole history', async () => {
    const claim = await submitExpense(2400);
    assert.equal(claim.status, 'RUNNING');
    const before = (await counters('subadmin')).todo;
    const manager = await taskOn('subadmin', claim.id);
    assert.equal(manager.name, '部门经理审批');
    assert.equal(manager.title, '张成员的费用报销审批');
    assert.equal(manager.engine, 'V1');
    // The manager may correct the category only.
    assert.equal((await complete('subadmin', manager.id, { approved: true, content: { number_amount: 1 } })).status, 403);
    ok(await complete('subadmin', manager.id, { approved: true, comment: '同意报销', content: { radio_category: 'b' } }));
    assert.equal((await counters('subadmin')).todo, before - 1);
    const guestTask = await taskOn('guest', claim.id);
    const adminTask = await taskOn('admin', claim.id);
    assert.equal(guestTask.name, '财务会签');
    ok(await complete('guest', guestTask.id, { approved: true, comment: '票据齐全' }));
    // All must sign: finance has not started yet.
    assert.equal((await todo('admin')).content.filter((x: Json) => x.dataId === claim.id).length, 1);
    ok(await complete('admin', adminTask.id, { approved: true }));
    const finance = await taskOn('admin', claim.id);
    assert.equal(finance.name, '财务审批');
    ok(await send('admin', 'PUT', `/api/ware-engine-form/app-task/${finance.id}/complete`, { approved: true, comment: '已核对', content: { number_amount: 2300 } }));
    assert.equal(await recordStatus(claim.id), 'COMPLETED');

    const mine = (await started('member')).content.find((x: Json) => x.dataId === claim.id);
    assert.equal(mine.status, 'COMPLETED');
    const history = ok<Json[]>(await get('member', '/api/ware-engine-form/history/tasks', { processInstanceId: claim.processInstanceId }));
    assert.deepEqual(
      history.map((h) => [h.name, h.assignee.nickname, h.outcome, h.comment]),
      [
        ['部门经理审批', '李子管', 'APPROVED', '同意报销'],
        ['财务会签', '赵访客', 'APPROVED', '票据齐全'],
        ['财务会签', '王管理', 'APPROVED', null],
        ['财务审批', '王管理', 'APPROVED', '已核对'],
      ],
    );
    const [instance] = ok<Json[]>(await get('member', '/api/ware-engine-form/history/process-instances', { businessKey: claim.id }));
    assert.equal(instance.status, 'COMPLETED');
    assert.ok(instance.startedAt && instance.finishedAt);
    assert.deepEqual(instance.initiator, { id: '10003', nickname: '张成员', picture: '' });
    const activities = ok<Json[]>(await get('member', '/api/ware-engine-form/history/activity-instances', { processInstanceId: claim.processInstanceId }));
    assert.deepEqual(activities.map((a) => a.activityName), ['发起', '部门经理审批', '财务会签', '财务审批', '结束']);
    assert.ok(activities.every((a) => a.endAt));
    // Completed: nobody rewrites it through the form call, not even its submitter.
    const rewrite = await send('member', 'PUT', `/api/ware-engine-form/data/${claim.id}`, { id: claim.id, formId: 'form-expense', content: { number_amount: 1 } });
    assert.equal(rewrite.status, 403);
    assert.match(rewrite.body.message, /审批已通过的数据不能修改/);
    // The member heard the result.
    const notes = ok(await get('member', '/api/bigtable/notifications'));
    assert.ok(notes.content.some((x: Json) => x.dataId === claim.id && x.kind === 'RESULT'));
  });

  it('a claim up to 1,000 skips the countersign', async () => {
    const claim = await submitExpense(1000);
    ok(await complete('subadmin', (await taskOn('subadmin', claim.id)).id, { approved: true }));
    assert.equal((await taskOn('admin', claim.id)).name, '财务审批');
    assert.equal((await todo('guest')).content.filter((x: Json) => x.dataId === claim.id).length, 0);
  });
});

describe('rejecting and resubmitting', () => {
  it('needs an opinion; returns the claim to member, who edits it and resubmits', async () => {
    const claim = await submitExpense(300);
    const manager = await taskOn('subadmin', claim.id);
    const bare = await complete('subadmin', manager.id, { approved: false });
    assert.equal(bare.status, 400);
    assert.match(bare.body.message, /驳回时请填写审批意见/);
    ok(await complete('subadmin', manager.id, { approved: false, comment: '请补充发票' }));
    assert.equal(await recordStatus(claim.id), 'REJECTED');
    const resubmit = await taskOn('member', claim.id);
    assert.equal(resubmit.kind, 'RESUBMIT');
    const detail = ok(await get('member', '/api/ware-engine-form/history/task', { taskId: resubmit.id }));
    assert.equal(detail.actions.resubmit, true);
    assert.equal(detail.actions.withdraw, true);
    // While returned, the submitter edits with the ordinary form call too.
    ok(await send('member', 'PUT', `/api/ware-engine-form/data/${claim.id}`, { id: claim.id, formId: 'form-expense', content: { number_amount: 320 } }));
    ok(await complete('member', resubmit.id, { approved: true, content: { radio_category: 'c' } }));
    assert.equal(await recordStatus(claim.id), 'RUNNING');
    const again = await taskOn('subadmin', claim.id);
    const data = ok(await get('subadmin', `/api/ware-engine-form/process-instances/${claim.processInstanceId}/form-data`));
    assert.deepEqual([data.record.content.number_amount, data.record.content.radio_category], [320, 'c']);
    assert.equal(data.taskId, again.id);
    // Running: the submitter may not change it; the manager may change only the category.
    assert.equal((await send('member', 'PUT', `/api/ware-engine-form/data/${claim.id}`, { id: claim.id, formId: 'form-expense', content: { number_amount: 1 } })).status, 403);
  });
});

describe('add-sign, reassign, withdraw, start', () => {
  it('add-sign adds a person who must approve; reassign moves the task', async () => {
    const claim = await submitExpense(50);
    const manager = await taskOn('subadmin', claim.id);
    const detail = ok(await get('subadmin', '/api/ware-engine-form/history/task', { taskId: manager.id }));
    assert.deepEqual([detail.actions.addSign, detail.actions.reassign, detail.actions.complete], [true, true, true]);
    const added = ok<Json[]>(await send('subadmin', 'POST', `/api/ware-engine-form/process-instance/${claim.processInstanceId}/activity/${detail.task.activityInstanceId}/add-sign`, { userIds: ['10004'] }));
    assert.equal(added[0].assigneeId, '10004');
    ok(await complete('subadmin', manager.id, { approved: true }));
    const signTask = await taskOn('guest', claim.id);
    assert.equal(signTask.kind, 'ADD_SIGN');
    const handed = ok(await send('guest', 'POST', '/api/ware-engine-form/task/re-assignment', { taskId: signTask.id, userId: '10001', comment: '请王管理确认' }));
    assert.equal(handed.assigneeId, '10001');
    assert.equal((await todo('guest')).content.filter((x: Json) => x.dataId === claim.id).length, 0);
    ok(await complete('admin', handed.id, { approved: true }));
    assert.equal((await taskOn('admin', claim.id)).name, '财务审批');
    assert.equal((await send('guest', 'POST', '/api/ware-engine-form/task/re-assignment', { taskId: handed.id, userId: '10001' })).status, 403);
  });

  it('withdraw by task, then start again; a second start while running is refused with the running process', async () => {
    const claim = await submitExpense(60);
    const task = await taskOn('subadmin', claim.id);
    assert.equal((await send('subadmin', 'DELETE', `/api/ware-engine-form/process-instances/by-task/${task.id}`)).status, 403);
    const withdrawn = ok(await send('member', 'DELETE', `/api/ware-engine-form/process-instances/by-task/${task.id}`));
    assert.equal(withdrawn.status, 'WITHDRAWN');
    assert.equal((await todo('subadmin')).content.filter((x: Json) => x.dataId === claim.id).length, 0);
    const restarted = ok(await send('member', 'POST', '/api/ware-engine-form/processes/key/expense-approval/start', { appId: 'app-expense', dataId: claim.id }));
    assert.equal(restarted.status, 'RUNNING');
    const twice = await send('member', 'POST', '/api/ware-engine-form/processes/key/expense-approval/start', { appId: 'app-expense', dataId: claim.id });
    assert.equal(twice.status, 400);
    assert.equal(twice.body.detail, '流程正在进行中: 费用报销审批');
    // Only the submitter starts; the newer path is for the newer engine's apps.
    assert.equal((await send('admin', 'POST', '/api/ware-engine-form/processes/key/expense-approval/start', { appId: 'app-expense', dataId: 'data-expense-2' })).status, 403);
    assert.equal((await send('member', 'POST', '/api/bigtable/process-definitions/key/expense-approval/start', { appId: 'app-expense', dataId: claim.id })).status, 400);
    const leave = ok(await send('member', 'POST', '/api/bigtable/process-definitions/key/leave-approval/start', { appId: 'ap-leave', dataId: 'ap-leave-6' }));
    assert.equal(leave.processName, '请假审批');
    const definition = ok(await get('member', '/api/ware-engine-form/processes/expense-approval'));
    assert.deepEqual(definition.nodes.map((x: Json) => x.name), ['发起', '部门经理审批', '财务会签', '财务审批', '结束']);
    const stats = ok<Json[]>(await get('admin', '/api/ware-engine-form/history/activity-statistics', { appId: 'app-expense', processKey: 'expense-approval' }));
    assert.ok(stats.find((s) => s.id === 'manager')!.instances >= 1);
  });
});

describe('the process a task belongs to (processes/{id}, history/activity-statistics) through the read rule', () => {
  const total = (stats: Json[]) => stats.reduce((n, s) => n + s.instances + s.finished, 0);
  it('counts only the processes the caller may read; another organisation and a caller who may not open the app are refused', async () => {
    const query = { appId: 'app-expense', processKey: 'expense-approval' };
    const stats = async (who: Who) => ok<Json[]>(await get(who, '/api/ware-engine-form/history/activity-statistics', query));
    const [adminBefore, memberBefore] = [total(await stats('admin')), total(await stats('member'))];
    // A claim of the admin's own: the member neither reads it (their own records only) nor takes part in it.
    ok(await send('admin', 'POST', '/api/ware-engine-form/data/submit', { appId: 'app-expense', formId: 'form-expense', content: await completeRecord(server.url, tokens.admin, 'form-expense', { radio_category: 'a', number_amount: 20 }) }));
    const [all, mine] = [await stats('admin'), await stats('member')];
    assert.deepEqual(mine.map((s) => s.id), all.map((s) => s.id));
    assert.ok(total(all) > adminBefore, `admin ${adminBefore} → ${total(all)}`);
    assert.equal(total(mine), memberBefore);
    assert.ok(total(mine) > 0);
    assert.equal((await get('admin2', '/api/ware-engine-form/history/activity-statistics', query)).status, 404);
    assert.equal((await get('admin2', '/api/ware-engine-form/processes/expense-approval')).status, 404);
    for (const path of ['/api/ware-engine-form/processes/expense-approval', '/api/ware-engine-form/history/activity-statistics']) {
      const refused = await get('guest', path, path.includes('statistics') ? query : undefined);
      assert.equal(refused.status, 403, `${path}: ${JSON.stringify(refused.body)}`);
    }
  });
});

describe('no self-approval (issue 34, finding 12)', () => {
  it('an approver can neither hand the task to the initiator nor add the initiator', async () => {
    const claim = await submitExpense(70);
    const manager = await taskOn('subadmin', claim.id);
    const detail = ok(await get('subadmin', '/api/ware-engine-form/history/task', { taskId: manager.id }));
    const handed = await send('subadmin', 'POST', '/api/ware-engine-form/task/re-assignment', { taskId: manager.id, userId: '10003' });
    assert.equal(handed.status, 400);
    assert.equal(handed.body.message, '发起人不能审批自己的申请');
    const added = await send('subadmin', 'POST', `/api/ware-engine-form/process-instance/${claim.processInstanceId}/activity/${detail.task.activityInstanceId}/add-sign`, { userIds: ['10004', '10003'] });
    assert.equal(added.status, 400);
    assert.equal(added.body.message, '发起人不能审批自己的申请');
    assert.equal((await todo('member')).content.filter((x: Json) => x.dataId === claim.id).length, 0);
    assert.equal((await todo('guest')).content.filter((x: Json) => x.dataId === claim.id).length, 0);
  });
});

describe('an approved record stays approved (issue 34, finding 4)', () => {
  it('the initiator cannot start the process of an approved record again, on either engine, nor withdraw it', async () => {
    const claim = await submitExpense(500);
    ok(await complete('subadmin', (await taskOn('subadmin', claim.id)).id, { approved: true }));
    const finance = await taskOn('admin', claim.id);
    ok(await complete('admin', finance.id, { approved: true }));
    assert.equal(await recordStatus(claim.id), 'COMPLETED');
    const again = await send('member', 'POST', '/api/ware-engine-form/processes/key/expense-approval/start', { appId: 'app-expense', dataId: claim.id });
    assert.equal(again.status, 400);
    assert.equal(again.body.message, '审批已通过的数据不能再次发起流程');
    assert.equal(await recordStatus(claim.id), 'COMPLETED');
    // The withdrawal by one of the finished tasks is refused as well, and the record still refuses edits.
    assert.equal((await send('member', 'DELETE', `/api/ware-engine-form/process-instances/by-task/${finance.id}`)).status, 400);
    assert.equal((await send('member', 'PUT', `/api/ware-engine-form/data/${claim.id}`, { id: claim.id, formId: 'form-expense', content: { number_amount: 999999 } })).status, 403);
    // The newer engine: 李子管's approved leave (seeded, ap-leave-3).
    const leave = await send('subadmin', 'POST', '/api/bigtable/process-definitions/key/leave-approval/start', { appId: 'ap-leave', dataId: 'ap-leave-3' });
    assert.equal(leave.status, 400);
    assert.equal(leave.body.message, '审批已通过的数据不能再次发起流程');
  });
});

describe('reading a process and its form in task mode', () => {
  it('participants read it; the node says which fields are editable; strangers and other organisations do not', async () => {
    const leaveTask = await taskOn('subadmin', 'ap-leave-1');
    const data = ok(await get('subadmin', '/api/ware-engine-form/process-instances/ap-pi-leave-1/form-data'));
    assert.equal(data.fields.number_days, 'edit');
    assert.equal(data.fields.input_reason, 'read');
    assert.equal(data.taskId, leaveTask.id);
    assert.equal(data.form.script.list.length, 6);
    // The countersign's guest reads the expense claim through the process, though the app is closed to guests.
    const guestData = ok(await get('guest', '/api/ware-engine-form/process-instances/pi-expense-1/form-data'));
    assert.equal(guestData.fields.number_amount, 'read');
    assert.equal(guestData.taskId, null);
    assert.equal((await get('guest', '/api/ware-engine-form/process-instances/ap-pi-leave-1/form-data')).status, 403);
    assert.equal((await get('admin2', '/api/ware-engine-form/process-instances/ap-pi-leave-1/form-data')).status, 404);
    assert.equal((await get('subadmin', '/api/ware-engine-form/history/task', { taskId: 'task-missing' })).status, 404);
    const detail = ok(await get('admin', '/api/ware-engine-form/history/task', { taskId: (await taskOn('admin', 'data-expense-1')).id }));
    assert.equal(detail.node.name, '财务审批');
    assert.equal(detail.instance.initiator.nickname, '张成员');
  });

  it('a countersign asking for a signature stores it and the history shows it', async () => {
    const task = await taskOn('subadmin', 'ap-leave-2');
    assert.equal((await complete('subadmin', task.id, { approved: true })).status, 400);
    ok(await complete('subadmin', task.id, { approved: true, comment: '同意', signature: SIGNATURE }));
    const history = ok<Json[]>(await get('member', '/api/ware-engine-form/history/tasks', { processInstanceId: 'ap-pi-leave-2' }));
    assert.ok(history.filter((h) => h.name === '人事会签').every((h) => h.signature?.startsWith('data:image/png')));
    // Completed leave: copied to 赵访客.
    const notes = ok(await get('guest', '/api/bigtable/notifications'));
    assert.ok(notes.content.some((x: Json) => x.dataId === 'ap-leave-2' && x.kind === 'CC'));
  });
});

describe('notifications', () => {
  it('lists both engines with the unread count; marking read is the reader’s own', async () => {
    const list = ok(await get('guest', '/api/bigtable/notifications'));
    assert.ok(list.totalElements >= 1);
    assert.equal(list.unread, list.content.filter((x: Json) => !x.read).length);
    const first = list.content[0];
    assert.equal((await send('member', 'POST', `/api/ware-engine-form/notifications/${first.id}/read`)).status, 404);
    const read = ok(await send('guest', 'POST', `/api/ware-engine-form/notifications/${first.id}/read`));
    assert.equal(read.read, true);
    assert.equal(ok(await get('guest', '/api/bigtable/notifications')).unread, list.unread - 1);
    const older = ok(await get('member', '/api/ware-engine-form/notifications'));
    assert.ok(older.content.every((x: Json) => x.engine === 'V1'));
  });
});

describe('the process report (GET and DELETE process-reports/{id})', () => {
  const REPORT = '/api/ware-engine-form/process-reports';
  it('reads a report; only the initiator removes it, only once the process is over; it leaves 我发起的 and startedBy', async () => {
    const withdrawn = ok(await get('member', `${REPORT}/ap-pi-leave-6`));
    assert.deepEqual([withdrawn.status, withdrawn.title, withdrawn.dataId, withdrawn.removable], ['WITHDRAWN', '张成员的请假审批', 'ap-leave-6', true]);
    // Running: readable by the leader who holds its task, removable by nobody (withdraw it first).
    assert.equal(ok(await get('member', `${REPORT}/ap-pi-leave-1`)).removable, false);
    assert.equal(ok(await get('subadmin', `${REPORT}/ap-pi-leave-1`)).removable, false);
    const running = await send('member', 'DELETE', `${REPORT}/ap-pi-leave-1`);
    assert.equal(running.status, 400);
    assert.match(running.body.message, /流程未结束/);
    // Returned to the initiator (REJECTED) is not over either.
    assert.equal((await send('member', 'DELETE', `${REPORT}/ap-pi-leave-4`)).status, 400);
    // A participant who is not the initiator, and another organisation.
    assert.equal((await send('subadmin', 'DELETE', `${REPORT}/ap-pi-leave-6`)).status, 403);
    assert.equal((await get('admin2', `${REPORT}/ap-pi-leave-6`)).status, 404);

    const before = await counters('member');
    const listed = (await started('member', { size: 100 })).content.map((x: Json) => x.processInstanceId);
    assert.ok(listed.includes('ap-pi-leave-6'));
    const removed = ok(await send('member', 'DELETE', `${REPORT}/ap-pi-leave-6`));
    assert.deepEqual([removed.processInstanceId, removed.removed], ['ap-pi-leave-6', true]);

    const after = await started('member', { size: 100 });
    assert.ok(!after.content.some((x: Json) => x.processInstanceId === 'ap-pi-leave-6'));
    assert.equal(after.totalElements, listed.length - 1);
    assert.equal((await counters('member')).startedBy, before.startedBy - 1);
    assert.equal((await get('member', `${REPORT}/ap-pi-leave-6`)).status, 404);
    assert.equal((await send('member', 'DELETE', `${REPORT}/ap-pi-leave-6`)).status, 404);
    // The history stays for the approvers.
    assert.equal(ok(await get('subadmin', '/api/ware-engine-form/history/process-instances', { processInstanceId: 'ap-pi-leave-6' })).length, 1);
  });

  it('a completed process: the initiator removes its report', async () => {
    const done = ok(await get('subadmin', `${REPORT}/ap-pi-leave-3`));
    assert.deepEqual([done.status, done.removable, done.durationMs > 0], ['COMPLETED', true, true]);
    assert.equal(ok(await get('admin', `${REPORT}/ap-pi-leave-3`)).removable, false);
    ok(await send('subadmin', 'DELETE', `${REPORT}/ap-pi-leave-3`));
    assert.equal((await get('admin', `${REPORT}/ap-pi-leave-3`)).status, 404);
  });
});
