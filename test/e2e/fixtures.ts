import { test as base, expect, type Page } from '@playwright/test';

import { spawnServer } from '../support/spawn-server';

export interface LocalServer {
  url: string;
  /** Force a status, body code, delay or dropped connection on the next calls matching a path. */
  fault(rule: Record<string, unknown>): Promise<void>;
  clearFaults(): Promise<void>;
  reset(): Promise<void>;
}

export const test = base.extend<{ server: LocalServer }, { workerServer: LocalServer }>({
  workerServer: [
    async ({}, use) => {
      const { url, stop } = await spawnServer({ WARE_ACCESS_TOKEN_TTL: process.env.WARE_ACCESS_TOKEN_TTL ?? '3600' });
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
      stop();
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
