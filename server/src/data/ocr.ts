/**
 * The OCR engine: tesseract.js with its English data, everything from node_modules (worker, core and language data:
 * no network). Starting a worker takes seconds, so a server keeps one, started on first use and ended on close.
 *
 * Bounded (issue 34): one image at a time, at most `queue` more waiting (past that the caller is told to try later),
 * and each read limited in time: tesseract cannot cancel a job, so a read past the limit ends the worker (the next
 * read starts a new one). A failure of the engine, of a read or of the worker thread is a rejected read, never an
 * exception thrown at the process: tesseract throws from its message handler unless it is given an error handler.
 */
import { createRequire } from 'node:module';
import path from 'node:path';

import { createWorker, type Worker } from 'tesseract.js';

const require = createRequire(import.meta.url);

/** The directory of @tesseract.js-data/eng's (int, the fast) traineddata. */
const langPath = path.join(path.dirname(require.resolve('@tesseract.js-data/eng/package.json')), '4.0.0_best_int');

/** Why a read did not produce text: the engine failed, the read took too long, or too many were waiting. */
export class OcrRefusal extends Error {
  constructor(readonly reason: 'unreadable' | 'timeout' | 'busy') {
    super(`OCR ${reason}`);
  }
}

export interface OcrEngine {
  /** The text of an image (PNG or JPEG bytes); rejects with an OcrRefusal. */
  read(image: Buffer): Promise<string>;
  close(): Promise<void>;
}

export interface OcrBounds {
  timeoutMs: number;
  /** Reads that may wait behind the running one. */
  queue: number;
  log: (message: string) => void;
}

export function ocrEngine(bounds: OcrBounds): OcrEngine {
  let worker: Promise<Worker> | null = null;
  // One image at a time: the worker is single-threaded and queued calls would only wait inside it.
  let queue: Promise<unknown> = Promise.resolve();
  let waiting = 0;

  const start = (): Promise<Worker> => {
    const created = createWorker('eng', 1, { langPath, cacheMethod: 'none', gzip: true, errorHandler: (e: unknown) => bounds.log(`OCR job failed: ${String(e)}`) });
    const current: Promise<Worker> = created.then((w) => {
      // A worker thread's 'error' without a listener would be thrown at the process.
      (w as Worker & { worker?: NodeJS.EventEmitter }).worker?.on('error', (e: unknown) => {
        bounds.log(`OCR worker failed: ${String(e)}`);
        if (worker === current) worker = null;
      });
      return w;
    });
    // A worker that failed to start is not kept: the next read tries again.
    current.catch(() => {
      if (worker === current) worker = null;
    });
    return current;
  };

  const stop = (w: Promise<Worker> | null) => {
    if (w) void w.then((x) => x.terminate()).catch(() => undefined);
  };

  const recognise = async (image: Buffer): Promise<string> => {
    const current = (worker ??= start());
    let timer: NodeJS.Timeout | undefined;
    try {
      const w = await current;
      // The limit is the read's, not the worker's start (seconds, once).
      const late = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new OcrRefusal('timeout')), bounds.timeoutMs);
      });
      return (await Promise.race([w.recognize(image), late])).data.text;
    } catch (e) {
      if (e instanceof OcrRefusal) {
        // The job cannot be cancelled: end the worker it runs in.
        if (worker === current) worker = null;
        stop(current);
        throw e;
      }
      throw new OcrRefusal('unreadable');
    } finally {
      clearTimeout(timer);
    }
  };

  return {
    read(image) {
      if (waiting > bounds.queue) return Promise.reject(new OcrRefusal('busy'));
      waiting += 1;
      const run = queue.then(() => recognise(image)).finally(() => {
        waiting -= 1;
      });
      queue = run.catch(() => undefined);
      return run;
    },
    async close() {
      const w = worker;
      worker = null;
      if (w) await w.then((x) => x.terminate()).catch(() => undefined);
    },
  };
}
