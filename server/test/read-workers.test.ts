/**
 * Record lists and searches read in worker threads (http/read-pool.ts) over a database file: the same answers as the
 * main thread's (a second server on the same file answers in process), permissions and refusals included; a write
 * answered by the server is in the next list a worker reads; a worker that crashes or never answers costs its reads a
 * 500 (服务器繁忙), is replaced, and never holds up an unrelated call.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';

import { call, fileServerWithDb, type CallOptions, type Json } from './support/harness.js';
import { startServer, type RunningServer } from '../src/app.js';
import { resolveConfig } from '../src/config.js';

const server = fileServerWithDb('read-workers', { admin: ['admin', '1001'], member: ['member', '1001'] }, { readWorkers: 1, readTimeoutMs: 3_000, env: { WARE_LARGE_LIST: '30' } });
const tokens = server.tokens;

// The reference: the same database file, lists read on the main thread.
let inProcess: RunningServer | undefined;
before(async () => {
  inProcess = await startServer({ port: 0, dbFile: server.dbFile, faults: true, logger: false, readWorkers: 0 });
});
after(() => inProcess?.close());

const LEDGER = '/api/bigtable/application/app-ledger/form/form-ledger/form-data';
const OLDER = '/api/ware-engine-form/data/query';
const UNRELATED = '/api/platform/current-organization';
const SERVER_ERROR = { code: 500, message: '服务器繁忙', data: null };

/** The call on both servers: the worker's answer must be the main thread's, status and body. */
async function same(method: string, path: string, opts: CallOptions = {}) {
  const worker = await call(server.url, method, path, opts);
  const main = await call(inProcess!.url, method, path, opts);
  assert.equal(worker.status, main.status, `${method} ${path}: ${JSON.stringify(worker.body)} vs ${JSON.stringify(main.body)}`);
  assert.deepEqual(worker.body, main.body, `${method} ${path}`);
  assert.equal(worker.headers.get('content-type'), main.headers.get('content-type'));
  return worker;
}

const fault = (body: Json) => call(server.url, 'POST', '/__test/faults', { body });
const ids = (res: { body: Json }) => res.body.data.content.map((r: { id: string }) => r.id);

describe('lists and searches in read workers answer what the main thread answers', () => {
  it('pages, sorts, keywords and conditions, for the admin and for a member (who never gets 成本)', async () => {
    for (const token of [tokens.admin, tokens.member]) {
      await same('GET', `${LEDGER}/query`, { token, query: { page: 1, size: 200 } });
      await same('GET', `${LEDGER}/query`, { token, query: { page: 2, size: 7, sort: 'number_amount,DESC' } });
      await same('POST', `${LEDGER}/query`, { token, body: { keyword: '1110' } });
      await same('POST', `${LEDGER}/search`, { token, body: { keyword: '台账记录 1', sort: 'number_amount,ASC', page: 1, size: 5 } });
      await same('POST', `${LEDGER}/search`, { token, body: { conditions: [{ key: 'number_amount', op: 'greater', value: 500 }], timeZoneOffset: 0 } });
      await same('POST', OLDER, { token, body: { formId: 'form-expense', page: 1, size: 10, sort: 'createdAt,desc' } });
    }
    const member = await same('GET', `${LEDGER}/query`, { token: tokens.member, query: { page: 1, size: 200 } });
    assert.equal(member.body.data.totalElements, 10);
    for (const r of member.body.data.content) assert.ok(!('number_cost' in r.content) && !('number_cost' in r.data), JSON.stringify(r));
  });

  it('refusals come back as the same status and message: a hidden field, no token, a missing form, the wrong engine', async () => {
    const hidden = await same('POST', `${LEDGER}/search`, { token: tokens.member, body: { conditions: [{ key: 'number_cost', op: 'equal', value: 390 }] } });
    assert.equal(hidden.status, 400);
    assert.equal(hidden.body.message, '无权查询字段: number_cost');
    assert.equal((await same('GET', `${LEDGER}/query`, { token: tokens.member, query: { sort: 'number_cost,DESC' } })).status, 400);
    assert.equal((await same('GET', `${LEDGER}/query`)).status, 401);
    assert.equal((await same('POST', OLDER, { token: tokens.admin, body: { formId: 'form-missing' } })).status, 404);
    assert.equal((await same('GET', '/api/bigtable/application/app-ledger/form/form-missing/form-data/query', { token: tokens.admin })).status, 404);
    const engine = await same('POST', OLDER, { token: tokens.admin, body: { formId: 'form-ledger' } });
    assert.notEqual(engine.status, 200, JSON.stringify(engine.body));
  });
});

describe('analysis figures in read workers answer what the main thread answers', () => {
  it('getRealData and getRealData1 over the ledger: totals, days, a date range, one dimension value; refusals', async () => {
    const GET = '/api/dataflow/dataSet/getRealData';
    const POST = '/api/dataflow/dataSet/getRealData1';
    for (const token of [tokens.admin, tokens.member]) {
      const total = await same('GET', GET, { token, query: { id: 'st-ds-ledger-total' } });
      assert.equal(total.status, 200, JSON.stringify(total.body));
      await same('POST', POST, { token, body: { id: 'st-ds-ledger-day', start: '2026-01-01', end: '2026-12-31', timeZoneOffset: 0 } });
      await same('POST', POST, { token, body: { dataSetId: 'st-ds-ledger-day', group: 'month' } });
      await same('POST', POST, { token, body: { id: 'st-ds-ledger-day', dimensionValue: null } });
    }
    assert.equal((await same('POST', POST, { token: tokens.admin, body: { id: 'st-ds-missing' } })).status, 404);
    assert.equal((await same('POST', POST, { body: { id: 'st-ds-ledger-total' } })).status, 401);
    assert.equal((await same('POST', POST, { token: tokens.admin, body: { id: 'st-ds-ledger-day', start: '2026-12-31', end: '2026-01-01' } })).status, 400);
  });

  it('a record added through the server is in the next figures', async () => {
    const total = async () => (await call(server.url, 'GET', '/api/dataflow/dataSet/getRealData', { token: tokens.admin, query: { id: 'st-ds-ledger-total' } })).body.data.rows[0].values[0];
    const before = await total();
    const added = await call(server.url, 'POST', LEDGER, { token: tokens.admin, body: { content: { input_title: '再一条', number_amount: 5, number_cost: 1 } } });
    assert.equal(added.status, 200, JSON.stringify(added.body));
    assert.equal(await total(), before + 1);
  });
});

describe('read after write', () => {
  it('a record changed, added or deleted through the server is in the next list a worker reads', async () => {
    const list = () => call(server.url, 'GET', `${LEDGER}/query`, { token: tokens.admin, query: { page: 1, size: 200 } });
    const before = await list();
    assert.equal(before.body.data.totalElements, 30);

    const edited = await call(server.url, 'PUT', `${LEDGER}/data-ledger-30`, { token: tokens.admin, body: { content: { input_title: '改过的标题' } } });
    assert.equal(edited.status, 200, JSON.stringify(edited.body));
    const afterEdit = await list();
    assert.equal(afterEdit.body.data.content.find((r: Json) => r.id === 'data-ledger-30').content.input_title, '改过的标题');
    assert.deepEqual(ids(await call(server.url, 'POST', `${LEDGER}/search`, { token: tokens.admin, body: { keyword: '改过的' } })), ['data-ledger-30']);

    const added = await call(server.url, 'POST', LEDGER, { token: tokens.admin, body: { content: { input_title: '新的一条', number_amount: 1, number_cost: 1 } } });
    assert.equal(added.status, 200, JSON.stringify(added.body));
    const afterAdd = await list();
    assert.equal(afterAdd.body.data.totalElements, 31);
    assert.ok(ids(afterAdd).includes(added.body.data.id));

    const deleted = await call(server.url, 'DELETE', `${LEDGER}/${added.body.data.id}`, { token: tokens.admin });
    assert.equal(deleted.status, 200, JSON.stringify(deleted.body));
    assert.equal((await list()).body.data.totalElements, 30);
  });

  it('a commit by another connection (another process) is in the next list too', async () => {
    server.db.$client.prepare("UPDATE form_data SET status = 'DELETED' WHERE id = 'data-ledger-29'").run();
    const res = await call(server.url, 'GET', `${LEDGER}/query`, { token: tokens.admin, query: { page: 1, size: 200 } });
    assert.equal(res.body.data.totalElements, 29);
    assert.ok(!ids(res).includes('data-ledger-29'));
  });
});

describe('a worker that fails', () => {
  const list = () => call(server.url, 'GET', `${LEDGER}/query`, { token: tokens.admin });

  it('crashes: the read is a 500 服务器繁忙, the pool starts another worker, the server goes on', async () => {
    await fault({ path: `${LEDGER}/query`, worker: 'crash' });
    const crashed = await list();
    assert.equal(crashed.status, 500);
    assert.deepEqual(crashed.body, SERVER_ERROR);
    assert.equal((await call(server.url, 'GET', UNRELATED, { token: tokens.admin })).status, 200);
    const next = await list();
    assert.equal(next.status, 200, JSON.stringify(next.body));
    assert.equal(next.body.data.totalElements, 30);
  });

  it('never answers: an unrelated call answers meanwhile; after the time limit the read is a 500 and the next read a 200', async () => {
    await fault({ path: `${LEDGER}/search`, worker: 'hang' });
    let settled = false;
    const hung = call(server.url, 'POST', `${LEDGER}/search`, { token: tokens.admin, body: { keyword: '台账' } }).finally(() => {
      settled = true;
    });
    const unrelated = await call(server.url, 'GET', UNRELATED, { token: tokens.admin });
    assert.equal(unrelated.status, 200, JSON.stringify(unrelated.body));
    assert.equal(settled, false, 'the unrelated call answered before the hung read');
    const answer = await hung;
    assert.equal(answer.status, 500);
    assert.deepEqual(answer.body, SERVER_ERROR);
    const next = await list();
    assert.equal(next.status, 200, JSON.stringify(next.body));
  });

  it('the fault switch still answers for the moved routes (a status, a busy code, a dropped connection)', async () => {
    await fault({ path: `${LEDGER}/query`, status: 500 });
    assert.deepEqual((await list()).body, SERVER_ERROR);
    await fault({ path: `${LEDGER}/search`, code: -109, message: '网络繁忙,请稍后再试' });
    const busy = await call(server.url, 'POST', `${LEDGER}/search`, { token: tokens.admin, body: {} });
    assert.equal(busy.status, 200);
    assert.equal(busy.body.code, -109);
    await fault({ path: OLDER, drop: true });
    await assert.rejects(call(server.url, 'POST', OLDER, { token: tokens.admin, body: { formId: 'form-expense' } }));
    assert.equal((await list()).status, 200);
  });

  it('a worker fault on a list read in process is no fault: the main thread answers', async () => {
    await call(inProcess!.url, 'POST', '/__test/faults', { body: { path: `${LEDGER}/query`, worker: 'crash' } });
    assert.equal((await call(inProcess!.url, 'GET', `${LEDGER}/query`, { token: tokens.admin })).status, 200);
  });
});

describe('the pool size', () => {
  it('defaults to the CPUs minus one (at least 1); 0 and an in-memory database read in process', () => {
    const saved = process.env.WARE_READ_WORKERS;
    delete process.env.WARE_READ_WORKERS;
    try {
      assert.ok(resolveConfig({ dbFile: '/tmp/x.db' }).readWorkers >= 1);
      assert.equal(resolveConfig({ dbFile: '/tmp/x.db', readWorkers: 0 }).readWorkers, 0);
      assert.equal(resolveConfig({ dbFile: ':memory:', readWorkers: 4 }).readWorkers, 0);
      process.env.WARE_READ_WORKERS = '3';
      assert.equal(resolveConfig({ dbFile: '/tmp/x.db' }).readWorkers, 3);
    } finally {
      if (saved === undefined) delete process.env.WARE_READ_WORKERS;
      else process.env.WARE_READ_WORKERS = saved;
    }
  });
});
