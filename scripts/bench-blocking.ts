/**
 * `npm run bench:blocking -- <page path> <h5 dir> [<h5 dir> …]`: first-load main-thread blocking of built H5s, side
 * by side. Lighthouse's TBT moves by ±300 ms between runs of one build on a busy machine, so a change smaller than
 * that needs many runs with the builds alternated run by run (each build meets the same moments of the machine's
 * load). Each run: a fresh browser context (nothing cached, no service worker), Chromium's CPU throttled ×4 as
 * Lighthouse's mobile profile, the page's own long tasks (PerformanceObserver), until the first page shows, the
 * network is idle and two quiet seconds have passed. Prints per build the medians of: blocking time (the sum of each
 * long task's time over 50 ms, what TBT adds up, observed rather than simulated; every task counts, because here the
 * splash's first paint races the scripts, while Lighthouse's simulation always paints it before them), the longest
 * task, and how many.
 * WARE_BLOCKING_RUNS (9) runs per build; WARE_BLOCKING_SIGNED_IN=1 signs in first (as admin). Printed, never asserted.
 */
import { signIn } from './lib/bench-list';
import { launchChromium } from './lib/chromium';
import { median } from './lib/median';
import { spawnServer, type SpawnedServer } from '../test/support/spawn-server';

const RUNS = Number(process.env.WARE_BLOCKING_RUNS ?? 9);
const SIGNED_IN = process.env.WARE_BLOCKING_SIGNED_IN === '1';

interface Run {
  blocking: number;
  longest: number;
  count: number;
}

async function main(): Promise<void> {
  const [pagePath, ...dirs] = process.argv.slice(2);
  if (!pagePath || dirs.length === 0) throw new Error('usage: bench:blocking <page path> <h5 dir> [<h5 dir> …]');
  const servers: SpawnedServer[] = await Promise.all(dirs.map((dir) => spawnServer({ WARE_H5_DIR: dir })));
  const browser = await launchChromium();
  const runs: Run[][] = dirs.map(() => []);
  try {
    for (let i = 0; i < RUNS; i += 1) {
      for (const [b, server] of servers.entries()) {
        const context = await browser.newContext({ viewport: { width: 412, height: 823 }, serviceWorkers: 'block' });
        const page = await context.newPage();
        if (SIGNED_IN) {
          await signIn(page, server.url, 'admin');
          await page.goto('about:blank');
        }
        await page.addInitScript(() => {
          const seen: [number, number][] = [];
          (window as unknown as { __longTasks: typeof seen }).__longTasks = seen;
          new PerformanceObserver((list) => {
            for (const e of list.getEntries()) seen.push([e.startTime, e.duration]);
          }).observe({ type: 'longtask', buffered: true });
        });
        const cdp = await context.newCDPSession(page);
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
        await page.goto(server.url + pagePath, { waitUntil: 'load' });
        // The load event can come before the app has booted (its scripts start after the first paint): wait until
        // the splash has left, which it does when the first page shows (src/index.html), then for the page's requests.
        await page.locator('#ware-shell').waitFor({ state: 'detached', timeout: 120_000 });
        await page.waitForLoadState('networkidle');
        await page.waitForTimeout(2_000);
        const tasks = await page.evaluate(() => (window as unknown as { __longTasks: [number, number][] }).__longTasks);
        runs[b]!.push({
          blocking: tasks.reduce((sum, [, d]) => sum + Math.max(0, d - 50), 0),
          longest: Math.max(0, ...tasks.map(([, d]) => d)),
          count: tasks.length,
        });
        await context.close();
      }
    }
  } finally {
    await browser.close();
    for (const s of servers) s.stop();
  }
  console.log(`${pagePath}: CPU ×4, ${RUNS} runs per build, alternated${SIGNED_IN ? ', signed in' : ''}`);
  for (const [b, dir] of dirs.entries()) {
    const r = runs[b]!;
    const m = (k: keyof Run) => median(r.map((x) => x[k])).toFixed(0);
    console.log(
      `  ${dir}: blocking ${m('blocking')} ms [${r.map((x) => x.blocking.toFixed(0)).join(' ')}], ` +
        `longest task ${m('longest')} ms, ${m('count')} long tasks`,
    );
  }
}

main().catch((e) => {
  console.log(`bench:blocking: failed (${e instanceof Error ? e.message : String(e)})`);
  process.exitCode = 1;
});
