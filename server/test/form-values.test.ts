/**
 * Values checked on the server with the client's rules (data/form-values.ts, src/domain/form-engine): required fields
 * (not of fields hidden, read-only, outside the caller's role or their approval node), sub-form rows, the form's
 * conditional checks, formats, the shape of each control's value, and record codes that must stay unique; on every
 * path that writes a record's values: submit, edit, an approval decision with field changes, copy and function runs.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import { and, eq } from 'drizzle-orm';

import { call, fileServerWithDb, type Json } from './support/harness.js';
import { completeRecord } from './support/records.js';
import { appFunctions } from '../src/data/record-extras.js';
import { formData, forms, processTasks, rolePermissions } from '../src/db/schema.js';

// A database file, so that a test can change a form's field states or a role's field permissions (reset after each).
const server = fileServerWithDb('form-values', { admin: ['admin', '1001'], member: ['member', '1001'] }, { env: { WARE_LARGE_LIST: '6' } });
const tokens = server.tokens;

const VISIT = '/api/bigtable/application/app-visit/form/form-visit/form-data';
const ALL = '/api/bigtable/application/app-all-controls/form/form-all-controls/form-data';
const EXPENSE = { appId: 'app-expense', formId: 'form-expense' };
const count = async (formId: string) => (server.db.select({ id: formData.id }).from(formData).where(eq(formData.formId, formId)).all()).length;
const full = (formId: string, own: Record<string, unknown>) => completeRecord(server.url, tokens.admin, formId, own);
/** `record` without `key`: what a caller sends who leaves the field empty. */
const without = (record: Record<string, unknown>, ...keys: string[]) => Object.fromEntries(Object.entries(record).filter(([k]) => !keys.includes(k)));
const refused = (res: { status: number; body: Json }) => {
  assert.equal(res.status, 400, JSON.stringify(res.body));
  assert.match(res.body.message, /^表单校验未通过: /);
  return res.body.data as { errors: Record<string, string>; rows: Record<string, Record<string, string>[]> };
};

describe('required fields, sub-form rows and conditional checks', () => {
  it('a missing required field is refused with the field errors, and nothing is stored; complete, it is stored', async () => {
    const before = await count('form-visit');
    const res = await call(server.url, 'POST', VISIT, { token: tokens.member, body: { content: { input_contact: '李四' } } });
    const { errors } = refused(res);
    assert.equal(errors.customer_customer, '拜访客户不能为空');
    assert.equal(errors.date_visitDate, '拜访日期不能为空');
    assert.equal(errors.radio_visitType, '拜访方式不能为空');
    assert.ok(!('input_contact' in errors));
    assert.equal(await count('form-visit'), before);
    const ok = await call(server.url, 'POST', VISIT, { token: tokens.member, body: { content: await full('form-visit', { input_contact: '李四' }) } });
    assert.equal(ok.status, 200, JSON.stringify(ok.body));
    assert.equal(await count('form-visit'), before + 1);
  });

  it('each seeded form refuses a submit without one of its required fields (both engines)', async () => {
    const cases: [string, string, string[]][] = [
      ['app-visit', 'form-visit', ['customer_customer', 'input_contact', 'date_visitDate', 'radio_visitType']],
      ['app-all-controls', 'form-all-controls', ['input_title', 'radio_kind']],
      ['ap-leave', 'ap-form-leave', ['radio_type', 'date_start', 'date_end', 'number_days', 'input_reason']],
      ['app-tickets', 'form-tickets', ['input_title', 'radio_status']],
      ['app-quiet', 'form-quiet', ['input_subject']],
      ['app-open', 'form-open', ['input_name', 'input_mobile']],
      ['app-ledger', 'form-ledger', ['input_title', 'number_amount']],
    ];
    for (const [appId, formId, keys] of cases) {
      const complete = await full(formId, {});
      for (const key of keys) {
        const res = await call(server.url, 'POST', `/api/bigtable/application/${appId}/form/${formId}/form-data`, { token: tokens.admin, body: { content: without(complete, key) } });
        assert.deepEqual(Object.keys(refused(res).errors), [key], `${formId} without ${key}`);
      }
    }
    const expense = await full('form-expense', {});
    for (const key of ['staff_applicant', 'department_dept', 'radio_category', 'number_amount']) {
      const res = await call(server.url, 'POST', '/api/ware-engine-form/data/submit', { token: tokens.member, body: { ...EXPENSE, content: without(expense, key) } });
      assert.deepEqual(Object.keys(refused(res).errors), [key], `form-expense without ${key}`);
    }
  });

  it('an edit that empties a required field is refused', async () => {
    const res = await call(server.url, 'PUT', `${VISIT}/data-visit-1`, { token: tokens.admin, body: { content: { input_contact: '' } } });
    assert.equal(refused(res).errors.input_contact, '联系人不能为空');
    const kept = await call(server.url, 'PUT', `${VISIT}/data-visit-1`, { token: tokens.admin, body: { content: { input_contact: '陈总' } } });
    assert.equal(kept.status, 200, JSON.stringify(kept.body));
  });

  it('a required field left empty in a sub-form row is refused with that row’s errors', async () => {
    const before = await count('form-expense');
    const content = await full('form-expense', { subform_items: [{ input_item: '交通', number_itemAmount: 5 }, { number_itemAmount: 6 }] });
    const data = refused(await call(server.url, 'POST', '/api/ware-engine-form/data/submit', { token: tokens.member, body: { ...EXPENSE, content: { ...content, subform_items: [{ input_item: '交通', number_itemAmount: 5 }, { number_itemAmount: 6 }] } } }));
    assert.equal(data.errors.subform_items, '子表单有 1 处需要修改');
    assert.deepEqual(data.rows.subform_items, [{}, { input_item: '费用项目不能为空' }]);
    assert.equal(await count('form-expense'), before);
    const lines = refused(await call(server.url, 'POST', ALL, { token: tokens.member, body: { content: await full('form-all-controls', { subform_lines: [{ number_lineQty: 2 }] }).then((c) => ({ ...c, subform_lines: [{ number_lineQty: 2 }] })) } }));
    assert.deepEqual(lines.rows.subform_lines, [{ input_lineName: '名称不能为空' }]);
  });

  it('a failing conditional check (checkSetting) is refused with its text at its fields', async () => {
    const zero = refused(await call(server.url, 'POST', '/api/ware-engine-form/data/submit', { token: tokens.member, body: { ...EXPENSE, content: await full('form-expense', { number_amount: 0 }) } }));
    assert.equal(zero.errors.number_amount, '报销金额必须大于0');
    const yesterday = new Date(Date.now() - 86_400_000);
    const day = `${yesterday.getFullYear()}-${String(yesterday.getMonth() + 1).padStart(2, '0')}-${String(yesterday.getDate()).padStart(2, '0')}`;
    const past = refused(await call(server.url, 'POST', ALL, { token: tokens.member, body: { content: await full('form-all-controls', { date_date: day }) } }));
    assert.equal(past.errors.date_date, '日期不能早于今天');
    const passes = await call(server.url, 'POST', '/api/ware-engine-form/data/submit', { token: tokens.member, body: { ...EXPENSE, content: await full('form-expense', { number_amount: 0.5 }) } });
    assert.equal(passes.status, 200, JSON.stringify(passes.body));
  });

  it('a field hidden by linkage is not required; shown by its source’s value, it is', async () => {
    // 企业名称 (input_company, required) shows only when 单选 is 企业 (b).
    const hidden = await call(server.url, 'POST', ALL, { token: tokens.member, body: { content: { input_title: '个人', radio_kind: 'a' } } });
    assert.equal(hidden.status, 200, JSON.stringify(hidden.body));
    const shown = refused(await call(server.url, 'POST', ALL, { token: tokens.member, body: { content: { input_title: '企业', radio_kind: 'b' } } }));
    assert.deepEqual(shown.errors, { input_company: '企业名称不能为空' });
  });

  it('a field hidden or read-only by its field-state setting is not required', async () => {
    server.db.update(forms)
      .set({ fieldStates: [{ id: 'input_contact', fieldLinkage: [], addState: 'HIDDEN', editState: 'READ_ONLY' }] })
      .where(eq(forms.id, 'form-visit'))
      .run();
    const add = await call(server.url, 'POST', VISIT, { token: tokens.member, body: { content: without(await full('form-visit', {}), 'input_contact') } });
    assert.equal(add.status, 200, JSON.stringify(add.body));
    // Editing, 联系人 is read-only: a record stored without it is still editable in its other fields.
    const edit = await call(server.url, 'PUT', `${VISIT}/${add.body.data.id}`, { token: tokens.member, body: { content: { editor_summary: '<p>补充</p>' } } });
    assert.equal(edit.status, 200, JSON.stringify(edit.body));
  });

  it('a field the caller’s role may not see is not required of them, and is of a role that sees it', async () => {
    server.db.delete(rolePermissions)
      .where(and(eq(rolePermissions.appId, 'app-visit'), eq(rolePermissions.roleCode, 'MEMBER'), eq(rolePermissions.type, 'form-field-permission'), eq(rolePermissions.businessKey, 'date_visitDate')))
      .run();
    const content = without(await full('form-visit', {}), 'date_visitDate');
    const member = await call(server.url, 'POST', VISIT, { token: tokens.member, body: { content } });
    assert.equal(member.status, 200, JSON.stringify(member.body));
    assert.deepEqual(Object.keys(refused(await call(server.url, 'POST', VISIT, { token: tokens.admin, body: { content } })).errors), ['date_visitDate']);
  });

  it('an approval assignee’s edit is checked in the fields their node grants only', async () => {
    // data-expense-1 waits at finance (admin), which grants 报销金额 and 发票附件; 报销类别 (required) is emptied in
    // the stored record, which the assignee may not change.
    const stored = server.db.select().from(formData).where(eq(formData.id, 'data-expense-1')).get()!;
    server.db.update(formData).set({ content: without(stored.content, 'radio_category') }).where(eq(formData.id, 'data-expense-1')).run();
    const put = (content: Record<string, unknown>) => call(server.url, 'PUT', '/api/ware-engine-form/data/data-expense-1', { token: tokens.admin, body: { id: 'data-expense-1', formId: 'form-expense', content } });
    const granted = await put({ number_amount: 99 });
    assert.equal(granted.status, 200, JSON.stringify(granted.body));
    assert.deepEqual(refused(await put({ number_amount: null })).errors, { number_amount: '报销金额不能为空' });
    assert.deepEqual(refused(await put({ number_amount: 0 })).errors, { number_amount: '报销金额必须大于0' });
  });

  it('an anonymous sign-up is refused without a required field', async () => {
    const body = (content: Record<string, unknown>) => ({ body: { appId: 'app-open', formId: 'form-open', content } });
    const res = refused(await call(server.url, 'POST', '/api/bigtable/anonymous/form-data', body({ input_name: '张三' })));
    assert.deepEqual(res.errors, { input_mobile: '手机号不能为空' });
    const ok = await call(server.url, 'POST', '/api/bigtable/anonymous/form-data', body({ input_name: '张三', input_mobile: '13900000019' }));
    assert.equal(ok.status, 200, JSON.stringify(ok.body));
  });

  it('a draft is saved incomplete', async () => {
    const res = await call(server.url, 'PUT', '/api/bigtable/application/app-visit/form/form-visit/draft-date', { token: tokens.member, body: { content: { input_contact: '半截' } } });
    assert.equal(res.status, 200, JSON.stringify(res.body));
  });
});

const LEDGER = '/api/bigtable/application/app-ledger/form/form-ledger/form-data';

describe('submitted values', () => {
  it('a value of the wrong type is refused; the right type is stored', async () => {
    const wrong = await call(server.url, 'POST', LEDGER, { token: tokens.admin, body: { content: { input_title: '类型', number_amount: 'abc' } } });
    assert.equal(wrong.status, 400, JSON.stringify(wrong.body));
    assert.equal(wrong.body.data.errors.number_amount, '金额格式不正确');
    const object = await call(server.url, 'POST', LEDGER, { token: tokens.admin, body: { content: { input_title: { evil: true }, number_amount: 1 } } });
    assert.equal(object.status, 400);
    assert.ok(object.body.data.errors.input_title);
    const mobile = await call(server.url, 'POST', '/api/bigtable/application/app-open/form/form-open/form-data', { token: tokens.member, body: { content: { input_name: '张三', input_mobile: '12345' } } });
    assert.equal(mobile.status, 400, JSON.stringify(mobile.body));
    assert.equal(mobile.body.data.errors.input_mobile, '请输入正确的手机号码');
    const right = await call(server.url, 'POST', LEDGER, { token: tokens.admin, body: { content: { input_title: '类型', number_amount: 12.5 } } });
    assert.equal(right.status, 200, JSON.stringify(right.body));
  });

  it('an update is checked as the whole record it makes', async () => {
    const res = await call(server.url, 'PUT', `${LEDGER}/data-ledger-1`, { token: tokens.admin, body: { content: { number_amount: [1, 2] } } });
    assert.equal(res.status, 400, JSON.stringify(res.body));
    assert.ok(res.body.data.errors.number_amount);
  });
});

describe('record codes', () => {
  it('an older-engine update may not give a record another record’s code', async () => {
    const list = await call(server.url, 'POST', '/api/ware-engine-form/data/query', { token: tokens.admin, body: { formId: 'form-expense', page: 1, size: 10 } });
    const records: Json[] = list.body.data.content;
    const [a, b] = records;
    const res = await call(server.url, 'PUT', `/api/ware-engine-form/data/${a.id}`, { token: tokens.admin, body: { id: a.id, formId: 'form-expense', content: {}, code: b.code } });
    assert.equal(res.status, 400, JSON.stringify(res.body));
    assert.match(res.body.message, /业务编码已存在/);
  });
});

/** The open task of `userId` on a record, from the database (the seed's ids are random). */
const openTask = (dataId: string, userId: string) =>
  server.db.select().from(processTasks).where(and(eq(processTasks.dataId, dataId), eq(processTasks.assigneeId, userId), eq(processTasks.status, 'TODO'))).get();
const stored = (dataId: string) => server.db.select().from(formData).where(eq(formData.id, dataId)).get()!;
const ADMIN = '10001';
const MEMBER = '10003';

describe('approval decisions with field changes', () => {
  const decide = (taskId: string, token: string, body: Record<string, unknown>) => call(server.url, 'PUT', `/api/ware-engine-form/app-task/${taskId}/complete`, { token, body });

  it('a decision’s changes are checked as an edit (type, required granted field, conditional check): refused with field errors, neither values nor decision stored', async () => {
    // data-expense-1 waits at finance (admin), which grants 报销金额 and 发票附件.
    const task = openTask('data-expense-1', ADMIN)!;
    const before = stored('data-expense-1');
    const wrongType = refused(await decide(task.id, tokens.admin, { approved: true, comment: '同意', content: { number_amount: 'abc' } }));
    assert.ok(wrongType.errors.number_amount, JSON.stringify(wrongType));
    assert.deepEqual(refused(await decide(task.id, tokens.admin, { approved: true, content: { number_amount: null } })).errors, { number_amount: '报销金额不能为空' });
    assert.deepEqual(refused(await decide(task.id, tokens.admin, { approved: true, data: { number_amount: 0 } })).errors, { number_amount: '报销金额必须大于0' });
    // A rejection with changes is checked too.
    assert.deepEqual(refused(await decide(task.id, tokens.admin, { approved: false, comment: '金额不对', content: { number_amount: 0 } })).errors, { number_amount: '报销金额必须大于0' });
    assert.deepEqual(stored('data-expense-1').content, before.content);
    assert.equal(stored('data-expense-1').updatedAt, before.updatedAt);
    assert.equal(openTask('data-expense-1', ADMIN)?.id, task.id, 'the decision is not recorded');
  });

  it('a field the node does not grant is refused (403), and is not required of the assignee; a valid change is stored with the decision', async () => {
    const task = openTask('data-expense-1', ADMIN)!;
    const record = stored('data-expense-1');
    server.db.update(formData).set({ content: without(record.content, 'radio_category') }).where(eq(formData.id, 'data-expense-1')).run();
    const notGranted = await decide(task.id, tokens.admin, { approved: true, content: { radio_category: 'a' } });
    assert.equal(notGranted.status, 403, JSON.stringify(notGranted.body));
    const ok = await decide(task.id, tokens.admin, { approved: true, comment: '同意', content: { number_amount: 99 } });
    assert.equal(ok.status, 200, JSON.stringify(ok.body));
    assert.equal(stored('data-expense-1').content.number_amount, 99);
    assert.equal(openTask('data-expense-1', ADMIN), undefined);
  });

  it('a resubmit’s changes are checked as an edit by the initiator: sub-form rows', async () => {
    // data-expense-3 was rejected back to member, who resubmits (the start node grants every field).
    const task = openTask('data-expense-3', MEMBER)!;
    assert.equal(task.kind, 'RESUBMIT');
    const before = stored('data-expense-3');
    const data = refused(await decide(task.id, tokens.member, { approved: true, content: { subform_items: [{ input_item: '交通', number_itemAmount: 5 }, { number_itemAmount: 6 }] } }));
    assert.deepEqual(data.rows.subform_items, [{}, { input_item: '费用项目不能为空' }]);
    assert.deepEqual(stored('data-expense-3').content, before.content);
    assert.equal(stored('data-expense-3').status, 'REJECTED');
    assert.equal(openTask('data-expense-3', MEMBER)?.id, task.id);
  });
});

describe('copy and functions', () => {
  const TICKETS = '/api/bigtable/application/app-tickets/form/form-tickets';

  it('a copy is checked as a submit: a source without a required field is refused with the field error, nothing stored', async () => {
    const source = stored('data-tickets-1');
    server.db.update(formData).set({ content: without(source.content, 'input_title') }).where(eq(formData.id, 'data-tickets-1')).run();
    const before = await count('form-tickets');
    const res = refused(await call(server.url, 'POST', `${TICKETS}/copyData`, { token: tokens.member, body: { dataId: 'data-tickets-1' } }));
    assert.deepEqual(Object.keys(res.errors), ['input_title']);
    assert.equal(await count('form-tickets'), before);
  });

  it('a copy of a record with a no-duplicates value is refused at that field', async () => {
    const content = await full('form-all-controls', { input_title: '唯一标题' });
    const first = await call(server.url, 'POST', ALL, { token: tokens.admin, body: { content } });
    assert.equal(first.status, 200, JSON.stringify(first.body));
    const before = await count('form-all-controls');
    const res = await call(server.url, 'POST', '/api/bigtable/application/app-all-controls/form/form-all-controls/copyData', { token: tokens.admin, body: { dataId: first.body.data.id } });
    assert.equal(res.status, 400, JSON.stringify(res.body));
    assert.equal(res.body.data.errors.input_title, '单行文本已存在，请勿重复填写');
    assert.equal(await count('form-all-controls'), before);
  });

  it('a function that sets a value its field refuses is refused with the field error, and the record is unchanged', async () => {
    server.db.update(appFunctions).set({ action: { kind: 'set-fields', set: { radio_status: null }, message: '工单已标记为已处理' } }).where(eq(appFunctions.key, 'ticket-resolve')).run();
    const before = stored('data-tickets-1');
    const res = refused(await call(server.url, 'POST', '/api/func/appFunction/execute', { token: tokens.member, body: { appId: 'app-tickets', formId: 'form-tickets', dataId: 'data-tickets-1', funcKey: 'ticket-resolve' } }));
    assert.deepEqual(Object.keys(res.errors), ['radio_status']);
    assert.deepEqual(stored('data-tickets-1').content, before.content);
    server.db.update(appFunctions).set({ action: { kind: 'set-fields', set: { number_amount: 'abc' }, message: '已归入“其他”类别' } }).where(eq(appFunctions.key, 'expense-other')).run();
    const older = await call(server.url, 'POST', '/api/ware-engine-form/funcs/expense-other/exec', { token: tokens.admin, body: { formId: 'form-expense', dataId: 'data-expense-1' } });
    assert.ok(refused(older).errors.number_amount, JSON.stringify(older.body));
  });
});
