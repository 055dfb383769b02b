/**
 * `npm run bench`, the outbox (issue 40): 100 form submissions queued while offline, replayed against the local
 * server by the outbox's own rules (src/domain/outbox/queue.ts `replay`: in order, one at a time, saved after each
 * step). One answer in ten is lost on the way back (the server stored the record, the device heard nothing), as a
 * dropping connection does: the replay stops there as offline and is started again, so those submissions reach the
 * server twice with the same key. Printed, never asserted:
 *   1. time to drain the outbox (every entry gone), per submission, the replays and the calls it took;
 *   2. the records the server holds for the run's marker, and duplicates (records beyond one per submission: must be 0).
 * The server is a spawned child with an in-memory database (test/support/spawn-server.ts).
 */
import { performance } from 'node:perf_hooks';

import { replay, type OutboxEntry, type OutboxOwner, type ReplayOutcome } from '../../src/domain/outbox/queue';
import { spawnServer } from '../../test/support/spawn-server';

const SUBMISSIONS = 100;
/** Every LOST-th answer is lost on the way back. */
const LOST = 10;
const APP = 'app-open';
const FORM = 'form-open';
const PASSWORD = 'Demo@2026';

async function signIn(url: string): Promise<{ bearer: string; owner: OutboxOwner }> {
  const res = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'member', password: PASSWORD, tenantId: '1001' }),
  });
  const body = (await res.json()) as { code: number; data: { access_token: string; userId: string } };
  if (body.code !== 0) throw new Error(`sign-in failed: ${JSON.stringify(body)}`);
  return { bearer: `Bearer ${body.data.access_token}`, owner: { userId: String(body.data.userId), tenantId: '1001' } };
}

/** The submissions as the form queues them (FormFilling → queueAction): the newer engine's submit with its key. */
function queued(owner: OutboxOwner, marker: string): OutboxEntry[] {
  return Array.from({ length: SUBMISSIONS }, (_, i) => {
    const key = `${marker}-${String(i).padStart(3, '0')}`;
    return {
      key,
      owner,
      kind: 'submit',
      // One form's submissions: one subject, replayed in the order taken.
      subject: `form:${FORM}`,
      call: {
        method: 'POST',
        path: `/bigtable/application/${APP}/form/${FORM}/form-data`,
        data: { content: { input_name: `${marker} ${i}`, input_mobile: '13800001111' }, requestId: key },
      },
      label: '提交 · 报名表',
      queuedAt: Date.now(),
      state: 'pending',
      attempts: 0,
    } satisfies OutboxEntry;
  });
}

async function count(url: string, bearer: string, marker: string): Promise<number> {
  const res = await fetch(`${url}/api/bigtable/application/${APP}/form/${FORM}/form-data/search`, {
    method: 'POST',
    headers: { authorization: bearer, 'content-type': 'application/json' },
    body: JSON.stringify({ keyword: marker, page: 1, size: 10 }),
  });
  const body = (await res.json()) as { code: number; data: { totalElements: number } };
  if (body.code !== 0) throw new Error(`search failed: ${JSON.stringify(body)}`);
  return body.data.totalElements;
}

export async function benchOutbox(): Promise<void> {
  const server = await spawnServer();
  try {
    const { bearer, owner } = await signIn(server.url);
    const marker = `bench${Date.now() % 1_000_000}`;
    let calls = 0;
    let lost = 0;
    const send = async (entry: OutboxEntry): Promise<ReplayOutcome> => {
      calls += 1;
      const res = await fetch(`${server.url}/api${entry.call.path}`, {
        method: entry.call.method,
        headers: { authorization: bearer, 'content-type': 'application/json' },
        body: JSON.stringify(entry.call.data),
      });
      const body = (await res.json()) as { code: number; message?: string };
      if (res.status !== 200 || body.code !== 0) return { kind: 'refused', message: body.message ?? String(res.status) };
      // The answer lost on the way back: the device still holds the entry and sends it again at the next replay.
      if (calls % LOST === 0) {
        lost += 1;
        return { kind: 'offline' };
      }
      return { kind: 'done' };
    };
    // Kept as the device keeps it: a copy written after every step.
    let kept: OutboxEntry[] = queued(owner, marker);
    const save = async (entries: OutboxEntry[]) => void (kept = structuredClone(entries));
    let replays = 0;
    const t0 = performance.now();
    while (kept.some((e) => e.state === 'pending')) {
      replays += 1;
      kept = await replay(kept, owner, { send, save });
    }
    const ms = performance.now() - t0;
    const refused = kept.length;
    const stored = await count(server.url, bearer, marker);
    console.log(
      `outbox: ${SUBMISSIONS} queued submissions replayed against the local server: drained in ${ms.toFixed(0)} ms ` +
        `(${(ms / SUBMISSIONS).toFixed(1)} ms per submission), ${replays} replays, ${calls} calls (${lost} answers lost and sent again)`,
    );
    console.log(`outbox: records stored ${stored}, refused ${refused}, duplicates ${Math.max(0, stored - SUBMISSIONS)} (must be 0)`);
  } finally {
    server.stop();
  }
}
