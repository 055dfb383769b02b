import { chromium, type Page } from '@playwright/test';

import { addressOf, arrivedAt, expect, test } from './fixtures';
import { plainPng, qrPng, qrY4m } from './support/qr-media';
import { signInAs } from './support/sign-in';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/lib/chromium';
import { deviceCode } from '../../src/domain/scan/destination';
import { SCAN_TEXT } from '../../src/features/scan/text';

/**
 * The scan screen in the browser: a QR code picked as an image (the fallback) and one held before the camera
 * (Chromium's fake camera playing a y4m of the code) lead where the code says: an app link opens the app through
 * the short-code rule, plain text is shown with copy.
 */

async function pickImage(page: Page, text: string) {
  await page.goto('/pagesB/view/scan');
  await expect(page.getByRole('button', { name: SCAN_TEXT.pickImage })).toBeVisible();
  await page.getByTestId('scan-image-input').setInputFiles({ name: 'code.png', mimeType: 'image/png', buffer: qrPng(text) });
}

test('an image of an app link opens the app', async ({ page, server }) => {
  await pickImage(page, `${server.url}/open`);
  await arrivedAt(page, '/app/index?shortCode=open');
  await expect(page.getByTestId('app-name')).toBeVisible();
});

test('an image of a device code opens the device', async ({ page }) => {
  await signInAs(page, 'member');
  await pickImage(page, deviceCode('dv-17011'));
  await arrivedAt(page, '/device/detail?id=dv-17011');
  await expect(page.getByTestId('device-name')).toHaveText('一号楼环境监测仪');
});

test('when the decoder cannot load, the platform reads the picked image (unLogin/qrcode-upload) and its device code opens the device', async ({ page }) => {
  await signInAs(page, 'member');
  await page.route(/\/static\/zxing\//, (route) => route.abort());
  const read = page.waitForResponse(/\/api\/storage\/fileStorage\/unLogin\/qrcode-upload$/);
  await pickImage(page, deviceCode('dv-17011'));
  expect((await (await read).json()).data).toEqual({ text: deviceCode('dv-17011'), format: 'QRCode' });
  await arrivedAt(page, '/device/detail?id=dv-17011');
  await expect(page.getByTestId('device-name')).toHaveText('一号楼环境监测仪');
});

test('an image of plain text shows the text to copy; an image without a code says so', async ({ page }) => {
  await pickImage(page, '巡检点 A-3 / 2 号泵房');
  await expect(page.getByTestId('scan-result')).toHaveText('巡检点 A-3 / 2 号泵房');
  await expect(page.getByRole('button', { name: SCAN_TEXT.copy })).toBeVisible();
  await page.getByRole('button', { name: SCAN_TEXT.again }).click();
  await expect(page.getByRole('button', { name: SCAN_TEXT.pickImage })).toBeVisible();
  await page.getByTestId('scan-image-input').setInputFiles({ name: 'wall.png', mimeType: 'image/png', buffer: plainPng() });
  await expect(page.getByRole('status')).toHaveText(SCAN_TEXT.noCode);
});

test('a link to another host is only shown, never opened', async ({ page }) => {
  await pickImage(page, 'https://elsewhere.example/app/index?appId=x');
  await expect(page.getByTestId('scan-result')).toHaveText('https://elsewhere.example/app/index?appId=x');
  expect(await addressOf(page)).toBe('/pagesB/view/scan');
});

test('the camera reads an app link from a fake camera feed and opens the app', async ({ server }) => {
  const video = qrY4m(`${server.url}/open`, 'app');
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_ARGS, '--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream', `--use-file-for-fake-video-capture=${video}`],
  });
  try {
    const page = await browser.newPage({ baseURL: server.url, viewport: { width: 390, height: 844 } });
    await page.goto('/pagesB/view/scan');
    // The camera waits for the privacy agreement (this browser has none stored).
    await page.locator('.privacy__agree').click();
    await arrivedAt(page, '/app/index?shortCode=open');
    await expect(page.getByTestId('app-name')).toBeVisible();
  } finally {
    await browser.close();
  }
});
