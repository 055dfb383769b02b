import { arrivedAt, expect, test } from './fixtures';
import { SIGN_IN_TEXT } from '../../src/domain/messages';

/**
 * The messaging-app login in H5: inside WeChat's browser it is WeChat's OAuth redirect, whose code comes
 * back to /pages/wechatLogin/wechatLogin and goes to /weixin/wx/user/login; anywhere else it is not offered. (The
 * mini program's wx.login path is covered by test/component/session/screens.weapp.test.tsx and test/mini.)
 */
const WECHAT_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.50 NetType/WIFI Language/zh_CN';

test('outside WeChat it is not offered, and the page says so clearly', async ({ page }) => {
  await page.goto('/pages/login/login');
  await expect(page.getByRole('button', { name: SIGN_IN_TEXT.signIn })).toBeVisible();
  await expect(page.getByRole('button', { name: SIGN_IN_TEXT.wechatSignIn })).toHaveCount(0);
  await page.goto('/pages/wechatLogin/wechatLogin');
  await expect(page.getByRole('alert')).toHaveText(SIGN_IN_TEXT.wechatNotOffered);
});

test.describe('inside WeChat', () => {
  test.use({ userAgent: WECHAT_UA });

  test('the login page offers it', async ({ page }) => {
    await page.goto('/pages/login/login');
    await expect(page.getByRole('button', { name: SIGN_IN_TEXT.wechatSignIn })).toBeVisible();
  });

  test('the OAuth return: state checked, code exchanged, the last organisation entered, home', async ({ page, server }) => {
    await server.reset();
    await page.goto('/pages/login/login');
    await page.evaluate(() => localStorage.setItem('state', JSON.stringify({ data: 'WxStateWxState12' })));
    await page.goto('/pages/wechatLogin/wechatLogin?code=dev-wx-member&state=WxStateWxState12');
    await arrivedAt(page, '/platform/index');
    await expect(page.getByTestId('user')).toHaveText('张成员 (member)');
    await expect(page.getByTestId('organisation')).toHaveText('演示科技有限公司');
  });

  test('an OAuth return with a forged state is refused', async ({ page }) => {
    await page.goto('/pages/login/login');
    await page.evaluate(() => localStorage.setItem('state', JSON.stringify({ data: 'WxStateWxState12' })));
    await page.goto('/pages/wechatLogin/wechatLogin?code=dev-wx-member&state=forgedforgedforg');
    await expect(page.getByRole('alert')).toHaveText(SIGN_IN_TEXT.stateMismatch);
    await arrivedAt(page, '/pages/wechatLogin/wechatLogin');
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  });

  test('without a configured official-account app id it says it is not available', async ({ page }) => {
    await page.goto('/pages/wechatLogin/wechatLogin');
    await expect(page.getByRole('alert')).toHaveText(SIGN_IN_TEXT.wechatNotConfigured);
  });
});
