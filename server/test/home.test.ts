/** Platform home: last-used apps (per user, per organisation, most recent first) and the home counters. */
import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, it } from 'node:test';

import { call, login, startTestServer, type Json, type TestServer } from './support/harness.js';

let server: TestServer;
let base: string;
const tokens: Record<string, string> = {};

before(async () => {
  server = await startTestServer();
  base = server.url;
  tokens.member1 = await login(base, 'member', '1001');
  tokens.member2 = await login(base, 'member', '1002');
  tokens.admin1 = await login(base, 'admin', '1001');
  tokens.lonely = await login(base, 'lonely');
});
after(() => server.close());
beforeEach(async () => {
  await call(base, 'POST', '/__test/reset');
});

const visit = (token: string, appId: string) =>
  call(base, 'POST', `/api/bigtable/application/${appId}/access-record`, { token, body: { clientType: 'H5' } });

describe('GET /api/bigtable/lastUsedApps', () => {
  it('lists the apps the caller opened, most recent first, once each', async () => {
    await visit(tokens.member1!, 'app-open');
    await new Promise((r) => setTimeout(r, 5));
    await visit(tokens.member1!, 'app-visit');
    await new Promise((r) => setTimeout(r, 5));
    await visit(tokens.member1!, 'app-open');
    const res = await call(base, 'GET', '/api/bigtable/lastUsedApps', { token: tokens.member1 });
    assert.equal(res.status, 200);
    assert.deepEqual(res.body.data.map((a: Json) => a.id), ['app-open', 'app-visit']);
    assert.equal(res.body.data[0].role, 'MEMBER');
    assert.ok(res.body.data[0].lastUsedAt);
  });

  it('is per user and per organisation', async () => {
    await visit(tokens.member1!, 'app-open');
    const admin = await call(base, 'GET', '/api/bigtable/lastUsedApps', { token: tokens.admin1 });
    assert.deepEqual(admin.body.data, []);
    const other = await call(base, 'GET', '/api/bigtable/lastUsedApps', { token: tokens.member2 });
    assert.deepEqual(other.body.data, []);
  });

  it('honours size and refuses a bad one', async () => {
    await visit(tokens.member1!, 'app-open');
    await visit(tokens.member1!, 'app-visit');
    const one = await call(base, 'GET', '/api/bigtable/lastUsedApps', { token: tokens.member1, query: { size: 1 } });
    assert.equal(one.body.data.length, 1);
    const bad = await call(base, 'GET', '/api/bigtable/lastUsedApps', { token: tokens.member1, query: { size: 0 } });
    assert.equal(bad.status, 400);
  });

  it('needs a token and an organisation', async () => {
    assert.equal((await call(base, 'GET', '/api/bigtable/lastUsedApps')).status, 401);
    const lonely = await call(base, 'GET', '/api/bigtable/lastUsedApps', { token: tokens.lonely });
    assert.equal(lonely.status, 403);
  });
});

describe('GET /api/bigtable/mainPageCount', () => {
  it('answers the four counters as numbers', async () => {
    const res = await call(base, 'GET', '/api/bigtable/mainPageCount', { token: tokens.member1 });
    assert.equal(res.status, 200);
    const data = res.body.data;
    for (const key of ['todo', 'done', 'startedBy', 'report']) assert.equal(typeof data[key], 'number', key);
    assert.ok(data.startedBy <= data.report);
  });

  it('needs a token', async () => {
    assert.equal((await call(base, 'GET', '/api/bigtable/mainPageCount')).status, 401);
  });
});
