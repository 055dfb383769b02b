import type { Page } from '@playwright/test';

import { expect, settled, test } from './fixtures';
import { signInAs } from './support/sign-in';

/**
 * The screen stays exactly the phone's width after in-app navigation, not only after a direct load. Taro's router
 * slides each new page in from translate(100%); while it was not clipped, a phone's browser widened its layout
 * viewport to fit the sliding page (innerWidth 620–750 on a 375 px phone) and stayed zoomed out until a reload.
 */
const WIDTHS = [320, 375, 430];

async function expectPhoneWide(page: Page, width: number, where: string): Promise<void> {
  await settled(page);
  const layout = await page.evaluate(() => ({ inner: window.innerWidth, scroll: document.documentElement.scrollWidth }));
  expect(layout, `layout after ${where}`).toEqual({ inner: width, scroll: width });
}

for (const width of WIDTHS) {
  test(`${width} px: taps from the home and into an app keep the layout at the phone's width`, async ({ browser, baseURL, server }) => {
    await server.reset();
    const context = await browser.newContext({ baseURL, viewport: { width, height: 740 }, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    await page.addLocatorHandler(page.locator('.privacy__agree').filter({ visible: true }), (agree) => agree.click());
    try {
      await signInAs(page, 'member');
      await page.goto('/platform/index');
      await expectPhoneWide(page, width, 'a direct load of the home');

      await page.getByTestId('counter-todo').click();
      await expect(page).toHaveURL(/\/platform\/toDoList\/list/);
      await expectPhoneWide(page, width, 'the home → 待办');

      await page.goto('/platform/index');
      await expectPhoneWide(page, width, 'a direct load of the home again');

      await page.getByRole('button', { name: '搜索应用' }).click();
      await expect(page).toHaveURL(/\/platform\/homeSearch/);
      await expectPhoneWide(page, width, 'the home → 搜索应用');
      await page.getByRole('searchbox', { name: '搜索应用名称' }).fill('报名');
      await page.getByTestId('search-result').filter({ hasText: '公开报名' }).click();
      await expect(page.getByTestId('app-name')).toHaveText('公开报名');
      await expectPhoneWide(page, width, 'the search result → the app');
    } finally {
      await context.close();
    }
  });
}

/**
 * Back at once after opening a screen: Taro's router hid the page returned to with a timer left from the forward
 * slide, and the screen stayed blank (about one back in eight; src/platform/stale-page-shade.ts).
 */
test('back right after opening a screen shows the screen returned to', async ({ page, server }) => {
  await server.reset();
  await signInAs(page, 'member');
  for (let attempt = 0; attempt < 4; attempt += 1) {
    await page.goto('/platform/index');
    await page.getByTestId('counter-todo').click();
    await expect(page).toHaveURL(/\/platform\/toDoList\/list/);
    await page.goBack();
    await expectHomeAlone(page);
  }
});

/**
 * Back while the next screen's code still loads (a subpackage on a slow phone): Taro's router showed that screen
 * when its code arrived, over the home's address, and the home stayed hidden (src/platform/stray-forward-page.ts).
 * The screen's code is held back here so the back always wins the race.
 */
test("back before the next screen's code has loaded shows the screen returned to", async ({ page, server }) => {
  await server.reset();
  await signInAs(page, 'member');
  await page.goto('/platform/index');
  await settled(page);
  let held = 0;
  let released = 0;
  await page.route(/\/js\/[^/]+\.js$/, async (route) => {
    held += 1;
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    await route.continue();
    released += 1;
  });
  await page.getByTestId('counter-todo').click();
  await expect(page).toHaveURL(/\/platform\/toDoList\/list/);
  await page.goBack();
  await expect(page).toHaveURL(/\/platform\/index/);
  // The screen's code arrives after the back: only then does the late change land.
  await expect.poll(() => held > 0 && released === held).toBe(true);
  await expectHomeAlone(page);
});

async function expectHomeAlone(page: Page): Promise<void> {
  await settled(page);
  // Past the slide and Taro's hide timer (300 ms): the page must still be on screen, not only at first.
  await expect(page.getByRole('button', { name: '搜索应用' })).toBeVisible();
  await expect.poll(() => page.locator('.taro_router > .taro_page').filter({ visible: true }).count(), { intervals: [400, 400, 1_000] }).toBe(1);
  await expect(page.getByRole('button', { name: '搜索应用' })).toBeVisible();
  expect(await page.evaluate(() => window.location.pathname)).toBe('/platform/index');
}
