import { arrivedAt, expect, test } from './fixtures';
import { signInAs } from './support/sign-in';
import { LOCATION_TEXT } from '../../src/domain/location/location-pages';
import { PRIVACY_TEXT } from '../../src/features/privacy/text';

/**
 * The privacy agreement in the browser (features/privacy): asked before the first protected browser API, here the
 * position choose-location reads. It is a modal over the whole screen (once it rendered inline inside a screen's
 * content), only an answer closes it, a refusal is not remembered, and an agreement is remembered for this user.
 */

test.beforeEach(async ({ server, page }) => {
  await server.reset();
  // This spec is about the dialog itself: the fixtures' handler that agrees whenever it shows is taken off.
  await page.removeLocatorHandler(page.locator('.privacy__agree').filter({ visible: true }));
  await page.context().grantPermissions(['geolocation']);
  await page.context().setGeolocation({ latitude: 30.2741, longitude: 120.1315 });
});

test('the agreement is a modal over the whole screen; refusing is asked again, agreeing is remembered', async ({ page }) => {
  await signInAs(page, 'member');
  await page.goto('/app/formInfo?appId=app-visit');
  await page.getByRole('button', { name: '拜访地点 选择位置' }).click();
  await arrivedAt(page, /^\/choose-location\?requestId=loc-/);

  const dialog = page.getByRole('dialog').filter({ hasText: PRIVACY_TEXT.title });
  await expect(dialog).toBeVisible();
  // A modal, not a block in the page's flow: centred in the viewport, and what is under it cannot be tapped (the
  // topmost element at the screen's corners is the dialog's overlay, not the screen's content).
  const viewport = page.viewportSize()!;
  const { width, height } = viewport;
  // Measured once the page's slide-in has ended (the dialog may show while Taro's router still moves the page).
  await expect(async () => {
    const box = (await dialog.boundingBox())!;
    expect(box.y).toBeGreaterThan(0);
    expect(box.y + box.height).toBeLessThan(height);
    expect(Math.abs(box.x + box.width / 2 - width / 2)).toBeLessThan(2);
  }).toPass();
  const covered = await page.evaluate(
    ({ w, h }) =>
      [
        [2, 2],
        [w - 2, 2],
        [2, h - 2],
        [w - 2, h - 2],
      ].map(([x, y]) => document.elementFromPoint(x!, y!)?.closest('.nut-overlay') != null),
    { w: width, h: height },
  );
  expect(covered).toEqual([true, true, true, true]);

  // Only an answer closes it: a tap on the overlay does not.
  await page.mouse.click(4, 4);
  await expect(dialog).toBeVisible();

  await dialog.getByRole('button', { name: PRIVACY_TEXT.refuse }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(LOCATION_TEXT.positionFailed)).toBeVisible();

  // A refusal is not remembered: trying again asks again; agreeing reads the position.
  await page.getByRole('button', { name: LOCATION_TEXT.retry }).click();
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: PRIVACY_TEXT.agree }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('radio').filter({ hasText: LOCATION_TEXT.myPosition })).toContainText('浙江省杭州市西湖区文三路附近');

  // Agreed once, this user is not asked again.
  await page.reload();
  await expect(page.getByRole('radio').filter({ hasText: LOCATION_TEXT.myPosition })).toContainText('浙江省杭州市西湖区文三路附近');
  await expect(dialog).toHaveCount(0);
});
