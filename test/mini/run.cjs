'use strict';
/**
 * `npm run test:mini`: renders EVERY page of the built mini program (dist/weapp/app.json: `pages` and every
 * `subPackages[].root/pages[]`, discovered, never listed here) under miniprogram-simulate with the official wcc
 * compiler, and fails a page that
 *   - logs a WXMLRT_ warning (a "Template `tmpl_x_y` not found." is an invisible component in WeChat),
 *   - throws, logs a console.error or leaves an unhandled rejection while loading,
 *   - renders an empty tree,
 *   - navigates on load to a page that is not in app.json.
 * Self-tests first prove the harness can see those problems, so the page checks cannot pass vacuously.
 *
 * Usage: node test/mini/run.cjs [route-substring ...]   (no argument: every page)
 *        MINI_ECHO=1 prints captured console output as it happens; MINI_DIST=dir renders another build.
 * Builds dist/weapp first only when dist/weapp/app.json is missing. Last line: `N passed, N failed`.
 */
const { spawnSync } = require('node:child_process');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');

const h = require('./harness.cjs');

const ROOT = path.resolve(__dirname, '..', '..');
const DIST = h.BUILT_DIR;
const out = (line = '') => process.stdout.write(`${line}\n`);
const short = (s, n = 60) => (s.length > n ? `${s.slice(0, n - 1)}…` : s);

function ensureBuilt() {
  if (fs.existsSync(path.join(DIST, 'app.json'))) return;
  if (process.env.MINI_DIST) {
    out(`${path.join(DIST, 'app.json')} not found`);
    out('0 passed, 1 failed');
    process.exit(1);
  }
  out(`${path.relative(ROOT, path.join(DIST, 'app.json'))} missing: npx taro build --type weapp`);
  const r = spawnSync('npx', ['taro', 'build', '--type', 'weapp'], {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, FORCE_COLOR: '0' },
  });
  if (r.status !== 0 || !fs.existsSync(path.join(DIST, 'app.json'))) {
    out('build failed');
    out('0 passed, 1 failed');
    process.exit(1);
  }
}

/** The build is not rebuilt when present: say so when src/ changed after it, the result may be stale. */
function staleNote() {
  const built = fs.statSync(path.join(DIST, 'app.json')).mtimeMs;
  let newest = 0;
  const walk = (dir) => {
    for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
      const p = path.join(dir, e.name);
      if (e.isDirectory()) walk(p);
      else newest = Math.max(newest, fs.statSync(p).mtimeMs);
    }
  };
  try {
    walk(path.join(ROOT, 'src'));
  } catch {
    return;
  }
  if (newest > built)
    out('note: src/ changed after dist/weapp was built; run `npm run build:weapp` for a current result');
}

const results = [];
function report(name, ms, problems, info = []) {
  const ok = problems.length === 0;
  results.push({ name, ok });
  out(`${ok ? 'ok  ' : 'FAIL'} ${name} (${ms} ms)${info.length ? `  ${info.join('  ')}` : ''}`);
  for (const p of problems) out(`       ${p.split('\n').slice(0, 8).join('\n       ')}`);
}

/** Self-test 1: wcc's runtime reports a missing template and the harness captures it. */
async function selfTestFixture() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mini-selftest-'));
  try {
    fs.writeFileSync(path.join(dir, 'fixture.json'), JSON.stringify({ component: true, usingComponents: {} }));
    fs.writeFileSync(
      path.join(dir, 'fixture.wxml'),
      '<view>fixture</view>\n<template is="no_such_template" data="{{x: 1}}" />\n',
    );
    fs.writeFileSync(path.join(dir, 'fixture.js'), 'Component({})\n');
    const t0 = Date.now();
    const r = await h.renderFixture(dir, 'fixture');
    const seen = r.templateWarnings.some((w) => /Template `no_such_template` not found/.test(w));
    report('self-test: wcc reports a missing template', Date.now() - t0, [
      ...(seen
        ? []
        : [`expected a "Template \`no_such_template\` not found" warning, got ${JSON.stringify(r.warnings)}`]),
      ...(r.html.includes('fixture') ? [] : ['fixture did not render']),
    ]);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** Self-test 2: a Taro node whose template was not generated (what a NutUI tag without a template produces)
 *  is caught on a real built page, through the real base.wxml. */
async function selfTestUnknownNode(route) {
  const t0 = Date.now();
  const page = await h.renderPage(route);
  const problems = [];
  try {
    // Only what the injected node causes counts here: the page's own warnings are reported by its page check.
    const cn = page.data().root.cn;
    page.instance.setData({ [`root.cn[${cn.length}]`]: { nn: 'no-such-node', sid: '_selftest', cn: [] } });
    await page.settle();
    if (!page.templateWarnings.some((w) => /Template `tmpl_\d+_no-such-node` not found/.test(w))) {
      problems.push(`expected "Template \`tmpl_0_no-such-node\` not found", got ${JSON.stringify(page.warnings)}`);
    }
  } catch (e) {
    problems.push(String(e && e.stack));
  } finally {
    page.unload();
  }
  report(`self-test: a node without a template is caught (${route})`, Date.now() - t0, problems);
}

/** Self-test 3: errors are caught (console.error and unhandled rejections while a page is active), and a tree
 *  deeper than Taro's template levels renders through the `comp` component on a second load of the page. */
async function selfTestErrorsAndDepth(route) {
  const t0 = Date.now();
  const problems = [];
  for (let round = 0; round < 2; round++) {
    const page = await h.renderPage(route);
    // Warnings the page gives by itself belong to its page check; only new ones count here.
    const own = new Set(page.templateWarnings);
    try {
      let deep = { nn: '9', sid: `_st_text${round}`, v: `selftest-deep-${round}` };
      for (let i = 0; i < 24; i++) deep = { nn: '0', sid: `_st${round}_${i}`, cn: [deep] };
      page.instance.setData({ [`root.cn[${page.data().root.cn.length}]`]: deep });
      await page.settle();
      if (!page.has(`selftest-deep-${round}`))
        problems.push(`load ${round + 1}: 25-level tree not rendered through comp`);
      const added = page.templateWarnings.filter((w) => !own.has(w));
      if (added.length) problems.push(`load ${round + 1}: ${added[0]}`);
      if (round === 1) {
        console.error('selftest console.error');
        Promise.reject(new Error('selftest rejection'));
        await page.settle();
        if (!page.errors.some((e) => e.includes('selftest console.error'))) problems.push('console.error not captured');
        if (!page.errors.some((e) => e.includes('selftest rejection')))
          problems.push('unhandled rejection not captured');
      }
    } catch (e) {
      problems.push(String(e && e.stack));
    } finally {
      page.unload();
    }
  }
  report('self-test: errors are caught; deep trees render through comp on reload', Date.now() - t0, problems);
}

async function checkPage(route) {
  h.resetStorage();
  h.setRequestResponder(null);
  let page;
  try {
    page = await h.renderPage(route);
  } catch (e) {
    report(route, 0, [`renderPage threw: ${e && e.stack}`]);
    return;
  }
  const problems = [];
  const names = await h.nodeNames();
  for (const w of page.templateWarnings) {
    // Name the Taro component behind `tmpl_L_N` and where it sits (NutUI classes), once per distinct warning.
    if (problems.includes(`template warning: ${w}`)) continue;
    problems.push(`template warning: ${w}`);
    const m = h.MISSING_TMPL.exec(w);
    if (m) {
      const where = await page.locate(m[2]);
      problems.push(
        `  nn ${m[2]} = ${names[m[2]] || '?'}${where.length ? `, at ${where.slice(0, 3).join(' | ')}` : ''}`,
      );
    }
  }
  for (const e of page.errors) problems.push(`error: ${e}`);
  if (page.isEmpty()) problems.push('empty render: no text and no element from the page');
  for (const n of page.navigations)
    if (n.known === false) problems.push(`${n.type} to ${n.url}: not a page of app.json`);
  const info = [];
  const text = page.text();
  if (text) info.push(`"${short(text)}"`);
  for (const n of page.navigations) info.push(`→ ${n.type} ${n.url || `delta ${n.delta || 1}`}`);
  if (page.requests.length) info.push(`${page.requests.length} request(s), offline`);
  report(route, page.renderMs, problems, info);
  for (const w of page.warnings.filter((x) => !h.WXMLRT.test(x))) out(`       warn: ${short(w, 200)}`);
  page.unload();
}

async function main() {
  const t0 = Date.now();
  ensureBuilt();
  staleNote();
  const filters = process.argv.slice(2);
  const app = h.loadApp(DIST);
  const routes = app.routes.filter((r) => !filters.length || filters.some((f) => r.includes(f.replace(/^\/+/, ''))));
  out(
    `mini: ${app.routes.length} page(s) in ${path.relative(ROOT, path.join(DIST, 'app.json'))}${filters.length ? `, ${routes.length} selected` : ''}`,
  );

  report(
    'app.js loads and launches',
    Date.now() - t0,
    app.launch.errors.map((e) => `error: ${e}`),
  );
  await selfTestFixture();
  await selfTestUnknownNode(app.routes[0]);
  await selfTestErrorsAndDepth(app.routes[app.routes.length - 1]);
  if (!routes.length) report('pages selected', 0, [`no page matches ${filters.join(' ')}`]);
  for (const route of routes) await checkPage(route);

  const failed = results.filter((r) => !r.ok).length;
  out(`mini: ${((Date.now() - t0) / 1000).toFixed(1)} s`);
  out(`${results.length - failed} passed, ${failed} failed`);
  return failed;
}

main().then(
  (failed) => process.exit(failed ? 1 : 0),
  (e) => {
    out(`runner crashed: ${e && e.stack}`);
    out(`${results.filter((r) => r.ok).length} passed, ${results.filter((r) => !r.ok).length + 1} failed`);
    process.exit(1);
  },
);
