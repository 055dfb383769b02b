import type { Page } from '@playwright/test';

import { arrivedAt, expect, test } from './fixtures';
import { PASSWORD } from './support/api';
import { ERROR_TEXT, ORGANISATION_TEXT, SIGN_IN_TEXT } from '../../src/domain/messages';

/**
 * The error catalogue (calls-and-errors.md §8) as the user sees it in Chromium, each row forced with the local
 * server's fault switch on the call the select-organisation screen makes (GET /api/auth/joined-organization).
 * The expiry rows are in token-expiry.spec.ts. The rows bound to endpoints no screen of this issue calls yet (process
 * start, APP_NOT_PUBLIC, TENANT_REQUIRED, 数据不存在) run against the same server in
 * test/component/api/catalogue-server.test.ts.
 */
const PATH = '/api/auth/joined-organization';

async function signedInOnSelectTenant(page: Page, base: string) {
  await page.goto(`${base}/pages/login/login`);
  await page.getByRole('button', { name: SIGN_IN_TEXT.signIn }).click();
  await page.getByLabel('用户名').fill('member');
  await page.getByLabel('密码').fill(PASSWORD);
  await page.getByLabel('密码').press('Enter');
  await arrivedAt(page, '/platform/index');
  await page.goto(`${base}/platform/selectTenant`);
  await expect(page.getByRole('button', { name: '演示科技有限公司' })).toBeVisible();
}

const rows: { row: string; fault: Record<string, unknown>; toast: string | null }[] = [
  { row: 'HTTP 200 with non-zero code and a message', fault: { code: 1, message: '组织服务维护中' }, toast: '组织服务维护中' },
  { row: 'Body code -109', fault: { code: -109, message: '网络繁忙,请稍后再试' }, toast: '网络繁忙,请稍后再试' },
  { row: '400', fault: { status: 400, message: '参数错误: tid' }, toast: '参数错误: tid' },
  { row: '403', fault: { status: 403, message: '您不属于该组织,无权访问其数据' }, toast: '您不属于该组织,无权访问其数据' },
  { row: '404', fault: { status: 404, message: 'Not Found' }, toast: ERROR_TEXT.apiNotFound },
  { row: '500', fault: { status: 500 }, toast: ERROR_TEXT.serverBusy },
  { row: 'Other statuses', fault: { status: 502 }, toast: ERROR_TEXT.network },
  // Chromium silently retries a GET whose connection was dropped: drop it more than once.
  { row: 'Network failure', fault: { drop: true, times: 20 }, toast: ERROR_TEXT.network },
  { row: 'Other errors (no message): rejected, nothing toasted', fault: { code: 7, message: '' }, toast: null },
];

test('every catalogue row the screen can meet, as the user sees it', async ({ page, server }) => {
  test.setTimeout(90_000);
  await signedInOnSelectTenant(page, server.url);
  for (const { row, fault, toast } of rows) {
    await test.step(row, async () => {
      await server.fault({ path: PATH, ...fault });
      await page.reload();
      // The screen keeps working: it says the list did not load and offers to load it again.
      await expect(page.getByText(ORGANISATION_TEXT.loadFailed)).toBeVisible();
      if (toast) await expect(page.getByText(toast, { exact: true })).toBeVisible();
      else await expect(page.locator('.taro__toast').getByText(/./)).toHaveCount(0);
      await server.clearFaults();
      await page.getByRole('button', { name: ORGANISATION_TEXT.reload }).click();
      await expect(page.getByRole('button', { name: '演示科技有限公司' })).toBeVisible();
    });
  }
});

test('a slow call shows 加载中... after a second, and the answer still arrives', async ({ page, server }) => {
  await signedInOnSelectTenant(page, server.url);
  await server.fault({ path: PATH, delayMs: 2500 });
  await page.reload();
  await expect(page.getByText('加载中...', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: '演示科技有限公司' })).toBeVisible();
  await expect(page.getByText('加载中...', { exact: true })).toBeHidden();
});
