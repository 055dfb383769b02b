/**
 * Forms and form data: definitions on both engines, submit / update / anonymous submit with idempotency,
 * drafts, duplicate checks, fill status, field configs, app variables, code generator, serial numbers, data linkage.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import { call, fileServer } from './support/harness.js';
import { completeRecord } from './support/records.js';

const server = fileServer({
  admin: ['admin', '1001'],
  member: ['member', '1001'],
  member2: ['member', '1002'],
  subadmin: ['subadmin', '1001'],
  guest: ['guest', '1001'],
});
const tokens = server.tokens;
const NEW = '/api/bigtable/application/app-all-controls/form/form-all-controls';
/** A complete record of a seeded form (its required fields filled, see support/records.ts), the test's values winning. */
const full = (own: Record<string, unknown>, formId = 'form-all-controls') => completeRecord(server.url, tokens.admin, formId, own);

describe('form definitions', () => {
  it('lists the forms of an app (newer engine) with script, field states and canSubmit', async () => {
    const res = await call(server.url, 'GET', '/api/bigtable/app/app-all-controls/form', { token: tokens.member });
    assert.equal(res.status, 200);
    const [form] = res.body.data;
    assert.equal(form.id, 'form-all-controls');
    assert.ok(form.script.list.length > 0);
    assert.ok(form.fieldStates.length > 0);
    assert.equal(form.canSubmit, true);
    const one = await call(server.url, 'GET', '/api/bigtable/form', { token: tokens.member, query: { id: 'form-all-controls' } });
    assert.equal(one.body.data.id, 'form-all-controls');
  });

  it('refuses a private app to a guest (APP_NOT_PUBLIC) and 404s an unknown form', async () => {
    const res = await call(server.url, 'GET', '/api/ware-engine-form/forms/published', { token: tokens.guest, query: { appId: 'app-expense' } });
    assert.equal(res.status, 403);
    assert.equal(res.body.code, 'APP_NOT_PUBLIC');
    const missing = await call(server.url, 'GET', '/api/bigtable/form', { token: tokens.member, query: { id: 'nope' } });
    assert.equal(missing.status, 404);
  });

  it('older engine: published and latest forms by appId; field configs', async () => {
    const pub = await call(server.url, 'GET', '/api/ware-engine-form/forms/published', { token: tokens.member, query: { appId: 'app-expense' } });
    assert.equal(pub.body.data[0].id, 'form-expense');
    const latest = await call(server.url, 'GET', '/api/ware-engine-form/forms/latest', { token: tokens.member, query: { appId: 'app-expense' } });
    assert.deepEqual(latest.body.data[0].script, latest.body.data[0].definition_latest);
    const configs = await call(server.url, 'GET', '/api/ware-engine-form/form-field-configs', { token: tokens.member, query: { formId: 'form-all-controls' } });
    // The platform's field-config shape: the field as key, with its name.
    const company = configs.body.data.find((s: { key: string }) => s.key === 'input_company');
    assert.equal(company.name, '企业名称');
    assert.equal(company.id, undefined);
  });
});

describe('submit (newer engine)', () => {
  it('stores the record in form_data with code, owner and times; keys outside the field permissions are dropped', async () => {
    const res = await call(server.url, 'POST', `${NEW}/form-data`, {
      token: tokens.member,
      body: { content: await full({ input_title: '新数据', radio_kind: 'b', input_company: 'X', not_a_field: 1 }), requestId: 'req-00000001' },
    });
    assert.equal(res.status, 200, JSON.stringify(res.body));
    const rec = res.body.data;
    assert.equal(rec.tenantId, '1001');
    assert.equal(rec.createdBy, '10003');
    assert.equal(rec.ownerId, '10003');
    assert.match(rec.code, /^ALL-CONTROLS-\d{4}-0002$/);
    assert.equal(rec.content.input_title, '新数据');
    assert.equal(rec.content.not_a_field, undefined);
    const read = await call(server.url, 'GET', `${NEW}/form-data/${rec.id}`, { token: tokens.member });
    assert.equal(read.body.data.content.input_company, 'X');
  });

  it('a retried submit with the same requestId (body or Idempotency-Key header) returns the first record', async () => {
    const first = await call(server.url, 'POST', `${NEW}/form-data`, { token: tokens.member, body: { content: await full({ input_title: 'a' }), requestId: 'retry-0001' } });
    const again = await call(server.url, 'POST', `${NEW}/form-data`, { token: tokens.member, body: { content: await full({ input_title: 'a' }), requestId: 'retry-0001' } });
    assert.equal(again.body.data.id, first.body.data.id);
    const h1 = await call(server.url, 'POST', `${NEW}/form-data`, { token: tokens.member, headers: { 'idempotency-key': 'hdr-00000001' }, body: { content: await full({ input_title: 'b' }) } });
    const h2 = await call(server.url, 'POST', `${NEW}/form-data`, { token: tokens.member, headers: { 'idempotency-key': 'hdr-00000001' }, body: { content: await full({ input_title: 'b' }) } });
    assert.equal(h1.body.data.id, h2.body.data.id);
    const status = await call(server.url, 'GET', '/api/ware-engine-form/forms/submission-status', { token: tokens.member, query: { appId: 'app-all-controls' } });
    assert.equal(status.body.data.count, 2);
    assert.equal(status.body.data.submitted, true);
  });

  it('rejects a bad requestId and a non-object content (400), no token (401), the other engine (400)', async () => {
    assert.equal((await call(server.url, 'POST', `${NEW}/form-data`, { token: tokens.member, body: { content: {}, requestId: 'x' } })).status, 400);
    assert.equal((await call(server.url, 'POST', `${NEW}/form-data`, { token: tokens.member, body: { content: [1] } })).status, 400);
    assert.equal((await call(server.url, 'POST', `${NEW}/form-data`, { body: { content: {} } })).status, 401);
    const wrong = await call(server.url, 'POST', '/api/bigtable/application/app-expense/form/form-expense/form-data', { token: tokens.member, body: { content: {} } });
    assert.equal(wrong.status, 400);
  });

  it('a member of another organisation is a guest: may not read the record', async () => {
    const rec = (await call(server.url, 'POST', `${NEW}/form-data`, { token: tokens.member, body: { content: await full({ input_title: 'mine' }) } })).body.data;
    const other = await call(server.url, 'GET', `${NEW}/form-data/${rec.id}`, { token: tokens.member2 });
    assert.equal(other.status, 403);
  });

  it('updates a record (edit permission; a member only their own)', async () => {
    const rec = (await call(server.url, 'POST', `${NEW}/form-data`, { token: tokens.member, body: { content: await full({ input_title: 'v1', radio_kind: 'a' }) } })).body.data;
    const res = await call(server.url, 'PUT', `${NEW}/form-data/${rec.id}`, { token: tokens.member, body: { content: { input_title: 'v2' } } });
    assert.equal(res.body.data.content.input_title, 'v2');
    assert.equal(res.body.data.content.radio_kind, 'a');
    const seeded = await call(server.url, 'PUT', `${NEW}/form-data/data-all-controls-1`, { token: tokens.member, body: { content: { input_title: 'x' } } });
    assert.equal(seeded.status, 403);
    const admin = await call(server.url, 'PUT', `${NEW}/form-data/data-all-controls-1`, { token: tokens.admin, body: { content: { input_title: 'x' } } });
    assert.equal(admin.body.data.lastModifiedBy, '10001');
  });

  it('anonymous submit on a public app, idempotent; refused where sign-in is required', async () => {
    const body = { appId: 'app-open', formId: 'form-open', content: await full({}, 'form-open'), requestId: 'anon-000001' };
    const a = await call(server.url, 'POST', '/api/bigtable/anonymous/form-data', { body });
    assert.equal(a.status, 200, JSON.stringify(a.body));
    const b = await call(server.url, 'POST', '/api/bigtable/anonymous/form-data', { body });
    assert.equal(b.body.data.id, a.body.data.id);
    const refused = await call(server.url, 'POST', '/api/bigtable/anonymous/form-data', { body: { ...body, appId: 'app-auth-required', formId: 'form-auth-required' } });
    assert.equal(refused.status, 403);
    const privateApp = await call(server.url, 'POST', '/api/bigtable/anonymous/form-data', { body: { ...body, appId: 'app-no-guests', formId: 'form-no-guests' } });
    assert.equal(privateApp.body.code, 'APP_NOT_PUBLIC');
  });

  it('duplicate check: a value already stored, ignoring the record being edited', async () => {
    const path = `${NEW}/form-data/duplicate-check`;
    const dup = await call(server.url, 'POST', path, { token: tokens.member, body: { key: 'input_title', value: '示例数据' } });
    assert.deepEqual(dup.body.data, { duplicate: true });
    const self = await call(server.url, 'POST', path, { token: tokens.member, body: { key: 'input_title', value: '示例数据', dataId: 'data-all-controls-1' } });
    assert.equal(self.body.data.duplicate, false);
    const set = await call(server.url, 'POST', path, { token: tokens.member, body: { key: 'checkbox_tags', value: ['c', 'a'] } });
    assert.equal(set.body.data.duplicate, true);
  });
});

describe('record owner', () => {
  it('the owner picked is the owner stored; someone outside the organisation is refused', async () => {
    const body = { content: await full({ input_title: '归属测试', radio_kind: 'a' }), ownerId: '10002' };
    const res = await call(server.url, 'POST', `${NEW}/form-data`, { token: tokens.member, body });
    assert.equal(res.status, 200, JSON.stringify(res.body));
    assert.equal(res.body.data.ownerId, '10002');
    // lonely (10005) belongs to no organisation.
    const outsider = await call(server.url, 'POST', `${NEW}/form-data`, { token: tokens.member, body: { ...body, content: await full({ input_title: '归属测试2', radio_kind: 'a' }), ownerId: '10005' } });
    assert.equal(outsider.status, 400);
    assert.match(outsider.body.message, /数据所有者不属于该组织/);
    const edit = await call(server.url, 'PUT', `${NEW}/form-data/${res.body.data.id}`, { token: tokens.admin, body: { content: {}, ownerId: '10005' } });
    assert.equal(edit.status, 400);
  });
});

describe('older engine', () => {
  const EXP = { appId: 'app-expense', formId: 'form-expense' };

  it('submits idempotently, updates, checks duplicates', async () => {
    const body = { ...EXP, content: await full({ radio_category: 'a', number_amount: 10 }, 'form-expense'), requestId: 'v1-0000001' };
    const a = await call(server.url, 'POST', '/api/ware-engine-form/data/submit', { token: tokens.member, body });
    assert.equal(a.status, 200, JSON.stringify(a.body));
    const b = await call(server.url, 'POST', '/api/ware-engine-form/data/submit', { token: tokens.member, body });
    assert.equal(b.body.data.id, a.body.data.id);
    const put = () => call(server.url, 'PUT', `/api/ware-engine-form/data/${a.body.data.id}`, { token: tokens.member, body: { id: a.body.data.id, formId: 'form-expense', content: { number_amount: 20 } } });
    // The claim's approval runs: its submitter may not rewrite it until it is withdrawn (data/tasks.ts).
    assert.equal((await put()).status, 403);
    const started = await call(server.url, 'GET', '/api/bigtable/v1/process-instances/my-started', { token: tokens.member });
    const mine = started.body.data.content.find((p: { dataId: string }) => p.dataId === a.body.data.id);
    await call(server.url, 'DELETE', `/api/ware-engine-form/process-instances/by-task/${mine.taskId}`, { token: tokens.member });
    const upd = await put();
    assert.equal(upd.body.data.content.number_amount, 20);
    const dup = await call(server.url, 'POST', '/api/ware-engine-form/data/duplicate-check', {
      token: tokens.member,
      body: { ...EXP, conditions: [{ key: 'number_amount', operation: 'equal', type: 'number', value: '20.0' }] },
    });
    assert.equal(dup.body.data.duplicate, true);
    const newer = await call(server.url, 'POST', '/api/ware-engine-form/data/submit', { token: tokens.member, body: { appId: 'app-visit', formId: 'form-visit', content: {} } });
    assert.equal(newer.status, 400);
  });

  it('server drafts on both engines: save, read back, per user; cleared by a submit', async () => {
    const v1 = '/api/ware-engine-form/draft-data/apps/app-expense';
    assert.equal((await call(server.url, 'GET', v1, { token: tokens.member, query: { formId: 'form-expense' } })).body.data, null);
    await call(server.url, 'PUT', v1, { token: tokens.member, body: { formId: 'form-expense', content: { number_amount: 5 } } });
    const got = await call(server.url, 'GET', v1, { token: tokens.member, query: { formId: 'form-expense' } });
    assert.deepEqual(got.body.data.content, { number_amount: 5 });
    assert.equal((await call(server.url, 'GET', v1, { token: tokens.admin, query: { formId: 'form-expense' } })).body.data, null);

    const nd = `${NEW}/draft-date`;
    await call(server.url, 'PUT', nd, { token: tokens.member, body: { content: { input_title: '草稿' } } });
    assert.equal((await call(server.url, 'GET', nd, { token: tokens.member })).body.data.content.input_title, '草稿');
    await call(server.url, 'POST', `${NEW}/form-data`, { token: tokens.member, body: { content: await full({ input_title: '草稿' }) } });
    assert.equal((await call(server.url, 'GET', nd, { token: tokens.member })).body.data, null);
  });
});

describe('field helpers', () => {
  it('app variables: read by members, written by app admins only', async () => {
    const vars = await call(server.url, 'GET', '/api/ware-engine-form/app-variables', { token: tokens.member, query: { appId: 'app-all-controls' } });
    assert.deepEqual(vars.body.data, [{ key: 'appVar', value: '演示变量值' }]);
    const denied = await call(server.url, 'POST', '/api/ware-engine-form/app-variables', { token: tokens.member, body: { appId: 'app-all-controls', variables: [{ key: 'x', value: '1' }] } });
    assert.equal(denied.status, 403);
    const saved = await call(server.url, 'POST', '/api/ware-engine-form/app-variables', { token: tokens.admin, body: { appId: 'app-all-controls', variables: [{ key: 'x', value: '1' }] } });
    assert.equal(saved.body.data.length, 2);
  });

  it('code generator previews the next code; serial-number rules count per organisation', async () => {
    const code = await call(server.url, 'GET', '/api/ware-engine-form/code-generator/app-visit', { token: tokens.member });
    assert.match(code.body.data.code, /^VISIT-\d{4}-0006$/);
    const g1 = await call(server.url, 'POST', '/dict/snoRule/generate'.replace(/^/, '/api'), { token: tokens.member, body: { ruleKey: 'order', prefix: 'NO', length: 3 } });
    assert.equal(g1.body.data.sno, 'NO001');
    await call(server.url, 'POST', '/api/dict/snoRule/generate', { token: tokens.member, body: { ruleKey: 'order' } });
    const cur = await call(server.url, 'POST', '/api/dict/snoRule/get', { token: tokens.member, body: { ruleKey: 'order' } });
    assert.equal(cur.body.data.value, 2);
    const other = await call(server.url, 'POST', '/api/dict/snoRule/get', { token: tokens.member2, body: { ruleKey: 'order' } });
    assert.equal(other.body.data.value, 0);
  });

  it('data linkage: records of the source form matching the conditions, page 1 size 999', async () => {
    const res = await call(server.url, 'POST', '/api/bigtable/data-linkage', {
      token: tokens.admin,
      body: { appId: 'app-all-controls', formId: 'form-visit', conditions: [{ key: 'radio_visitType', value: 'a' }] },
    });
    assert.equal(res.status, 200, JSON.stringify(res.body));
    assert.equal(res.body.data.totalElements, 2);
    assert.equal(res.body.data.size, 999);
  });
});

describe('relations: association picker, linkage of the seeded linkquery, no-duplicate fields', () => {
  const PAGE = '/api/bigtable/form-association/page';

  it('association page: records of the associated form the caller may read, with keyword and paging', async () => {
    const all = await call(server.url, 'POST', PAGE, { token: tokens.admin, body: { appId: 'app-all-controls', formId: 'form-visit' } });
    assert.equal(all.status, 200, JSON.stringify(all.body));
    assert.equal(all.body.data.totalElements, 5);
    assert.equal(all.body.data.size, 20);
    const byContact = await call(server.url, 'POST', PAGE, { token: tokens.admin, body: { appId: 'app-all-controls', formId: 'form-visit', keyword: '陈经理' } });
    assert.deepEqual(byContact.body.data.content.map((r: { content: { input_contact: string } }) => r.content.input_contact), ['陈经理']);
    const byCustomer = await call(server.url, 'POST', PAGE, { token: tokens.admin, body: { appId: 'app-all-controls', formId: 'form-visit', keyword: '宁波' } });
    assert.equal(byCustomer.body.data.totalElements, 1);
    const byCode = await call(server.url, 'POST', PAGE, { token: tokens.admin, body: { appId: 'app-all-controls', formId: 'form-visit', keyword: 'visit-2026-0003' } });
    assert.equal(byCode.body.data.content[0].code, 'VISIT-2026-0003');
    const paged = await call(server.url, 'POST', PAGE, { token: tokens.admin, body: { appId: 'app-all-controls', formId: 'form-visit', page: 2, size: 2 } });
    assert.equal(paged.body.data.content.length, 2);
    assert.equal(paged.body.data.totalElements, 5);
  });

  it('association page: guests read none, another organisation is refused, bad input is 400', async () => {
    const guest = await call(server.url, 'POST', PAGE, { token: tokens.guest, body: { appId: 'app-all-controls', formId: 'form-visit' } });
    assert.equal(guest.status, 200);
    assert.equal(guest.body.data.totalElements, 0);
    const foreign = await call(server.url, 'POST', PAGE, { token: tokens.admin, body: { appId: 'app-trade', formId: 'form-visit' } });
    assert.equal(foreign.status, 403);
    const bad = await call(server.url, 'POST', PAGE, { token: tokens.admin, body: { appId: 'app-all-controls', formId: 'form-visit', size: 1000 } });
    assert.equal(bad.status, 400);
    const missing = await call(server.url, 'POST', PAGE, { token: tokens.admin, body: { appId: 'app-all-controls', formId: 'nope' } });
    assert.equal(missing.status, 404);
  });

  it('the seeded linkquery looks up visits by contact (input_title → input_contact)', async () => {
    const forms = await call(server.url, 'GET', '/api/bigtable/app/app-all-controls/form', { token: tokens.member });
    const tabs = forms.body.data[0].script.list[0];
    const linkq = tabs.columns[2].list.find((c: { key: string }) => c.key === 'linkquery_linkq');
    assert.deepEqual(linkq.options.conditions, [{ key: 'input_contact', field: 'input_title' }]);
    const res = await call(server.url, 'POST', '/api/bigtable/data-linkage', {
      token: tokens.member,
      body: { appId: 'app-all-controls', formId: 'form-visit', conditions: [{ key: 'input_contact', value: '陈经理' }], page: 1, size: 999 },
    });
    assert.equal(res.body.data.totalElements, 1);
    assert.equal(res.body.data.content[0].content.editor_summary, '<p>沟通年度采购计划</p>');
  });

  it('a no-duplicate field refuses a stored value at submit and update (both engines share the rule), not a retry', async () => {
    const dup = await call(server.url, 'POST', `${NEW}/form-data`, { token: tokens.member, body: { content: await full({ input_title: '示例数据' }) } });
    assert.equal(dup.status, 400);
    assert.equal(dup.body.message, '单行文本已存在，请勿重复填写');
    const first = await call(server.url, 'POST', `${NEW}/form-data`, { token: tokens.member, body: { content: await full({ input_title: '唯一值' }), requestId: 'unique-0001' } });
    assert.equal(first.status, 200, JSON.stringify(first.body));
    const retry = await call(server.url, 'POST', `${NEW}/form-data`, { token: tokens.member, body: { content: await full({ input_title: '唯一值' }), requestId: 'unique-0001' } });
    assert.equal(retry.status, 200);
    assert.equal(retry.body.data.id, first.body.data.id);
    const again = await call(server.url, 'POST', `${NEW}/form-data`, { token: tokens.member, body: { content: await full({ input_title: '唯一值' }), requestId: 'unique-0002' } });
    assert.equal(again.status, 400);
    // Updating a record keeps its own value; taking another record's value is refused.
    const own = await call(server.url, 'PUT', `${NEW}/form-data/${first.body.data.id}`, { token: tokens.member, body: { content: { input_title: '唯一值', number_amount: 3 } } });
    assert.equal(own.status, 200, JSON.stringify(own.body));
    const taken = await call(server.url, 'PUT', `${NEW}/form-data/${first.body.data.id}`, { token: tokens.member, body: { content: { input_title: '示例数据' } } });
    assert.equal(taken.status, 400);
    // Fields without the mark take repeated values.
    const repeated = await call(server.url, 'POST', `${NEW}/form-data`, { token: tokens.member, body: { content: await full({ input_title: '另一个', number_amount: 3 }) } });
    assert.equal(repeated.status, 200);
  });
});
