import type { Page } from '@playwright/test';

import { arrivedAt, expect, test } from './fixtures';
import { SHORT_TTL, shortTtlTest } from './short-ttl';
import { PASSWORD } from './support/api';
import { ERROR_TEXT, SIGN_IN_TEXT } from '../../src/domain/messages';

/**
 * A token that expires during use is invisible to the user: one re-authentication (a refresh
 * with the organisation's tenant_id), and the request replayed. Both ways the platform says "expired" are covered:
 * body code "4010" on the session services and HTTP 401 elsewhere.
 */

async function signIn(page: Page, base: string, username: string) {
  await page.goto(`${base}/pages/login/login`);
  await page.getByRole('button', { name: SIGN_IN_TEXT.signIn }).click();
  await page.getByLabel('用户名').fill(username);
  await page.getByLabel('密码').fill(PASSWORD);
  await page.getByLabel('密码').press('Enter');
  await arrivedAt(page, '/platform/index');
}

/** Counts the refresh-token exchanges and the answers that said "expired". */
function watch(page: Page) {
  const seen = { refreshes: 0, expired: [] as string[] };
  page.on('request', (req) => {
    if (req.method() === 'POST' && new URL(req.url()).pathname === '/oidc/token') seen.refreshes += 1;
  });
  page.on('response', async (res) => {
    const path = new URL(res.url()).pathname;
    if (!path.startsWith('/api/')) return;
    if (res.status() === 401) seen.expired.push(`401 ${path}`);
    else if (res.status() === 200) {
      const body = (await res.json().catch(() => null)) as { code?: unknown } | null;
      if (body?.code === '4010') seen.expired.push(`4010 ${path}`);
    }
  });
  return seen;
}

async function noErrorShown(page: Page) {
  await expect(page.getByText(ERROR_TEXT.tokenExpired)).toHaveCount(0);
  await expect(page.getByText(ERROR_TEXT.network)).toHaveCount(0);
}

shortTtlTest('a token that really expires: "4010" on a session call, one refresh, the call replayed', async ({ page, shortUrl }) => {
  await signIn(page, shortUrl, 'member');
  const seen = watch(page);
  await page.waitForTimeout((SHORT_TTL + 1) * 1000);

  // The organisation list is a session service: the expired token answers HTTP 200 with code "4010".
  await page.getByRole('button', { name: '切换组织' }).click();
  await arrivedAt(page, '/platform/selectTenant');
  await expect(page.getByRole('button', { name: '演示贸易有限公司' })).toBeVisible();
  expect(seen.expired).toEqual(['4010 /api/auth/joined-organization']);
  expect(seen.refreshes).toBe(1);
  await noErrorShown(page);
});

shortTtlTest('a token that really expires: HTTP 401 on a platform call, one refresh, the call replayed', async ({ page, shortUrl }) => {
  await signIn(page, shortUrl, 'admin');
  await page.waitForTimeout((SHORT_TTL + 1) * 1000);
  const seen = watch(page);
  // Without its stored organisation, home asks /platform/current-organization (HTTP 401 when expired) and the user.
  await page.evaluate(() => {
    localStorage.removeItem('SET_ORG');
    localStorage.removeItem('userInfo');
  });
  await page.reload();
  await expect(page.getByTestId('organisation')).toHaveText('演示贸易有限公司');
  await expect(page.getByTestId('user')).toHaveText('王管理 (admin)');
  // Home makes more calls as it grows (apps, counters): every one that met the expired token shares the refresh.
  expect(seen.expired).toEqual(
    expect.arrayContaining(['401 /api/platform/current-organization', '4010 /api/base/current/user/my']),
  );
  expect(seen.refreshes).toBe(1);
  await arrivedAt(page, '/platform/index');
  await noErrorShown(page);
});

test('the fault switch: "4010" once, then HTTP 401 once, each a single invisible refresh', async ({ page, server }) => {
  await server.reset();
  await signIn(page, server.url, 'member');
  const seen = watch(page);
  await server.fault({ path: '/api/auth/joined-organization', code: '4010', message: 'token过期,请重新登录' });
  await page.getByRole('button', { name: '切换组织' }).click();
  await expect(page.getByRole('button', { name: '演示科技有限公司' })).toBeVisible();
  expect(seen.refreshes).toBe(1);

  await server.fault({ path: '/api/auth/joined-organization', status: 401 });
  await page.reload();
  await expect(page.getByRole('button', { name: '演示科技有限公司' })).toBeVisible();
  expect(seen.refreshes).toBe(2);
  await noErrorShown(page);
});

test('when the refresh itself is refused (401 on the token endpoint), the user is told and sent to login with the page as redirectUrl', async ({ page, server }) => {
  await signIn(page, server.url, 'member');
  await server.fault({ path: '/api/auth/joined-organization', status: 401 });
  await server.fault({ path: '/oidc/token', status: 401 });
  await page.getByRole('button', { name: '切换组织' }).click();
  await expect(page.getByText(ERROR_TEXT.tokenExpired)).toBeVisible();
  await arrivedAt(page, '/pages/login/login?redirectUrl=%2Fplatform%2FselectTenant');
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
});
