/**
 * The local platform server for component tests that must meet the real thing: started as a child on a random port
 * with an in-memory database and the fault switch on (as the e2e fixtures do), with a tiny HTTP client (jsdom has no
 * fetch), a cookie jar and the provider's browser flow, and an adapter that routes the app's Taro.request to it.
 */
import http from 'node:http';

import type { FakeRequest } from './taro';
import { spawnServer } from '../../support/spawn-server';

export interface RealServer {
  url: string;
  stop(): void;
}

export async function startRealServer(env: Record<string, string> = {}): Promise<RealServer> {
  const { url, stop } = await spawnServer(env);
  return { url, stop };
}

export interface HttpAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  text: string;
  json: unknown;
}

/** One HTTP exchange, no redirects followed. */
export function httpCall(method: string, url: string, headers: Record<string, string> = {}, body?: string): Promise<HttpAnswer> {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method, headers: { ...headers, ...(body !== undefined ? { 'content-length': String(Buffer.byteLength(body)) } : {}) } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        let json: unknown = null;
        try {
          json = text ? JSON.parse(text) : null;
        } catch {
          json = null;
        }
        resolve({ status: res.statusCode ?? 0, headers: res.headers, text, json });
      });
    });
    req.on('error', reject);
    if (body !== undefined) req.write(body);
    req.end();
  });
}

export const postJson = (url: string, body: unknown, headers: Record<string, string> = {}) =>
  httpCall('POST', url, { 'content-type': 'application/json', ...headers }, JSON.stringify(body));

/** Taro.request for the app, sent to the real server (the app builds URLs on its own origin: that is replaced). */
export function toRealServer(server: RealServer, seen: FakeRequest[] = []) {
  return async (req: FakeRequest) => {
    seen.push(req);
    const target = new URL(req.url);
    const url = server.url + target.pathname + target.search;
    const method = (req.method ?? 'GET').toUpperCase();
    const headers: Record<string, string> = {};
    for (const [k, v] of Object.entries(req.header ?? {})) headers[k] = v;
    let body: string | undefined;
    let full = url;
    if (method === 'GET') {
      if (req.data && typeof req.data === 'object') {
        const q = new URLSearchParams(Object.entries(req.data as Record<string, unknown>).map(([k, v]) => [k, String(v)]));
        if ([...q].length) full += (full.includes('?') ? '&' : '?') + q.toString();
      }
    } else if (req.data !== undefined) {
      body = typeof req.data === 'string' ? req.data : JSON.stringify(req.data);
    }
    const res = await httpCall(method, full, headers, body);
    return { statusCode: res.status, data: res.json };
  };
}

/** The provider's login in a "browser": authorize, the login form, back to the redirect URI with code and state. */
export async function browserSignIn(authorizeUrl: string, username: string, password: string): Promise<URL> {
  const jar = new Map<string, string>();
  const cookieHeader = () => [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
  const keep = (res: HttpAnswer) => {
    const set = res.headers['set-cookie'] ?? [];
    for (const line of set) {
      const [pair] = line.split(';');
      const at = pair!.indexOf('=');
      jar.set(pair!.slice(0, at).trim(), pair!.slice(at + 1).trim());
    }
  };
  let url = authorizeUrl;
  let posted = false;
  for (let hop = 0; hop < 12; hop += 1) {
    const res = await httpCall('GET', url, { cookie: cookieHeader() });
    keep(res);
    if (res.status >= 300 && res.status < 400) {
      const next = new URL(res.headers.location!, url);
      if (next.pathname === '/pages/login/login' || next.pathname === '/') return next;
      url = next.toString();
      continue;
    }
    if (res.status === 200 && !posted && url.includes('/interaction/')) {
      posted = true;
      const login = await httpCall(
        'POST',
        `${url}/login`,
        { cookie: cookieHeader(), 'content-type': 'application/x-www-form-urlencoded' },
        new URLSearchParams({ username, password }).toString(),
      );
      keep(login);
      url = new URL(login.headers.location!, url).toString();
      continue;
    }
    throw new Error(`sign-in stopped at ${url} with HTTP ${res.status}`);
  }
  throw new Error('too many redirects');
}
