/**
 * `npm run bench`: for a 300-field form holding every control type, prints
 *   1. the recompute of field states and checks after one edit (engine, in Node; warmed up first; target ≤ 16 ms);
 *   2. the form's first render in Chromium: the built H5 (dist/h5) served statically, every API call answered by
 *      this script, measured in the page from the last API answer to the last field in the DOM (polled each animation
 *      frame); beside it, the floor: the same fields as bare labelled React inputs (React's own UMD build, no engine,
 *      no Taro, no NutUI) from the fields in hand to the last one in the DOM, and the engine's time as a ratio of it;
 *   3. a list of 10,000 records in Chromium: time to first rows, rows mounted, scroll frame times (lib/bench-list.ts);
 *   4. the six-widget analysis panel over those records: time until fully drawn, and the data sets' answers (lib/bench-panel.ts);
 *   5. the scan screen with a fake camera feed: camera start to decoded QR code (lib/bench-scan.ts); `npm run bench --
 *      scan` runs only this one;
 *   6. the server's record list over 10,000 records at 50 connections (autocannon): requests/s, p50 / p99, and an
 *      unrelated call's latency meanwhile (lib/bench-server.ts); `npm run bench -- server` runs only this one.
 *   7. the outbox: 100 queued submissions replayed against the local server, time to drain and duplicates (must be 0)
 *      (lib/bench-outbox.ts); `npm run bench -- outbox` runs only this one.
 * `npm run bench -- list` runs only the record list (3), `-- form` only the first render (2), `-- panel` only the panel (4).
 * Figures are printed, never asserted.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';

import { buildBenchForm } from './lib/bench-form';
import { benchList } from './lib/bench-list';
import { benchOutbox } from './lib/bench-outbox';
import { benchPanel } from './lib/bench-panel';
import { benchScan } from './lib/bench-scan';
import { benchServer } from './lib/bench-server';
import { launchChromium } from './lib/chromium';
import { serveStatic } from './lib/static-server';
import {
  evaluateCheckSetting,
  fieldError,
  fieldStateIndex,
  fieldStates,
  fieldStatesAfterEdit,
  flattenForm,
  parseFieldStateSettings,
  parseFormScript,
} from '../src/domain/form-engine';

const ROOT = path.resolve(__dirname, '..');
const { script: rawScript, settings: rawSettings, lastKey } = buildBenchForm(300);

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)] ?? 0;
}
const p95 = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length * 0.95)] ?? 0;

function benchRecompute(): void {
  const script = parseFormScript(rawScript);
  const settings = parseFieldStateSettings(rawSettings);
  const fields = flattenForm(script);
  const index = fieldStateIndex(fields, settings);
  let values: Record<string, unknown> = {};
  let states = fieldStates(index, { mode: 'add', settings, values });
  const run = (i: number) => {
    const t0 = performance.now();
    values = { ...values, radio_src0: i % 2 ? 'a' : 'b', [`input_f${i % 50}`]: `v${i}` };
    states = fieldStatesAfterEdit(index, states, 'radio_src0', { mode: 'add', settings, values });
    const check = evaluateCheckSetting(script.checkSetting, {
      values,
      isHidden: (k) => states[k]?.hidden === true,
      event: 'submit',
    });
    let errors = 0;
    for (const f of fields) {
      const st = states[f.key];
      if (st && fieldError(f.control, st, values[f.key])) errors++;
    }
    void check;
    void errors;
    return performance.now() - t0;
  };
  for (let i = 0; i < 200; i++) run(i); // warm-up
  const times: number[] = [];
  for (let i = 0; i < 500; i++) times.push(run(i));
  console.log(
    `fields: ${fields.length} (every control type of spec §3), linkage dependants of the edited radio: ${index.dependants.get('radio_src0')?.length ?? 0}`,
  );
  console.log(
    `recompute after one edit (field states + checks + field errors): median ${median(times).toFixed(3)} ms, p95 ${p95(times).toFixed(3)} ms (target ≤ 16 ms)`,
  );
}

async function benchRender(): Promise<void> {
  const dist = path.join(ROOT, 'dist', 'h5');
  if (!existsSync(path.join(dist, 'index.html'))) {
    console.log('first render in Chromium: skipped (run npm run build:h5 first)');
    return;
  }
  const server = await serveStatic(dist);
  const browser = await launchChromium();
  try {
    const answers: Record<string, unknown> = {
      '/api/ware-engine/apps/app-bench': {
        id: 'app-bench',
        name: '基准',
        type: 'FORM',
        tenantId: '1001',
        formId: 'form-bench',
        accessConfig: { ifPublic: true, needAuth: false },
        role: 'GUEST',
      },
      '/api/bigtable/application/app-bench/access-config': { ifPublic: true, needAuth: false },
      '/api/bigtable/app/app-bench/form': [
        {
          id: 'form-bench',
          appId: 'app-bench',
          name: '300 字段表单',
          script: rawScript,
          fieldStates: rawSettings,
          canSubmit: true,
        },
      ],
      '/api/ware-engine-form/app-variables': [],
    };
    const times: number[] = [];
    const floors: number[] = [];
    for (let round = 0; round < 4; round++) {
      const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
      const page = await context.newPage();
      await page.route('**/api/**', async (route) => {
        const p = new URL(route.request().url()).pathname;
        const data = p in answers ? answers[p] : p.endsWith('/my-permissions') ? null : null;
        const status = p.endsWith('/my-permissions') ? 500 : 200;
        await route.fulfill({
          status,
          contentType: 'application/json',
          body: JSON.stringify({ code: status === 200 ? 0 : 500, message: 'success', data }),
        });
      });
      await page.goto(`${server.url}/app/formInfo?appId=app-bench`);
      try {
        // Polled every animation frame: the figure is exact to about one frame.
        await page.waitForFunction(
          (key: string) => {
            const w = window as unknown as { __benchRendered?: number };
            if (w.__benchRendered === undefined && document.getElementById(`field-${key}`))
              w.__benchRendered = window.performance.now();
            return w.__benchRendered !== undefined;
          },
          lastKey,
          { timeout: 30000, polling: 'raf' },
        );
      } catch (e) {
        console.log(`  the page showed: ${(await page.locator('body').innerText()).slice(0, 300).replace(/\s+/g, ' ')}`);
        throw e;
      }
      const ms = await page.evaluate(() => {
        const rendered = (window as unknown as { __benchRendered: number }).__benchRendered;
        const api = window.performance
          .getEntriesByType('resource')
          .filter((e) => e.name.includes('/api/') && (e as PerformanceResourceTiming).responseEnd <= rendered)
          .map((e) => (e as PerformanceResourceTiming).responseEnd);
        return rendered - Math.max(...api);
      });
      if (round > 0) times.push(ms); // the first load warms the HTTP cache and the JIT
      await context.close();
      // The floor right after, in the same browser, so both see the same machine load.
      const floor = await renderFloor(browser, server.url);
      if (round > 0) floors.push(floor);
    }
    const engine = median(times);
    const bare = median(floors);
    console.log(
      `first render in Chromium (last API answer → last of 300 fields in the DOM): median ${engine.toFixed(1)} ms over ${times.length} loads`,
    );
    console.log(
      `  floor (the same fields as bare React inputs, fields in hand → last in the DOM): median ${bare.toFixed(1)} ms; engine ÷ floor ${(engine / bare).toFixed(2)}× (aim ≤ 1.5×)`,
    );
  } finally {
    await browser.close();
    await server.close();
  }
}

/** React's UMD builds, the floor page's only scripts. */
const UMD: Record<string, string> = {
  '/__floor/react.js': path.join(ROOT, 'node_modules', 'react', 'umd', 'react.production.min.js'),
  '/__floor/react-dom.js': path.join(ROOT, 'node_modules', 'react-dom', 'umd', 'react-dom.production.min.js'),
};

/** The floor page: built once, served on every round. */
const FLOOR_FIELDS = flattenForm(parseFormScript(rawScript)).map((f) => ({ key: f.key, name: f.name ?? f.key }));
const FLOOR_HTML = `<!doctype html><meta charset="utf-8"><div id="root"></div>
<script src="/__floor/react.js"></script><script src="/__floor/react-dom.js"></script>
<script>
  const fields = ${JSON.stringify(FLOOR_FIELDS)};
  window.__floorStart = performance.now();
  const h = React.createElement;
  const Form = () => h('form', null, fields.map((f) => h('label', { key: f.key, style: { display: 'block' } }, f.name, h('input', { id: 'field-' + f.key, name: f.key, defaultValue: '' }))));
  ReactDOM.createRoot(document.getElementById('root')).render(h(Form));
</script>`;

/**
 * The form's fields (flattened as the engine does: tabs and grids opened) rendered as bare labelled React inputs with
 * the engine's element ids, timed in the page from the fields in hand to the last one in the DOM.
 */
async function renderFloor(browser: Awaited<ReturnType<typeof launchChromium>>, url: string): Promise<number> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await page.route('**/__floor/**', async (route) => {
    const p = new URL(route.request().url()).pathname;
    const file = UMD[p];
    if (file) await route.fulfill({ status: 200, contentType: 'text/javascript', body: readFileSync(file) });
    else await route.fulfill({ status: 200, contentType: 'text/html', body: FLOOR_HTML });
  });
  await page.goto(`${url}/__floor/form.html`);
  await page.waitForFunction(
    (key: string) => {
      const w = window as unknown as { __floorDone?: number };
      if (w.__floorDone === undefined && document.getElementById(`field-${key}`))
        w.__floorDone = window.performance.now();
      return w.__floorDone !== undefined;
    },
    lastKey,
    { timeout: 30000, polling: 'raf' },
  );
  const ms = await page.evaluate(() => {
    const w = window as unknown as { __floorDone: number; __floorStart: number };
    return w.__floorDone - w.__floorStart;
  });
  await context.close();
  return ms;
}

// `npm run bench -- server`: only the server's record list under load; `-- scan`: only the scan screen; `-- list`: only
// the record list in Chromium; `-- outbox`: only the outbox's replay.
if (process.argv.includes('server')) void benchServer();
else if (process.argv.includes('form')) void benchRender();
else if (process.argv.includes('panel')) void benchPanel();
else if (process.argv.includes('scan')) void benchScan();
else if (process.argv.includes('list')) void benchList();
else if (process.argv.includes('outbox')) void benchOutbox();
else runAll();

function runAll(): void {
  benchRecompute();
  benchRender()
    .catch((e) => {
      console.log(`first render in Chromium: failed (${e instanceof Error ? e.message : String(e)})`);
    })
    // The record list (scripts/lib/bench-list.ts): after the form, so the two never share the machine's cores.
    .then(benchList)
    .catch((e) => {
      console.log(`list of 10,000 records in Chromium: failed (${e instanceof Error ? e.message : String(e)})`);
    })
    .then(benchPanel)
    .catch((e) => {
      console.log(`analysis panel in Chromium: failed (${e instanceof Error ? e.message : String(e)})`);
    })
    .then(benchScan)
    .catch((e) => {
      console.log(`scan with a fake camera: failed (${e instanceof Error ? e.message : String(e)})`);
    })
    .then(benchServer)
    .catch((e) => {
      console.log(`record list in the server: failed (${e instanceof Error ? e.message : String(e)})`);
    })
    .then(benchOutbox)
    .catch((e) => {
      console.log(`outbox replay: failed (${e instanceof Error ? e.message : String(e)})`);
    });
}
