/**
 * The scan screen with a fake camera feed (Chromium playing a y4m of a QR code): from the camera's start to the
 * decoded code, as the screen measures it (`scan:camera-to-code`, features/scan/ScanSource.h5.tsx), first visit
 * (the decoder's chunk and wasm fetched and compiled) and later visits (from the browser's cache). Target ≤ 1 s.
 * Beside it, where the time went: the camera playing (`scan:camera-on`) and the decoder ready (`scan:decoder-ready`),
 * from the camera's start. The privacy agreement is stored as agreed first: the dialog waits for a person, not the
 * machine (`npm run bench -- scan` runs only this part; `BENCH_SCAN_DETAIL=1` prints each visit's marks).
 */
import { existsSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';

import { chromium } from '@playwright/test';

import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium';
import { serveStatic } from './static-server';
import { agreementKey, PRIVACY_AGREEMENT_VERSION } from '../../src/features/privacy/text';
import { qrY4m } from '../../test/e2e/support/qr-media';

interface Visit {
  total: number;
  cameraOn: number;
  decoderReady: number;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

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
    // Taro's H5 storage keeps each value as {"data": value}.
    await context.addInitScript(([key, version]) => localStorage.setItem(key!, JSON.stringify({ data: version })), [agreementKey(null), PRIVACY_AGREEMENT_VERSION]);
    const visits: Visit[] = [];
    for (let round = 0; round < 5; round++) {
      const page = await context.newPage();
      await page.goto(`${server.url}/pagesB/view/scan`);
      await page.getByTestId('scan-result').waitFor({ timeout: 30_000 });
      // A string, not a function: tsx names the function's inner arrows with a helper the page does not have.
      visits.push(
        await page.evaluate<Visit>(`(() => {
          const at = (name) => performance.getEntriesByName(name)[0]?.startTime ?? NaN;
          const start = at('scan:camera-start');
          return {
            total: performance.getEntriesByName('scan:camera-to-code')[0]?.duration ?? NaN,
            cameraOn: at('scan:camera-on') - start,
            decoderReady: at('scan:decoder-ready') - start,
            detail: performance.getEntriesByType('mark').filter((m) => m.name.startsWith('scan:')).map((m) => m.name.slice(5) + ' ' + (m.startTime - start).toFixed(0)).join(', '),
          };
        })()`),
      );
      if (process.env.BENCH_SCAN_DETAIL) console.log((visits.at(-1) as Visit & { detail: string }).detail);
      await page.close();
    }
    const [first, ...later] = visits as [Visit, ...Visit[]];
    const ms = (n: number) => `${n.toFixed(0)} ms`;
    const load = loadavg().map((l) => l.toFixed(2)).join(' ');
    console.log(
      `scan with a fake camera (camera start → decoded QR): first visit ${ms(first.total)} (camera on ${ms(first.cameraOn)}, decoder ready ${ms(first.decoderReady)}), ` +
        `later visits median ${ms(median(later.map((v) => v.total)))} (camera on ${ms(median(later.map((v) => v.cameraOn)))}, decoder ready ${ms(median(later.map((v) => v.decoderReady)))}) (target ≤ 1000 ms; load average ${load})`,
    );
  } finally {
    await browser.close();
    await server.close();
  }
}
