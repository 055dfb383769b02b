/**
 * `npm run bench`, the statistic analysis: the six-widget panel 台账统计 over the 10,000-record ledger in Chromium
 * (`WARE_LARGE_LIST=10000` seeds it, server/README.md "Statistic analysis"). Printed, never asserted:
 *   1. panel fully drawn: navigation start → every widget shown, every chart's canvas drawn (`data-drawn`), the
 *      number card and the table filled (polled each animation frame); aim: within 1 s;
 *   2. the server's time to answer each data set (getRealData1, from the page's resource timings: local, so the
 *      network adds next to nothing).
 * SUB_ADMIN reads every record (ALL). The first load warms the cache and the JIT and is not counted.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';

import { signIn } from './bench-list';
import { launchChromium } from './chromium';
import { spawnServer } from '../../test/support/spawn-server';

const ROOT = path.resolve(__dirname, '..', '..');
const RECORDS = 10_000;
const PANEL = '/statisticAnalysis/index?appId=app-ledger';
const WIDGETS = 6;
const LOADS = 5;

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;

/** In the page: the panel is complete (kept as text: tsx's compiled functions carry helpers the page lacks). */
const DRAWN = `(() => {
  const widgets = document.querySelectorAll('[data-testid="widget"]');
  const canvases = document.querySelectorAll('[data-testid="chart-canvas"]');
  const complete = widgets.length === ${WIDGETS} && canvases.length > 0 && [...canvases].every((c) => c.getAttribute('data-drawn') === '1')
    && document.querySelector('[data-testid="number-value"]') && document.querySelector('[data-testid="figure-row"]');
  return complete ? performance.now() : 0;
})()`;

const DATA_SET_TIMES = `performance.getEntriesByType('resource').filter((e) => e.name.includes('/dataflow/dataSet/getRealData1')).map((e) => e.responseEnd - e.requestStart)`;

export async function benchPanel(): Promise<void> {
  const dir = path.resolve(ROOT, process.env.WARE_H5_DIR ?? path.join('dist', 'h5'));
  if (!existsSync(path.join(dir, 'index.html'))) {
    console.log(`analysis panel in Chromium: skipped (no built H5 in ${dir}; npm run build:h5 or set WARE_H5_DIR)`);
    return;
  }
  const server = await spawnServer({ WARE_LARGE_LIST: String(RECORDS), WARE_H5_DIR: dir });
  const browser = await launchChromium();
  try {
    // The server's CSP has no 'unsafe-eval' (issue 19), and Playwright evaluates a text predicate with eval: the
    // bench's own probes are let through; the app runs as it does anywhere.
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'zh-CN', bypassCSP: true });
    const page = await context.newPage();
    await signIn(page, server.url, 'subadmin');
    const drawn: number[] = [];
    const answers: number[] = [];
    for (let round = 0; round < LOADS; round++) {
      await page.goto(`${server.url}${PANEL}`);
      const ms = await page.waitForFunction(DRAWN, undefined, { timeout: 60_000, polling: 'raf' });
      if (round === 0) continue;
      drawn.push((await ms.jsonValue()) as number);
      answers.push(...((await page.evaluate(DATA_SET_TIMES)) as number[]));
    }
    console.log(`analysis panel 台账统计 (${WIDGETS} widgets over ${RECORDS} records, 390×844, spawned local server):`);
    console.log(`  fully drawn (navigation start → every widget drawn): median ${median(drawn).toFixed(0)} ms over ${drawn.length} loads (aim ≤ 1000 ms)`);
    console.log(`  data set answers (getRealData1, ${answers.length / drawn.length} calls a load): median ${median(answers).toFixed(1)} ms, slowest ${Math.max(...answers).toFixed(1)} ms`);
    await context.close();
  } finally {
    await browser.close();
    server.stop();
  }
}
