import type { Page } from '@playwright/test';

import { arrivedAt, expect, test } from './fixtures';
import { apiAsPage } from './support/api';
import { signInAs } from './support/sign-in';
import { CHECK_IN_TEXT } from '../../src/domain/location/check-in';
import { LOCATION_TEXT } from '../../src/domain/location/location-pages';

/**
 * The built-in location screens in the browser (spec §2 /choose-location, /open-location) against the local server's
 * gazetteer: the form's 选择位置 opens choose-location, a place picked there comes back to the form (and a check-in
 * place still refuses one out of its range), and a location in a record's detail opens open-location with its
 * distance from the user.
 */

test.beforeEach(async ({ server, page }) => {
  await server.reset();
  await page.context().grantPermissions(['geolocation']);
  // At 西湖区客户中心, the visit form's check-in place.
  await page.context().setGeolocation({ latitude: 30.2741, longitude: 120.1315 });
});

const place = (page: Page, name: string) => page.getByRole('radio').filter({ hasText: name });

async function chooseFor(page: Page, control: string) {
  await page.getByRole('button', { name: `${control} 选择位置` }).click();
  await arrivedAt(page, /^\/choose-location\?requestId=loc-/);
  // Spec §2: visiting choose-location sets the location-jump flag (Taro's H5 storage keeps {"data": value}).
  expect(await page.evaluate(() => localStorage.getItem('locationJump'))).toBe(JSON.stringify({ data: true }));
}

test('a place picked in choose-location fills the check-in location, with its distance', async ({ page }) => {
  await signInAs(page, 'member');
  await page.goto('/app/formInfo?appId=app-visit');
  await page.getByLabel('联系人').fill('王经理');
  await chooseFor(page, '拜访地点');

  // The user's position first, named by reverse geocoding and chosen already, then the places around it.
  await expect(place(page, LOCATION_TEXT.myPosition)).toContainText('浙江省杭州市西湖区文三路附近');
  await expect(place(page, LOCATION_TEXT.myPosition)).toHaveAttribute('aria-checked', 'true');
  await expect(place(page, '黄龙体育中心')).toContainText('浙江省杭州市西湖区黄龙路1号');
  await place(page, '黄龙体育中心').click();
  await expect(place(page, '黄龙体育中心')).toHaveAttribute('aria-checked', 'true');
  await page.getByRole('button', { name: LOCATION_TEXT.confirm }).click();

  await arrivedAt(page, '/app/formInfo?appId=app-visit');
  await expect(page.getByLabel('拜访地点', { exact: true })).toHaveValue('浙江省杭州市西湖区黄龙路1号');
  await expect(page.locator('#field-fixedPosition_location .form-location__name')).toHaveText('黄龙体育中心');
  await expect(page.getByTestId('check-in-distance')).toHaveText(/^距离西湖区客户中心 5\d\d 米$/);
  // What was typed before leaving for the picker is still there.
  await expect(page.getByLabel('联系人')).toHaveValue('王经理');
});

test('a place out of the check-in range is refused; cancelling leaves the value as it was', async ({ page }) => {
  await signInAs(page, 'member');
  await page.goto('/app/formInfo?appId=app-visit');
  await chooseFor(page, '拜访地点');
  await place(page, '浙江大学玉泉校区').click();
  await page.getByRole('button', { name: LOCATION_TEXT.confirm }).click();
  await arrivedAt(page, '/app/formInfo?appId=app-visit');
  await expect(page.getByText(CHECK_IN_TEXT.outOfRange(1000))).toBeVisible();
  await expect(page.getByTestId('check-in-distance')).toHaveText(/^距离西湖区客户中心 1\.\d 公里$/);
  await expect(page.getByLabel('拜访地点', { exact: true })).toHaveValue('');

  await chooseFor(page, '拜访地点');
  await page.getByRole('button', { name: LOCATION_TEXT.cancel }).click();
  await arrivedAt(page, '/app/formInfo?appId=app-visit');
  await expect(page.getByText('已取消选择位置')).toBeVisible();
  await expect(page.getByLabel('拜访地点', { exact: true })).toHaveValue('');
});

test('a place found by keyword is picked for a control without a check-in place', async ({ page }) => {
  await signInAs(page, 'member');
  await page.goto('/app/formInfo?appId=app-all-controls');
  await chooseFor(page, '定位');
  await page.getByRole('searchbox', { name: LOCATION_TEXT.search }).fill('故宫');
  await expect(page.getByRole('radio')).toHaveCount(1);
  await place(page, '故宫博物院').click();
  await page.getByRole('button', { name: LOCATION_TEXT.confirm }).click();
  await arrivedAt(page, '/app/formInfo?appId=app-all-controls');
  await expect(page.getByLabel('定位', { exact: true })).toHaveValue('北京市东城区景山前街4号');
  await expect(page.getByText('39.916300, 116.397200')).toBeVisible();
});

test("a record's location opens open-location with the distance from the user; copy and back", async ({ page, baseURL }) => {
  await signInAs(page, 'member');
  const created = await apiAsPage(page, baseURL!, '/api/bigtable/application/app-all-controls/form/form-all-controls/form-data', {
    method: 'POST',
    body: {
      content: {
        input_title: '现场定位记录',
        radio_kind: 'a',
        fixedPosition_pos: { name: '浙江大学玉泉校区', address: '浙江省杭州市西湖区浙大路38号', latitude: 30.2636, longitude: 120.124 },
      },
    },
  });
  expect(created.code).toBe(0);
  const dataId = String(created.data.id);
  const detail = `/app/view/detail?appId=app-all-controls&formId=form-all-controls&dataId=${dataId}`;
  await page.goto(detail);
  await page.getByRole('button', { name: `定位 ${LOCATION_TEXT.viewLocation}` }).click();

  await arrivedAt(page, /^\/open-location\?/);
  await expect(page.getByTestId('open-location-name')).toHaveText('浙江大学玉泉校区');
  await expect(page.getByTestId('open-location-address')).toHaveText('浙江省杭州市西湖区浙大路38号');
  // About 1.4 km from 西湖区客户中心, where the browser says the user is.
  await expect(page.getByTestId('open-location-distance')).toHaveText(LOCATION_TEXT.distanceFromYou('1.4 公里'));
  // Spec §2: open-location is no location jump.
  expect(await page.evaluate(() => localStorage.getItem('locationJump'))).toBeNull();

  await page.context().grantPermissions(['geolocation', 'clipboard-read', 'clipboard-write']);
  await page.getByRole('button', { name: LOCATION_TEXT.copyAddress }).click();
  await expect(page.getByText(LOCATION_TEXT.copied)).toBeVisible();
  // The screen's own 返回 (the H5 header has one too).
  await page.getByRole('main').getByRole('button', { name: LOCATION_TEXT.back }).click();
  await arrivedAt(page, detail);
});

test('open-location without coordinates says so', async ({ page }) => {
  await page.goto('/open-location?name=x');
  await expect(page.getByRole('alert')).toHaveText(LOCATION_TEXT.invalid);
});
