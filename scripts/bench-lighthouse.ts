/**
 * `npm run bench:lighthouse` (also the last part of `npm run bench`): Lighthouse (mobile, simulated throttling) with
 * Debian's Chromium against the built H5 served by the local platform server: signed out, the login page, a form, and
 * a shared public app's index and form (where every shared link lands); signed in, the platform home and an app index. Prints performance, LCP, TBT, CLS, accessibility and best practices, the
 * median of WARE_LIGHTHOUSE_RUNS runs (3) per page, and under it the accessibility and best-practices audits that fail
 * (those two are deterministic: a failing one names a cause to fix, not noise). WARE_LIGHTHOUSE_REPORTS=<dir> keeps
 * every run's full JSON report there (the items of each audit: which element, which message). Needs dist/h5 (or
 * WARE_H5_DIR). WARE_LIGHTHOUSE_PAGES=login,form keeps only the pages whose names start with one of those words. TTI is
 * printed beside LCP because on most pages LCP is the splash's brand mark: TTI says when the page itself is ready.
 * Figures are printed, never asserted.
 */
import { execFile } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';

import { chromium } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';

import { signIn } from './lib/bench-list';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './lib/chromium';
import { median } from './lib/median';
import { spawnServer } from '../test/support/spawn-server';

const RUNS = Number(process.env.WARE_LIGHTHOUSE_RUNS ?? 3);

const ALL_PAGES: { name: string; path: string; signedIn: boolean }[] = [
  { name: 'login', path: '/pages/login/login', signedIn: false },
  { name: 'form', path: '/app/formInfo?appId=app-all-controls', signedIn: false },
  // Where every shared link lands: a visitor, nothing cached.
  { name: 'shared app index', path: '/app/index?shortCode=open', signedIn: false },
  { name: 'shared app form', path: '/app/formInfo?appId=app-open', signedIn: false },
  { name: 'home (signed in)', path: '/platform/index', signedIn: true },
  { name: 'app index (signed in)', path: '/app/index?shortCode=visit', signedIn: true },
];

const ONLY = process.env.WARE_LIGHTHOUSE_PAGES?.split(',').map((w) => w.trim()).filter(Boolean);
const PAGES = ONLY ? ALL_PAGES.filter((p) => ONLY.some((w) => p.name.startsWith(w))) : ALL_PAGES;

interface Figures {
  /** Accessibility and best-practices audits scored below 1 in this run. */
  failing: string[];
  performance: number;
  lcp: number;
  tti: number;
  tbt: number;
  cls: number;
  accessibility: number;
  bestPractices: number;
}

/** Signs in through the real pages in the browser Lighthouse will use, so its runs find the session in storage. */
async function signInForLighthouse(port: number, base: string): Promise<void> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  const context = browser.contexts()[0];
  if (!context) throw new Error('no browser context');
  const page = await context.newPage();
  await signIn(page, base, 'admin');
  await page.close();
  // Only the CDP connection is closed: the browser stays for Lighthouse.
  await browser.close();
}

// Lighthouse's CLI in a plain Node process: under tsx, the functions it sends into the page carry esbuild's
// `__name` helper, which the page does not have.
const LIGHTHOUSE_CLI = path.join(path.dirname(require.resolve('lighthouse/package.json')), 'cli', 'index.js');

interface Lhr {
  categories: Record<string, { score: number | null; auditRefs: { id: string; weight: number }[] } | undefined>;
  audits: Record<string, { numericValue?: number; score: number | null } | undefined>;
}

const REPORTS = process.env.WARE_LIGHTHOUSE_REPORTS;

/** The audits of the two deterministic categories that count (weight > 0) and failed. */
function failingAudits({ categories, audits }: Lhr): string[] {
  const refs = [...(categories.accessibility?.auditRefs ?? []), ...(categories['best-practices']?.auditRefs ?? [])];
  return refs.filter((r) => r.weight > 0 && audits[r.id]?.score !== null && (audits[r.id]?.score ?? 1) < 1).map((r) => r.id);
}

async function audit(port: number, url: string, signedIn: boolean, report?: string): Promise<Figures> {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    [
      LIGHTHOUSE_CLI,
      url,
      `--port=${port}`,
      '--output=json',
      '--output-path=stdout',
      '--quiet',
      '--only-categories=performance,accessibility,best-practices',
      // A visitor comes with nothing cached: Lighthouse clears the origin's storage, service worker and HTTP cache
      // before each run. A signed-in user keeps the session (and so what the service worker holds) between runs.
      ...(signedIn ? ['--disable-storage-reset'] : []),
    ],
    { maxBuffer: 64 * 1024 * 1024 },
  );
  if (report) writeFileSync(report, stdout);
  const lhr = JSON.parse(stdout) as Lhr;
  const { categories, audits } = lhr;
  return {
    failing: failingAudits(lhr),
    performance: Math.round((categories.performance?.score ?? 0) * 100),
    lcp: audits['largest-contentful-paint']?.numericValue ?? NaN,
    tti: audits['interactive']?.numericValue ?? NaN,
    tbt: audits['total-blocking-time']?.numericValue ?? NaN,
    cls: audits['cumulative-layout-shift']?.numericValue ?? NaN,
    accessibility: Math.round((categories.accessibility?.score ?? 0) * 100),
    bestPractices: Math.round((categories['best-practices']?.score ?? 0) * 100),
  };
}

export async function benchLighthouse(): Promise<void> {
  if (REPORTS) mkdirSync(REPORTS, { recursive: true });
  const server = await spawnServer();
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: [...CHROMIUM_ARGS, '--headless=new'] });
  try {
    let signedIn = false;
    console.log(`Lighthouse (mobile, simulated throttling), median of ${RUNS} runs:`);
    for (const p of PAGES) {
      if (p.signedIn && !signedIn) {
        await signInForLighthouse(chrome.port, server.url);
        signedIn = true;
      }
      const runs: Figures[] = [];
      for (let i = 0; i < RUNS; i += 1) {
        const report = REPORTS && path.join(REPORTS, `${p.name.replace(/\W+/g, '-')}-${i + 1}.json`);
        runs.push(await audit(chrome.port, server.url + p.path, p.signedIn, report));
      }
      const m = (k: Exclude<keyof Figures, 'failing'>) => median(runs.map((r) => r[k]));
      console.log(
        `  ${p.name.padEnd(22)} performance ${m('performance')}  LCP ${(m('lcp') / 1000).toFixed(2)} s  TTI ${(m('tti') / 1000).toFixed(2)} s  TBT ${m('tbt').toFixed(0)} ms  ` +
          `CLS ${m('cls').toFixed(3)}  accessibility ${m('accessibility')}  best practices ${m('bestPractices')}`,
      );
      const failing = [...new Set(runs.flatMap((r) => r.failing))];
      if (failing.length) console.log(`  ${''.padEnd(22)} failing: ${failing.join(', ')}`);
    }
  } finally {
    chrome.kill();
    server.stop();
  }
}

if (require.main === module) {
  benchLighthouse().catch((e) => {
    console.log(`Lighthouse: failed (${e instanceof Error ? e.message : String(e)})`);
    process.exitCode = 1;
  });
}
