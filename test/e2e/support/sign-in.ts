import { expect, type Page } from '@playwright/test';

import { PASSWORD, taroStored } from './api';
import { SIGN_IN_TEXT } from '../../../src/domain/messages';
import { addressOf, arrivedAt, settled } from '../fixtures';

/**
 * Signs in through the real pages: the app's login page (already shown, or opened here), the identity provider's
 * form, and the organisation list when the user has no last organisation (the first one is picked).
 */
export async function signInAs(page: Page, username: string, options: { open?: boolean; organisation?: string | null; fresh?: boolean } = {}): Promise<void> {
  const keep = options.open !== false && options.organisation !== null && !options.fresh;
  const key = keep ? await keptSessionKey(page, username, options.organisation ?? undefined) : '';
  if (keep && (await restoreKeptSession(page, key))) return;
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
  if (keep) keptSessions.set(key, { storage: await page.evaluate(() => ({ ...localStorage })), landing: await addressOf(page) });
}

/**
 * What a sign-in through the pages left in the browser's storage, kept per worker for the same server, user and
 * organisation: the next test signing in the same way starts from it instead of the provider's pages again (about
 * 2 s each, over a hundred times a run). The server keeps grants across resets. Refresh tokens rotate (an
 * organisation switch in an earlier test spends the one kept), so each restore first exchanges the kept refresh token
 * for a new set, as the app's renewal does; a set the server no longer honours (signed out, spent, revoked) is dropped
 * and the pages are used. Specs about signing in itself pass `fresh`.
 */
const keptSessions = new Map<string, { storage: Record<string, string>; landing: string }>();

/** A page of the server that is not the app (a public JSON answer): the storage is written before the app reads it. */
const OUTSIDE_THE_APP = '/api/auth/clients/pub';

async function keptSessionKey(page: Page, username: string, organisation: string | undefined): Promise<string> {
  await page.goto(OUTSIDE_THE_APP);
  return `${new URL(page.url()).origin} ${username} ${organisation ?? ''}`;
}

/** Taro's storage keeps each value as `{ data }`. */
const toStore = (data: string): string => JSON.stringify({ data });

async function restoreKeptSession(page: Page, key: string): Promise<boolean> {
  const kept = keptSessions.get(key);
  if (!kept) return false;
  keptSessions.delete(key);
  const refreshToken = taroStored(kept.storage.refreshToken);
  const tenantId = taroStored(kept.storage.SET_TID);
  if (typeof refreshToken !== 'string') return false;
  const client = (await (await fetch(new URL(OUTSIDE_THE_APP, page.url()))).json()) as { data: { clientId: string } };
  const form = new URLSearchParams({ grant_type: 'refresh_token', client_id: client.data.clientId, refresh_token: refreshToken });
  if (typeof tenantId === 'string' && tenantId) form.set('tenant_id', tenantId);
  const answer = await fetch(new URL('/oidc/token', page.url()), { method: 'POST', body: form });
  if (!answer.ok) return false;
  const tokens = (await answer.json()) as { access_token: string; refresh_token: string; id_token?: string };
  const storage: Record<string, string> = { ...kept.storage, token: toStore(`Bearer ${tokens.access_token}`), refreshToken: toStore(tokens.refresh_token) };
  if (tokens.id_token) storage.id_token = toStore(tokens.id_token);
  keptSessions.set(key, { storage, landing: kept.landing });
  await page.evaluate((values) => {
    for (const [name, value] of Object.entries(values)) localStorage.setItem(name, value);
  }, storage);
  await page.goto(kept.landing);
  await settled(page);
  return true;
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
