import { arrivedAt, test as base, expect } from './fixtures';
import { apiAsPage } from './support/api';
import { signInAs } from './support/sign-in';
import { ERROR_TEXT } from '../../src/domain/messages';
import { spawnServer } from '../support/spawn-server';

/**
 * A token that expires while the user fills a form costs them nothing (calls-and-errors.md §4 "Re-authentication"):
 * the server's clock is moved past the access token's life through the test switch (`POST /__test/clock`) instead
 * of sleeping, the submit meets the expiry, one silent refresh, the submit replayed: the success page, with what
 * was typed stored, nothing typed again and no visit to the login page.
 */
const TTL_SECONDS = 600;
const test = base.extend<{ clockServer: string }, { clockServerWorker: string }>({
  clockServerWorker: [
    async ({}, use) => {
      // Its own server: moving the clock of the shared one would age every later spec's data by the same amount.
      const { url, stop } = await spawnServer({ WARE_ACCESS_TOKEN_TTL: String(TTL_SECONDS) });
      await use(url);
      stop();
    },
    { scope: 'worker' },
  ],
  clockServer: async ({ clockServerWorker }, use) => {
    await use(clockServerWorker);
  },
  baseURL: async ({ clockServerWorker }, use) => {
    await use(clockServerWorker);
  },
});

test('the token expires mid-form: the submit goes through after one silent refresh, nothing retyped, no login page', async ({ page, clockServer }) => {
  await signInAs(page, 'member');
  const visited: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) visited.push(new URL(frame.url()).pathname);
  });
  const seen = { refreshes: 0, expired: 0 };
  page.on('request', (req) => {
    if (req.method() === 'POST' && new URL(req.url()).pathname === '/oidc/token') seen.refreshes += 1;
  });
  page.on('response', (res) => {
    if (res.status() === 401 && new URL(res.url()).pathname.startsWith('/api/')) seen.expired += 1;
  });

  await page.goto('/app/formInfo?appId=app-open');
  await page.getByLabel('姓名').fill('过期测试');
  await page.getByLabel('手机号').fill('13800001111');

  // The access token's life passes while the form is open.
  const moved = await fetch(`${clockServer}/__test/clock`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ advanceSeconds: TTL_SECONDS + 1 }),
  });
  expect(moved.status).toBe(200);

  await page.getByRole('button', { name: '提交' }).click();
  await arrivedAt(page, /^\/app\/subSuccess\?/);
  expect(seen.expired).toBeGreaterThanOrEqual(1);
  expect(seen.refreshes).toBe(1);
  expect(visited.filter((p) => p.includes('/login'))).toEqual([]);
  await expect(page.getByText(ERROR_TEXT.tokenExpired)).toHaveCount(0);

  const dataId = new URL(page.url()).searchParams.get('dataId')!;
  const stored = await apiAsPage(page, clockServer, `/api/bigtable/application/app-open/form/form-open/form-data/${dataId}`);
  expect(stored.data.content).toMatchObject({ input_name: '过期测试', input_mobile: '13800001111' });
});
