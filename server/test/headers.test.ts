/**
 * Security headers on the H5, the API, the identity provider and files, and the CORS allow-list (http/headers.ts).
 */
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';

import { startTestServer, type TestServer } from './support/harness.js';

const SHELL_SCRIPT = "document.documentElement.dataset.shell = '1';";
const h5Dir = mkdtempSync(path.join(tmpdir(), 'ware-h5-'));
writeFileSync(path.join(h5Dir, 'index.html'), `<!DOCTYPE html><html><head><script>${SHELL_SCRIPT}</script><script src="/js/app.js"></script></head><body></body></html>`);

let server: TestServer;
before(async () => {
  server = await startTestServer({ h5Dir, corsOrigins: ['http://dev.example:10087'] });
});
after(async () => {
  await server.close();
  rmSync(h5Dir, { recursive: true, force: true });
});

const get = (p: string, headers: Record<string, string> = {}, method = 'GET') => fetch(server.url + p, { method, headers, redirect: 'manual' });

describe('headers', () => {
  it('the H5 gets a CSP without unsafe-eval that allows its inline script by hash, and cannot be framed elsewhere', async () => {
    for (const p of ['/', '/platform/index']) {
      const res = await get(p);
      const csp = res.headers.get('content-security-policy') ?? '';
      assert.ok(!csp.includes("'unsafe-eval'"), csp);
      // WebAssembly (the scan screen's decoder) compiles; strings are still never evaluated.
      assert.match(csp, /frame-ancestors 'self'/);
      // The portal's web view may frame https pages and the platform's own, nothing else.
      assert.match(csp, /frame-src 'self' https:;/);
      assert.match(csp, /script-src 'self' 'wasm-unsafe-eval' 'sha256-/);
      assert.ok(csp.includes(`'sha256-${createHash('sha256').update(SHELL_SCRIPT).digest('base64')}'`), csp);
      assert.equal(res.headers.get('x-content-type-options'), 'nosniff');
      assert.equal(res.headers.get('x-frame-options'), 'SAMEORIGIN');
      assert.ok(res.headers.get('referrer-policy'));
    }
  });

  it('API answers, the identity provider and its login page carry nosniff, Referrer-Policy and frame-ancestors', async () => {
    for (const p of ['/api/auth/clients/pub', '/api/nope', '/oidc/.well-known/openid-configuration']) {
      const res = await get(p);
      assert.equal(res.headers.get('x-content-type-options'), 'nosniff', p);
      assert.equal(res.headers.get('referrer-policy'), 'same-origin', p);
      assert.match(res.headers.get('content-security-policy') ?? '', /frame-ancestors 'self'/, p);
    }
  });
});

describe('CORS', () => {
  it('answers its own origin and the configured ones, not any other', async () => {
    const own = new URL(server.url).origin;
    for (const origin of [own, 'http://dev.example:10087']) {
      const res = await get('/api/auth/clients/pub', { origin });
      assert.equal(res.headers.get('access-control-allow-origin'), origin);
    }
    const evil = await get('/api/auth/clients/pub', { origin: 'https://evil.example' });
    assert.equal(evil.headers.get('access-control-allow-origin'), null);
    assert.equal(evil.headers.get('access-control-allow-credentials'), null);
    const preflight = await get('/api/auth/login', { origin: 'https://evil.example', 'access-control-request-method': 'POST' }, 'OPTIONS');
    assert.equal(preflight.headers.get('access-control-allow-origin'), null);
  });
});
