'use strict';
/**
 * The form page in the BUILT mini program (issue 6 "Done when": renders with no template warnings), against a real
 * local server: the harness's wx.request responder forwards every call to an in-memory server instance. Opens the
 * all-controls form anonymously (guest mode is on), checks the controls render without a WXMLRT_ warning or an
 * error, and taps a radio to see the linkage through Taro's event path, React and setData.
 * Run by `npm run test:mini` after run.cjs. Last line: `N passed, N failed`.
 */
const { spawn } = require('node:child_process');
const path = require('node:path');
const readline = require('node:readline');

const h = require('./harness.cjs');

const ROOT = path.resolve(__dirname, '..', '..');
const out = (line = '') => process.stdout.write(`${line}\n`);

function startServer() {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'server/src/main.ts')], {
    cwd: ROOT,
    env: { ...process.env, PORT: '0', WARE_DB: ':memory:', WARE_TEST_FAULTS: '' },
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  const lines = readline.createInterface({ input: child.stdout });
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('server did not start')), 30000);
    lines.on('line', (line) => {
      try {
        const { url } = JSON.parse(line);
        if (url) {
          clearTimeout(timer);
          resolve({ url, child });
        }
      } catch {
        /* a log line */
      }
    });
  });
}

async function main() {
  const { url, child } = await startServer();
  let passed = 0;
  let failed = 0;
  try {
    h.loadApp(process.env.MINI_DIST ? path.resolve(process.env.MINI_DIST) : path.join(ROOT, 'dist', 'weapp'));
    h.setRequestResponder(async (req) => {
      const target = new URL(req.url);
      const forwarded = url + target.pathname + target.search;
      const headers = { ...req.header };
      const body = req.method === 'GET' || req.data === undefined ? undefined : typeof req.data === 'string' ? req.data : JSON.stringify(req.data);
      const res = await fetch(forwarded, { method: req.method, headers, body });
      const text = await res.text();
      let data = text;
      try {
        data = JSON.parse(text);
      } catch {
        /* not JSON */
      }
      return { statusCode: res.status, data, header: Object.fromEntries(res.headers) };
    });
    const page = await h.renderPage('pagesB/view/search/formInfo', { appId: 'app-all-controls' }, { timeoutMs: 8000 });
    await page.settle();
    const problems = [];
    for (let i = 0; i < 100 && !page.has('单行文本'); i++) await page.settle();
    for (const w of page.templateWarnings) problems.push(`template: ${w}`);
    for (const e of page.errors) problems.push(`error: ${e}`);
    for (const label of ['单行文本', '单选(联动源)', '开关(联动源)', '基本', '人员', '关联']) if (!page.has(label)) problems.push(`missing: ${label}`);
    if (page.has('企业名称(选企业时显示)')) problems.push('linked field shown before its condition holds');
    await page.tapText('企业');
    for (let i = 0; i < 30 && !page.has('企业名称(选企业时显示)'); i++) await page.settle();
    if (!page.has('企业名称(选企业时显示)')) problems.push('linkage: tapping 企业 did not show the company field');
    for (const w of page.templateWarnings) if (!problems.includes(`template: ${w}`)) problems.push(`template after tap: ${w}`);
    if (problems.length) {
      failed++;
      out(`FAIL pagesB/view/search/formInfo?appId=app-all-controls`);
      for (const p of problems) out(`       ${p}`);
      out(`       text: ${page.text().slice(0, 300)}`);
    } else {
      passed++;
      out(`ok   pagesB/view/search/formInfo?appId=app-all-controls (all-controls form, linkage on tap)`);
    }
    page.unload();
  } finally {
    child.kill('SIGTERM');
  }
  out(`${passed} passed, ${failed} failed`);
  process.exit(failed ? 1 : 0);
}

main().catch((e) => {
  out(`form-page crashed: ${e && e.stack}`);
  out('0 passed, 1 failed');
  process.exit(1);
});
