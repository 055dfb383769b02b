'use strict';
/**
 * What every mini-program scenario shares (test/mini/scenarios/*.cjs): the BUILT app (dist/weapp, or MINI_DIST) with
 * every wx.request forwarded to a real in-memory local server (`env` for its settings; `requests` logs what the app
 * asked), optionally a signed-in session put in storage the way the app keeps it, and the checks each screen gets:
 * no WXMLRT_ template warning, no error, the expected texts.
 *
 *   scenario({ name, signIn: ['member', '1001'], via?: 'wechat' }, async ({ h, url, check }) => {
 *     const page = await h.renderPage('pagesB/view/detail', { ... });
 *     const problems = await until(page, ['标题']);
 *     check('pagesB/view/detail (loaded)', page, problems);
 *   });
 *
 * The app loads once per process (its session store reads storage then), so each scenario file is its own process;
 * test/mini/scenarios.cjs runs them all. Last line of a scenario: `N passed, N failed`.
 */
const { spawn } = require('node:child_process');
const path = require('node:path');
const readline = require('node:readline');

const h = require('./harness.cjs');

const ROOT = path.resolve(__dirname, '..', '..');
const DIST = h.BUILT_DIR;
const PASSWORD = 'Demo@2026';
const out = (line = '') => process.stdout.write(`${line}\n`);

/** The local server on a random port with an in-memory database; resolves once it prints its URL. */
function startLocalServer(env = {}) {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'server/src/main.ts')], {
    cwd: ROOT,
    env: { ...process.env, PORT: '0', WARE_DB: ':memory:', WARE_TEST_FAULTS: '', ...env },
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  const lines = readline.createInterface({ input: child.stdout });
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('server did not start in 90 s')), 90000);
    child.once('exit', (code) => reject(new Error(`server exited with ${code}`)));
    lines.on('line', (line) => {
      try {
        const { url } = JSON.parse(line);
        if (url) {
          clearTimeout(timer);
          resolve({ url, stop: () => child.kill('SIGTERM') });
        }
      } catch {
        /* a log line */
      }
    });
  });
}

/** A wx.request responder answering from the server at `url` (same path and query); `seen` logs each request. */
function forwardTo(url, seen = []) {
  return async (req) => {
    const target = new URL(req.url);
    seen.push({ url: target, method: req.method || 'GET', data: typeof req.data === 'string' ? safeJson(req.data) : req.data, optionKeys: req.optionKeys });
    if (req.api === 'uploadFile') return forwardUpload(url + target.pathname + target.search, req);
    const method = req.method || 'GET';
    const body = method === 'GET' || req.data === undefined ? undefined : typeof req.data === 'string' ? req.data : JSON.stringify(req.data);
    const res = await fetch(url + target.pathname + target.search, { method, headers: { ...req.header }, body });
    const text = await res.text();
    let data = text;
    try {
      data = JSON.parse(text);
    } catch {
      /* not JSON */
    }
    return { statusCode: res.status, data, header: Object.fromEntries(res.headers) };
  };
}

/**
 * wx.uploadFile forwarded: the device's file (harness deviceFiles) sent as multipart under the upload's field name;
 * WeChat hands the answer's body over as text. A file the device does not have fails the upload (as no network).
 */
async function forwardUpload(target, req) {
  const bytes = h.deviceFiles.read(req.filePath);
  if (!bytes) return null;
  const body = new FormData();
  body.append(req.name || 'file', new Blob([bytes]), path.basename(req.filePath));
  const res = await fetch(target, { method: 'POST', headers: { ...req.header }, body });
  return { statusCode: res.status, data: await res.text(), header: Object.fromEntries(res.headers) };
}

function safeJson(text) {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/**
 * Signs in and stores the session as the app does (before the app loads): the password login by default; `via:
 * 'wechat'` the mini program's WeChat login (the development code `dev-wx-{username}`). The session says how it was
 * opened (signInMethod): the app renews a WeChat session with a new wx.login code, an account login with its refresh
 * credential.
 */
async function signIn(url, username, tenantId, via = 'password') {
  const tenant = tenantId ? `&tenantId=${encodeURIComponent(tenantId)}` : '';
  const res =
    via === 'wechat'
      ? await fetch(`${url}/api/weixin/wx/user/login?code=dev-wx-${encodeURIComponent(username)}${tenant}`)
      : await fetch(`${url}/api/auth/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ username, password: PASSWORD, ...(tenantId ? { tenantId } : {}) }),
        });
  const { data } = await res.json();
  h.storage.set('token', `Bearer ${data.access_token}`);
  h.storage.set('userId', data.userId);
  if (tenantId) h.storage.set('SET_TID', tenantId);
  // As the app keeps it: how the session was opened, and the account login's refresh credential.
  h.storage.set('signInMethod', via === 'wechat' ? 'wechat' : 'platform');
  if (data.refresh_token) h.storage.set('refreshToken', data.refresh_token);
}

/** How long a quiet page is given before it is looked at again: what an app's own timer brings shows meanwhile. */
const POLL_MS = 25;

/**
 * Settles the page until `wrong()` finds nothing, at most `rounds` times. A quiet page whose screen is not there yet
 * is given POLL_MS of real time before the next look (settle() returns at once on a quiet page), so a screen that a
 * timer of the app changes (a read again a second later) is waited for, not missed.
 */
async function settleUntil(page, wrong, rounds) {
  for (let i = 0; i < rounds && wrong().length; i++) {
    await page.settle();
    if (wrong().length) await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
  return wrong();
}

/** Settles the page until every text shows (or `rounds` run out); returns a problem line per missing text. */
function until(page, texts, rounds = 100) {
  const list = Array.isArray(texts) ? texts : [texts];
  return settleUntil(page, () => list.filter((t) => !page.has(t)).map((t) => `missing: ${t}`), rounds);
}

/** Settles the page while `pending()` holds (at most `rounds` times), with the same pause as `until`; true when it ended. */
async function settleWhile(page, pending, rounds = 100) {
  return (await settleUntil(page, () => (pending() ? ['pending'] : []), rounds)).length === 0;
}

/**
 * Settles the page until it shows every text of `shown` and none of `hidden` at once (a list reloading shows neither,
 * so waiting for one side alone can pass on the wrong list); returns a problem line per text on the wrong side.
 */
function showsOnly(page, shown, hidden, rounds = 100) {
  const wrong = () => [...shown.filter((t) => !page.has(t)).map((t) => `missing: ${t}`), ...hidden.filter((t) => page.has(t)).map((t) => `still shown: ${t}`)];
  return settleUntil(page, wrong, rounds);
}

/**
 * Runs one scenario file: server, session, app, then `run`; every `check` prints ok/FAIL for one screen (adding its
 * template warnings and errors to the problems) and the process exits with the count.
 */
function scenario({ name, signIn: who, via, env }, run) {
  let passed = 0;
  let failed = 0;
  const check = (label, page, problems = []) => {
    for (const w of page.templateWarnings) if (!problems.includes(`template: ${w}`)) problems.push(`template: ${w}`);
    for (const e of page.errors) if (!problems.includes(`error: ${e}`)) problems.push(`error: ${e}`);
    if (problems.length) {
      failed++;
      out(`FAIL ${label}`);
      for (const p of problems) out(`       ${p}`);
      out(`       text: ${page.text().slice(0, 400)}`);
    } else {
      passed++;
      out(`ok   ${label}`);
    }
  };
  // The request layer's interceptors take their own options (`ware`) out before Taro hands the call to wx.request.
  const layerOptionsStayInside = (requests) => {
    const leaked = requests.filter((r) => (r.optionKeys || []).includes('ware'));
    if (leaked.length) {
      failed++;
      out(`FAIL wx.request received the request layer's options: ${leaked.map((r) => r.url.pathname).join(', ')}`);
    } else {
      passed++;
      out(`ok   wx.request never received the request layer's options (${requests.length} requests)`);
    }
  };
  (async () => {
    const server = await startLocalServer(env);
    const requests = [];
    try {
      if (who) await signIn(server.url, who[0], who[1], via);
      h.loadApp(DIST);
      h.setRequestResponder(forwardTo(server.url, requests));
      await run({ h, url: server.url, check, requests });
      layerOptionsStayInside(requests);
    } finally {
      server.stop();
    }
    out(`${passed} passed, ${failed} failed`);
    process.exit(failed ? 1 : 0);
  })().catch((e) => {
    out(`${name} crashed: ${e && e.stack}`);
    out(`${passed} passed, ${failed + 1} failed`);
    process.exit(1);
  });
}

module.exports = { scenario, until, showsOnly, settleWhile, forwardTo, startLocalServer, ROOT, DIST };
