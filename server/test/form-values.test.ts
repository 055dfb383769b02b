/**
 * Values checked on the server with the client's rules (data/form-values.ts, src/domain/form-engine): formats, the
 * shape of each control's value, and record codes that must stay unique.
 */
import assert from 'node:assert/strict';
import { after, describe, it } from 'node:test';

import { call, fileServer, type Json } from './support/harness.js';

process.env.WARE_LARGE_LIST = '6';
after(() => {
  delete process.env.WARE_LARGE_LIST;
});

const server = fileServer({ admin: ['admin', '1001'], member: ['member', '1001'] });
const tokens = server.tokens;

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
