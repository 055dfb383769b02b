/**
 * Size budgets. Prints every figure, exits 1 when one is over budget.
 *   weapp main package       560 KiB   (WeChat's hard limit is 2 MiB)
 *   each weapp subpackage    500 KiB
 *   H5 JS, gzip, first route 170 KiB   (every script Chromium loads to show `/` and the page it forwards to)
 *   H5 JS, gzip, shared link 170.5 KiB (the same for a shared app link, `/?Appid=…`; the aim 170)
 * Needs dist/weapp and dist/h5 (npm run build:weapp && npm run build:h5), or both under WARE_OUT_DIR.
 *
 * Both targets render with React 18. The weapp main package is mostly vendors.js (react-reconciler 89 KB, TanStack
 * Query about 45, zod about 37), taro.js 129, Taro's base.wxml 65 and common.js 80: what the four main pages use, with
 * the outbox and the kept answers (offline) beside the home. Its styles are prefixed only for the WebViews the mini
 * program's scripts target, and what several subpackages share is one file per set of pages (config/index.ts). The
 * privacy dialog, the one dialog every page may show, is NutUI's dialog box on a plain mask (src/ui/ModalDialog.tsx):
 * NutUI's Dialog would bring its Overlay and transitions, about 19 KiB. The H5 first route is React DOM, Stencil and
 * Taro's runtime, router and base elements; heavy elements load with their pages (src/platform/taro-components.h5.ts).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

import { launchChromium } from './lib/chromium';
import { serveStatic } from './lib/static-server';
import { packageSizes } from './lib/weapp-packages';

const ROOT = path.resolve(__dirname, '..');
const KiB = 1024;
/** Where the builds are: WARE_OUT_DIR as in config/index.ts (default dist/). */
const OUT = path.resolve(ROOT, process.env.WARE_OUT_DIR ?? 'dist');
const BUDGET = { main: 560 * KiB, subpackage: 500 * KiB, h5FirstRoute: 170 * KiB, h5SharedLink: 170.5 * KiB };

interface Figure {
  name: string;
  bytes: number;
  budget: number;
}

function weappFigures(): Figure[] {
  const dist = path.join(OUT, 'weapp');
  const app = JSON.parse(readFileSync(path.join(dist, 'app.json'), 'utf8')) as {
    subPackages?: { root: string }[];
  };
  const sizes = packageSizes(dist, (app.subPackages ?? []).map((p) => p.root));
  return [
    { name: 'weapp main package', bytes: sizes.main, budget: BUDGET.main },
    ...sizes.subpackages.map(({ root, bytes }) => ({ name: `weapp subpackage ${root}`, bytes, budget: BUDGET.subpackage })),
  ];
}

/**
 * The first routes a visitor meets with nothing cached: the bare address (the platform home, or sign-in before it)
 * and a shared app link, which lands on the application index.
 */
const FIRST_ROUTES = [
  { address: '/', name: 'first route', budget: BUDGET.h5FirstRoute },
  // The access window's day rule reads dates without dayjs (domain/access), which kept 2.9 KiB off this route.
  { address: '/?Appid=app-open', name: 'shared app link', budget: BUDGET.h5SharedLink },
];

async function h5FirstRoute(address: string, name: string, budget: number): Promise<Figure> {
  const dist = path.join(OUT, 'h5');
  const server = await serveStatic(dist);
  const browser = await launchChromium();
  const scripts = new Set<string>();
  try {
    const page = await browser.newPage();
    page.on('request', (req) => {
      if (req.resourceType() === 'script') scripts.add(new URL(req.url()).pathname);
    });
    await page.goto(server.url + address);
    // `/` forwards (to the platform home when it names no app, issue 42; a shared link's `/?Appid=` to the application
    // index): the route is shown once that page is on screen with content.
    // Network idle alone (500 ms without requests) came before the page's own chunks were asked for when a loaded
    // machine spent longer than that running the entry, and the figure then left them out.
    await page.waitForFunction(
      () =>
        window.location.pathname !== '/' &&
        [...document.querySelectorAll('.taro_page')].some((p) => p.id.startsWith(window.location.pathname) && p.textContent?.trim()),
      undefined,
      { timeout: 120_000 },
    );
    await page.waitForLoadState('networkidle');
  } finally {
    await browser.close();
    await server.close();
  }
  let bytes = 0;
  for (const script of scripts) {
    const gzip = gzipSync(readFileSync(path.join(dist, script))).length;
    // WARE_SIZE_FILES=1 names each script of the first route, for finding what to move out of it.
    if (process.env.WARE_SIZE_FILES) console.log(`     ${script} ${(gzip / 1024).toFixed(1)} KiB`);
    bytes += gzip;
  }
  return { name: `H5 JS gzip, ${name} (${scripts.size} files)`, bytes, budget };
}

async function main() {
  const figures = [...weappFigures()];
  for (const route of FIRST_ROUTES) figures.push(await h5FirstRoute(route.address, route.name, route.budget));
  let over = 0;
  for (const f of figures) {
    const ok = f.bytes <= f.budget;
    if (!ok) over += 1;
    const kib = (n: number) => `${(n / KiB).toFixed(1)} KiB`;
    console.log(`${ok ? 'ok  ' : 'OVER'} ${f.name.padEnd(44)} ${kib(f.bytes).padStart(11)} / ${kib(f.budget)}`);
  }
  console.log(`size: ${figures.length - over} passed, ${over} failed`);
  process.exit(over ? 1 : 0);
}

void main();
