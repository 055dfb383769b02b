/**
 * The OCR engine: tesseract.js with its English data, everything from node_modules (worker, core and language data:
 * no network). Starting a worker takes seconds, so a server keeps one, started on first use and ended on close.
 */
import { createRequire } from 'node:module';
import path from 'node:path';

import { createWorker, type Worker } from 'tesseract.js';

const require = createRequire(import.meta.url);

/** The directory of @tesseract.js-data/eng's (int, the fast) traineddata. */
const langPath = path.join(path.dirname(require.resolve('@tesseract.js-data/eng/package.json')), '4.0.0_best_int');

export interface OcrEngine {
  /** The text of an image (PNG or JPEG bytes). */
  read(image: Buffer): Promise<string>;
  close(): Promise<void>;
}

export function ocrEngine(): OcrEngine {
  let worker: Promise<Worker> | null = null;
  // One image at a time: the worker is single-threaded and queued calls would only wait inside it.
  let queue: Promise<unknown> = Promise.resolve();
  return {
    read(image) {
      worker ??= createWorker('eng', 1, { langPath, cacheMethod: 'none', gzip: true });
      const run = queue.then(async () => (await (await worker!).recognize(image)).data.text);
      queue = run.catch(() => undefined);
      return run;
    },
    async close() {
      const w = worker;
      worker = null;
      if (w) await (await w).terminate();
    },
  };
}
