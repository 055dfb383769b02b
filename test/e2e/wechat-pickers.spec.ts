import { expect, test } from './fixtures';
import { signInAs } from './support/sign-in';
import { bridgeCalls, installBridge, signature, signedUrls, WECHAT_ANDROID, type BridgeCall } from './support/wechat-bridge';

/**
 * In WeChat's browser the location control and the photo pickers go through the JS-SDK (getLocation; chooseImage +
 * getLocalImgData), answered by the stand-in for WeChat's native bridge (support/wechat-bridge.ts). The browser's
 * geolocation is never granted here, so a position on screen can only be the bridge's.
 */

/** A 1×1 PNG, as getLocalImgData answers on Android (bare base64). */
const PNG_BASE64 = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

test.use({ userAgent: WECHAT_ANDROID });
test.beforeEach(async ({ server }) => server.reset());

/**
 * The last wx.config verifies against an address the app had signed, and lists `apis`, by the names the SDK hands
 * to WeChat's bridge (getLocation is `geoLocation` there).
 */
function expectSignedConfig(calls: BridgeCall[], signed: string[], apis: string[]) {
  const config = calls.filter((c) => c.name === 'preVerifyJSAPI').at(-1)!.args;
  expect(config.verifyJsApiList).toEqual(expect.arrayContaining(apis));
  const verified = signed.filter((url) => signature(String(config.verifyNonceStr), String(config.verifyTimestamp), url) === config.verifySignature);
  expect(verified, `signature of one of ${signed.join(', ')}`).toHaveLength(1);
}

test('the location control takes WeChat’s position and shows its reverse-geocoded address', async ({ page }) => {
  await installBridge(page, { geoLocation: { latitude: 30.275, longitude: 120.13, speed: 0, accuracy: 20 } });
  await signInAs(page, 'member');
  const signed = signedUrls(page);
  await page.goto('/app/formInfo?appId=app-all-controls');
  await page.getByRole('button', { name: '定位 获取当前位置' }).click();
  await expect(page.getByLabel('定位', { exact: true })).toHaveValue('浙江省杭州市西湖区文三路附近');
  await expect(page.getByText('30.275000, 120.130000')).toBeVisible();
  const calls = await bridgeCalls(page);
  expect(calls.find((c) => c.name === 'geoLocation')?.args).toMatchObject({ type: 'wgs84' });
  expectSignedConfig(calls, signed, ['geoLocation', 'chooseImage', 'getLocalImgData']);
});

test('a photo picked through WeChat is uploaded with progress and shown in the form', async ({ page }) => {
  await installBridge(page, {
    // Android answers localIds as a JSON string, which the SDK parses.
    chooseImage: { localIds: JSON.stringify(['wxLocalResource://photo-1']), sourceType: 'album' },
    getLocalImgData: { localData: PNG_BASE64 },
  });
  await signInAs(page, 'member');
  const signed = signedUrls(page);
  await page.goto('/app/formInfo?appId=app-all-controls');
  const chooser: string[] = [];
  page.on('filechooser', () => chooser.push('opened'));
  const uploaded = page.waitForResponse((res) => res.request().method() === 'POST' && /preUpload/.test(res.url()));
  await page.getByRole('button', { name: '图片 添加图片' }).click();
  const stored = JSON.stringify(await (await uploaded).json());
  // The server stored the PNG's bytes (the compressor keeps an original it cannot shrink).
  expect(Number(/"size":(\d+)/.exec(stored)?.[1])).toBe(Buffer.from(PNG_BASE64, 'base64').length);
  // The all-controls form has one image control.
  await expect(page.getByRole('button', { name: /^删除 wechat-\d+-1\.png$/ })).toBeVisible();
  const thumb = page.locator('.form-upload__thumb img, img.form-upload__thumb').first();
  await expect(thumb).toBeVisible();
  expect(await thumb.evaluate((el) => (el as HTMLImageElement).naturalWidth)).toBe(1);
  const calls = await bridgeCalls(page);
  expect(calls.find((c) => c.name === 'chooseImage')?.args).toMatchObject({ count: 9, sizeType: ['compressed'] });
  expect(calls.find((c) => c.name === 'getLocalImgData')?.args).toMatchObject({ localId: 'wxLocalResource://photo-1' });
  expectSignedConfig(calls, signed, ['geoLocation', 'chooseImage', 'getLocalImgData']);
  expect(chooser, 'the browser’s own picker never opened').toEqual([]);
});
