import { addressOf, arrivedAt, expect, test } from './fixtures';
import { signInAs } from './support/sign-in';
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
  // Issue 42 item 6: a root naming no app opened the app index only to say 未指定应用.
  { name: 'the bare root opens the platform home', open: '/', address: '/platform/index' },
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

// Issue 42 item 2: someone who arrives from a shared link finds a way around the H5: the header (title, back, home)
// on every screen but the home, and the tab bar (工作台, 待办, 我的) on the top-level screens.
test('from a shared link: back leads home, the header and tab bar go everywhere and back', async ({ page }) => {
  await signInAs(page, 'member');
  const header = page.getByRole('banner', { name: '页面导航' });
  const tabs = page.getByRole('navigation', { name: '主导航' });

  await page.goto('/?Appid=app-open&code=index');
  await arrivedAt(page, '/app/index?Appid=app-open&code=index');
  await expect(header.getByText('应用', { exact: true })).toBeVisible();
  await expect(tabs).toHaveCount(0);
  // Nothing below the shared page: 返回 leads to the home, by keyboard too.
  await header.getByRole('button', { name: '返回' }).focus();
  await page.keyboard.press('Enter');
  await arrivedAt(page, '/platform/index');
  await expect(header).toHaveCount(0);
  await expect(tabs.getByRole('button', { name: '工作台' })).toHaveAttribute('aria-current', 'page');

  // A page opened from the home goes back to it.
  await page.getByRole('button', { name: '应用市场' }).click();
  await arrivedAt(page, '/platform/market');
  await header.getByRole('button', { name: '返回' }).click();
  await arrivedAt(page, '/platform/index');

  await tabs.getByRole('button', { name: '待办' }).click();
  await arrivedAt(page, '/platform/toDoList/list');
  await expect(header.getByText('待办中心', { exact: true })).toBeVisible();
  await expect(tabs.getByRole('button', { name: '待办' })).toHaveAttribute('aria-current', 'page');
  await tabs.getByRole('button', { name: '我的' }).click();
  await arrivedAt(page, '/platform/member');
  await header.getByRole('button', { name: '回到工作台' }).click();
  await arrivedAt(page, '/platform/index');
});
