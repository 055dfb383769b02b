import { expect, test } from './fixtures';
import { NOT_FOUND_TEXT } from '../../src/features/entry/not-found-text';

/**
 * The app shell of index.html: painted before any script, gone once Taro shows the first page; a bundle that never
 * arrives does not leave the user without a word.
 */
test('the shell paints before the scripts and leaves when the first page shows', async ({ page }) => {
  let release: () => void = () => undefined;
  const scriptsHeld = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/js\/.*\.js$/, async (route) => {
    await scriptsHeld;
    await route.continue();
  });
  await page.goto('/404', { waitUntil: 'commit' });
  const shell = page.locator('#ware-shell');
  await expect(shell.getByText('Ware', { exact: true })).toBeVisible();
  await expect(page.getByRole('status').getByText('正在打开…')).toBeVisible();
  release();
  await expect(page.getByRole('alert').getByText(NOT_FOUND_TEXT.title, { exact: true })).toBeVisible();
  await expect(shell).toHaveCount(0);
});

test('the entry scripts start only after the shell has been painted, even when they are at hand at once', async ({ page }) => {
  await page.addInitScript(() => {
    const w = window as unknown as { __entryAt?: number };
    new MutationObserver((records) => {
      for (const r of records)
        for (const n of r.addedNodes)
          if (n instanceof HTMLScriptElement && n.src.includes('/js/') && w.__entryAt === undefined) w.__entryAt = performance.now();
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto('/404');
  await expect(page.getByRole('alert').getByText(NOT_FOUND_TEXT.title, { exact: true })).toBeVisible();
  const { entryAt, paintedAt } = await page.evaluate(() => ({
    entryAt: (window as unknown as { __entryAt?: number }).__entryAt,
    paintedAt: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
  }));
  expect(paintedAt).toBeDefined();
  expect(entryAt).toBeGreaterThan(paintedAt!);
  // Requested at once all the same (preloaded), not after the paint.
  await expect(page.locator('link[rel=preload][as=script]')).not.toHaveCount(0);
});

test('when the scripts never come, the shell says to check the network', async ({ page }) => {
  await page.clock.install();
  await page.route(/\/js\/.*\.js$/, () => undefined); // held forever
  await page.goto('/404', { waitUntil: 'commit' });
  await expect(page.locator('#ware-shell').getByText('正在打开…')).toBeVisible();
  // The shell paints before the parser reaches its script (which sets the 15 s timer): wait until the parse is done
  // (the held scripts are deferred, so it ends without them), asked from outside since the page's timers are fake.
  await expect.poll(() => page.evaluate(() => document.readyState)).not.toBe('loading');
  await page.clock.fastForward(15_000);
  await expect(page.locator('#ware-shell').getByText('加载较慢，请检查网络后刷新页面')).toBeVisible();
});
