import { expect, test } from './fixtures';
import { signInAs } from './support/sign-in';
import { DEVICE_TEXT } from '../../src/features/devices/text';

/** Device screens: the types a member may see, a type's devices by search, a device's page and an instruction. */

test.beforeEach(async ({ server }) => server.reset());

test('a member finds a device of a visible type and sends it an instruction', async ({ page }) => {
  await signInAs(page, 'member');
  await page.goto('/device/index');
  await expect(page.getByRole('button', { name: '环境监测仪' })).toBeVisible();
  // The access-control type is for organisation admins only.
  await expect(page.getByRole('button', { name: '门禁控制器' })).toHaveCount(0);
  await page.getByRole('button', { name: '环境监测仪' }).click();
  await expect(page.getByTestId('device-type')).toContainText('支持指令：立即上报、重启');
  await expect(page.getByRole('button', { name: '二号楼环境监测仪' })).toBeVisible();
  const search = page.getByLabel(DEVICE_TEXT.search).locator('input');
  await search.fill('一号');
  await search.press('Enter');
  await expect(page.getByRole('button', { name: '二号楼环境监测仪' })).toHaveCount(0);
  await page.getByRole('button', { name: '一号楼环境监测仪' }).click();
  await expect(page.getByTestId('device-name')).toHaveText('一号楼环境监测仪');
  await expect(page.getByText('温度：23.5℃')).toBeVisible();
  // The readings are read again on their own.
  const reread = page.waitForResponse((r) => r.url().includes('/api/device/property?deviceId='));
  await page.getByRole('button', { name: DEVICE_TEXT.refresh }).click();
  await reread;
  await expect(page.getByTestId('device-properties')).toContainText('温度：23.5℃');
  await page.getByRole('button', { name: '立即上报' }).click();
  await expect(page.getByTestId('device-records')).toContainText('下发指令：立即上报');
});
