import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import readline from 'node:readline';

import { test as base, expect, type Page } from '@playwright/test';

const ROOT = path.resolve(__dirname, '..', '..');

export interface LocalServer {
  url: string;
  /** Force a status, body code, delay or dropped connection on the next calls matching a path. */
  fault(rule: Record<string, unknown>): Promise<void>;
  clearFaults(): Promise<void>;
  reset(): Promise<void>;
}

/** Starts the local platform server as a child on a random port with an in-memory database and faults on. */
async function startServer(): Promise<{ url: string; child: ChildProcess }> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'server/src/main.ts')], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: '0',
      WARE_DB: ':memory:',
      WARE_TEST_FAULTS: '1',
      WARE_ACCESS_TOKEN_TTL: process.env.WARE_ACCESS_TOKEN_TTL ?? '3600',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const lines = readline.createInterface({ input: child.stdout! });
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('server did not start in 30 s')), 30_000);
    child.once('exit', (code) => reject(new Error(`server exited with ${code}`)));
    lines.on('line', (line) => {
      try {
        const parsed = JSON.parse(line) as { url?: string };
        if (parsed.url) {
          clearTimeout(timer);
          resolve(parsed.url);
        }
      } catch {
        /* a log line */
      }
    });
  });
  return { url, child };
}

export const test = base.extend<{ server: LocalServer }, { workerServer: LocalServer }>({
  workerServer: [
    async ({}, use) => {
      const { url, child } = await startServer();
      const post = async (p: string, body?: unknown, method = 'POST') => {
        const res = await fetch(url + p, {
          method,
          headers: body ? { 'content-type': 'application/json' } : {},
          body: body ? JSON.stringify(body) : undefined,
        });
        if (!res.ok) throw new Error(`${method} ${p} -> ${res.status}`);
      };
      await use({
        url,
        fault: (rule) => post('/__test/faults', rule),
        clearFaults: () => post('/__test/faults', undefined, 'DELETE'),
        reset: () => post('/__test/reset'),
      });
      child.kill('SIGTERM');
    },
    { scope: 'worker' },
  ],
  server: async ({ workerServer }, use) => {
    await workerServer.clearFaults();
    await use(workerServer);
  },
  baseURL: async ({ workerServer }, use) => {
    await use(workerServer.url);
  },
});

/** The path and query the real address bar shows. */
export async function addressOf(page: Page): Promise<string> {
  const u = new URL(page.url());
  return u.pathname + u.search;
}

export { expect };
