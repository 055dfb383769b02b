/** Platform home: last-used apps (per user, per organisation, most recent first) and the home counters. */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import { call, type Json, fileServer, TestClock } from './support/harness.js';

const clock = new TestClock();
const server = fileServer({
  member1: ['member', '1001'],
  member2: ['member', '1002'],
  admin1: ['admin', '1001'],
  lonely: ['lonely'],
}, { clock });
const tokens = server.tokens;

const visit = (token: string, appId: string) =>
  call(server.url, 'POST', `/api/bigtable/application/${appId}/access-record`, { token, body: { clientType: 'H5' } });

describe('GET /api/bigtable/lastUsedApps', () => {
  it('lists the apps the caller opened, most recent first, once each', async () => {
    await visit(tokens.member1!, 'app-open');
    clock.advance(1000);
    await visit(tokens.member1!, 'app-visit');
    clock.advance(1000);
    await visit(tokens.member1!, 'app-open');
    const res = await call(server.url, 'GET', '/api/bigtable/lastUsedApps', { token: tokens.member1 });
    assert.equal(res.status, 200);
    assert.deepEqual(res.body.data.map((a: Json) => a.id), ['app-open', 'app-visit']);
    assert.equal(res.body.data[0].role, 'MEMBER');
    assert.ok(res.body.data[0].lastUsedAt);
  });

  it('is per user and per organisation', async () => {
    await visit(tokens.member1!, 'app-open');
    const admin = await call(server.url, 'GET', '/api/bigtable/lastUsedApps', { token: tokens.admin1 });
    assert.deepEqual(admin.body.data, []);
    const other = await call(server.url, 'GET', '/api/bigtable/lastUsedApps', { token: tokens.member2 });
    assert.deepEqual(other.body.data, []);
  });

  it('honours size and refuses a bad one', async () => {
    await visit(tokens.member1!, 'app-open');
    await visit(tokens.member1!, 'app-visit');
    const one = await call(server.url, 'GET', '/api/bigtable/lastUsedApps', { token: tokens.member1, query: { size: 1 } });
    assert.equal(one.body.data.length, 1);
    const bad = await call(server.url, 'GET', '/api/bigtable/lastUsedApps', { token: tokens.member1, query: { size: 0 } });
    assert.equal(bad.status, 400);
  });

  it('needs a token and an organisation', async () => {
    assert.equal((await call(server.url, 'GET', '/api/bigtable/lastUsedApps')).status, 401);
    const lonely = await call(server.url, 'GET', '/api/bigtable/lastUsedApps', { token: tokens.lonely });
    assert.equal(lonely.status, 403);
  });
});

describe('GET /api/bigtable/mainPageCount', () => {
  it('answers the four counters as numbers', async () => {
    const res = await call(server.url, 'GET', '/api/bigtable/mainPageCount', { token: tokens.member1 });
    assert.equal(res.status, 200);
    const data = res.body.data;
    for (const key of ['todo', 'done', 'startedBy', 'report']) assert.equal(typeof data[key], 'number', key);
    assert.ok(data.startedBy <= data.report);
  });

  it('needs a token', async () => {
    assert.equal((await call(server.url, 'GET', '/api/bigtable/mainPageCount')).status, 401);
  });
});
