import { expect, test } from './fixtures';
import { signInAs } from './support/sign-in';
import { CHECK_IN_TEXT } from '../../src/domain/location/check-in';

/**
 * The location control with the browser's position: the address comes from the platform's reverse geocoding (the
 * local server's gazetteer), and a check-in place refuses a position out of its range, showing the distance.
 */

test.beforeEach(async ({ server }) => server.reset());

test('the location control shows the reverse-geocoded address of the device position', async ({ page }) => {
  await signInAs(page, 'member');
  await page.context().grantPermissions(['geolocation']);
  await page.context().setGeolocation({ latitude: 30.275, longitude: 120.13 });
  await page.goto('/app/formInfo?appId=app-all-controls');
  await page.getByRole('button', { name: '定位 获取当前位置' }).click();
  await expect(page.getByLabel('定位', { exact: true })).toHaveValue('浙江省杭州市西湖区文三路附近');
  await expect(page.getByText('30.275000, 120.130000')).toBeVisible();
});

test('a check-in refuses a position out of range and takes one within it, showing the distance', async ({ page }) => {
  await signInAs(page, 'member');
  await page.context().grantPermissions(['geolocation']);
  await page.context().setGeolocation({ latitude: 39.96, longitude: 116.3 });
  await page.goto('/app/formInfo?appId=app-visit');
  const locate = page.getByRole('button', { name: '拜访地点 获取当前位置' });
  await locate.click();
  await expect(page.getByText(CHECK_IN_TEXT.outOfRange(1000))).toBeVisible();
  await expect(page.getByTestId('check-in-distance')).toContainText('距离西湖区客户中心');
  await expect(page.getByLabel('拜访地点', { exact: true })).toHaveValue('');

  // About 120 m from the place.
  await page.context().setGeolocation({ latitude: 30.2745, longitude: 120.1327 });
  await locate.click();
  await expect(page.getByTestId('check-in-distance')).toHaveText(/^距离西湖区客户中心 1\d\d 米$/);
  await expect(page.getByText(CHECK_IN_TEXT.outOfRange(1000))).toHaveCount(0);
  await expect(page.getByLabel('拜访地点', { exact: true })).toHaveValue('浙江省杭州市西湖区文三路附近');
});
