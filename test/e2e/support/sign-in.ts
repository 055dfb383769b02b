import { expect, type Page } from '@playwright/test';

import { SIGN_IN_TEXT } from '../../../src/domain/messages';
import { addressOf, arrivedAt, settled } from '../fixtures';

export const PASSWORD = 'Demo@2026';

/**
 * Signs in through the real pages: the app's login page (already shown, or opened here), the identity provider's
 * form, and the organisation list when the user has no last organisation (the first one is picked).
 */
export async function signInAs(page: Page, username: string, options: { open?: boolean; organisation?: string | null } = {}): Promise<void> {
  if (options.open !== false) await page.goto('/pages/login/login');
  // H5 keeps the page below (an app's login page has its own 登录) until the change ends: click only the sign-in page's.
  await expect(page.getByText(SIGN_IN_TEXT.title)).toBeVisible();
  const signIn = page.getByRole('button', { name: SIGN_IN_TEXT.signIn, exact: true });
  await expect(signIn).toHaveCount(1);
  await signIn.click();
  await expect(page).toHaveURL(/\/oidc\/interaction\//);
  await page.getByLabel('用户名').fill(username);
  await page.getByLabel('密码').fill(PASSWORD);
  await page.getByLabel('密码').press('Enter');
  await expect(page).not.toHaveURL(/\/oidc\//);
  await expect.poll(() => addressOf(page)).not.toMatch(/^\/pages\/login\/login(\?|$)/);
  // `organisation: null`: a user without one (lonely) stays where sign-in left them.
  if (options.organisation !== null && (await addressOf(page)).startsWith('/platform/selectTenant')) await enter(page, options.organisation);
  await settled(page);
}

export const DEMO_ORGANISATION = '演示科技有限公司';

/**
 * Picks an organisation on the organisation list shown and waits until the app has left it: entering exchanges the
 * token, and leaving the page before that lands would abort the exchange (and keep the old organisation).
 */
async function enter(page: Page, organisation = DEMO_ORGANISATION): Promise<void> {
  await page.getByRole('button', { name: organisation }).click();
  await expect.poll(() => addressOf(page)).not.toMatch(/^\/platform\/selectTenant/);
  await settled(page);
}

/** A signed-in user switches organisation from the organisation list and lands on platform home. */
export async function switchOrganisation(page: Page, organisation = DEMO_ORGANISATION): Promise<void> {
  await page.goto('/platform/selectTenant');
  await enter(page, organisation);
  await arrivedAt(page, '/platform/index');
}
