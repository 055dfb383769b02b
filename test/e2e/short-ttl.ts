import { test as base } from './fixtures';
import { spawnServer } from '../support/spawn-server';

/** Access-token lifetime of the short-TTL server, seconds. */
export const SHORT_TTL = 4;

export const shortTtlTest = base.extend<{ shortUrl: string }, { shortTtlServer: string }>({
  shortTtlServer: [
    async ({}, use) => {
      // A worker-scoped server whose access tokens really expire during a test (the shared one keeps an hour).
      const { url, stop } = await spawnServer({ WARE_ACCESS_TOKEN_TTL: String(SHORT_TTL) });
      await use(url);
      stop();
    },
    { scope: 'worker' },
  ],
  shortUrl: async ({ shortTtlServer }, use) => {
    await use(shortTtlServer);
  },
});
