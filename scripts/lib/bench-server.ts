/**
 * `npm run bench`, the server's record list under load: autocannon at 50 connections against the list call of the
 * ledger (10,000 records, a page of 20), a deep page, a keyword search asked again and again, a new keyword each call,
 * and a content-field sort under a new condition each call, each for 10 s. Printed, never asserted:
 *   1. requests/s and p50 / p99 latency of the list call (answers that are not HTTP 200 with body code 0 counted);
 *   2. meanwhile an unrelated signed-in call (`/api/platform/current-organization`: the token, the membership, the
 *      organisation) made one at a time, at most one each 20 ms: its p50 / p99, i.e. how long a call waits behind the list reads;
 *   3. the list call alone (one at a time, before the load): its p50 / p99, the floor of the loaded figures, and the
 *      server's CPU time per request (the server process's user + system time from /proc over the calls: the figure
 *      the machine's load moves least; 50 connections on one event loop wait about 50 times it);
 *   4. the same for the unrelated call alone, and the server's CPU time per answer during the load;
 *   5. the machine's load average before each run (the figures move with it: the machine's cores are shared).
 * Each loaded run follows WARMUP_SECONDS of the same load, not counted.
 * The server is a spawned child (test/support/spawn-server.ts, `WARE_LARGE_LIST=10000`), so the bench's own client
 * work never runs on the server's event loop. Its database is a temporary file, as in real use, so the lists are read
 * by the read workers (server/src/http/read-pool.ts; the pool size is printed): `WARE_READ_WORKERS=0 npm run bench --
 * server` reads them on the main thread for comparison, `WARE_BENCH_DB=:memory:` runs on an in-memory database (always
 * in process: the figures before the workers).
 */
import { readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';

import autocannon from 'autocannon';

import { spawnServer, type SpawnedServer } from '../../test/support/spawn-server';

const RECORDS = 10_000;
const CONNECTIONS = 50;
const SECONDS = 10;
/**
 * Seconds of the same load before the measured ones (autocannon's warm-up, not counted): the first second of load
 * compiles the server's hot paths under concurrency and prepares the worker's statements (a single answer took
 * 0.5 s then, measured), which a server that has been running has long done.
 */
const WARMUP_SECONDS = 3;
const QUERY = '/api/bigtable/application/app-ledger/form/form-ledger/form-data/query';
const UNRELATED = '/api/platform/current-organization';
/** Calls one at a time: as many as fit in this many ms, at most ALONE_MAX. */
const ALONE_MS = 3_000;
const ALONE_MAX = 300;

const percentile = (xs: number[], p: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * p))] ?? 0;
const load = () =>
  loadavg()
    .map((x) => x.toFixed(2))
    .join(' ');

/**
 * CPU time (user + system, ms) the process has used so far, from /proc/<pid>/stat (clock ticks of 10 ms; Linux). Over
 * a few hundred calls it gives the server's cost per call, which other processes on the machine hardly move.
 */
function cpuMs(pid: number): number | undefined {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return undefined;
  }
}

const perCall = (pid: number, since: number | undefined, calls: number): string => {
  const now = cpuMs(pid);
  return now === undefined || since === undefined ? 'n/a' : `${((now - since) / calls).toFixed(2)} ms`;
};

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

async function unrelated(url: string, token: string): Promise<void> {
  const res = await fetch(url + UNRELATED, { headers: { authorization: `Bearer ${token}` } });
  const answer = (await res.json()) as { code: number };
  if (answer.code !== 0) throw new Error(`${UNRELATED}: unexpected answer ${JSON.stringify(answer).slice(0, 200)}`);
}

/**
 * A call every PROBE_EVERY_MS at most: as another user's calls arrive. Back to back, a probe answered in 2 ms made
 * 500 calls/s itself and took CPU from the lists it measures.
 */
const PROBE_EVERY_MS = 20;

/** The unrelated call, one at a time (at most one per PROBE_EVERY_MS) until `done`: its latencies in ms. */
async function probe(url: string, token: string, done: () => boolean): Promise<number[]> {
  const times: number[] = [];
  while (!done()) {
    const t0 = performance.now();
    await unrelated(url, token);
    const took = performance.now() - t0;
    times.push(took);
    if (took < PROBE_EVERY_MS) await new Promise((resolve) => setTimeout(resolve, PROBE_EVERY_MS - took));
  }
  return times;
}

/** `call` one at a time (after a warm-up): latency p50 / p99 and the server's CPU time per call. */
async function alone(server: SpawnedServer, call: () => Promise<void>): Promise<string> {
  for (let i = 0; i < 10; i++) await call();
  const times: number[] = [];
  const pid = server.child.pid ?? 0;
  const cpu0 = cpuMs(pid);
  const t0 = performance.now();
  while (times.length < ALONE_MAX && performance.now() - t0 < ALONE_MS) {
    const t = performance.now();
    await call();
    times.push(performance.now() - t);
  }
  return `${times.length} calls, p50 ${percentile(times, 0.5).toFixed(1)} ms, p99 ${percentile(times, 0.99).toFixed(1)} ms, server CPU ${perCall(pid, cpu0, times.length)} per call`;
}

/**
 * One list call under load. `body` is the same for every call, or a function of the call's number: a body never asked
 * before (a new keyword or condition) is what a search costs the first time, when the server has kept nothing for it.
 */
async function run(
  server: SpawnedServer,
  token: string,
  label: string,
  path: string,
  body: string | ((n: number) => string),
): Promise<void> {
  const { url } = server;
  let n = 0;
  const next = () => (typeof body === 'string' ? body : body(n++));
  await checkList(url, token, path, next());
  // Alone first: one call at a time, the floor the loaded figures compare with.
  const floor = await alone(server, () => checkList(url, token, path, next()));
  let refused = 0;
  // An HTTP 200 can still carry a refusal (busy: body code -109): count every answer whose code is not 0.
  const loadOf = (seconds: number, count: boolean): autocannon.Options => ({
    url: url + path,
    connections: CONNECTIONS,
    duration: seconds,
    requests: [
      {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        ...(typeof body === 'string' ? { body } : { setupRequest: (req) => ({ ...req, body: next() }) }),
        onResponse: (status, answer) => {
          if (count && (status !== 200 || !answer.startsWith('{"code":0,'))) refused++;
        },
      },
    ],
  });
  await autocannon(loadOf(WARMUP_SECONDS, false));
  const before = load();
  const cpu0 = cpuMs(server.child.pid ?? 0);
  let finished = false;
  const instance = autocannon(loadOf(SECONDS, true));
  const probing = probe(url, token, () => finished);
  const result = await instance;
  finished = true;
  const probeTimes = await probing;
  const cpu = perCall(server.child.pid ?? 0, cpu0, result.requests.total + probeTimes.length);
  console.log(`${label}\n    alone: ${floor}`);
  console.log(
    `    ${CONNECTIONS} connections: ${result.requests.average.toFixed(0)} requests/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms ` +
      `(${SECONDS} s, ${result.requests.total} answers, ${result.non2xx + refused + result.errors} refused or failed; server CPU ${cpu} per answer; load average before ${before})`,
  );
  console.log(
    `    meanwhile ${UNRELATED} one at a time: ${probeTimes.length} calls, p50 ${percentile(probeTimes, 0.5).toFixed(1)} ms, p99 ${percentile(probeTimes, 0.99).toFixed(1)} ms`,
  );
}

export async function benchServer(): Promise<void> {
  const dbFile = process.env.WARE_BENCH_DB ?? path.join(tmpdir(), `ware-bench-${process.pid}.db`);
  const server = await spawnServer({ WARE_LARGE_LIST: String(RECORDS), WARE_DB: dbFile });
  try {
    const token = await signIn(server.url);
    // The server's start line names its read workers (0: the lists are read on the main thread).
    const workers = server.logLines().map((line) => /read workers (\d+)/.exec(line)?.[1]).find(Boolean) ?? '?';
    console.log(`record list over ${RECORDS.toLocaleString('en')} records in the server (autocannon; database ${dbFile}, read workers ${workers}):`);
    console.log(`  ${UNRELATED} alone: ${await alone(server, () => unrelated(server.url, token))}`);
    // Nothing kept: every call a read the server has not answered in its last 1,680 (the caller's clock is part of the
    // read; the server keeps at most 500 answers), so none is answered from a kept page.
    const fresh = (n: number) => ({ timeZoneOffset: (n % 1_681) - 840 });
    await run(server, token, '  list, first page of 20', `${QUERY}?page=1&size=20`, '{}');
    await run(server, token, '  list, page 250 of 500', `${QUERY}?page=250&size=20`, '{}');
    // A page's answer is kept until the next write (http/read-pool.ts): the lines above answer the same page again.
    // Here every call names another caller clock, which a plain list does not depend on, so nothing answers from a kept
    // page: what a page costs after each write.
    await run(server, token, '  list, first page of 20, no kept answer (a new caller clock each call)', `${QUERY}?page=1&size=20`, (n) =>
      JSON.stringify(fresh(n)),
    );
    await run(
      server,
      token,
      '  search, keyword 台账记录 1, sorted by amount',
      `${QUERY}?page=1&size=20&sort=number_amount,DESC`,
      JSON.stringify({ keyword: '台账记录 1' }),
    );
    await run(
      server,
      token,
      '  search, a new keyword each call (台账记录 10 to 99), sorted by amount',
      `${QUERY}?page=1&size=20&sort=number_amount,DESC`,
      (n) => JSON.stringify({ keyword: `台账记录 ${10 + (n % 90)}`, ...fresh(n) }),
    );
    await run(
      server,
      token,
      '  list sorted by a content field (amount), a new condition each call',
      `${QUERY}?page=1&size=20&sort=number_amount,DESC`,
      (n) => JSON.stringify({ conditions: [{ key: 'number_cost', op: 'less', value: 4_000 + (n % 90) }], ...fresh(n) }),
    );
  } finally {
    const exited = server.child.exitCode !== null || server.child.signalCode !== null;
    server.stop();
    if (dbFile !== ':memory:' && !process.env.WARE_BENCH_DB) {
      if (!exited) await new Promise((resolve) => server.child.once('exit', resolve));
      for (const suffix of ['', '-wal', '-shm']) rmSync(dbFile + suffix, { force: true });
    }
  }
}
