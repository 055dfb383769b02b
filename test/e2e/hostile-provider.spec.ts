import type { Page } from '@playwright/test';

import { expect, test } from './fixtures';
import { PASSWORD } from './support/api';
import { fillText, SIGN_IN_TEXT } from '../../src/domain/messages';

/**
 * The login page refuses what a hostile identity provider (or an attacker replaying its answers) sends back, with a
 * clear sentence each, no token stored, and no automatic way back to the provider (no loop). The authorization
 * responses are forged on the login page's own address with the state the app stored; the token answers are the
 * server's fault switch answering the code exchange; the replayed code is a real one, used twice.
 */
const LOGIN = '/pages/login/login';
const stored = (page: Page, key: string) =>
  page.evaluate((k) => {
    const raw = JSON.parse(localStorage.getItem(k) ?? 'null') as unknown;
    return typeof raw === 'string' ? raw : ((raw as { data?: string } | null)?.data ?? null);
  }, key);

/** Starts a sign-in and stops at the provider's door: the state the app stored for this attempt. */
async function startSignIn(page: Page): Promise<string> {
  await page.route('**/oidc/auth?**', (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<p>provider</p>' }));
  await page.goto(LOGIN);
  await page.getByRole('button', { name: SIGN_IN_TEXT.signIn, exact: true }).click();
  await expect(page.getByText('provider')).toBeVisible();
  await page.unroute('**/oidc/auth?**');
  return (await stored(page, 'state'))!;
}

/** Back on the login page with a forged or replayed answer; counts the code exchanges it leads to. */
async function answer(page: Page, query: Record<string, string>) {
  const exchanges: string[] = [];
  page.on('request', (req) => {
    if (new URL(req.url()).pathname === '/api/admin/oauth/token') exchanges.push(req.url());
  });
  await page.goto(`${LOGIN}?${new URLSearchParams(query).toString()}`);
  return exchanges;
}

async function refusedWith(page: Page, message: string) {
  await expect(page.getByRole('alert').getByText(message)).toBeVisible();
  await expect(page.getByRole('button', { name: SIGN_IN_TEXT.retry })).toBeVisible();
  expect(new URL(page.url()).pathname).toBe(LOGIN);
  expect(await stored(page, 'token')).toBeNull();
  expect(await stored(page, 'refreshToken')).toBeNull();
  expect(await stored(page, 'state')).toBeNull();
}

const issuerOf = (baseURL: string) => `${baseURL}/oidc`;
const b64 = (v: unknown) => Buffer.from(JSON.stringify(v)).toString('base64url');

test('a wrong state, an iss of another issuer, and access_denied: each refused before any exchange', async ({ page, baseURL }) => {
  let state = await startSignIn(page);
  let exchanges = await answer(page, { code: 'c1', state: 'X'.repeat(16), iss: issuerOf(baseURL!) });
  await refusedWith(page, SIGN_IN_TEXT.stateMismatch);
  expect(exchanges).toEqual([]);

  state = await startSignIn(page);
  exchanges = await answer(page, { code: 'c2', state, iss: 'https://evil.example/oidc' });
  await refusedWith(page, SIGN_IN_TEXT.issuerMismatch);
  expect(exchanges).toEqual([]);

  state = await startSignIn(page);
  exchanges = await answer(page, { error: 'access_denied', error_description: '用户拒绝了授权', state, iss: issuerOf(baseURL!) });
  await refusedWith(page, fillText(SIGN_IN_TEXT.providerRefused, '用户拒绝了授权'));
  expect(exchanges).toEqual([]);
});

test('token answers without an access token, not Bearer, or with an unsigned or foreign id token: refused, nothing stored', async ({ page, baseURL, server }) => {
  const now = Math.floor(Date.now() / 1000);
  const claims = { iss: issuerOf(baseURL!), aud: 'ware-mobile', sub: '10003', exp: now + 3600 };
  const signed = `${b64({ alg: 'RS256' })}.${b64(claims)}.c2ln`;
  const cases: [Record<string, unknown>, string][] = [
    [{ token_type: 'Bearer', id_token: signed }, SIGN_IN_TEXT.exchangeFailed],
    [{ access_token: 'at', token_type: 'DPoP', id_token: signed }, SIGN_IN_TEXT.notBearer],
    [{ access_token: 'at', token_type: 'Bearer', id_token: `${b64({ alg: 'none' })}.${b64(claims)}.` }, fillText(SIGN_IN_TEXT.idTokenInvalid, '身份令牌未签名')],
    [{ access_token: 'at', token_type: 'Bearer', id_token: `${b64({ alg: 'RS256' })}.${b64({ ...claims, aud: 'other' })}.c2ln` }, fillText(SIGN_IN_TEXT.idTokenInvalid, '受众不符')],
    [{ access_token: 'at', token_type: 'Bearer', id_token: `${b64({ alg: 'RS256' })}.${b64({ ...claims, iss: 'https://evil.example/oidc' })}.c2ln` }, fillText(SIGN_IN_TEXT.idTokenInvalid, '签发方不符')],
    [{ access_token: 'at', token_type: 'Bearer', id_token: `${b64({ alg: 'RS256' })}.${b64({ ...claims, exp: now - 7200 })}.c2ln` }, fillText(SIGN_IN_TEXT.idTokenInvalid, '身份令牌已过期')],
  ];
  for (const [data, message] of cases) {
    const state = await startSignIn(page);
    await server.fault({ path: '/api/admin/oauth/token', code: '0', message: 'success', data });
    const exchanges = await answer(page, { code: 'forged', state, iss: issuerOf(baseURL!) });
    await refusedWith(page, message);
    expect(exchanges).toHaveLength(1);
  }
});

test('a replayed code: the real code used once, then again in a new attempt, is refused by the token endpoint', async ({ page, baseURL }) => {
  // A real sign-in; the provider's answer (code, state, iss) is kept as it passed through the address bar.
  let callback = '';
  page.on('framenavigated', (frame) => {
    const url = new URL(frame.url());
    if (frame === page.mainFrame() && url.pathname === LOGIN && url.searchParams.get('code')) callback = url.toString();
  });
  await page.goto(LOGIN);
  await page.getByRole('button', { name: SIGN_IN_TEXT.signIn, exact: true }).click();
  await page.getByLabel('用户名').fill('member');
  await page.getByLabel('密码').fill(PASSWORD);
  await page.getByLabel('密码').press('Enter');
  await expect.poll(() => new URL(page.url()).pathname).not.toBe(LOGIN);
  expect(callback).not.toBe('');
  const code = new URL(callback).searchParams.get('code')!;

  // Signed out, a new attempt, and the old code slipped in with the new attempt's state.
  await page.evaluate(() => localStorage.clear());
  const state = await startSignIn(page);
  const exchanges = await answer(page, { code, state, iss: issuerOf(baseURL!) });
  await refusedWith(page, SIGN_IN_TEXT.codeRejected);
  expect(exchanges).toHaveLength(1);
});
