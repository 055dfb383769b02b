/**
 * The record detail's extras: detail read with collaborators, change logs, copy, custom buttons and
 * functions, print templates (real PDFs), the comment switch of the seeded `quiet` app.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import { call, fileServer } from './support/harness.js';
import { tinyPng } from '../src/seed/cms.js';

const server = fileServer({
  admin: ['admin', '1001'],
  subadmin: ['subadmin', '1001'],
  member: ['member', '1001'],
  member2: ['member', '1002'],
  guest: ['guest', '1001'],
});
const tokens = server.tokens;
const TICKETS = '/api/bigtable/application/app-tickets/form/form-tickets';
const SUBADMIN_TICKET = 'data-tickets-2';
const MEMBER_TICKET = 'data-tickets-1';
const USER = { admin: '10001', subadmin: '10002', member: '10003', guest: '10004', lonely: '10005' };

const detail = (token: string, dataId: string) => call(server.url, 'GET', `${TICKETS}/form-data/${dataId}/detail`, { token });

describe('detail read and collaborators (newer engine)', () => {
  it('the detail gives the list shape; a member reads only their own until invited; invite needs the permission', async () => {
    const own = await detail(tokens.member, MEMBER_TICKET);
    assert.equal(own.status, 200, JSON.stringify(own.body));
    assert.equal(own.body.data.id, MEMBER_TICKET);
    assert.equal(own.body.data.creater, '张成员');
    assert.equal(own.body.data.collaborator, false);
    assert.equal((await detail(tokens.member, SUBADMIN_TICKET)).status, 403);

    const body = { appId: 'app-tickets', formId: 'form-tickets', dataId: SUBADMIN_TICKET, userIds: [USER.member] };
    const byMember = await call(server.url, 'PUT', '/api/bigtable/form-data/invite', { token: tokens.member, body: { ...body, dataId: MEMBER_TICKET } });
    assert.equal(byMember.status, 403, 'MEMBER holds no invite permission');
    const invited = await call(server.url, 'PUT', '/api/bigtable/form-data/invite', { token: tokens.subadmin, body });
    assert.equal(invited.status, 200, JSON.stringify(invited.body));
    assert.deepEqual(invited.body.data.map((c: { userId: string }) => c.userId), [USER.member]);
    assert.equal(invited.body.data[0].user.nickname, '张成员');
    // Inviting again changes nothing.
    const again = await call(server.url, 'PUT', '/api/bigtable/form-data/invite', { token: tokens.subadmin, body });
    assert.equal(again.body.data.length, 1);

    const opened = await detail(tokens.member, SUBADMIN_TICKET);
    assert.equal(opened.status, 200);
    assert.equal(opened.body.data.collaborator, true);
    // Signed into the other organisation, the same person is not let in.
    assert.equal((await detail(tokens.member2, SUBADMIN_TICKET)).status, 403);

    const list = await call(server.url, 'GET', '/api/bigtable/form-data/collaboration', { token: tokens.member, query: { appId: 'app-tickets', formId: 'form-tickets', dataId: SUBADMIN_TICKET } });
    assert.equal(list.body.data.length, 1);
    const removed = await call(server.url, 'DELETE', `/api/bigtable/form-data/collaboration/${list.body.data[0].id}`, { token: tokens.subadmin });
    assert.equal(removed.status, 200);
    assert.equal((await detail(tokens.member, SUBADMIN_TICKET)).status, 403);
  });

  it('only members of the organisation can be invited; missing records are 404; bad input 400', async () => {
    const body = { appId: 'app-tickets', formId: 'form-tickets', dataId: SUBADMIN_TICKET };
    const stranger = await call(server.url, 'PUT', '/api/bigtable/form-data/invite', { token: tokens.admin, body: { ...body, userIds: [USER.lonely] } });
    assert.equal(stranger.status, 400);
    assert.match(stranger.body.message, /本组织/);
    const none = await call(server.url, 'PUT', '/api/bigtable/form-data/invite', { token: tokens.admin, body: { ...body, userIds: [] } });
    assert.equal(none.status, 400);
    assert.equal((await detail(tokens.admin, 'data-nope')).status, 404);
    // A record of another app through this app's path is not found.
    assert.equal((await detail(tokens.admin, 'data-visit-1')).status, 404);
    assert.equal((await call(server.url, 'GET', `${TICKETS}/form-data/${MEMBER_TICKET}/detail`)).status, 401);
  });

  it('a guest of the organisation invited as collaborator can open that record', async () => {
    // guest holds no role in the app (which is closed to guests): APP_NOT_PUBLIC before and after.
    await call(server.url, 'PUT', '/api/bigtable/form-data/invite', { token: tokens.admin, body: { appId: 'app-tickets', formId: 'form-tickets', dataId: SUBADMIN_TICKET, userIds: [USER.guest] } });
    const res = await detail(tokens.guest, SUBADMIN_TICKET);
    assert.equal(res.status, 403);
  });
});

describe('change log', () => {
  it('creation and edits are logged with who, when and the fields changed; an edit that changes nothing is not', async () => {
    const created = await call(server.url, 'POST', `${TICKETS}/form-data`, { token: tokens.member, body: { content: { input_title: '新工单', radio_status: 'open' } } });
    assert.equal(created.status, 200, JSON.stringify(created.body));
    const id = created.body.data.id as string;
    const edited = await call(server.url, 'PUT', `${TICKETS}/form-data/${id}`, { token: tokens.member, body: { content: { radio_status: 'done', input_note: '已换纸' } } });
    assert.equal(edited.status, 200, JSON.stringify(edited.body));
    await call(server.url, 'PUT', `${TICKETS}/form-data/${id}`, { token: tokens.member, body: { content: { radio_status: 'done' } } });
    const logs = await call(server.url, 'GET', `${TICKETS}/form-data/${id}/changelogs`, { token: tokens.member });
    assert.equal(logs.status, 200);
    assert.deepEqual(logs.body.data.map((l: { action: string }) => l.action), ['UPDATE', 'CREATE']);
    const [update, create] = logs.body.data;
    assert.equal(update.user.nickname, '张成员');
    assert.ok(update.createTime >= create.createTime);
    assert.deepEqual(update.changes, [
      { key: 'radio_status', before: 'open', after: 'done' },
      { key: 'input_note', before: null, after: '已换纸' },
    ]);
    assert.deepEqual(create.changes.map((c: { key: string }) => c.key), ['input_title', 'radio_status']);
    // Another member may not read it.
    const other = await call(server.url, 'GET', `${TICKETS}/form-data/${MEMBER_TICKET}/changelogs`, { token: tokens.member2 });
    assert.equal(other.status, 403);
  });

  it('older engine: PUT data/{id} is logged and read by GET data/{id}/changelogs', async () => {
    const put = await call(server.url, 'PUT', '/api/ware-engine-form/data/data-expense-1', { token: tokens.admin, body: { id: 'data-expense-1', formId: 'form-expense', content: { number_amount: 99 } } });
    assert.equal(put.status, 200, JSON.stringify(put.body));
    const logs = await call(server.url, 'GET', '/api/ware-engine-form/data/data-expense-1/changelogs', { token: tokens.admin });
    assert.equal(logs.status, 200);
    assert.deepEqual(logs.body.data[0].changes, [{ key: 'number_amount', before: 1280.5, after: 99 }]);
    // Engines do not mix.
    assert.equal((await call(server.url, 'GET', '/api/ware-engine-form/data/data-tickets-1/changelogs', { token: tokens.admin })).status, 400);
    const byIds = await call(server.url, 'POST', '/api/ware-engine-form/data', { token: tokens.member, body: { dataIdIn: ['data-expense-1', 'data-nope'] } });
    assert.equal(byIds.status, 200);
    assert.deepEqual(byIds.body.data.map((r: { id: string }) => r.id), ['data-expense-1']);
  });
});

describe('copy', () => {
  it('copyData makes a new record of the caller with a new code, logged as a copy; older engine too', async () => {
    const res = await call(server.url, 'POST', `${TICKETS}/copyData`, { token: tokens.member, body: { dataId: MEMBER_TICKET } });
    assert.equal(res.status, 200, JSON.stringify(res.body));
    const copy = res.body.data;
    assert.notEqual(copy.id, MEMBER_TICKET);
    assert.notEqual(copy.code, 'TICKETS-2026-0001');
    assert.equal(copy.copiedFrom, MEMBER_TICKET);
    assert.equal(copy.data.input_title, 'Printer jam 打印机卡纸');
    assert.equal(copy.ownerId, USER.member);
    const logs = await call(server.url, 'GET', `${TICKETS}/form-data/${copy.id}/changelogs`, { token: tokens.member });
    assert.equal(logs.body.data[0].action, 'COPY');
    assert.equal(logs.body.data[0].note, MEMBER_TICKET);
    assert.equal((await call(server.url, 'POST', `${TICKETS}/copyData`, { token: tokens.member, body: { dataId: SUBADMIN_TICKET } })).status, 403);
    const older = await call(server.url, 'POST', '/api/ware-engine-form/data/data-expense-2/copy', { token: tokens.member });
    assert.equal(older.status, 200, JSON.stringify(older.body));
    // The expense form has an approval process: its copy goes through it as a submit does, even when the source is approved.
    assert.notEqual(older.body.data.processInstanceId, null);
    const [source] = (await call(server.url, 'POST', '/api/ware-engine-form/data', { token: tokens.member, body: { dataIdIn: ['data-expense-2'] } })).body.data;
    assert.notEqual(older.body.data.processInstanceId, source.processInstanceId);
    const tickets = await call(server.url, 'POST', `${TICKETS}/copyData`, { token: tokens.member, body: { dataId: MEMBER_TICKET } });
    assert.equal(tickets.body.data.processInstanceId, null, 'a form without a process stores the copy as submitted');
  });
});

describe('custom buttons and functions', () => {
  it('lists the form buttons and runs the function: the status is set and logged', async () => {
    const buttons = await call(server.url, 'GET', `${TICKETS}/custom-buttons`, { token: tokens.member });
    assert.equal(buttons.status, 200);
    assert.deepEqual(buttons.body.data.map((b: { name: string; funcKey: string }) => [b.name, b.funcKey]), [['标记已处理', 'ticket-resolve']]);
    const run = await call(server.url, 'POST', '/api/func/appFunction/execute', { token: tokens.member, body: { appId: 'app-tickets', formId: 'form-tickets', dataId: MEMBER_TICKET, funcKey: 'ticket-resolve' } });
    assert.equal(run.status, 200, JSON.stringify(run.body));
    assert.equal(run.body.data.message, '工单已标记为已处理');
    assert.equal(run.body.data.record.data.radio_status, 'done');
    const read = await detail(tokens.member, MEMBER_TICKET);
    assert.equal(read.body.data.data.radio_status, 'done');
    const logs = await call(server.url, 'GET', `${TICKETS}/form-data/${MEMBER_TICKET}/changelogs`, { token: tokens.member });
    assert.equal(logs.body.data[0].action, 'FUNCTION');
    assert.deepEqual(logs.body.data[0].changes, [{ key: 'radio_status', before: 'open', after: 'done' }]);
    const unknown = await call(server.url, 'POST', '/api/func/appFunction/execute', { token: tokens.member, body: { appId: 'app-tickets', formId: 'form-tickets', dataId: MEMBER_TICKET, funcKey: 'expense-other' } });
    assert.equal(unknown.status, 404);
    const foreign = await call(server.url, 'POST', '/api/func/appFunction/execute', { token: tokens.member, body: { appId: 'app-tickets', formId: 'form-tickets', dataId: SUBADMIN_TICKET, funcKey: 'ticket-resolve' } });
    assert.equal(foreign.status, 403);
  });

  it('older engine: custom-buttons and funcs/{key}/exec', async () => {
    const buttons = await call(server.url, 'GET', '/api/ware-engine-form/custom-buttons', { token: tokens.admin, query: { formId: 'form-expense' } });
    assert.equal(buttons.body.data[0].funcKey, 'expense-other');
    // data-expense-3 was sent back to its initiator: the form's own rules apply again (the running and completed claims are locked, below).
    const run = await call(server.url, 'POST', '/api/ware-engine-form/funcs/expense-other/exec', { token: tokens.admin, body: { formId: 'form-expense', dataId: 'data-expense-3' } });
    assert.equal(run.status, 200, JSON.stringify(run.body));
    assert.equal(run.body.data.record.data.radio_category, 'd');
  });

  it('a function run follows the approval lock: never on a completed approval, in a running one only for its current assignee', async () => {
    const exec = (token: string, dataId: string) =>
      call(server.url, 'POST', '/api/ware-engine-form/funcs/expense-other/exec', { token, body: { formId: 'form-expense', dataId } });
    const completed = await exec(tokens.admin, 'data-expense-2');
    assert.equal(completed.status, 403, JSON.stringify(completed.body));
    const running = await exec(tokens.subadmin, 'data-expense-1');
    assert.equal(running.status, 403, 'subadmin approved earlier and holds no open task on it');
    // admin holds its open task, but that node does not grant 报销类别: the refusal names the field as the form does.
    const ungranted = await exec(tokens.admin, 'data-expense-1');
    assert.equal(ungranted.status, 403);
    assert.equal(ungranted.body.message, '当前节点不允许修改这些字段: 报销类别');
    const stored = await call(server.url, 'POST', '/api/ware-engine-form/data', { token: tokens.admin, body: { dataIdIn: ['data-expense-1', 'data-expense-2'] } });
    assert.deepEqual(stored.body.data.map((r: { data: { radio_category: string } }) => r.data.radio_category === 'd'), [false, false]);
  });
});

describe('print templates', () => {
  it('renders a real PDF of the record, served by the file download', async () => {
    const list = await call(server.url, 'GET', `${TICKETS}/print-templates`, { token: tokens.member });
    assert.deepEqual(list.body.data.map((t: { id: string }) => t.id), ['tpl-ticket']);
    const res = await call(server.url, 'POST', `${TICKETS}/print-templates/tpl-ticket/pdf`, { token: tokens.member, body: { dataId: MEMBER_TICKET } });
    assert.equal(res.status, 200, JSON.stringify(res.body));
    assert.match(res.body.data.fileId, /^[a-f0-9]{32}$/);
    const file = await fetch(`${server.url}/api/file/fileoperation/download?fileId=${res.body.data.fileId}&isDownload=1`);
    assert.equal(file.headers.get('content-type'), 'application/pdf');
    const bytes = Buffer.from(await file.arrayBuffer());
    assert.equal(bytes.subarray(0, 5).toString('latin1'), '%PDF-');
    assert.ok(bytes.length > 500);
    assert.equal((await call(server.url, 'POST', `${TICKETS}/print-templates/tpl-expense/pdf`, { token: tokens.member, body: { dataId: MEMBER_TICKET } })).status, 404);
    const older = await call(server.url, 'POST', '/api/ware-engine-form/templates/tpl-expense/render', { token: tokens.admin, body: { dataId: 'data-expense-1' } });
    assert.equal(older.status, 200, JSON.stringify(older.body));
    const guest = await call(server.url, 'POST', `${TICKETS}/print-templates/tpl-ticket/pdf`, { token: tokens.guest, body: { dataId: MEMBER_TICKET } });
    assert.equal(guest.status, 403);
  });
});

describe('print of an image field', () => {
  it('draws its pictures, not the files\' names (issue 42 item 4)', async () => {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(tinyPng(40, 30))], { type: 'image/png' }), '现场.png');
    const up = await fetch(`${server.url}/api/storage/fileStorage/preUpload`, { method: 'POST', headers: { authorization: `Bearer ${tokens.member}` }, body: form });
    const { fileId } = ((await up.json()) as { data: { fileId: string } }).data;
    const saved = await call(server.url, 'PUT', `${TICKETS}/form-data/${MEMBER_TICKET}`, {
      token: tokens.member,
      body: { content: { input_title: '打印图片', radio_status: 'open', uploadImg_photos: [{ fileId, name: '现场.png' }] } },
    });
    assert.equal(saved.status, 200, JSON.stringify(saved.body));
    const res = await call(server.url, 'POST', `${TICKETS}/print-templates/tpl-ticket/pdf`, { token: tokens.member, body: { dataId: MEMBER_TICKET } });
    const pdf = Buffer.from(await (await fetch(`${server.url}/api/file/fileoperation/download?fileId=${res.body.data.fileId}&isDownload=1`)).arrayBuffer()).toString('latin1');
    assert.match(pdf, /\/Subtype \/Image/);
  });
});

describe('comment switch', () => {
  it('the quiet app has comments off and refuses new ones; tickets has them on', async () => {
    const quiet = await call(server.url, 'GET', '/api/bigtable/formDataComment/getCommentOnOff', { token: tokens.member, query: { appId: 'app-quiet', formId: 'form-quiet' } });
    assert.equal(quiet.body.data.on, false);
    const tickets = await call(server.url, 'GET', '/api/bigtable/formDataComment/getCommentOnOff', { token: tokens.member, query: { appId: 'app-tickets', formId: 'form-tickets' } });
    assert.equal(tickets.body.data.on, true);
    const add = await call(server.url, 'POST', '/api/bigtable/formDataComment/create', { token: tokens.member, body: { appId: 'app-quiet', formId: 'form-quiet', dataId: 'data-quiet-1', content: 'hi' } });
    assert.equal(add.status, 403);
  });
});
