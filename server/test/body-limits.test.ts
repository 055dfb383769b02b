/**
 * Request bodies that must not reach storage: JSON nested too deep (a clear 400 on every route) and submits whose
 * idempotency key was seen elsewhere (keys belong to one caller and one form) or whose record was deleted since.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import { call, fileServer, type Json } from './support/harness.js';

const server = fileServer({ admin: ['admin', '1001'], member: ['member', '1001'] });
const tokens = server.tokens;

const ALL = '/api/bigtable/application/app-all-controls/form/form-all-controls/form-data';
const OPEN = '/api/bigtable/application/app-open/form/form-open/form-data';
const ALL_CONTENT = { input_title: '幂等测试', radio_kind: 'a' };
const OPEN_CONTENT = { input_name: '张三', input_mobile: '13900000000' };

/** JSON text of a value nested `depth` deep (objects and arrays in turn), built as text: too deep for JSON.stringify. */
const nestedText = (depth: number): string => {
  let open = '';
  let close = '';
  for (let i = 0; i < depth; i += 1) {
    open += i % 2 ? '[' : '{"a":';
    close = (i % 2 ? ']' : '}') + close;
  }
  return `${open}"x"${close}`;
};
const postText = async (path: string, token: string | undefined, text: string) => {
  const res = await fetch(server.url + path, { method: 'POST', headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) }, body: text });
  return { status: res.status, body: (await res.json()) as Json };
};
const count = async (token: string) => (await call(server.url, 'POST', `${ALL}/search`, { token, body: { page: 1, size: 1 } })).body.data.totalElements as number;

describe('JSON depth limit', () => {
  for (const depth of [40, 4000, 6000]) {
    it(`a submit nested ${depth} deep is a 400 and stores nothing; searches keep working`, async () => {
      const before = await count(tokens.admin);
      const res = await postText(ALL, tokens.member, `{"content":{"radio_kind":"a","input_title":${nestedText(depth)}}}`);
      assert.equal(res.status, 400, JSON.stringify(res.body).slice(0, 300));
      assert.equal(res.body.code, 400);
      assert.match(res.body.message, /嵌套过深/);
      assert.equal(await count(tokens.admin), before);
    });
  }

  it('applies to every JSON body, signed in or not', async () => {
    const res = await postText('/api/auth/login', undefined, `{"username":${nestedText(100)},"password":"x"}`);
    assert.equal(res.status, 400);
    assert.match(res.body.message, /嵌套过深/);
  });

  it('an empty body typed JSON is no body: a DELETE answers as the route decides, a POST needing a body says so in Chinese', async () => {
    const del = await fetch(`${server.url}/api/crm/crmCustomer/c-5001`, { method: 'DELETE', headers: { 'content-type': 'application/json', authorization: `Bearer ${tokens.admin}` } });
    const deleted = (await del.json()) as Json;
    assert.equal(del.status, 200, JSON.stringify(deleted));
    const post = await postText('/api/auth/login', undefined, '');
    assert.equal(post.status, 400);
    assert.doesNotMatch(post.body.message, /Body cannot be empty/);
    assert.match(post.body.message, /^参数错误/);
  });

  it('an ordinary sub-form row nests well within the limit', async () => {
    const res = await call(server.url, 'POST', ALL, { token: tokens.member, body: { content: { ...ALL_CONTENT, input_title: '正常', subform_rows: [{ input_a: { value: ['x'] } }] } } });
    assert.equal(res.status, 200, JSON.stringify(res.body));
  });
});

describe('idempotency keys', () => {
  it('the same key on another form stores a record on that form', async () => {
    const key = 'shared-key-0001';
    const a = await call(server.url, 'POST', ALL, { token: tokens.member, body: { content: ALL_CONTENT, requestId: key } });
    assert.equal(a.status, 200, JSON.stringify(a.body));
    const b = await call(server.url, 'POST', OPEN, { token: tokens.member, body: { content: OPEN_CONTENT, requestId: key } });
    assert.equal(b.status, 200, JSON.stringify(b.body));
    assert.notEqual(b.body.data.id, a.body.data.id);
    assert.equal(b.body.data.formId, 'form-open');
    const stored = await call(server.url, 'GET', `${OPEN}/${b.body.data.id}`, { token: tokens.admin });
    assert.equal(stored.status, 200, JSON.stringify(stored.body));
  });

  it('the same key from another caller is that caller’s own submit', async () => {
    const key = 'shared-key-0002';
    const a = await call(server.url, 'POST', ALL, { token: tokens.member, body: { content: ALL_CONTENT, requestId: key } });
    const b = await call(server.url, 'POST', ALL, { token: tokens.admin, body: { content: { ...ALL_CONTENT, input_title: '另一人' }, requestId: key } });
    assert.equal(b.status, 200, JSON.stringify(b.body));
    assert.notEqual(b.body.data.id, a.body.data.id);
    assert.equal(b.body.data.createdBy, '10001');
  });

  it('a key whose record was deleted stores a new record (never a 500), and then replays that one', async () => {
    const body = { content: ALL_CONTENT, requestId: 'deleted-key-0001' };
    const first = await call(server.url, 'POST', ALL, { token: tokens.admin, body });
    const del = await call(server.url, 'DELETE', `${ALL}/${first.body.data.id}`, { token: tokens.admin });
    assert.equal(del.status, 200, JSON.stringify(del.body));
    const again = await call(server.url, 'POST', ALL, { token: tokens.admin, body });
    assert.equal(again.status, 200, JSON.stringify(again.body));
    assert.notEqual(again.body.data.id, first.body.data.id);
    const third = await call(server.url, 'POST', ALL, { token: tokens.admin, body });
    assert.equal(third.body.data.id, again.body.data.id);
  });
});
