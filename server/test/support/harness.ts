/** Test helpers: an in-memory server per test file, a small HTTP client, a cookie jar and the PKCE browser flow. */
import { createHash, randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, beforeEach } from 'node:test';

import { startServer, type RunningServer, type StartOptions } from '../../src/app.js';
import { openDatabase, type Db } from '../../src/db/index.js';

export const PASSWORD = 'Demo@2026';

/** Response bodies in tests: loosely typed JSON, asserted field by field. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Json = any;

export type TestServer = RunningServer;

/** A server clock the test moves forward (real time plus what `advance` added), instead of sleeping through an expiry. */
export { MovableClock as TestClock } from '../../src/clock.js';

export function startTestServer(opts: StartOptions = {}): Promise<TestServer> {
  return startServer({ port: 0, dbFile: ':memory:', faults: true, logger: false, accessTokenTtlSeconds: 120, ...opts });
}

/** The server of one test file and the tokens signed in for it; `url` is set once the file's `before` has run. */
export interface FileServer<K extends string> {
  url: string;
  tokens: Record<K, string>;
}

/**
 * One in-memory server per test file: started before the file's tests (signing in `logins`: name → [username,
 * tenantId?]), closed after them, and reset to the seed before each test, so tests never see each other's writes.
 */
export function fileServer<K extends string>(logins: Record<K, [string, string?]>, opts: StartOptions = {}): FileServer<K> {
  const file = { url: '', tokens: {} as Record<K, string> };
  let server: TestServer | undefined;
  before(async () => {
    server = await startTestServer(opts);
    file.url = server.url;
    for (const [name, [username, tenantId]] of Object.entries(logins) as [K, [string, string?]][]) file.tokens[name] = await login(file.url, username, tenantId);
  });
  after(() => server?.close());
  beforeEach(async () => {
    await call(file.url, 'POST', '/__test/reset');
  });
  return file;
}

/** A file server over a database file, with the test's own connection to it. */
export interface FileServerWithDb<K extends string> extends FileServer<K> {
  /** The database file the server runs on (a second connection may open it too). */
  dbFile: string;
  /** The test's own connection, open from the file's `before` on: rows changed here are what the server reads next. */
  readonly db: Db;
}

/**
 * `fileServer` over a temporary database file instead of memory, for tests that change rows behind the server (a
 * form's field states, a role's permissions, a template), as another process would: the file is made per test file,
 * the test's connection opened before its tests and closed, with the file, after them. `env` is set now (the seed
 * reads it when the server starts) and removed after.
 */
export function fileServerWithDb<K extends string>(name: string, logins: Record<K, [string, string?]>, opts: StartOptions & { env?: Record<string, string> } = {}): FileServerWithDb<K> {
  const { env = {}, ...start } = opts;
  Object.assign(process.env, env);
  const dbFile = path.join(tmpdir(), `ware-${name}-${process.pid}-${Date.now()}.db`);
  const file = fileServer(logins, { ...start, dbFile });
  let db: Db | undefined;
  before(() => {
    db = openDatabase(dbFile);
  });
  after(() => {
    db?.$client.close();
    for (const key of Object.keys(env)) delete process.env[key];
    for (const suffix of ['', '-wal', '-shm']) rmSync(dbFile + suffix, { force: true });
  });
  return {
    // Filled in by the before hooks: read through, never copied now.
    get url() {
      return file.url;
    },
    tokens: file.tokens,
    dbFile,
    get db(): Db {
      if (!db) throw new Error(`${name}: the database is open from the file's before hook on`);
      return db;
    },
  };
}

export interface CallOptions {
  token?: string;
  body?: unknown;
  query?: Record<string, string | number | undefined>;
  form?: Record<string, string>;
  headers?: Record<string, string>;
}

export interface CallResult<T = Json> {
  status: number;
  body: T;
  headers: Headers;
}

/** Calls the server; JSON bodies are parsed (anything else is returned as text). */
export async function call<T = Json>(
  base: string,
  method: string,
  path: string,
  opts: CallOptions = {},
): Promise<CallResult<T>> {
  const url = new URL(base + path);
  for (const [k, v] of Object.entries(opts.query ?? {})) if (v !== undefined) url.searchParams.set(k, String(v));
  const headers: Record<string, string> = { ...opts.headers };
  if (opts.token) headers.authorization = `Bearer ${opts.token}`;
  let body: string | undefined;
  if (opts.form) {
    headers['content-type'] = 'application/x-www-form-urlencoded';
    body = new URLSearchParams(opts.form).toString();
  } else if (opts.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(opts.body);
  }
  const res = await fetch(url, { method, headers, body, redirect: 'manual' });
  const text = await res.text();
  let parsed: unknown = text;
  if ((res.headers.get('content-type') ?? '').includes('json')) parsed = text ? JSON.parse(text) : null;
  return { status: res.status, body: parsed as T, headers: res.headers };
}

/** A platform session token from the password login. */
export async function login(base: string, username: string, tenantId?: string): Promise<string> {
  const res = await call(base, 'POST', '/api/auth/login', {
    body: { username, password: PASSWORD, ...(tenantId ? { tenantId } : {}) },
  });
  if (res.body?.code !== 0) throw new Error(`login ${username} failed: ${JSON.stringify(res.body)}`);
  return res.body.data.access_token as string;
}

export function decodeJwtPayload(jwt: string): Record<string, Json> {
  const part = jwt.split('.')[1];
  if (!part) throw new Error('not a JWT');
  return JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
}

/* ---- a browser: cookies and redirects ---- */

interface Cookie {
  name: string;
  value: string;
  path: string;
}

export class CookieJar {
  private cookies: Cookie[] = [];

  store(res: Response): void {
    for (const line of res.headers.getSetCookie()) {
      const [pair, ...attrs] = line.split(';');
      const eq = pair!.indexOf('=');
      const name = pair!.slice(0, eq).trim();
      const value = pair!.slice(eq + 1).trim();
      const pathAttr = attrs.map((a) => a.trim()).find((a) => a.toLowerCase().startsWith('path='));
      const path = pathAttr ? pathAttr.slice(5) : '/';
      const expired = attrs.some((a) => /^expires=thu, 01 jan 1970/i.test(a.trim()) || /^max-age=0$/i.test(a.trim()));
      this.cookies = this.cookies.filter((c) => !(c.name === name && c.path === path));
      if (!expired && value) this.cookies.push({ name, value, path });
    }
  }

  header(url: string): string {
    const { pathname } = new URL(url);
    return this.cookies
      .filter(
        (c) =>
          pathname === c.path || pathname.startsWith(c.path.endsWith('/') ? c.path : `${c.path}/`) || c.path === '/',
      )
      .map((c) => `${c.name}=${c.value}`)
      .join('; ');
  }
}

export class Browser {
  readonly jar = new CookieJar();

  async request(url: string, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    const cookie = this.jar.header(url);
    if (cookie) headers.set('cookie', cookie);
    const res = await fetch(url, { ...init, headers, redirect: 'manual' });
    this.jar.store(res);
    return res;
  }

  /** Follows redirects until one leaves `origin` or lands on a non-redirect; returns the last response and URL. */
  async follow(
    url: string,
    origin: string,
    stopAt?: (url: string) => boolean,
  ): Promise<{ res: Response; url: string }> {
    let current = url;
    for (let i = 0; i < 10; i += 1) {
      if (stopAt?.(current)) return { res: new Response(null, { status: 204 }), url: current };
      const res = await this.request(current);
      const location = res.headers.get('location');
      if (res.status >= 300 && res.status < 400 && location) {
        await res.arrayBuffer();
        current = new URL(location, current).href;
        continue;
      }
      return { res, url: current };
    }
    throw new Error(`too many redirects from ${url} (origin ${origin})`);
  }
}

export function pkcePair(): { verifier: string; challenge: string } {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
  const bytes = randomBytes(64);
  const verifier = Array.from(bytes, (b) => alphabet[b % alphabet.length]).join('');
  const challenge = createHash('sha256').update(verifier).digest('base64url');
  return { verifier, challenge };
}

export interface AuthorizeOptions {
  scene?: string;
  tenantId?: string;
  redirectUri?: string;
  state?: string;
}

export function authorizeUrl(base: string, challenge: string, opts: AuthorizeOptions = {}): string {
  const url = new URL(`${base}/oidc/auth`);
  url.searchParams.set('client_id', 'ware-mobile');
  url.searchParams.set('redirect_uri', opts.redirectUri ?? `${base}/pages/login/login`);
  url.searchParams.set('response_type', 'code');
  url.searchParams.set('scope', 'openid profile email phone');
  url.searchParams.set('state', opts.state ?? 'st-0123456789abcd');
  url.searchParams.set('code_challenge', challenge);
  url.searchParams.set('code_challenge_method', 'S256');
  url.searchParams.set('scene', opts.scene ?? 'org');
  if (opts.tenantId) url.searchParams.set('tenant_id', opts.tenantId);
  return url.href;
}

export async function tokenRequest(
  base: string,
  form: Record<string, string>,
): Promise<{ status: number; body: Json }> {
  const res = await fetch(`${base}/oidc/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(form),
  });
  return { status: res.status, body: await res.json() };
}

/**
 * The whole browser sign-in: authorize -> login page -> POST credentials -> redirects -> code -> token exchange.
 * Returns the token response (and the browser, whose provider session can be reused).
 */
export async function oidcLogin(
  base: string,
  username: string,
  opts: AuthorizeOptions & { browser?: Browser } = {},
): Promise<{ tokens: Json; browser: Browser; code: string }> {
  const browser = opts.browser ?? new Browser();
  const { verifier, challenge } = pkcePair();
  const redirectUri = opts.redirectUri ?? `${base}/pages/login/login`;
  const isRedirect = (u: string) => u.startsWith(redirectUri);
  const first = await browser.follow(authorizeUrl(base, challenge, opts), base, isRedirect);
  let landed = first.url;
  if (!isRedirect(landed)) {
    const uid = new URL(landed).pathname.split('/').pop()!;
    await first.res.text();
    const post = await browser.request(`${base}/oidc/interaction/${uid}/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ username, password: PASSWORD }),
    });
    if (post.status !== 303) throw new Error(`login POST answered ${post.status}: ${await post.text()}`);
    landed = (await browser.follow(new URL(post.headers.get('location')!, base).href, base, isRedirect)).url;
  }
  const code = new URL(landed).searchParams.get('code');
  if (!code) throw new Error(`no code in ${landed}`);
  const { status, body } = await tokenRequest(base, {
    grant_type: 'authorization_code',
    code,
    redirect_uri: redirectUri,
    client_id: 'ware-mobile',
    code_verifier: verifier,
    state: opts.state ?? 'st-0123456789abcd',
  });
  if (status !== 200) throw new Error(`token exchange ${status}: ${JSON.stringify(body)}`);
  return { tokens: body, browser, code };
}
