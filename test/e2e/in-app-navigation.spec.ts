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
  for (let attempt = 0; attempt < 8; attempt += 1) {
    await page.goto('/platform/index');
    await page.getByTestId('counter-todo').click();
    await expect(page).toHaveURL(/\/platform\/toDoList\/list/);
    await page.goBack();
    await expect(page).toHaveURL(/\/platform\/index/);
    await settled(page);
    // Past the slide and Taro's hide timer (300 ms): the page must still be on screen, not only at first.
    await expect(page.getByRole('button', { name: '搜索应用' })).toBeVisible();
    await expect.poll(() => page.locator('.taro_router > .taro_page').filter({ visible: true }).count(), { intervals: [400, 400] }).toBe(1);
    await expect(page.getByRole('button', { name: '搜索应用' })).toBeVisible();
  }
});
