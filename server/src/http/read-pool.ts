/**
 * Where the record lists and searches are read: in `node:worker_threads` workers (read-worker.ts), each with its own
 * read-only connection to the database file, so a list under load never holds up an unrelated call on the main
 * event loop; or in process (an in-memory database, which no other connection can open, or WARE_READ_WORKERS=0).
 * Either way the same functions (data/worker-reads.ts) answer, and the answer is the envelope's JSON text.
 *
 * - A list page asked again while the database is unchanged is answered on the main thread from the kept answers
 *   (below), without a trip to a worker.
 * - Reads wait in one queue and go to the ready worker with the fewest in hand (at most DEPTH each, so a worker has
 *   its next reads before it finishes one, without a slow read holding many behind it).
 * - A refusal (ApiError) in a worker comes back as the same ApiError; any other failure is a 500 (服务器繁忙) and is
 *   logged. A worker that crashes, or takes longer than `readTimeoutMs` over one read (then it is terminated), fails
 *   the reads it held with a 500 and is replaced. Workers that fail to start three times in a row leave the reads to
 *   the main thread (logged), so a broken worker set-up never takes the lists down.
 * - `close()` ends the workers (the server's close awaits it) and fails what is still queued.
 * - A worker loads TypeScript the way the server does: through tsx, registered in the worker (Node 20 does not pass a
 *   parent's `--import` loader on to workers), whether the server runs as `tsx server/src/main.ts`, `npm start` or
 *   `node --import tsx --test`; compiled JavaScript loads read-worker.js directly.
 */
import { Worker } from 'node:worker_threads';

import { KeptReads } from '../data/read-cache.js';
import { WORKER_READS, type ReadArg, type ReadName } from '../data/worker-reads.js';
import type { Db } from '../db/index.js';
import { ApiError, MSG, ok } from '../errors.js';

/** What the fault switch can make a worker do with a read (faults.ts `worker`). */
export type ReadFault = 'crash' | 'hang';

export interface ReadRequest {
  id: number;
  name: ReadName;
  arg: unknown;
  fault?: ReadFault | undefined;
}

export type ReadResponse =
  | { ready: true }
  | { id: number; json: string }
  | { id: number; refusal: { status: number; code: number | string; message: string; detail: string | undefined; data: unknown } }
  | { id: number; failure: string };

export interface ReadPool {
  /** Workers reading (0: in process). */
  readonly size: number;
  /** The envelope's JSON text of read `name`, or the ApiError it was refused with. */
  run<N extends ReadName>(name: N, arg: ReadArg<N>, fault?: ReadFault): Promise<string>;
  close(): Promise<void>;
}

/**
 * Reads one worker holds at a time. The main loop hands out the next read only between its other callbacks (under 50
 * list connections, several ms of them): with 2 a worker idled and answered half the lists the main thread did alone;
 * 8 keeps it busy (measured: `npm run bench -- server`).
 */
const DEPTH = 8;
const FAILED_STARTS = 3;

/**
 * List answers kept on the main thread while its database is unchanged (data/read-cache.ts), by the whole read (the
 * caller with its token, the app, form, engine and page input): the same page asked again, by anyone holding the same
 * token, is answered with last time's text until any write, without a trip to a worker. A page depends on nothing
 * else (no condition reads the current time), so the kept text is exactly what the read would answer. A worker's
 * answer is kept under the stamp taken when the read was sent, and only if no write came before the answer (the
 * worker read a state at least as new as that stamp's, and no newer one). At most KEPT_ANSWERS (about 15 KB each for
 * a page of 20). Only list pages are kept: what every visit to a list screen, and every pull to refresh, asks again.
 */
const KEPT_ANSWERS = 500;
const keptAnswers = new KeptReads<string>(KEPT_ANSWERS);

const keptKey = (name: ReadName, arg: unknown): string | undefined => (name === 'listPage' ? JSON.stringify(arg) : undefined);

/** The envelope's JSON text of a read, by the same code in a worker and in process. */
export function answerOf(db: Db, name: ReadName, arg: unknown): string {
  return JSON.stringify(ok((WORKER_READS[name] as (db: Db, arg: unknown) => unknown)(db, arg)));
}

/** A read answered in process: a list page from the kept answers when it can be. */
function inProcess(db: Db, name: ReadName, arg: unknown): string {
  const key = keptKey(name, arg);
  return key === undefined ? answerOf(db, name, arg) : keptAnswers.read(db, key, () => answerOf(db, name, arg));
}

class InProcessReads implements ReadPool {
  readonly size = 0;

  constructor(private readonly db: Db) {}

  async run<N extends ReadName>(name: N, arg: ReadArg<N>): Promise<string> {
    return inProcess(this.db, name, arg);
  }

  async close(): Promise<void> {}
}

interface Task {
  request: ReadRequest;
  resolve(json: string): void;
  reject(error: Error): void;
  timer?: NodeJS.Timeout;
}

interface Slot {
  worker: Worker;
  ready: boolean;
  tasks: Map<number, Task>;
}

const WORKER_FILE = new URL(import.meta.url.endsWith('.ts') ? './read-worker.ts' : './read-worker.js', import.meta.url);

function startWorker(dbFile: string): Worker {
  if (!WORKER_FILE.pathname.endsWith('.ts')) return new Worker(WORKER_FILE, { workerData: { dbFile } });
  const tsx = import.meta.resolve('tsx/esm/api');
  const boot = `import(${JSON.stringify(tsx)}).then(({ register }) => { register(); return import(${JSON.stringify(WORKER_FILE.href)}); })`;
  return new Worker(boot, { eval: true, workerData: { dbFile } });
}

const lost = () => new ApiError(500, 500, MSG.serverError);

class WorkerReads implements ReadPool {
  private readonly slots: Slot[] = [];
  private readonly queue: Task[] = [];
  private nextId = 1;
  private failedStarts = 0;
  private closed = false;
  /** Set when workers do not start: the reads are answered in process from then on. */
  private fallback = false;

  constructor(
    readonly size: number,
    private readonly db: Db,
    private readonly dbFile: string,
    private readonly timeoutMs: number,
    private readonly log: (message: string) => void,
  ) {
    for (let i = 0; i < size; i++) this.slots.push(this.spawn());
  }

  run<N extends ReadName>(name: N, arg: ReadArg<N>, fault?: ReadFault): Promise<string> {
    if (this.closed) return Promise.reject(lost());
    if (this.fallback) return Promise.resolve().then(() => inProcess(this.db, name, arg));
    // A read with a fault goes to a worker, which the fault is for.
    const key = fault ? undefined : keptKey(name, arg);
    const kept = key === undefined ? undefined : keptAnswers.lookup(this.db, key);
    if (kept?.value !== undefined) return Promise.resolve(kept.value);
    const answer = new Promise<string>((resolve, reject) => {
      this.queue.push({ request: { id: this.nextId++, name, arg, fault }, resolve, reject });
      this.dispatch();
    });
    if (key === undefined || !kept) return answer;
    return answer.then((json) => {
      keptAnswers.keepAt(this.db, kept.stamp, key, json);
      return json;
    });
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const task of this.queue.splice(0)) task.reject(lost());
    await Promise.all(this.slots.map((slot) => slot.worker.terminate()));
  }

  private spawn(): Slot {
    const slot: Slot = { worker: startWorker(this.dbFile), ready: false, tasks: new Map() };
    slot.worker.on('message', (message: ReadResponse) => this.answered(slot, message));
    slot.worker.on('error', (error) => this.ended(slot, error.stack ?? error.message));
    slot.worker.on('exit', (code) => this.ended(slot, `exit code ${code}`));
    // The server's socket keeps the process alive; a worker alone never does (a test that forgets close() ends).
    slot.worker.unref();
    return slot;
  }

  private dispatch(): void {
    while (this.queue.length > 0) {
      let slot: Slot | undefined;
      for (const s of this.slots) if (s.ready && s.tasks.size < DEPTH && (!slot || s.tasks.size < slot.tasks.size)) slot = s;
      if (!slot) return;
      const task = this.queue.shift()!;
      const { worker } = slot;
      task.timer = setTimeout(() => {
        this.log(`read worker: ${task.request.name} took over ${this.timeoutMs} ms; the worker is replaced`);
        void worker.terminate();
      }, this.timeoutMs);
      task.timer.unref();
      slot.tasks.set(task.request.id, task);
      try {
        worker.postMessage(task.request);
      } catch (error) {
        slot.tasks.delete(task.request.id);
        clearTimeout(task.timer);
        task.reject(error as Error);
      }
    }
  }

  private answered(slot: Slot, message: ReadResponse): void {
    if ('ready' in message) {
      slot.ready = true;
      this.failedStarts = 0;
      this.dispatch();
      return;
    }
    const task = slot.tasks.get(message.id);
    if (!task) return;
    slot.tasks.delete(message.id);
    clearTimeout(task.timer);
    if ('json' in message) task.resolve(message.json);
    else if ('refusal' in message) {
      const { status, code, message: text, detail, data } = message.refusal;
      task.reject(new ApiError(status, code, text, detail, data));
    } else {
      this.log(`read worker: ${task.request.name} failed: ${message.failure}`);
      task.reject(lost());
    }
    this.dispatch();
  }

  /** A worker crashed, was terminated (time limit, close) or could not start: its reads fail, a new one starts. */
  private ended(slot: Slot, why: string): void {
    const index = this.slots.indexOf(slot);
    if (index < 0) return;
    this.slots.splice(index, 1);
    for (const task of slot.tasks.values()) {
      clearTimeout(task.timer);
      task.reject(lost());
    }
    if (this.closed) return;
    this.log(`read worker ended (${why}); starting another`);
    if (!slot.ready && ++this.failedStarts >= FAILED_STARTS) {
      this.log(`read workers failed to start ${FAILED_STARTS} times: lists and searches are read in process`);
      this.fallback = true;
      for (const task of this.queue.splice(0)) {
        try {
          task.resolve(inProcess(this.db, task.request.name, task.request.arg));
        } catch (error) {
          task.reject(error as Error);
        }
      }
      return;
    }
    this.slots.push(this.spawn());
    this.dispatch();
  }
}

/** The read pool of a server: workers over its database file, or the main thread (see the module's comment). */
export function startReadPool(db: Db, config: { dbFile: string; readWorkers: number; readTimeoutMs: number }, log: (message: string) => void): ReadPool {
  return config.readWorkers > 0 ? new WorkerReads(config.readWorkers, db, config.dbFile, config.readTimeoutMs, log) : new InProcessReads(db);
}
