import { addressOf, arrivedAt, expect, test } from './fixtures';
import { signInAs } from './support/sign-in';
import { ACCESS_DENIED } from '../../src/domain/access/messages';
import { APP_LOGIN_TEXT } from '../../src/domain/documents';
import { LOGIN_PROMPT_TEXT } from '../../src/domain/messages';

/**
 * Each seeded access case opened by its short code shows its exact §8 message on the
 * restricted-access page; an app that needs sign-in asks for it; a member opens `open` and sees its entries; a
 * shared link opens the same page for another user.
 */
const RESTRICTED = '/app/view/restrictedAccess?type=noPermission';

async function expectDenied(page: import('@playwright/test').Page, code: string, title: string, description?: string) {
  await page.goto(`/${code}`);
  await expect.poll(() => addressOf(page), { message: code }).toBe(RESTRICTED);
  const alert = page.getByRole('alert');
  await expect(alert.getByText(title, { exact: true })).toBeVisible();
  if (description) await expect(alert.getByText(description, { exact: true })).toBeVisible();
}

test('a guest of organisation 1001 is refused each restricted case with its exact message', async ({ page }) => {
  test.setTimeout(90_000);
  await signInAs(page, 'guest');
  await expectDenied(page, 'h5-off', ACCESS_DENIED.clientUnsupported.title, ACCESS_DENIED.clientUnsupported.description);
  // The closed app's own accessDeniedMessage (seeded) is the description.
  await expectDenied(page, 'closed', ACCESS_DENIED.closed.title, '应用维护中,暂停访问');
  await expectDenied(page, 'window-ended', ACCESS_DENIED.windowEnded.title, '开放时间：2020-01-01~2020-12-31');
  await expectDenied(page, 'window-later', ACCESS_DENIED.windowNotStarted.title, '开放时间：2099-01-01~2099-12-31');
  await expectDenied(page, 'no-guests', ACCESS_DENIED.guestModeOff.title, ACCESS_DENIED.guestModeOff.description);
  await expectDenied(page, 'card-whitelist', ACCESS_DENIED.whitelist.title, '应用仅对 金卡会员、银卡会员 会员卡会员开放~');
  await expectDenied(page, 'goods-whitelist', ACCESS_DENIED.whitelist.title, '应用仅对购买 明前龙井礼盒、青瓷茶具套装 商品的用户开放');
  // Buying one of the goods opens the app: the page offers them (GET /sku/app/goods/list/{id}).
  await expect(page.getByTestId('goods-offer').getByRole('button')).toHaveText(['购买 明前龙井礼盒 ¥298.00', '购买 青瓷茶具套装 ¥458.00']);
  // A reload keeps the message (it is stored, not only in the address).
  await page.reload();
  await expect(page.getByText(ACCESS_DENIED.whitelist.title, { exact: true })).toBeVisible();
});

test('enterprise-only refuses a visitor without an organisation; a guest inside one gets in', async ({ page }) => {
  await expectDenied(page, 'enterprise-only', ACCESS_DENIED.enterpriseOnly.title, ACCESS_DENIED.enterpriseOnly.description);
  // The page was remembered: switching identity (here: signing in, then the organisation) comes back to it.
  await page.getByRole('button', { name: '切换身份' }).click();
  await arrivedAt(page, /^\/pages\/login\/login\?redirectUrl=/);
  await signInAs(page, 'guest', { open: false });
  await arrivedAt(page, '/app/index?shortCode=enterprise-only');
  await expect(page.getByTestId('app-name')).toBeVisible();
});

test('lonely holds a listed card and bought a listed good: both whitelists let them in', async ({ page }) => {
  await signInAs(page, 'lonely', { organisation: null });
  for (const code of ['card-whitelist', 'goods-whitelist']) {
    await page.goto(`/${code}`);
    await expect(page.getByTestId('app-name')).toBeVisible();
  }
});

test('auth-required asks for sign-in on its app login page, then opens the app for the member', async ({ page }) => {
  await page.goto('/auth-required');
  await arrivedAt(page, `/app/view/login?appId=app-auth-required&redirectUrl=${encodeURIComponent('/pagesB/view/index/index?shortCode=auth-required')}`);
  await expect(page.getByRole('heading', { name: '需登录应用' })).toBeVisible();
  await page.getByRole('checkbox', { name: `${APP_LOGIN_TEXT.agreePrefix}${APP_LOGIN_TEXT.agreement}` }).click();
  await page.getByRole('button', { name: APP_LOGIN_TEXT.signIn, exact: true }).click();
  await arrivedAt(page, 
    `/pages/login/login?redirectUrl=${encodeURIComponent('/pagesB/view/index/index?shortCode=auth-required')}`,
  );
  await signInAs(page, 'member', { open: false });
  await arrivedAt(page, '/app/index?shortCode=auth-required');
  await expect(page.getByTestId('app-name')).toBeVisible();
  expect(LOGIN_PROMPT_TEXT.notSignedIn).toBeTruthy();
});

test('a member opens open and sees its entries; the share link opens the same app for someone else', async ({ page, browser }) => {
  await signInAs(page, 'member');
  const panels = page.waitForResponse((r) => r.url().includes('/bigtable/analysis-panel'));
  await page.goto('/open');
  const name = page.getByTestId('app-name');
  await expect(name).toBeVisible();
  // The app has no analysis panel: no 统计分析 leading to an empty screen (issue 42 item 6).
  await panels;
  await expect(page.getByRole('button', { name: '分享海报' })).toBeVisible();
  await expect(page.getByRole('button', { name: '统计分析' })).toHaveCount(0);
  const appName = (await name.textContent())?.trim() ?? '';
  expect(appName).not.toBe('');
  const entries = page.getByTestId('app-entry');
  await expect(entries).toHaveCount(2);
  // Each entry is a button that opens its screen.
  await expect(entries.getByRole('button')).toHaveCount(2);
  const stored = await page.evaluate(() => ({ appId: localStorage.getItem('appId'), appInfo: localStorage.getItem('appInfo') }));
  expect(stored.appId).toContain('app-open');
  expect(stored.appInfo).toContain(appName);

  const link = (await page.getByTestId('share-link').textContent())?.trim() ?? '';
  expect(link).toMatch(/\/\?Appid=app-open&code=index$/);

  // Another user (an anonymous visitor in a fresh browser) follows the link.
  const other = await browser.newContext({ baseURL: new URL(link).origin });
  const otherPage = await other.newPage();
  await otherPage.goto(link);
  await expect(otherPage.getByTestId('app-name')).toHaveText(appName);
  await other.close();
});

test('an unknown short code says the app does not exist', async ({ page }) => {
  await page.goto('/no-such-app');
  await expect(page.getByText('应用不存在或已删除')).toBeVisible();
});

test.describe('on a phone screen of 3 device pixels a CSS pixel', () => {
  test.use({ deviceScaleFactor: 3 });

  test('the poster page draws the app’s share link as a sharp QR code, shown as an image a long press saves', async ({ page }) => {
    await page.goto('/open');
    await expect(page.getByTestId('app-name')).toBeVisible();
    const link = (await page.getByTestId('share-link').textContent())?.trim() ?? '';
    await page.getByRole('button', { name: '分享海报' }).click();
    await arrivedAt(page, '/weChatSharing?appId=app-open');
    await expect(page.getByTestId('poster-link')).toHaveText(link);
    await expect(page.getByText('长按图片保存')).toBeVisible();
    // An <img> of a data URL (what WeChat's browser and phone browsers offer 保存图片 for on a long press), drawn at
    // the device's pixels (300 CSS pixels wide, 900 pixels of picture), with dark QR modules in it.
    const poster = page.getByRole('img', { name: /^分享海报/ });
    await expect(poster).toHaveAttribute('src', /^data:image\/png;base64,/);
    await expect.poll(() => poster.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(900);
    expect((await poster.boundingBox())?.width).toBeCloseTo(300, 1);
    const dark = await poster.evaluate((img: HTMLImageElement) => {
      const canvas = document.createElement('canvas');
      canvas.width = img.naturalWidth;
      canvas.height = img.naturalHeight;
      const ctx = canvas.getContext('2d')!;
      ctx.drawImage(img, 0, 0);
      const { data } = ctx.getImageData(0, 0, canvas.width, canvas.height);
      let n = 0;
      for (let i = 0; i < data.length; i += 4) if (data[i]! < 50 && data[i + 3]! > 200) n++;
      return n;
    });
    expect(dark).toBeGreaterThan(900);
    // Where the browser downloads (a computer), 下载海报 saves the same picture as a file.
    const download = page.waitForEvent('download');
    await page.getByRole('link', { name: '下载海报' }).click();
    expect((await download).suggestedFilename()).toMatch(/分享海报\.png$/);
  });
});

test('an entry of the app index opens its screen: the form entry opens form filling', async ({ page }) => {
  await signInAs(page, 'member');
  await page.goto('/open');
  const form = page.getByTestId('app-entry').first().getByRole('button');
  await expect(form).toBeVisible();
  await form.click();
  await arrivedAt(page, /^\/app\/formInfo\?appId=app-open&formId=/);
});
