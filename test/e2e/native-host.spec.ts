import type { Page } from '@playwright/test';

import { addressOf, expect, test } from './fixtures';
import { tokensOf } from './support/api';
import { ERROR_TEXT } from '../../src/domain/messages';

/**
 * Native-host mode (src/platform/HOST_BRIDGE.md) with a fake host in Chromium: the page gets its token from
 * `window.WareHost`, never shows its own sign-in, and renews an expired token through the host.
 */
/** Installs the fake host before the app's scripts run; its calls are counted in window.__hostCalls. */
async function fakeHost(page: Page, base: string, options: { canRenew: boolean }) {
  await page.exposeFunction('__mintToken', async () => {
    const t = await tokensOf(base, 'member');
    return { accessToken: t.access_token, idToken: t.id_token };
  });
  await page.addInitScript((canRenew: boolean) => {
    const w = window as unknown as Record<string, unknown>;
    const calls = { getToken: 0, refreshToken: 0, close: 0 };
    w.__hostCalls = calls;
    const mintToken = () => (w.__mintToken as () => Promise<unknown>)();
    w.WareHost = {
      getToken: () => {
        calls.getToken += 1;
        return mintToken();
      },
      refreshToken: () => {
        calls.refreshToken += 1;
        return canRenew ? mintToken() : Promise.reject(new Error('the host cannot renew'));
      },
      close: () => {
        calls.close += 1;
      },
    };
  }, options.canRenew);
}

const hostCalls = (page: Page) => page.evaluate(() => (window as unknown as { __hostCalls: Record<string, number> }).__hostCalls);

test('the host supplies the token: platform home without any sign-in', async ({ page, server }) => {
  await fakeHost(page, server.url, { canRenew: true });
  await page.goto('/platform/index');
  await expect(page.getByTestId('user')).toHaveText('张成员 (member)');
  await expect(page.getByTestId('organisation')).toHaveText('演示科技有限公司');
  expect(await addressOf(page)).toBe('/platform/index');
  expect((await hostCalls(page)).getToken).toBe(1);
  expect(await page.evaluate(() => localStorage.getItem('appEnvironment'))).toContain('host');
});

test('an expired token is renewed through the host once, and the calls are replayed', async ({ page, server }) => {
  await fakeHost(page, server.url, { canRenew: true });
  const refreshes: string[] = [];
  page.on('request', (req) => {
    if (new URL(req.url()).pathname === '/oidc/token') refreshes.push(req.url());
  });
  // Both calls home makes answer "expired" once: 401 on the platform call, "4010" on the session call.
  await server.fault({ path: '/api/platform/current-organization', status: 401, delayMs: 300 });
  await server.fault({ path: '/api/base/current/user/my', code: '4010', message: 'token过期,请重新登录', delayMs: 300 });
  await page.goto('/platform/index');
  await expect(page.getByTestId('organisation')).toHaveText('演示科技有限公司');
  await expect(page.getByTestId('user')).toHaveText('张成员 (member)');
  expect(await hostCalls(page)).toEqual({ getToken: 1, refreshToken: 1, close: 0 });
  expect(refreshes).toEqual([]);
  await expect(page.getByText(ERROR_TEXT.tokenExpired)).toHaveCount(0);
});

test('a host that cannot renew: the expiry is said, and the page does not open its own login', async ({ page, server }) => {
  await fakeHost(page, server.url, { canRenew: false });
  await server.fault({ path: '/api/platform/current-organization', status: 401 });
  await page.goto('/platform/index');
  await expect(page.getByText(ERROR_TEXT.tokenExpired)).toBeVisible();
  expect(await addressOf(page)).toBe('/platform/index');
  expect((await hostCalls(page)).refreshToken).toBe(1);
});
