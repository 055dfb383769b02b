import path from 'node:path';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './scripts/lib/chromium';
import { serveStatic } from './scripts/lib/static-server';
import { qrY4m } from './test/e2e/support/qr-media';
(async () => {
  const server = await serveStatic(path.resolve('dist/h5'));
  const video = qrY4m('巡检点 A-3 基准', 'bench');
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS, '--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream', `--use-file-for-fake-video-capture=${video}`] });
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  for (let round = 0; round < 2; round++) {
    const page = await context.newPage();
    await page.goto(`${server.url}/pagesB/view/scan`);
    await page.getByTestId('scan-result').waitFor({ timeout: 30_000 });
    const info = await page.evaluate(() => {
      const start = performance.getEntriesByName('scan:camera-start')[0]!.startTime;
      const res = performance.getEntriesByType('resource').filter((r) => r.startTime > start - 50).map((r) => `${r.name.split('/').pop()} ${(r.startTime - start).toFixed(0)}→${(r.responseEnd - start).toFixed(0)}`);
      const marks = performance.getEntriesByType('mark').map((m) => `${m.name} ${(m.startTime - start).toFixed(0)}`);
      return { res, marks, total: performance.getEntriesByName('scan:camera-to-code')[0]?.duration };
    });
    console.log(round, JSON.stringify(info));
    await page.close();
  }
  await browser.close(); await server.close();
})();
