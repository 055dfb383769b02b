/**
 * A read worker (started by read-pool.ts): opens its own read-only connection to the server's database file and
 * answers the reads of data/worker-reads.ts one message at a time, as the JSON text of the envelope the route
 * sends, so the main thread neither copies nor serialises the page. Its kept reads (data/read-cache.ts) are its
 * connection's: `PRAGMA data_version` moves on every commit of the server's connection, so they never outlive a write.
 * A read holds one stamp throughout (`withOneStamp`): the stamp is read once per read, not once per kept value.
 */
import { parentPort, workerData } from 'node:worker_threads';

import { ApiError } from '../errors.js';
import { answerOf, type ReadFault, type ReadRequest, type ReadResponse } from './read-pool.js';
import { withOneStamp } from '../data/read-cache.js';
import { openReadOnlyDatabase } from '../db/index.js';
import '../zod-setup.js';

const port = parentPort!;
const db = openReadOnlyDatabase((workerData as { dbFile: string }).dbFile);

/** The fault switch's worker faults (faults.ts): a crash, or a read that never ends (until the pool's time limit). */
function injected(fault: ReadFault): void {
  if (fault === 'crash') throw new Error('read worker: crash (fault switch)');
  // Blocks this thread without spinning; the pool's terminate() ends it.
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0);
}

port.on('message', (request: ReadRequest) => {
  if (request.fault) injected(request.fault);
  let response: ReadResponse;
  try {
    response = { id: request.id, json: withOneStamp(db, () => answerOf(db, request.name, request.arg)) };
  } catch (error) {
    response =
      error instanceof ApiError
        ? { id: request.id, refusal: { status: error.status, code: error.code, message: error.message, detail: error.detail, data: error.data } }
        : { id: request.id, failure: error instanceof Error ? (error.stack ?? error.message) : String(error) };
  }
  port.postMessage(response);
});

port.postMessage({ ready: true } satisfies ReadResponse);
