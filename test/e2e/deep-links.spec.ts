import { addressOf, arrivedAt, expect, test } from './fixtures';
import { signInAs } from './support/sign-in';
import { ACCESS_DENIED } from '../../src/domain/access/messages';
import { ROUTES } from '../../src/routes';

/**
 * Every way into an application runs its access check (screens-data-rules.md §4, §6, §8): a deep link to a list,
 * the form, a record or the search of a refused app lands on the restricted-access page with the same message as
 * the application index; an allowed deep link shows its screen after one loading step, and the app's next screen
 * uses the same answer.
 */
const RESTRICTED = '/app/view/restrictedAccess?type=noPermission';
/** The seeded `closed` app's accessDeniedMessage (server/src/seed). */
const CLOSED_MESSAGE = '应用维护中,暂停访问';

const screensOf = (code: string) => {
  const q = `appId=app-${code}&formId=form-${code}`;
  return [`/app/view/lists?${q}&viewId=view-${code}-list`, `/app/formInfo?appId=app-${code}`, `/app/view/detail?${q}&dataId=any`, `/app/view/search?${q}`];
};

async function expectDenied(page: import('@playwright/test').Page, address: string, title: string, description: string) {
  await page.goto(address);
  await expect.poll(() => addressOf(page), { message: address }).toBe(RESTRICTED);
  const alert = page.getByRole('alert');
  await expect(alert.getByText(title, { exact: true })).toBeVisible();
  await expect(alert.getByText(description, { exact: true })).toBeVisible();
}

test('deep links into closed, not yet open and ended apps land on restricted access with the spec’s messages', async ({ page }) => {
  test.setTimeout(120_000);
  await signInAs(page, 'guest');
  const cases = [
    // The seeded closed app has its own accessDeniedMessage: it replaces the spec's description.
    ['closed', ACCESS_DENIED.closed.title, CLOSED_MESSAGE],
    ['window-later', ACCESS_DENIED.windowNotStarted.title, '开放时间：2099-01-01~2099-12-31'],
    ['window-ended', ACCESS_DENIED.windowEnded.title, '开放时间：2020-01-01~2020-12-31'],
  ] as const;
  for (const [code, title, description] of cases) {
    for (const address of screensOf(code)) await expectDenied(page, address, title, description);
  }
});

test('every screen the route table gates, opened by its deep link on a closed app, shows the denial and the app’s message', async ({ page }) => {
  test.setTimeout(120_000);
  const gated = ROUTES.filter((r) => r.ready && r.appAccess);
  expect(gated.length).toBeGreaterThan(10);
  const query = 'appId=app-closed&formId=form-closed&dataId=any&viewId=view-closed-list&id=any';
  for (const row of gated) {
    await expectDenied(page, `${row.aliases[0] ?? row.path}?${query}`, ACCESS_DENIED.closed.title, CLOSED_MESSAGE);
  }
});

test('enterprise-only refuses a deep link without an organisation, and switching identity comes back to that screen', async ({ page }) => {
  test.setTimeout(90_000);
  for (const address of screensOf('enterprise-only')) {
    await expectDenied(page, address, ACCESS_DENIED.enterpriseOnly.title, ACCESS_DENIED.enterpriseOnly.description);
  }
  const [lists] = screensOf('enterprise-only');
  await page.goto(lists!);
  await expect.poll(() => addressOf(page)).toBe(RESTRICTED);
  await page.getByRole('button', { name: '切换身份' }).click();
  await arrivedAt(page, /^\/pages\/login\/login\?redirectUrl=/);
  await signInAs(page, 'guest', { open: false });
  await arrivedAt(page, lists!);
  await expect(page.getByText(/^共 \d+ 条$/)).toBeVisible();
});

test('an allowed deep link shows its screen after one loading step; the app’s next screen asks no access again', async ({ page }) => {
  await signInAs(page, 'member');
  // From the first script on: each change between "something is loading", "the list is shown" and neither.
  await page.addInitScript(() => {
    const states: string[] = [];
    (window as unknown as { __states: string[] }).__states = states;
    const note = () => {
      const text = document.body?.innerText ?? '';
      const state = document.querySelector('.records__total') ? 'shown' : /加载中|正在打开/.test(text) ? 'loading' : 'blank';
      if (states.at(-1) !== state) states.push(state);
    };
    new MutationObserver(note).observe(document, { subtree: true, childList: true, characterData: true });
  });
  const asked: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/access-config')) asked.push(r.url());
  });
  await page.goto('/app/view/lists?appId=app-visit&formId=form-visit&viewId=view-visit-recent');
  await expect(page.getByText('共 3 条')).toBeVisible();
  const states = await page.evaluate(() => (window as unknown as { __states: string[] }).__states);
  // Once shown, the list stays: no second blank or loading view after it, and at most one loading view before it.
  expect(states.at(-1)).toBe('shown');
  expect(states.filter((s) => s === 'shown')).toHaveLength(1);
  expect(states.filter((s) => s === 'loading').length).toBeLessThanOrEqual(1);
  expect(asked).toHaveLength(1);

  await page.getByRole('button', { name: '高级查询' }).click();
  await arrivedAt(page, /^\/app\/view\/search\?appId=app-visit/);
  await expect(page.getByRole('button', { name: '搜索', exact: true }).first()).toBeVisible();
  expect(asked).toHaveLength(1);
});
