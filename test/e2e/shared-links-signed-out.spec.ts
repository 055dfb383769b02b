import { addressOf, expect, test } from './fixtures';
import { signInAs } from './support/sign-in';
import { APP_LOGIN_TEXT } from '../../src/domain/documents';
import { SIGN_IN_TO_SEE_TEXT } from '../../src/domain/messages';

/**
 * Issue 42 item 1: a shared link opened signed out goes through sign-in and lands on its screen with every
 * parameter of its address: the list and search (sent to login by their 401), the record detail (whose screen offers
 * 登录) and the form of an app that needs sign-in.
 */
const LINKS = [
  { name: 'list', address: '/app/view/lists?appId=app-visit', shows: /共 \d+ 条/ },
  { name: 'search', address: '/app/view/search?appId=app-visit', shows: '关键字匹配文本和数字字段' },
  { name: 'detail', address: '/app/view/detail?appId=app-visit&formId=form-visit&dataId=data-visit-1', shows: 'VISIT-2026-0001', offersSignIn: true },
  { name: 'form', address: '/app/formInfo?appId=app-auth-required', shows: '提交', appLogin: true },
];

/** The same path and the same parameters, in any order. */
function sameAddress(a: string, b: string): boolean {
  const parts = (address: string) => {
    const url = new URL(address, 'http://x');
    return `${url.pathname}?${[...url.searchParams].map(([k, v]) => `${k}=${v}`).sort().join('&')}`;
  };
  return parts(a) === parts(b);
}

for (const link of LINKS) {
  test(`a shared ${link.name} link opened signed out comes back whole after sign-in`, async ({ page, server }) => {
    await server.reset();
    await page.goto(link.address);
    if (link.offersSignIn) {
      await expect(page.getByText(SIGN_IN_TO_SEE_TEXT.title)).toBeVisible();
      await page.getByRole('button', { name: SIGN_IN_TO_SEE_TEXT.signIn }).click();
    }
    if (link.appLogin) {
      // An app that needs sign-in says so on its own login page first (spec §4 access flow step 3).
      await expect.poll(() => addressOf(page)).toMatch(/^\/app\/view\/login\?/);
      await page.getByRole('checkbox', { name: `${APP_LOGIN_TEXT.agreePrefix}${APP_LOGIN_TEXT.agreement}` }).click();
      await page.getByRole('button', { name: APP_LOGIN_TEXT.signIn, exact: true }).click();
    }
    await expect.poll(() => addressOf(page)).toMatch(/^\/pages\/login\/login\?redirectUrl=/);
    await signInAs(page, 'member', { open: false });
    await expect.poll(async () => sameAddress(await addressOf(page), link.address)).toBe(true);
    await expect(page.getByText(link.shows).filter({ visible: true }).first()).toBeVisible();
  });
}
