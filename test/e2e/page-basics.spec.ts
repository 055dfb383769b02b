import type { CDPSession, ConsoleMessage, Page, Request, Response } from '@playwright/test';

import { expect, settled, test } from './fixtures';
import { signInAs, switchOrganisation } from './support/sign-in';
import { STORAGE_KEYS } from '../../src/domain/storage-keys';

/**
 * What Lighthouse's accessibility and best-practices audits check on the bench's four pages (issue 20), checked here
 * without any timing: the document's language, zoom allowed, no console error, no failed request and no use of a
 * deprecated browser API during a first load (Chromium reports those as DeprecationIssue), and tabs that are tabs.
 */

interface FirstLoad {
  problems: string[];
  /** Stops watching (the fixture's own listeners stay). */
  stop(): Promise<void>;
}

/** Records what the best-practices audits count while `page` loads an address. */
async function watchFirstLoad(page: Page): Promise<FirstLoad> {
  const problems: string[] = [];
  const onConsole = (m: ConsoleMessage) => {
    if (m.type() === 'error') problems.push(`console error: ${m.text()}`);
  };
  const onPageError = (e: Error) => problems.push(`page error: ${e.message}`);
  const onFailed = (r: Request) => problems.push(`failed: ${r.url()} ${r.failure()?.errorText ?? ''}`);
  const onResponse = (r: Response) => {
    if (r.status() >= 400) problems.push(`HTTP ${r.status()}: ${r.url()}`);
  };
  page.on('console', onConsole).on('pageerror', onPageError).on('requestfailed', onFailed).on('response', onResponse);
  const cdp: CDPSession = await page.context().newCDPSession(page);
  cdp.on('Audits.issueAdded', ({ issue }: { issue: { code: string; details: unknown } }) => {
    if (issue.code === 'DeprecationIssue') problems.push(`deprecated API: ${JSON.stringify(issue.details)}`);
  });
  await cdp.send('Audits.enable');
  return {
    problems,
    stop: async () => {
      page.off('console', onConsole).off('pageerror', onPageError).off('requestfailed', onFailed).off('response', onResponse);
      await cdp.detach();
    },
  };
}

async function expectDocumentBasics(page: Page): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  const viewport = (await page.locator('meta[name="viewport"]').getAttribute('content')) ?? '';
  expect(viewport).toContain('width=device-width');
  // Zoom stays allowed: no user-scalable=no, no maximum-scale under 5 (WCAG 1.4.4).
  expect(viewport).not.toMatch(/user-scalable\s*=\s*(no|0)/);
  const maximum = /maximum-scale\s*=\s*([\d.]+)/.exec(viewport)?.[1];
  if (maximum !== undefined) expect(Number(maximum)).toBeGreaterThanOrEqual(5);
}

test.beforeEach(async ({ server }) => {
  await server.reset();
});

test('the login page loads without an error, a failed request or a deprecated API, in Chinese and zoomable', async ({ page }) => {
  const load = await watchFirstLoad(page);
  await page.goto('/pages/login/login');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expectDocumentBasics(page);
  expect(load.problems).toEqual([]);
});

test('the form loads likewise, and its tabs are tabs: one selected, none with aria-checked', async ({ page }) => {
  const load = await watchFirstLoad(page);
  await page.goto('/app/formInfo?appId=app-all-controls');
  const tabs = page.getByRole('tablist').first().getByRole('tab');
  await expect(tabs.first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expectDocumentBasics(page);
  expect(load.problems).toEqual([]);

  await expect(page.getByRole('tab', { selected: true })).toHaveCount(1);
  for (const tab of await tabs.all()) await expect(tab).not.toHaveAttribute('aria-checked');
  await page.getByRole('tab', { name: '人员' }).press('Enter');
  await expect(page.getByRole('tab', { name: '人员' })).toHaveAttribute('aria-selected', 'true');
});

test('signed in, the home and an app index load likewise', async ({ page }) => {
  await signInAs(page, 'admin');
  await switchOrganisation(page);
  for (const [address, ready] of [
    ['/platform/index', () => page.getByTestId('greeting')],
    ['/app/index?shortCode=visit', () => page.getByTestId('app-name')],
  ] as const) {
    // The page before this one is left first: calls it still had in flight end aborted then, not during this load.
    await page.goto('about:blank');
    const load = await watchFirstLoad(page);
    await page.goto(address);
    await expect(ready()).toBeVisible();
    await settled(page);
    await page.waitForLoadState('networkidle');
    await expectDocumentBasics(page);
    await load.stop();
    expect(load.problems, address).toEqual([]);
  }
});

test('the app-environment flag is cleared when the document is left (pagehide: no deprecated unload listener)', async ({ page }) => {
  await page.goto('/pages/login/login');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // Taro's storage format: the value under `data`.
  await page.evaluate((key) => localStorage.setItem(key, JSON.stringify({ data: 'host' })), STORAGE_KEYS.appEnvironment);
  await page.goto('/404');
  expect(await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.appEnvironment)).toBeNull();
});
