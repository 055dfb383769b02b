import type { Page } from '@playwright/test';

import { arrivedAt, expect, test as base, type LocalServer } from './fixtures';
import { expectPicture } from './support/pictures';
import { signInAs } from './support/sign-in';
import { spawnServer } from '../support/spawn-server';

/**
 * A member opens a view (its columns, its sort, the sort switcher; a view the role does not hold
 * falls back to the default list); a sub-admin scrolls far into a list of 10,000 records: the mounted rows stay
 * bounded and a row still opens its detail. This file's workers run their own server with WARE_LARGE_LIST=10000
 * (the ledger app, server/README.md "List views").
 */
const LARGE = 10_000;
const test = base.extend<Record<never, never>, { workerServer: LocalServer }>({
  workerServer: [
    async ({}, use) => {
      const { url, stop } = await spawnServer({ WARE_LARGE_LIST: String(LARGE) });
      const post = async (p: string, method = 'POST') => {
        const res = await fetch(url + p, { method });
        if (!res.ok) throw new Error(`${method} ${p} -> ${res.status}`);
      };
      await use({
        url,
        fault: () => Promise.reject(new Error('no faults here')),
        clearFaults: () => post('/__test/faults', 'DELETE'),
        reset: () => post('/__test/reset'),
        logMark: () => 0,
        smsCode: () => Promise.reject(new Error('no SMS here')),
      });
      stop();
    },
    { scope: 'worker' },
  ],
});

const rows = (page: Page) => page.getByTestId('record-item');
/**
 * Scrolls the page that holds the list (Taro's H5 scrolls each page's own element, not the window). To the bottom
 * as a finger would: through a point short of it first, since Taro fires onReachBottom again only after a scroll
 * event away from the bottom.
 */
const scrollList = (page: Page, to: 'bottom' | number) =>
  page.evaluate(async (target) => {
    const scroller = document.querySelector('.records__list')?.closest('.taro_page');
    if (!scroller) throw new Error('no page scroller');
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    if (target === 'bottom') {
      scroller.scrollTop = scroller.scrollHeight - scroller.clientHeight - 600;
      await frame();
      await frame();
      scroller.scrollTop = scroller.scrollHeight;
    } else scroller.scrollTop += target;
    await frame();
  }, to);
/** The most rows RecordRows mounts on this 844 px screen: (844 / 100) + 2 × 4 overscan + 1, with room to spare. */
const MOUNTED_BOUND = 30;

test('a member opens 最近拜访: its columns and sort, the sort switcher; a view not held falls back to the default list', async ({ page }) => {
  await signInAs(page, 'member');
  await page.goto('/app/view/lists?appId=app-visit&formId=form-visit&viewId=view-visit-recent');
  await expect(page.getByText('最近拜访')).toBeVisible();
  // MEMBER lists its own records only (data-list permission MINE): visits 1, 3 and 5.
  await expect(page.getByText('共 3 条')).toBeVisible();
  const first = rows(page).first();
  for (const label of ['拜访客户', '拜访日期', '客户满意度', '创建人']) await expect(first).toContainText(label);
  // Columns not in the view are not shown.
  await expect(first).not.toContainText('联系人');
  // The view's sort: visit date, latest first.
  await expect(rows(page)).toHaveCount(3);
  await expect(rows(page).nth(0)).toContainText('2026-06-01');
  await expect(rows(page).nth(2)).toContainText('2026-03-02');
  // A member may create in the form but not export its list (§3 operations by role): 新建 only.
  await expect(page.getByRole('button', { name: '新建' })).toBeVisible();
  await expect(page.getByRole('button', { name: '导出' })).toHaveCount(0);

  // The sort switcher: the active choice (拜访日期, descending) flips to ascending.
  const active = page.getByRole('button', { name: '排序: 拜访日期 降序' });
  await expect(active).toHaveAttribute('aria-pressed', 'true');
  await active.click();
  await expect(page.getByRole('button', { name: '排序: 拜访日期 升序' })).toBeVisible();
  await expect(rows(page).nth(0)).toContainText('2026-03-02');
  await expect(rows(page).nth(2)).toContainText('2026-06-01');

  // A view only managers hold: the default list, said so.
  await page.goto('/app/view/lists?appId=app-visit&formId=form-visit&viewId=view-visit-rating');
  await expect(page.getByText('该视图不可用，已显示默认列表')).toBeVisible();
  await expect(page.getByText('共 3 条')).toBeVisible();
  await expect(rows(page).first()).toContainText('拜访客户');

  // An image field in a list (issue 39 item 3): its first picture as a thumbnail of fixed size, not the file's name.
  await page.goto('/app/view/lists?appId=app-visit&formId=form-visit&viewId=view-visit-photos');
  const withPhoto = rows(page).filter({ hasText: '杭州云栖科技' });
  await expectPicture(withPhoto.locator('img.records__thumb'), { width: 20, height: 20 });
  await expect(withPhoto.getByRole('img', { name: '客户大楼.png' })).toBeVisible();
  await expect(rows(page).filter({ hasText: '深圳前海贸易' })).toContainText('未填写');
});

test('a sub-admin scrolls far into 10,000 records: mounted rows stay bounded, rows still open their detail', async ({ page }) => {
  test.setTimeout(120_000);
  await signInAs(page, 'subadmin');
  await page.goto('/app/view/lists?appId=app-ledger&formId=form-ledger&viewId=view-ledger-list');
  await expect(page.getByText(`共 ${LARGE} 条`)).toBeVisible();
  // The view's sort: 金额 high to low (amounts are all different, the largest is 9999); 成本 is shown to a sub-admin.
  await expect(rows(page).first()).toContainText('9999');
  await expect(rows(page).first()).toContainText('成本');
  expect(await rows(page).count()).toBeLessThanOrEqual(MOUNTED_BOUND);
  // 导出 (a sub-admin holds export): the list as a spreadsheet, saved as a download.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: '导出' }).click();
  expect((await download).suggestedFilename()).toMatch(/\.xlsx$/);
  await expect(page.getByText(/^已导出 5000 条数据$/)).toBeVisible();

  // Scroll to the bottom again and again: every time infinite scroll loads the next page (200).
  let loaded = 0;
  for (let i = 0; i < 20 && loaded < 1_000; i++) {
    await scrollList(page, 'bottom');
    await expect.poll(async () => Number(await rows(page).last().getAttribute('aria-posinset'))).toBeGreaterThan(loaded);
    loaded = Number(await rows(page).last().getAttribute('aria-posinset'));
    expect(await rows(page).count()).toBeLessThanOrEqual(MOUNTED_BOUND);
  }
  expect(loaded).toBeGreaterThanOrEqual(1_000);
  await expect(rows(page).first()).not.toContainText('9999');

  // Back up a little: a row in the middle of the loaded records opens its detail.
  await scrollList(page, -2_000);
  const row = rows(page).nth(3);
  const code = ((await row.locator('.records__title').textContent()) ?? '').trim();
  expect(code).toMatch(/^LEDGER-2026-\d{5}$/);
  const position = Number(await row.getAttribute('aria-posinset'));
  expect(position).toBeGreaterThan(500);
  await row.click();
  await arrivedAt(page, /^\/app\/view\/detail\?.*dataId=data-ledger-\d+/);
  // H5 keeps the list beneath the detail, hidden: the code must show on the detail itself.
  await expect(page.getByText(code).filter({ visible: true }).first()).toBeVisible();
});

test('a member sees only its own ledger records and not the 成本 column (field permission)', async ({ page }) => {
  await signInAs(page, 'member');
  await page.goto('/app/view/lists?appId=app-ledger&formId=form-ledger&viewId=view-ledger-list');
  await expect(page.getByText(`共 ${Math.floor(LARGE / 3)} 条`)).toBeVisible();
  await expect(rows(page).first()).toContainText('金额');
  await expect(rows(page).first()).not.toContainText('成本');
});
