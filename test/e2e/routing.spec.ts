import { addressOf, arrivedAt, expect, test } from './fixtures';
import { ROUTE_LOADING_TEXT } from '../../src/domain/route-loading';
import { NOT_FOUND_TEXT } from '../../src/features/entry/not-found-text';

/**
 * Spec screens-data-rules.md §2 routing rules, as the real address bar shows them: deep links to public aliases,
 * the legacy redirects, the shortCode rule and the 404 rule. The H5 is served by the local platform server.
 */
const cases: { name: string; open: string; address: string }[] = [
  { name: 'a public alias deep-links', open: '/404', address: '/404' },
  { name: 'a listed internal path is shown as its alias', open: '/pagesB/view/404', address: '/404' },
  { name: 'the temp entry goes to /app/index keeping the rest', open: '/pages/index/temp?Appid=7&code=index', address: '/app/index?Appid=7&code=index' },
  { name: 'the root entry goes to /app/index keeping the query', open: '/?Appid=7&code=list&viewId=3', address: '/app/index?Appid=7&code=list&viewId=3' },
  { name: 'legacy /pages/index/index keeps the query', open: '/pages/index/index?shortCode=open', address: '/app/index?shortCode=open' },
  { name: 'a hash path at the root is rewritten', open: '/#/pages/index/index?q=1', address: '/app/index?q=1' },
  { name: 'an unknown first segment becomes a shortCode', open: '/open', address: '/app/index?shortCode=open' },
  { name: 'an unknown path keeps its query after the shortCode', open: '/abc/def?x=1', address: '/app/index?shortCode=abc&x=1' },
  { name: 'an empty first segment goes to /404', open: '//nothing', address: '/404' },
];

for (const c of cases) {
  test(`${c.name}: ${c.open} -> ${c.address}`, async ({ page, server }) => {
    // Absolute, so that `//x` is a path and not a protocol-relative host.
    await page.goto(server.url + c.open);
    await arrivedAt(page, c.address);
  });
}

test('the Not found page explains itself and offers a way home', async ({ page }) => {
  await page.goto('/404');
  await expect(page.getByRole('alert').getByText(NOT_FOUND_TEXT.title, { exact: true })).toBeVisible();
  await page.getByRole('button', { name: NOT_FOUND_TEXT.home }).click();
  await expect.poll(() => addressOf(page)).not.toBe('/404');
});

test('actions work from the keyboard: Tab to the button, Enter activates it', async ({ page }) => {
  await page.goto('/404');
  const home = page.getByRole('button', { name: NOT_FOUND_TEXT.home });
  await expect(home).toBeVisible();
  await home.focus();
  await page.keyboard.press('Enter');
  await expect.poll(() => addressOf(page)).not.toBe('/404');
});

test('a page chunk that fails to load shows the error view, not a white screen', async ({ page }) => {
  await page.goto('/404');
  await expect(page.getByRole('alert').getByText(NOT_FOUND_TEXT.title, { exact: true })).toBeVisible();
  // Every further script request fails, as on a broken network or after a deploy removed old chunks.
  await page.route(/\/js\/.*\.js$/, (route) => route.abort());
  await page.evaluate(() => window.history.pushState(null, '', '/app/index?shortCode=open'));
  await page.evaluate(() => window.dispatchEvent(new PopStateEvent('popstate')));
  await expect(page.getByText(ROUTE_LOADING_TEXT.failedTitle)).toBeVisible();
  await expect(page.getByRole('button', { name: ROUTE_LOADING_TEXT.retry })).toBeVisible();
});
