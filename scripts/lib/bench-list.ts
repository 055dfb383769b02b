/**
 * `npm run bench`, the record list: a list of 10,000 records in Chromium. Printed, never asserted:
 *   1. time to first rows: navigation start → the first row in the DOM (polled each animation frame);
 *   2. rows mounted: after the first rows, and the most seen while scrolling;
 *   3. scroll frame times: median / p95 of requestAnimationFrame deltas while the page is scrolled programmatically
 *      to the bottom (a fixed step each frame; infinite scroll loads the view's pages of 200 on the way down), then
 *      back up at a finger's pace through the loaded rows (windowing alone, no page loads). At 2,000 px a frame the
 *      whole window of rows is replaced every frame; at 100 px a frame a row enters every frame or two.
 * The machine's other load shows in these figures: compare runs on a quiet machine.
 *
 * The API is a spawned local platform server (test/support/spawn-server.ts: in-memory, `WARE_LARGE_LIST=10000`
 * seeds app `ledger` with 10,000 records) which also serves the built H5 from `WARE_H5_DIR` (default dist/h5), so
 * the page and the API share one origin. SUB_ADMIN lists every record (ALL), signed in through the real login page.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';

import type { Page } from '@playwright/test';

import { launchChromium } from './chromium';
import { spawnServer } from '../../test/support/spawn-server';

const ROOT = path.resolve(__dirname, '..', '..');
const RECORDS = 10_000;
const LIST = '/app/view/lists?appId=app-ledger&formId=form-ledger&viewId=view-ledger-list';
/** Pixels scrolled each frame: about 14 rows, a brisk fling, so the bottom is reached in a bench-sized time. */
const STEP_PX = 2_000;
const SCROLL_LIMIT_MS = 120_000;
/** Then back up at a finger's pace (under a row a frame), for 20 s: the windowing's own cost per frame. */
const FINGER_STEP_PX = 100;
const FINGER_LIMIT_MS = 20_000;

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
const p95 = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length * 0.95)] ?? 0;

/** Signs in through the real login page (and picks 演示科技有限公司 when asked). */
export async function signIn(page: Page, base: string, username: string): Promise<void> {
  await page.goto(`${base}/pages/login/login`);
  await page.getByRole('button', { name: '登录' }).click();
  await page.waitForURL(/\/oidc\/interaction\//);
  await page.getByLabel('用户名').fill(username);
  await page.getByLabel('密码').fill('Demo@2026');
  await page.getByLabel('密码').press('Enter');
  await page.waitForURL((u) => !u.pathname.startsWith('/oidc/') && !u.pathname.startsWith('/pages/login/'), { timeout: 30_000 });
  if (new URL(page.url()).pathname.startsWith('/platform/selectTenant')) {
    await page.getByRole('button', { name: '演示科技有限公司' }).click();
    await page.waitForURL((u) => !u.pathname.startsWith('/platform/selectTenant'));
  }
}

interface ScrollResult {
  deltas: number[];
  maxMounted: number;
  loaded: number;
  atBottom: boolean;
  elapsed: number;
}

/**
 * In the page: scroll by a fixed step each frame until every record is loaded and the bottom is reached (a negative
 * step: up, through rows already loaded, so no page load falls in the frames). Kept as
 * text: tsx's compiled functions carry helpers (`__name`) that do not exist in the page.
 */
const SCROLL_TO_BOTTOM = `(args) => new Promise((resolve) => {
  const deltas = [];
  let maxMounted = 0;
  const start = performance.now();
  let last = start;
  const rows = () => document.querySelectorAll('[data-testid="record-item"]');
  const frame = (now) => {
    deltas.push(now - last);
    last = now;
    const mounted = rows();
    maxMounted = Math.max(maxMounted, mounted.length);
    // Taro's H5 scrolls each page's own element, not the window.
    const root = document.querySelector('.records__list')?.closest('.taro_page') ?? document.documentElement;
    const atBottom = root.scrollTop + root.clientHeight >= root.scrollHeight - 2;
    const position = Number(mounted[mounted.length - 1]?.getAttribute('aria-posinset') ?? 0);
    const done = args.step > 0 ? atBottom && position >= args.total : root.scrollTop <= 0;
    if (done || now - start > args.limit) {
      resolve({ deltas: deltas.slice(1), maxMounted, loaded: position, atBottom, elapsed: now - start });
      return;
    }
    root.scrollTop += args.step;
    requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
})`;

export async function benchList(): Promise<void> {
  const dir = path.resolve(ROOT, process.env.WARE_H5_DIR ?? path.join('dist', 'h5'));
  if (!existsSync(path.join(dir, 'index.html'))) {
    console.log(`list of ${RECORDS} records in Chromium: skipped (no built H5 in ${dir}; npm run build:h5 or set WARE_H5_DIR)`);
    return;
  }
  const server = await spawnServer({ WARE_LARGE_LIST: String(RECORDS), WARE_H5_DIR: dir });
  const browser = await launchChromium();
  try {
    // The server's CSP forbids eval, which Playwright's string predicates use: bypassed for the bench's own probes only.
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'zh-CN', bypassCSP: true });
    const page = await context.newPage();
    await signIn(page, server.url, 'subadmin');
    const firstRows: number[] = [];
    let mounted = 0;
    // Three loads; the first warms the HTTP cache and the JIT and is not counted.
    for (let round = 0; round < 3; round++) {
      await page.goto(`${server.url}${LIST}`);
      const ms = await page.waitForFunction('document.querySelector(\'[data-testid="record-item"]\') ? performance.now() : 0', undefined, { timeout: 60_000, polling: 'raf' });
      if (round > 0) firstRows.push((await ms.jsonValue()) as number);
      mounted = await page.locator('[data-testid="record-item"]').count();
    }
    const total = Number(/共 (\d+) 条/.exec((await page.textContent('body')) ?? '')?.[1] ?? 0);
    console.log(`list of ${total} records in Chromium (390×844, view 台账列表, pages of 200, spawned local server):`);
    console.log(`  time to first rows (navigation start → first row in the DOM): median ${median(firstRows).toFixed(0)} ms over ${firstRows.length} loads`);
    console.log(`  rows mounted after the first page: ${mounted}`);
    const args = { step: STEP_PX, limit: SCROLL_LIMIT_MS, total };
    const result = (await page.evaluate(`(${SCROLL_TO_BOTTOM})(${JSON.stringify(args)})`)) as ScrollResult;
    console.log(
      `  scrolling to the bottom (${STEP_PX} px a frame, ${(result.elapsed / 1000).toFixed(1)} s, ${result.loaded} of ${total} rows loaded${result.atBottom ? ', bottom reached' : ', stopped at the time limit'}):`,
    );
    console.log(`    frame times (rAF deltas): median ${median(result.deltas).toFixed(1)} ms, p95 ${p95(result.deltas).toFixed(1)} ms over ${result.deltas.length} frames`);
    console.log(`    rows mounted: at most ${result.maxMounted} (of ${result.loaded} loaded)`);
    if (result.atBottom) {
      const up = (await page.evaluate(`(${SCROLL_TO_BOTTOM})(${JSON.stringify({ ...args, step: -FINGER_STEP_PX, limit: FINGER_LIMIT_MS })})`)) as ScrollResult;
      console.log(`  scrolling back up through loaded rows at ${FINGER_STEP_PX} px a frame (no page loads, ${(up.elapsed / 1000).toFixed(1)} s):`);
      console.log(`    frame times (rAF deltas): median ${median(up.deltas).toFixed(1)} ms, p95 ${p95(up.deltas).toFixed(1)} ms over ${up.deltas.length} frames; rows mounted: at most ${up.maxMounted}`);
    }
    await context.close();
  } finally {
    await browser.close();
    server.stop();
  }
}
