import { expect, test } from './fixtures';
import { apiAsPage } from './support/api';
import { signInAs } from './support/sign-in';
import { OFFLINE_TEXT } from '../../src/domain/messages';
import { OUTBOX_TEXT } from '../../src/features/outbox/text';

/**
 * Offline (issue 40). A form submitted without a network waits in the outbox (IndexedDB) with its submit key; the page
 * is closed while offline; opened again with the network back, the app replays it at start and the server holds
 * exactly one record.
 */
test('a form submitted offline waits (待同步), survives the page closing, and is stored once when the network returns', async ({ page, context, baseURL }) => {
  await signInAs(page, 'member');
  await page.goto('/app/formInfo?appId=app-open');
  const name = `离线${Date.now() % 100000}`;
  await page.getByLabel('姓名').fill(name);
  await page.getByLabel('手机号').fill('13800002222');

  await context.setOffline(true);
  await page.getByRole('button', { name: '提交' }).click();
  // The home lists it (the toast that says so is gone after two seconds).
  const outbox = page.getByTestId('outbox');
  await expect(outbox).toContainText(`${OUTBOX_TEXT.pending} 1`);
  await page.close();

  await context.setOffline(false);
  const again = await context.newPage();
  await again.goto('/platform/index');
  await expect(again.getByTestId('greeting')).toBeVisible();
  await expect(again.getByTestId('outbox')).toHaveCount(0);

  const found = await apiAsPage(again, baseURL!, '/api/bigtable/application/app-open/form/form-open/form-data/search', {
    method: 'POST',
    body: { keyword: name, page: 1, size: 10 },
  });
  expect(found.code).toBe(0);
  expect(found.data.totalElements).toBe(1);
});

test.describe('with the service worker', () => {
  test.use({ serviceWorkers: 'allow' });

  test('once opened, the app opens again without a network, on its addresses and a screen not opened before', async ({ page, context }) => {
    await signInAs(page, 'member');
    await page.goto('/platform/index');
    await expect(page.getByTestId('greeting')).toBeVisible();
    // The worker has precached the app when it is ready (its install does that).
    await page.evaluate(async () => void (await navigator.serviceWorker.ready));

    await context.setOffline(true);
    await page.reload();
    await expect(page.getByTestId('greeting')).toBeVisible();
    // The home's apps as last loaded, kept on the device, and a note that they are (离线 · 刚刚).
    await expect(page.getByRole('status').filter({ hasText: OFFLINE_TEXT.note }).first()).toBeVisible();
    await page.goto('/platform/toDoList/list');
    await expect(page.getByRole('tab', { name: '待办' })).toBeVisible();
    await context.setOffline(false);
  });
});
