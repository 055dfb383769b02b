import { arrivedAt, expect, test } from './fixtures';
import { signInAs, switchOrganisation } from './support/sign-in';
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

// Issue 41 item 1: on the all-controls form reached in the app (home, the app, its form), 获取当前位置 showed stacked
// agreements that no answer closed, and the form stayed frozen. The browser keeps every page of the stack mounted,
// and each page drew its own dialog. One dialog in the whole document, each answer closes it, the form works after.
test('获取当前位置 on the all-controls form asks once, and either answer closes it', async ({ page }) => {
  await signInAs(page, 'member');
  await switchOrganisation(page);
  await page.goto('/platform/index');
  await page.getByText('全部控件', { exact: true }).first().click();
  await page.getByText('全部控件表单', { exact: true }).click();
  await arrivedAt(page, /^\/app\/formInfo\?appId=app-all-controls/);
  const locate = page.getByRole('button', { name: '定位 获取当前位置' });
  await expect(locate).toBeVisible();
  const dialogs = page.getByRole('dialog').filter({ hasText: PRIVACY_TEXT.title });
  const oneDialog = async () => {
    await expect(dialogs.filter({ visible: true })).toHaveCount(1);
    // None of the pages under the form holds another, shown or not.
    await expect(page.locator('.privacy')).toHaveCount(1);
  };

  await locate.click();
  await oneDialog();
  await dialogs.getByRole('button', { name: PRIVACY_TEXT.refuse }).click();
  await expect(page.locator('.privacy')).toHaveCount(0);
  await expect(page.locator('.nut-overlay').filter({ visible: true })).toHaveCount(0);

  // Two taps in the same moment (before the first opened the dialog) are two location requests: still one dialog.
  await locate.evaluate((el: HTMLElement) => {
    el.click();
    el.click();
  });
  await oneDialog();
  await dialogs.getByRole('button', { name: PRIVACY_TEXT.agree }).click();
  await expect(page.locator('.privacy')).toHaveCount(0);
  await expect(page.locator('.nut-overlay').filter({ visible: true })).toHaveCount(0);
  // The position is read, and the form takes typing again.
  await expect(page.getByText('30.274100, 120.131500')).toBeVisible();
  const title = page.getByRole('textbox', { name: '单行文本' }).first();
  await title.fill('还能输入');
  await expect(title).toHaveValue('还能输入');
});
