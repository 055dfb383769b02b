/**
 * The scan screen with a fake camera feed (Chromium playing a y4m of a QR code): from the camera's start to the
 * decoded code, as the screen measures it (`scan:camera-to-code`, features/scan/ScanSource.h5.tsx), first visit
 * (the decoder's chunk and wasm fetched and compiled) and later visits (from the browser's cache). Target ≤ 1 s.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';

import { chromium } from '@playwright/test';

import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium';
import { serveStatic } from './static-server';
import { qrY4m } from '../../test/e2e/support/qr-media';

export async function benchScan(): Promise<void> {
  const dist = path.resolve(__dirname, '..', '..', 'dist', 'h5');
  if (!existsSync(path.join(dist, 'index.html'))) {
    console.log('scan with a fake camera: skipped (run npm run build:h5 first)');
    return;
  }
  const server = await serveStatic(dist);
  const video = qrY4m('巡检点 A-3 基准', 'bench');
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_ARGS, '--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream', `--use-file-for-fake-video-capture=${video}`],
  });
  try {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const times: number[] = [];
    for (let round = 0; round < 4; round++) {
      const page = await context.newPage();
      await page.goto(`${server.url}/pagesB/view/scan`);
      await page.getByTestId('scan-result').waitFor({ timeout: 30_000 });
      times.push(await page.evaluate(() => performance.getEntriesByName('scan:camera-to-code')[0]?.duration ?? Number.NaN));
      await page.close();
    }
    const later = times.slice(1).sort((a, b) => a - b);
    console.log(`scan with a fake camera (camera start → decoded QR): first visit ${times[0]!.toFixed(0)} ms, later visits median ${later[Math.floor(later.length / 2)]!.toFixed(0)} ms (target ≤ 1000 ms)`);
  } finally {
    await browser.close();
    await server.close();
  }
}
