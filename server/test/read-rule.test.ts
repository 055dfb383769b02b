/**
 * One rule for what a caller may read (spec screens-data-rules.md §6), on every read path besides the lists: data
 * linkage, form association, the duplicate checks and the answer to a repeated submit. The seeded `ledger` app
 * (WARE_LARGE_LIST) is the one whose MEMBER may not see a field: 成本 (`number_cost`).
 */
import assert from 'node:assert/strict';
import { after, describe, it } from 'node:test';

import { call, fileServer, type Json } from './support/harness.js';

process.env.WARE_LARGE_LIST = '30';
after(() => {
  delete process.env.WARE_LARGE_LIST;
});

const server = fileServer({ admin: ['admin', '1001'], member: ['member', '1001'] });
const tokens = server.tokens;

const LEDGER = { appId: 'app-ledger', formId: 'form-ledger' };
const FORM_DATA = '/api/bigtable/application/app-ledger/form/form-ledger/form-data';
const hasCost = (records: Json[]) => records.some((r) => 'number_cost' in (r.content ?? {}) || 'number_cost' in (r.data ?? {}));

describe('linkage and association answer only the visible fields', () => {
  it('data-linkage: a member gets the records without 成本; the admin gets 成本', async () => {
    const link = (token: string) => call(server.url, 'POST', '/api/bigtable/data-linkage', { token, body: { ...LEDGER, conditions: [] } });
    const admin = await link(tokens.admin);
    assert.equal(admin.status, 200, JSON.stringify(admin.body));
    assert.ok(hasCost(admin.body.data.content));
    const member = await link(tokens.member);
    assert.equal(member.status, 200, JSON.stringify(member.body));
    assert.ok(member.body.data.content.length > 0);
    assert.ok(!hasCost(member.body.data.content), JSON.stringify(member.body.data.content[0]));
  });

  it('data-linkage: a condition on a field the caller may not see is refused, not an oracle', async () => {
    const res = await call(server.url, 'POST', '/api/bigtable/data-linkage', { token: tokens.member, body: { ...LEDGER, conditions: [{ key: 'number_cost', value: 390 }] } });
    assert.equal(res.status, 400, JSON.stringify(res.body));
    assert.match(res.body.message, /无权查询字段/);
  });

  it('form-association/page: a member gets no 成本 and cannot find a record by it', async () => {
    const page = (token: string, keyword: string) => call(server.url, 'POST', '/api/bigtable/form-association/page', { token, body: { ...LEDGER, keyword } });
    const member = await page(tokens.member, '');
    assert.equal(member.status, 200, JSON.stringify(member.body));
    assert.ok(member.body.data.content.length > 0 && !hasCost(member.body.data.content));
    // Record 30's cost is 390 and no visible value of the member's records holds "390".
    assert.equal((await page(tokens.member, '390')).body.data.totalElements, 0);
    assert.ok((await page(tokens.admin, '390')).body.data.totalElements >= 1);
  });

  it('archived records do not answer data linkage', async () => {
    const v1 = { appId: 'app-expense', formId: 'form-expense' };
    const before = await call(server.url, 'POST', '/api/bigtable/data-linkage', { token: tokens.admin, body: { ...v1, conditions: [] } });
    assert.equal(before.status, 200, JSON.stringify(before.body));
    const first = before.body.data.content[0].id;
    const archived = await call(server.url, 'POST', '/api/ware-engine-form/data/archive', { token: tokens.admin, body: { id: first } });
    assert.equal(archived.status, 200, JSON.stringify(archived.body));
    const after = await call(server.url, 'POST', '/api/bigtable/data-linkage', { token: tokens.admin, body: { ...v1, conditions: [] } });
    assert.ok(!after.body.data.content.some((r: Json) => r.id === first));
  });
});

describe('duplicate checks answer only taken / free, for visible fields, for callers who may submit', () => {
  const check = (token: string | undefined, body: Json) => call(server.url, 'POST', `${FORM_DATA}/duplicate-check`, { token, body });

  it('a field the caller may not see is refused, with and without dataId', async () => {
    for (const body of [{ key: 'number_cost', value: 390 }, { key: 'number_cost', value: 390, dataId: 'data-ledger-30' }]) {
      const res = await check(tokens.member, body);
      assert.equal(res.status, 400, JSON.stringify(res.body));
    }
    const admin = await check(tokens.admin, { key: 'number_cost', value: 390 });
    assert.deepEqual(admin.body.data, { duplicate: true });
  });

  it('the answer carries no count', async () => {
    const res = await check(tokens.member, { key: 'number_amount', value: 1110 });
    assert.deepEqual(res.body.data, { duplicate: true });
  });

  it('a signed-out caller gets nothing where anonymous submit is off', async () => {
    const res = await check(undefined, { key: 'number_amount', value: 1110 });
    assert.ok(res.status === 401 || res.status === 403, JSON.stringify(res.body));
    assert.equal(res.body.data, null);
    // auth-required: open to guests, but only signed in (needAuth), so no anonymous submit and no anonymous check.
    const authRequired = await call(server.url, 'POST', '/api/bigtable/application/app-auth-required/form/form-auth-required/form-data/duplicate-check', {
      body: { key: 'input_title', value: 'x' },
    });
    assert.equal(authRequired.status, 401, JSON.stringify(authRequired.body));
    const v1 = await call(server.url, 'POST', '/api/ware-engine-form/data/duplicate-check', {
      body: { appId: 'app-expense', formId: 'form-expense', conditions: [{ key: 'number_amount', value: 10 }] },
    });
    assert.ok(v1.status === 401 || v1.status === 403, JSON.stringify(v1.body));
  });
});

describe('a repeated submit answers what the caller may see now', () => {
  it('a member replaying a key after the admin set 成本 does not get 成本', async () => {
    const body = { content: { input_title: '重放', number_amount: 123456 }, requestId: 'replay-rule-1' };
    const first = await call(server.url, 'POST', FORM_DATA, { token: tokens.member, body });
    assert.equal(first.status, 200, JSON.stringify(first.body));
    const id = first.body.data.id;
    const edit = await call(server.url, 'PUT', `${FORM_DATA}/${id}`, { token: tokens.admin, body: { content: { number_cost: 777 } } });
    assert.equal(edit.status, 200, JSON.stringify(edit.body));
    const again = await call(server.url, 'POST', FORM_DATA, { token: tokens.member, body });
    assert.equal(again.body.data.id, id);
    assert.ok(!hasCost([again.body.data]), JSON.stringify(again.body.data));
  });
});
