import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import readline from 'node:readline';

import { test as base } from './fixtures';

const ROOT = path.resolve(__dirname, '..', '..');

/** Access-token lifetime of the short-TTL server, seconds. */
export const SHORT_TTL = 4;

/**
 * A worker-scoped local server whose access tokens live SHORT_TTL seconds, so tokens really expire during a test
 * (the shared fixture's server keeps the default hour). Same start-up contract as fixtures.ts: PORT=0, one JSON line.
 */
async function startShortTtlServer(): Promise<{ url: string; child: ChildProcess }> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'server/src/main.ts')], {
    cwd: ROOT,
    env: { ...process.env, PORT: '0', WARE_DB: ':memory:', WARE_TEST_FAULTS: '1', WARE_ACCESS_TOKEN_TTL: String(SHORT_TTL) },
    stdio: ['ignore', 'pipe', 'ignore'],
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

export const shortTtlTest = base.extend<{ shortUrl: string }, { shortTtlServer: string }>({
  shortTtlServer: [
    async ({}, use) => {
      const { url, child } = await startShortTtlServer();
      await use(url);
      child.kill('SIGTERM');
    },
    { scope: 'worker' },
  ],
  shortUrl: async ({ shortTtlServer }, use) => {
    await use(shortTtlServer);
  },
});
