/**
 * Malformed bodies across the write routes (fast-check): every one is answered with a 4xx in the envelope, never a
 * 500, and nothing is stored. Bodies are malformed by construction: not JSON, not an object, a `content` that is not
 * an object, a bad idempotency key, values of the wrong shape, or nesting past the depth limit; on the approval
 * decision routes also right-looking decisions whose field changes the value checks refuse (nothing decided).
 *
 * The 1,000 bodies go through the whole fastify pipeline in process (`inject`: hooks, body parser and depth limit,
 * auth, route, error handler, headers) without a socket, which cost three times as much per body as the checks do; a
 * sample also goes through real HTTP, so the socket path answers the same.
 */
import assert from 'node:assert/strict';
import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';

import fc from 'fast-check';

import { login, startTestServer, type TestServer } from './support/harness.js';
import { openDatabase, type Db } from '../src/db/index.js';

const dbFile = path.join(tmpdir(), `ware-fuzz-${process.pid}-${Date.now()}.db`);
let server: TestServer;
let db: Db;
let token = '';
/** The admin's open task (finance approval of data-expense-1): the decision route's target. */
let taskId = '';

before(async () => {
  server = await startTestServer({ dbFile, limits: { loginFailuresPerUser: 1_000_000, loginFailuresPerAddress: 1_000_000 } });
  db = openDatabase(dbFile);
  token = await login(server.url, 'admin', '1001');
  taskId = (db.$client.prepare(`SELECT id FROM process_tasks WHERE data_id = 'data-expense-1' AND assignee_id = '10001' AND status = 'TODO'`).get() as { id: string }).id;
});
after(async () => {
  await server.close();
  db.$client.close();
  for (const suffix of ['', '-wal', '-shm']) rmSync(dbFile + suffix, { force: true });
});

const STORED_TABLES = ['form_data', 'form_drafts', 'form_data_comments', 'form_submissions', 'files', 'form_data_logs'];
const storedRows = () => ({
  ...Object.fromEntries(
    STORED_TABLES.filter((t) => db.$client.prepare(`SELECT name FROM sqlite_master WHERE type = 'table' AND name = ?`).get(t)).map((t) => [
      t,
      (db.$client.prepare(`SELECT count(*) AS n FROM ${t}`).get() as { n: number }).n,
    ]),
  ),
  // A refused decision records nothing: the open tasks and the records' values stay as they were.
  openTasks: (db.$client.prepare(`SELECT count(*) AS n FROM process_tasks WHERE status = 'TODO'`).get() as { n: number }).n,
  contents: (db.$client.prepare(`SELECT group_concat(content, '|') AS c FROM (SELECT content FROM form_data ORDER BY id)`).get() as { c: string }).c,
});

const NEWER = '/api/bigtable/application/app-all-controls/form/form-all-controls';
const DECISIONS: { method: 'POST' | 'PUT'; path: string }[] = [
  { method: 'PUT', path: '/api/ware-engine-form/app-task/:task/complete' },
  { method: 'PUT', path: '/api/bigtable/task/:task/complete' },
];
const ROUTES: { method: 'POST' | 'PUT'; path: string }[] = [
  { method: 'POST', path: `${NEWER}/form-data` },
  { method: 'PUT', path: `${NEWER}/form-data/data-all-controls-1` },
  { method: 'POST', path: '/api/bigtable/anonymous/form-data' },
  { method: 'POST', path: '/api/ware-engine-form/data/submit' },
  { method: 'PUT', path: '/api/ware-engine-form/data/data-expense-1' },
  { method: 'PUT', path: `${NEWER}/draft-date` },
  { method: 'POST', path: '/api/bigtable/formDataComment/create' },
  { method: 'POST', path: '/api/ware-engine-form/data/archive' },
  { method: 'POST', path: '/api/bigtable/data-linkage' },
  { method: 'POST', path: `${NEWER}/form-data/duplicate-check` },
  ...DECISIONS,
  { method: 'POST', path: `${NEWER}/copyData` },
  { method: 'POST', path: '/api/func/appFunction/execute' },
];
/** A route's address, with the open task's id where it takes one (known once the server has started). */
const urlOf = (route: { path: string }) => route.path.replace(':task', taskId);

const notAnObject = fc.oneof(fc.array(fc.jsonValue(), { maxLength: 5 }), fc.string({ maxLength: 40 }), fc.double(), fc.boolean(), fc.constant(null));
const notAList = fc.oneof(fc.string({ maxLength: 40 }), fc.double(), fc.boolean(), fc.constant(null), fc.constant({}));
const deepText = fc.integer({ min: 33, max: 400 }).map((depth) => `{"content":${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}}`);
/** A text that is not JSON. */
const brokenJson = fc.string({ minLength: 1, maxLength: 60 }).filter((s) => {
  try {
    JSON.parse(s);
    return false;
  } catch {
    return true;
  }
});
const badRequestId = fc.oneof(fc.string({ maxLength: 7 }), fc.string({ minLength: 1, maxLength: 20 }).map((s) => `${s} ${s}`), fc.integer(), fc.constant({}));
/** The fields every write route names; the idempotency key malformed, so even a right-looking body is refused. */
const badBody = fc.record(
  {
    appId: fc.oneof(fc.constant('app-all-controls'), fc.integer(), fc.constant('')),
    formId: fc.oneof(fc.constant('form-all-controls'), fc.array(fc.string())),
    id: fc.oneof(fc.integer(), fc.constant('')),
    content: notAnObject,
    requestId: badRequestId,
    key: fc.oneof(fc.integer(), fc.constant('')),
    dataId: fc.oneof(fc.integer(), fc.constant('')),
    conditions: notAList,
    ids: fc.oneof(fc.string(), fc.integer()),
  },
  { requiredKeys: ['requestId', 'content', 'conditions', 'ids', 'key', 'id'] },
).map((b) => JSON.stringify(b));
/** A decision that looks right, with field changes the values checks refuse (wrong type, emptied required, a failing check). */
const badDecision = fc
  .record({
    approved: fc.boolean(),
    comment: fc.string({ minLength: 1, maxLength: 20 }),
    content: fc.record({ number_amount: fc.oneof(fc.string({ maxLength: 10 }).filter((t) => Number.isNaN(Number(t))), fc.constant(''), fc.constant(null), fc.integer({ max: 0 }), fc.array(fc.integer()), fc.object()) }),
  })
  .map((b) => JSON.stringify(b));
const bodyText = fc.oneof(notAnObject.map((v) => JSON.stringify(v)), brokenJson, deepText, badBody);
/** A route and a body it must refuse: any route with a malformed body, or a decision route with refused changes. */
const refusedCase = fc.oneof(fc.tuple(fc.constantFrom(...ROUTES), bodyText), fc.tuple(fc.constantFrom(...DECISIONS), badDecision));

const headersOf = (signedIn: boolean) => ({ 'content-type': 'application/json', ...(signedIn ? { authorization: `Bearer ${token}` } : {}) });

/** A 4xx in the envelope (a message, a non-zero code): the body was refused, not stored and not a crash. */
function expectRefused(route: { method: string; path: string }, text: string, status: number, raw: string): void {
  const body = JSON.parse(raw) as { code: unknown; message: unknown; data: unknown };
  assert.ok(status >= 400 && status < 500, `${route.method} ${route.path} ${text.slice(0, 200)} → ${status} ${raw.slice(0, 200)}`);
  assert.equal(typeof body.message, 'string');
  assert.notEqual(body.code, 0);
}

describe('fuzzed write bodies', () => {
  it('1,000 malformed bodies: each a 4xx in the envelope, none a 500, nothing stored', async () => {
    const before = storedRows();
    const seen = new Map<number, number>();
    await fc.assert(
      fc.asyncProperty(refusedCase, fc.boolean(), async ([route, text], signedIn) => {
        const res = await server.inject({ method: route.method, url: urlOf(route), headers: headersOf(signedIn), payload: text });
        const status = res.statusCode;
        seen.set(status, (seen.get(status) ?? 0) + 1);
        expectRefused(route, text, status, res.body);
      }),
      { numRuns: 1000, seed: 19 },
    );
    assert.deepEqual(storedRows(), before);
    assert.ok(![...seen.keys()].includes(500));
  });

  it('a sample of them through real HTTP: refused over the socket as in process', async () => {
    const before = storedRows();
    const sample = fc.sample(fc.tuple(refusedCase, fc.boolean()), { numRuns: 40, seed: 19 });
    for (const [[route, text], signedIn] of sample) {
      const res = await fetch(server.url + urlOf(route), { method: route.method, headers: headersOf(signedIn), body: text });
      expectRefused(route, text, res.status, await res.text());
      const inProcess = await server.inject({ method: route.method, url: urlOf(route), headers: headersOf(signedIn), payload: text });
      assert.equal(res.status, inProcess.statusCode, `${route.method} ${route.path} ${text.slice(0, 200)}`);
    }
    assert.deepEqual(storedRows(), before);
  });
});

/**
 * Every write call the server registers (server.routes, so a call added later is fuzzed without listing it here):
 * the store's (orders, payment notify, cancel), the token refresh, certification, uploads, comments and the rest.
 * Malformed bodies (not JSON, not an object, too deep, wrong shapes, a lone surrogate) and odd path ids, signed in
 * and not: never a 500, always the envelope. Calls that end the session are left out (they would sign the rest out).
 */
describe('every write call, fuzzed', () => {
  const ENDS_SESSION = /logout|revoke|cancellation|deleteAccount/i;
  const writeRoutes = () =>
    server.routes.filter((r) => r.url.startsWith('/api/') && ['POST', 'PUT', 'PATCH', 'DELETE'].includes(r.method) && !ENDS_SESSION.test(r.url));
  const oddId = fc.constantFrom('x', '0', 'nope-404', '%00', '%F0%9F%98%80', 'a'.repeat(300), '..%2F..%2Fetc');
  const surrogate = fc.constantFrom('{"name":"a\\ud800"}', '{"\\udc00":1}', '["\\ud83d"]');
  const wrongShapes = fc
    .dictionary(
      fc.constantFrom('id', 'ids', 'name', 'content', 'orderId', 'amount', 'quantity', 'bizToken', 'outcome', 'code', 'phone', 'refresh_token', 'sign', 'items', 'answers', 'scene', 'kind'),
      fc.oneof(fc.jsonValue({ maxDepth: 2 }), fc.constant(-1), fc.constant(1e308), fc.string({ maxLength: 30 })),
      { maxKeys: 6 },
    )
    .map((b) => JSON.stringify(b));
  const anyBody = fc.oneof(notAnObject.map((v) => JSON.stringify(v)), brokenJson, deepText, surrogate, wrongShapes);

  it('no malformed body or id gets a 500 from any of them', async () => {
    const routes = writeRoutes();
    const named = routes.map((r) => `${r.method} ${r.url}`);
    for (const call of ['POST /api/order/payment/notify', 'POST /api/auth/token/refresh', 'POST /api/storage/faceid/provider', 'POST /api/storage/idCardMessage', 'POST /api/storage/fileStorage/preUpload', 'POST /api/notify/subscriptions', 'PUT /api/platform/my-profile', 'POST /api/cms/comment/add'])
      assert.ok(named.includes(call), `${call} is not among the fuzzed calls`);
    const failures: string[] = [];
    for (const route of routes) {
      const cases = fc.sample(fc.tuple(anyBody, oddId, fc.boolean()), { numRuns: 8, seed: route.url.length * 31 + route.method.length });
      for (const [text, id, signedIn] of cases) {
        const url = route.url.replace(/:[A-Za-z]+/g, id).replace(/\*$/, id);
        const res = await server.inject({ method: route.method as 'POST', url, headers: headersOf(signedIn), payload: text });
        const body = (() => {
          try {
            return JSON.parse(res.body) as { message?: unknown };
          } catch {
            return null;
          }
        })();
        if (res.statusCode >= 500 || (res.statusCode >= 400 && typeof body?.message !== 'string'))
          failures.push(`${route.method} ${url} ${text.slice(0, 80)} → ${res.statusCode} ${res.body.slice(0, 120)}`);
      }
    }
    assert.deepEqual(failures, []);
  });
});
