import { arrivedAt, expect, test } from './fixtures';
import { expectPicture } from './support/pictures';
import { signInAs, switchOrganisation } from './support/sign-in';

/** Platform home's apps: counters, last-used apps, my apps, and home search opening an app. */
test('home shows counters, my apps and the app just opened as last used; search opens an app', async ({ page, server }) => {
  await server.reset();
  await signInAs(page, 'member');
  await page.goto('/open');
  await expect(page.getByTestId('app-name')).toHaveText('公开报名');

  await page.goto('/platform/index');
  for (const key of ['todo', 'done', 'startedBy']) await expect(page.getByTestId(`counter-${key}`)).toBeVisible();
  // 我提交的 opened nothing (no screen lists one's submissions): not shown (issue 42 item 6).
  await expect(page.getByTestId('counter-report')).toHaveCount(0);
  await expect(page.getByTestId('recent-app').first()).toContainText('公开报名');
  await expect(page.getByTestId('my-app').filter({ hasText: '公开报名' })).toHaveCount(1);
  // App icons from the platform's app data (issue 39 item 3); an app without one keeps its first letter.
  await expectPicture(page.getByTestId('my-app').filter({ hasText: '客户拜访' }).locator('.ware-pic'), { width: 44, height: 44 });
  await expect(page.getByTestId('my-app').locator('.ware-pic--none').first()).toHaveText(/^\S$/);

  await page.getByRole('button', { name: '搜索应用' }).click();
  await arrivedAt(page, '/platform/homeSearch');
  await page.getByRole('searchbox', { name: '搜索应用名称' }).fill('报名');
  const result = page.getByTestId('search-result').filter({ hasText: '公开报名' });
  await expect(result).toHaveCount(1);
  await expectPicture(result.locator('.ware-pic'), { width: 36, height: 36 });
  await result.click();
  await expect(page.getByTestId('app-name')).toHaveText('公开报名');
  // The index: the app's icon beside its name, each entry with a tile of its own.
  await expectPicture(page.locator('.app-index__icon'), { width: 48, height: 48 });
  await expect(page.getByTestId('app-entry').first().locator('.app-index__entry-icon')).toBeVisible();
});

test('the counters are the signed-in person’s own, per organisation: the admin’s finance approval waits in 演示科技', async ({ page, server }) => {
  await server.reset();
  await signInAs(page, 'admin'); // the admin's last organisation is the second one: no tasks there
  await page.goto('/platform/index');
  await expect(page.getByTestId('counter-todo').locator('.home-apps__count')).toHaveText('0');
  await switchOrganisation(page);
  await page.goto('/platform/index');
  // 财务审批 of data-expense-1 and the leave request handed over to him (seed/tasks.ts, seed/approvals.ts).
  await expect(page.getByTestId('counter-todo').locator('.home-apps__count')).toHaveText('2');
  await expect(page.getByTestId('counter-done').locator('.home-apps__count')).toHaveText('5');
});

test('nothing on the home moves while its apps load: the organisation card waits under a placeholder', async ({ page, server }) => {
  await server.reset();
  await signInAs(page, 'admin');
  await switchOrganisation(page);
  // Layout shifts as the browser reports them (the figure behind Lighthouse's CLS), from the page's first paint.
  await page.addInitScript(() => {
    const w = window as unknown as { __shifts: number[] };
    w.__shifts = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) w.__shifts.push((entry as unknown as { value: number }).value);
    }).observe({ type: 'layout-shift', buffered: true });
  });
  let release: () => void = () => undefined;
  const appsHeld = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/api\/bigtable\/app(\?|$)/, async (route) => {
    await appsHeld;
    await route.continue();
  });
  // The permissions answer after the apps: the work areas it opens fill places the row kept for them.
  let releasePermissions: () => void = () => undefined;
  const permissionsHeld = new Promise<void>((resolve) => (releasePermissions = resolve));
  await page.route(/\/api\/platform\/my-permissions/, async (route) => {
    await permissionsHeld;
    await route.continue();
  });
  await page.goto('/platform/index');
  await expect(page.getByTestId('home-apps-loading')).toBeVisible();
  await expect(page.getByTestId('organisation')).toHaveCount(0);
  release();
  await expect(page.getByTestId('organisation')).toHaveText('演示科技有限公司');
  await expect(page.getByTestId('home-area-memberCentre')).toBeVisible();
  await expect(page.getByTestId('home-area-devices')).toHaveCount(0);
  releasePermissions();
  await expect(page.getByTestId('home-area-devices')).toBeVisible();
  await expect(page.getByTestId('team-links').getByRole('button', { name: '团队管理' })).toBeVisible();
  const shifts = await page.evaluate(() => (window as unknown as { __shifts: number[] }).__shifts);
  expect(shifts).toEqual([]);
});

test('a guest of every app gets the member centre and devices on the home, not customers or suppliers', async ({ page, server }) => {
  await server.reset();
  // guest belongs to 1001 with no role above GUEST in its apps: the member centre and devices only.
  await signInAs(page, 'guest');
  await page.goto('/platform/index');
  const areas = page.getByTestId('home-areas').getByRole('listitem');
  await expect(page.getByTestId('home-area-devices')).toBeVisible();
  await expect(areas).toHaveCount(2);
  await expect(areas).toContainText(['会员中心', '设备管理']);
  await page.getByTestId('home-area-memberCentre').getByRole('button', { name: '会员中心' }).click();
  await arrivedAt(page, '/platform/member');
  await expect(page.getByRole('button', { name: '兑换会员' })).toBeVisible();
  await expect(page.getByRole('button', { name: '我的客户' })).toHaveCount(0);
});

test('a member gets every work area on the home, each opening its screen', async ({ page, server }) => {
  await server.reset();
  await signInAs(page, 'member');
  await page.goto('/platform/index');
  const areas = page.getByTestId('home-areas').getByRole('listitem');
  await expect(page.getByTestId('home-area-devices')).toBeVisible();
  await expect(areas).toHaveCount(4);
  await expect(areas).toContainText(['会员中心', '我的客户', '供应商', '设备管理']);
  await page.getByTestId('home-area-customers').getByRole('button', { name: '我的客户' }).click();
  await arrivedAt(page, '/memberCenter/customers');
  await page.goto('/platform/index');
  await page.getByTestId('home-area-devices').getByRole('button', { name: '设备管理' }).click();
  await arrivedAt(page, '/device/index');
});

test('from the home by taps: 扫一扫 opens the scan, and 我的 › 实名认证 the real-name certification', async ({ page }) => {
  // Both screens had no tap leading to them (issue 36 item 2); test/unit/reachability.test.ts checks every screen.
  await signInAs(page, 'member');
  await page.goto('/platform/index');
  await page.getByRole('button', { name: '扫一扫' }).click();
  await arrivedAt(page, '/pagesB/view/scan');
  await page.getByRole('button', { name: '回到工作台' }).click();
  await arrivedAt(page, '/platform/index');
  await page.getByRole('navigation', { name: '主导航' }).getByRole('button', { name: '我的' }).click();
  await arrivedAt(page, '/platform/member');
  await page.getByRole('button', { name: '实名认证' }).click();
  await arrivedAt(page, '/certification/index');
  await expect(page.getByTestId('cert-status')).toBeVisible();
});
