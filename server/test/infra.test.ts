/** The shell around the services: fault switch, busy answer, unknown paths, CORS, reset, the H5 and main.ts. */
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, gzipSync } from 'node:zlib';

import { call, login, startTestServer, type TestServer } from './support/harness.js';
import { CALL_ADDITIONS, CALL_CATALOGUE } from '../../src/api/call-catalogue.js';

let server: TestServer;
let base: string;
let h5Dir: string;
/** The smallest valid WebAssembly module: magic and version. */
const WASM = Buffer.from([0x00, 0x61, 0x73, 0x6d, 0x01, 0x00, 0x00, 0x00]);
const HASHED_SCRIPT = `console.log(${JSON.stringify('哈希'.repeat(400))})`;

before(async () => {
  h5Dir = mkdtempSync(path.join(tmpdir(), 'ware-h5-'));
  writeFileSync(path.join(h5Dir, 'index.html'), '<!doctype html><title>Ware H5</title><div id="app"></div>');
  mkdirSync(path.join(h5Dir, 'js'));
  writeFileSync(path.join(h5Dir, 'js', 'app.js'), 'console.log(1)');
  // What the production build writes: a content-hashed script with its .br and .gz, and index.html's .gz.
  const hashed = path.join(h5Dir, 'js', 'app.1a2b3c4d.js');
  writeFileSync(hashed, HASHED_SCRIPT);
  writeFileSync(`${hashed}.br`, brotliCompressSync(HASHED_SCRIPT));
  writeFileSync(`${hashed}.gz`, gzipSync(HASHED_SCRIPT));
  writeFileSync(path.join(h5Dir, 'index.html.gz'), gzipSync(readFileSync(path.join(h5Dir, 'index.html'))));
  // The scan decoder's wasm, under its package version as the build copies it (config/index.ts).
  mkdirSync(path.join(h5Dir, 'static', 'zxing', '3.1.4'), { recursive: true });
  writeFileSync(path.join(h5Dir, 'static', 'zxing', '3.1.4', 'zxing_reader.wasm'), WASM);
  server = await startTestServer({ h5Dir });
  base = server.url;
});
after(async () => {
  await server.close();
  rmSync(h5Dir, { recursive: true, force: true });
});

describe('fault switch', () => {
  it('forces a status and body on the next N matching calls, then clears', async () => {
    const path = '/api/dict/dictArea/get';
    const set = await call(base, 'POST', '/__test/faults', { body: { path: '/api/dict', times: 2, status: 500 } });
    assert.equal(set.body.code, 0);
    for (let i = 0; i < 2; i += 1) {
      const res = await call(base, 'GET', path);
      assert.equal(res.status, 500);
      assert.deepEqual(res.body, { code: 500, message: '服务器繁忙', data: null });
    }
    assert.equal((await call(base, 'GET', path)).status, 200);
  });

  it('with exact, matches only that path, not the longer ones it starts', async () => {
    await call(base, 'POST', '/__test/faults', { body: { path: '/api/dict/dictArea', exact: true, status: 500 } });
    assert.equal((await call(base, 'GET', '/api/dict/dictArea/get')).status, 200);
    const pending = await call(base, 'GET', '/__test/faults');
    assert.equal(pending.body.data.pending.length, 1);
    await call(base, 'DELETE', '/__test/faults');
    await call(base, 'POST', '/__test/faults', { body: { path: '/api/dict/dictArea/get', exact: true, status: 500 } });
    assert.equal((await call(base, 'GET', '/api/dict/dictArea/get')).status, 500);
  });

  it('forces body codes ("4010", -109) with HTTP 200, a detail, and matches the method', async () => {
    await call(base, 'POST', '/__test/faults', { body: { path: '/api/platform/joined-organizations', method: 'get', code: '4010', message: 'token过期,请重新登录' } });
    const expired = await call(base, 'GET', '/api/platform/joined-organizations', { headers: { origin: 'http://127.0.0.1:10087' } });
    assert.deepEqual([expired.status, expired.body.code, expired.body.message], [200, '4010', 'token过期,请重新登录']);
    assert.equal(expired.headers.get('access-control-allow-origin'), 'http://127.0.0.1:10087');
    await call(base, 'POST', '/__test/faults', { body: { path: '/api/dict', method: 'POST', code: -109 } });
    assert.equal((await call(base, 'GET', '/api/dict/dictArea/get')).status, 200); // GET does not match
    await call(base, 'DELETE', '/__test/faults');
    await call(base, 'POST', '/__test/faults', { body: { path: '/api/ware-engine/apps', status: 404, message: '数据不存在', detail: '数据不存在' } });
    const missing = await call(base, 'GET', '/api/ware-engine/apps/app-open');
    assert.deepEqual(missing.body, { code: 404, message: '数据不存在', data: null, detail: '数据不存在' });
  });

  it('delays, and drops the connection', async () => {
    await call(base, 'POST', '/__test/faults', { body: { path: '/api/dict', delayMs: 300 } });
    const started = Date.now();
    assert.equal((await call(base, 'GET', '/api/dict/dictArea/get')).status, 200);
    assert.ok(Date.now() - started >= 280);
    await call(base, 'POST', '/__test/faults', { body: { path: '/api/dict', drop: true } });
    await assert.rejects(fetch(`${base}/api/dict/dictArea/get`), /fetch failed/);
    assert.equal((await call(base, 'GET', '/api/dict/dictArea/get')).status, 200);
  });

  it('also applies to the identity provider', async () => {
    await call(base, 'POST', '/__test/faults', { body: { path: '/oidc/token', status: 503 } });
    const res = await fetch(`${base}/oidc/token`, { method: 'POST' });
    assert.equal(res.status, 503);
  });

  it('validates fault input', async () => {
    const res = await call(base, 'POST', '/__test/faults', { body: { path: 'no-slash', times: 0 } });
    assert.equal(res.status, 400);
    assert.match(res.body.message, /path/);
  });

  it('resets the data to the seed', async () => {
    const token = await login(base, 'lonely');
    await call(base, 'POST', '/api/platform/org-invitation-code/accept', { token, body: { code: 'TMOPEN26' } });
    assert.equal((await call(base, 'GET', '/api/platform/joined-organizations', { token })).body.data.length, 1);
    assert.equal((await call(base, 'POST', '/__test/reset')).body.code, 0);
    assert.equal((await call(base, 'GET', '/api/platform/joined-organizations', { token })).body.data.length, 0);
  });
});

describe('busy (-109)', () => {
  it('answers body code -109 when too many API requests are in flight', async () => {
    process.env.WARE_MAX_IN_FLIGHT = '1';
    const busy = await startTestServer();
    delete process.env.WARE_MAX_IN_FLIGHT;
    try {
      await call(busy.url, 'POST', '/__test/faults', { body: { path: '/api/dict', delayMs: 1000 } });
      const slow = call(busy.url, 'GET', '/api/dict/dictArea/get');
      // The slow call is in flight once it has taken its fault (the busy count comes first).
      while ((await call(busy.url, 'GET', '/__test/faults')).body.data.pending.length > 0);
      const second = await call(busy.url, 'GET', '/api/auth/clients/pub');
      assert.equal(second.status, 200);
      assert.equal(second.body.code, -109);
      assert.equal((await slow).body.code, 0);
      assert.equal((await call(busy.url, 'GET', '/api/auth/clients/pub')).body.code, 0);
    } finally {
      await busy.close();
    }
  });
});

describe('HTTP shell', () => {
  it('answers an unknown API path with 404 API接口不存在', async () => {
    for (const [method, p] of [['GET', '/api/nope'], ['POST', '/api/ware-engine/nope'], ['GET', '/api']] as const) {
      const res = await call(base, method, p);
      assert.equal(res.status, 404, p);
      assert.deepEqual(res.body, { code: 404, message: 'API接口不存在', data: null });
    }
  });

  it('allows cross-origin API calls (dev servers on other ports)', async () => {
    const res = await fetch(`${base}/api/auth/clients/pub`, {
      method: 'OPTIONS',
      headers: { origin: 'http://127.0.0.1:10087', 'access-control-request-method': 'GET', 'access-control-request-headers': 'authorization' },
    });
    assert.equal(res.status, 204);
    assert.equal(res.headers.get('access-control-allow-origin'), 'http://127.0.0.1:10087');
  });

  it('serves the H5 with history fallback; reserved prefixes never fall back', async () => {
    for (const p of ['/', '/platform/index', '/app/index?appId=app-open', '/abc', '/pages/login/login?code=x']) {
      const res = await fetch(`${base}${p}`);
      assert.equal(res.status, 200, p);
      assert.match(await res.text(), /<title>Ware H5<\/title>/, p);
    }
    const asset = await fetch(`${base}/js/app.js`);
    assert.equal(await asset.text(), 'console.log(1)');
    assert.equal((await fetch(`${base}/files/${'a'.repeat(24)}`)).status, 404);
    assert.equal((await fetch(`${base}/__test/nope`)).status, 404);
    assert.equal((await fetch(`${base}/oidc/nope`)).status, 404);
  });

  it('caches content-hashed files for a year and revalidates the rest, index.html first', async () => {
    const hashed = await fetch(`${base}/js/app.1a2b3c4d.js`);
    assert.equal(hashed.headers.get('cache-control'), 'public, max-age=31536000, immutable');
    for (const p of ['/js/app.js', '/', '/platform/index']) {
      const res = await fetch(`${base}${p}`);
      assert.equal(res.headers.get('cache-control'), 'no-cache', p);
    }
  });

  it('sends the scan decoder\'s versioned wasm as application/wasm, cached for a year (so it compiles while it downloads)', async () => {
    const wasm = await fetch(`${base}/static/zxing/3.1.4/zxing_reader.wasm`);
    assert.equal(wasm.headers.get('content-type'), 'application/wasm');
    assert.equal(wasm.headers.get('cache-control'), 'public, max-age=31536000, immutable');
    assert.deepEqual(Buffer.from(await wasm.arrayBuffer()), WASM);
  });

  it('sends the precompressed file the browser accepts, the plain one otherwise', async () => {
    const br = await fetch(`${base}/js/app.1a2b3c4d.js`, { headers: { 'accept-encoding': 'br' } });
    assert.equal(br.headers.get('content-encoding'), 'br');
    assert.equal(await br.text(), HASHED_SCRIPT);
    const gz = await fetch(`${base}/js/app.1a2b3c4d.js`, { headers: { 'accept-encoding': 'gzip' } });
    assert.equal(gz.headers.get('content-encoding'), 'gzip');
    const plain = await fetch(`${base}/js/app.1a2b3c4d.js`, { headers: { 'accept-encoding': 'identity' } });
    assert.equal(plain.headers.get('content-encoding'), null);
    assert.equal(await plain.text(), HASHED_SCRIPT);
    // The history fallback serves index.html's compressed copy too.
    const page = await fetch(`${base}/platform/index`, { headers: { 'accept-encoding': 'gzip' } });
    assert.equal(page.headers.get('content-encoding'), 'gzip');
    assert.match(await page.text(), /<title>Ware H5<\/title>/);
  });

  it('explains how to build the H5 when it is missing', async () => {
    const empty = mkdtempSync(path.join(tmpdir(), 'ware-h5-empty-'));
    const bare = await startTestServer({ h5Dir: empty });
    try {
      const res = await fetch(`${bare.url}/platform/index`);
      assert.equal(res.status, 200);
      assert.match(await res.text(), /npm run build:h5/);
      // Test routes exist only with faults on.
      const noFaults = await startTestServer({ h5Dir: empty, faults: false });
      assert.equal((await fetch(`${noFaults.url}/__test/reset`, { method: 'POST' })).status, 404);
      await noFaults.close();
    } finally {
      await bare.close();
      rmSync(empty, { recursive: true, force: true });
    }
  });
});

describe('server/README.md', () => {
  const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8');
  const documented = new Set([...readme.matchAll(/^\| (GET|POST|PUT|DELETE) \| `([^`]+)` \|/gm)].map((m) => `${m[1]} ${m[2]}`));
  const registered = () =>
    new Set(server.routes.filter((r) => r.url !== '/*' && r.url !== '/').map((r) => `${r.method} ${r.url.replace(/:(\w+)/g, '{$1}')}`));

  it('documents every registered route', () => {
    assert.deepEqual([...registered()].filter((r) => !documented.has(r)), [], 'add these to the README endpoint tables');
  });

  it('documents no route that does not exist', () => {
    const routes = registered();
    assert.deepEqual([...documented].filter((r) => !routes.has(r)), []);
  });
});

/**
 * The client's call catalogue (src/api/call-catalogue.ts; test/unit/call-catalogue.test.ts holds it to the calls
 * the client makes): every call made, an entry without a gap or never mark or an addition, is a route here. The
 * identity provider's endpoints (`{idp}/...`) are the provider's own, mounted at /oidc (oidc.test.ts).
 */
describe('the client\'s call catalogue', () => {
  const segments = (p: string) => p.split('/').map((s) => (/^(\{\w*\}|:\w+)$/.test(s) ? '*' : s));
  const served = (method: string, p: string) => {
    const want = segments(`/api${p}`);
    return server.routes.some((r) => {
      const have = segments(r.url);
      return r.method === method && have.length === want.length && have.every((s, i) => s === want[i] || s === '*' || want[i] === '*');
    });
  };

  it('every call the client makes is served', () => {
    const made = [...CALL_CATALOGUE.filter((e) => e.path && !e.gap && !e.never), ...CALL_ADDITIONS];
    const api = made.filter((e) => !e.path.startsWith('{idp}'));
    assert.ok(api.length > 150);
    assert.deepEqual(api.filter((e) => !e.method || !served(e.method, e.path)).map((e) => `${e.method} ${e.path}`), []);
  });

  it('the check names a call nobody serves', () => {
    assert.equal(served('GET', '/platform/members/{id}'), true);
    assert.equal(served('GET', '/platform/no-such-call'), false);
    assert.equal(served('DELETE', '/platform/my-profile'), false);
  });
});

describe('main.ts', () => {
  it('prints one JSON line with the URL when PORT=0, serves, and closes on SIGTERM', async () => {
    const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
      cwd: repo,
      env: { ...process.env, PORT: '0', WARE_DB: ':memory:', WARE_TEST_FAULTS: '' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    const line = await new Promise<string>((resolve, reject) => {
      child.stdout.on('data', (chunk: Buffer) => {
        out += chunk.toString();
        if (out.includes('\n')) resolve(out.split('\n')[0]!);
      });
      child.once('exit', (code) => reject(new Error(`exited ${code}`)));
    });
    const { url } = JSON.parse(line) as { url: string };
    assert.match(url, /^http:\/\/127\.0\.0\.1:\d+$/);
    assert.equal((await call(url, 'GET', '/api/auth/clients/pub')).body.data.clientId, 'ware-mobile');
    const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    assert.equal(await exited, 0);
    assert.equal(out.trim().split('\n').length, 1, `stdout: ${out}`);
  });
});
