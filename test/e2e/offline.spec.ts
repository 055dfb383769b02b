import { expect, test } from './fixtures';
import { apiAsPage } from './support/api';
import { signInAs } from './support/sign-in';
import { OUTBOX_TEXT } from '../../src/features/outbox/text';

/**
 * Offline (issue 40): a form submitted without a network waits in the outbox (IndexedDB) with its submit key; the page
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
  await expect(page.getByText(OUTBOX_TEXT.queued)).toBeVisible();
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
    body: { keyword: name, page: 0, size: 10 },
  });
  expect(found.code).toBe(0);
  expect(found.data.totalElements).toBe(1);
});
