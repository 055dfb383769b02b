/**
 * `npm run bench`, the server's record list under load: autocannon at 50 connections against the list call of the
 * ledger (10,000 records, a page of 20), a deep page and a keyword search, each for 10 s. Printed, never asserted:
 *   1. requests/s and p50 / p99 latency of the list call (answers that are not HTTP 200 with body code 0 counted);
 *   2. meanwhile an unrelated call (`/api/weixin/wx/user/info`) made one at a time: its p50 / p99, i.e. how long a
 *      call waits behind the list reads;
 *   3. the list call alone (one at a time, before the load): its p50, the floor of the loaded figures;
 *   4. the machine's load average before each run (the figures move with it: the machine's cores are shared).
 * The server is a spawned child (test/support/spawn-server.ts, in-memory, `WARE_LARGE_LIST=10000`), so the bench's
 * own client work never runs on the server's event loop.
 */
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';

import autocannon from 'autocannon';

import { spawnServer } from '../../test/support/spawn-server';

const RECORDS = 10_000;
const CONNECTIONS = 50;
const SECONDS = 10;
const QUERY = '/api/bigtable/application/app-ledger/form/form-ledger/form-data/query';

const percentile = (xs: number[], p: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * p))] ?? 0;
const load = () =>
  loadavg()
    .map((x) => x.toFixed(2))
    .join(' ');

async function signIn(url: string): Promise<string> {
  const res = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'subadmin', password: 'Demo@2026', tenantId: '1001' }),
  });
  const body = (await res.json()) as { code: number; data?: { access_token?: string } };
  if (body.code !== 0 || !body.data?.access_token) throw new Error(`sign-in failed: ${JSON.stringify(body)}`);
  return body.data.access_token;
}

/** One list call, checked: the page holds 20 records of the 10,000. */
async function checkList(url: string, token: string, path: string, body: string): Promise<void> {
  const res = await fetch(url + path, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body,
  });
  const answer = (await res.json()) as { code: number; data?: { content?: unknown[]; totalElements?: number } };
  if (answer.code !== 0 || answer.data?.content?.length !== 20)
    throw new Error(`${path}: unexpected answer ${JSON.stringify(answer).slice(0, 200)}`);
}

/** The unrelated call, one at a time until `done`: its latencies in ms. */
async function probe(url: string, token: string, done: () => boolean): Promise<number[]> {
  const times: number[] = [];
  while (!done()) {
    const t0 = performance.now();
    const res = await fetch(`${url}/api/weixin/wx/user/info`, { headers: { authorization: `Bearer ${token}` } });
    await res.arrayBuffer();
    times.push(performance.now() - t0);
  }
  return times;
}

async function run(url: string, token: string, label: string, path: string, body: string): Promise<void> {
  await checkList(url, token, path, body);
  // Alone first: one call at a time, the floor the loaded figures compare with.
  const alone: number[] = [];
  for (let i = 0; i < 20; i++) {
    const t0 = performance.now();
    await checkList(url, token, path, body);
    alone.push(performance.now() - t0);
  }
  const before = load();
  let finished = false;
  let refused = 0;
  // An HTTP 200 can still carry a refusal (busy: body code -109): count every answer whose code is not 0.
  const instance = autocannon({
    url: url + path,
    connections: CONNECTIONS,
    duration: SECONDS,
    requests: [
      {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body,
        onResponse: (status, answer) => {
          if (status !== 200 || !answer.startsWith('{"code":0,')) refused++;
        },
      },
    ],
  });
  const probing = probe(url, token, () => finished);
  const result = await instance;
  finished = true;
  const probeTimes = await probing;
  console.log(
    `${label}: ${result.requests.average.toFixed(0)} requests/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms ` +
      `(${CONNECTIONS} connections, ${SECONDS} s, ${result.requests.total} answers, ${result.non2xx + refused + result.errors} refused or failed; load average before ${before})`,
  );
  console.log(
    `  meanwhile /api/weixin/wx/user/info one at a time: ${probeTimes.length} calls, p50 ${percentile(probeTimes, 0.5).toFixed(1)} ms, p99 ${percentile(probeTimes, 0.99).toFixed(1)} ms`,
  );
}

export async function benchServer(): Promise<void> {
  const server = await spawnServer({ WARE_LARGE_LIST: String(RECORDS) });
  try {
    const token = await signIn(server.url);
    console.log(`record list over ${RECORDS.toLocaleString('en')} records in the server (autocannon):`);
    await run(server.url, token, '  list, first page of 20', `${QUERY}?page=1&size=20`, '{}');
    await run(server.url, token, '  list, page 250 of 500', `${QUERY}?page=250&size=20`, '{}');
    await run(
      server.url,
      token,
      '  search, keyword 台账记录 1, sorted by amount',
      `${QUERY}?page=1&size=20&sort=number_amount,DESC`,
      JSON.stringify({ keyword: '台账记录 1' }),
    );
  } finally {
    server.stop();
  }
}
