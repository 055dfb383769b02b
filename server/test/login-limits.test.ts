/**
 * Sign-in limits per address and per username from an address (oidc/throttle.ts), and a lookup that takes the same
 * time for an unknown username as for a known one. Requests come from two loopback addresses (127.0.0.1, 127.0.0.2),
 * the way two machines would reach the server.
 */
import assert from 'node:assert/strict';
import { request } from 'node:http';
import { after, before, describe, it } from 'node:test';

import { call, PASSWORD, startTestServer, type Json, type TestServer } from './support/harness.js';

/** POST /api/auth/login from a given local address. */
function loginFrom(base: string, localAddress: string, username: string, password: string): Promise<{ status: number; body: Json }> {
  const url = new URL(`${base}/api/auth/login`);
  const payload = JSON.stringify({ username, password });
  return new Promise((resolve, reject) => {
    const req = request(
      { host: url.hostname, port: url.port, path: url.pathname, method: 'POST', localAddress, headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: JSON.parse(text) }));
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

const STRANGER = '127.0.0.2';
const OWNER = '127.0.0.1';
const LOCKED = '登录失败次数过多,请稍后再试';

describe('login throttling', () => {
  let server: TestServer;
  before(async () => {
    server = await startTestServer();
  });
  after(() => server.close());

  it('a stranger failing 5 times locks only their own attempts, not the owner elsewhere', async () => {
    await call(server.url, 'POST', '/__test/reset');
    for (let i = 0; i < 5; i += 1) await loginFrom(server.url, STRANGER, 'member', 'wrong');
    const stranger = await loginFrom(server.url, STRANGER, 'member', PASSWORD);
    assert.equal(stranger.body.message, LOCKED);
    const owner = await loginFrom(server.url, OWNER, 'member', PASSWORD);
    assert.equal(owner.body.code, 0, JSON.stringify(owner.body));
  });

  it('a spray of many usernames from one address stops at the address limit', async () => {
    await call(server.url, 'POST', '/__test/reset');
    const answers: string[] = [];
    for (let i = 0; i < 40; i += 1) answers.push((await loginFrom(server.url, STRANGER, `nobody${i}`, 'wrong')).body.message);
    assert.ok(answers.slice(0, 29).every((m) => m === '用户名或密码错误'), answers.join());
    assert.ok(answers.slice(30).every((m) => m === LOCKED), answers.join());
    // Even the right password of a real account is refused from that address now; another address is not.
    assert.equal((await loginFrom(server.url, STRANGER, 'admin', PASSWORD)).body.message, LOCKED);
    assert.equal((await loginFrom(server.url, OWNER, 'admin', PASSWORD)).body.code, 0);
  });
});

describe('user lookup time', () => {
  let server: TestServer;
  before(async () => {
    server = await startTestServer({ limits: { loginFailuresPerUser: 1000, loginFailuresPerAddress: 1000 } });
  });
  after(() => server.close());

  const median = async (username: string) => {
    const times: number[] = [];
    for (let i = 0; i < 7; i += 1) {
      const start = performance.now();
      await loginFrom(server.url, OWNER, username, 'wrong-password');
      times.push(performance.now() - start);
    }
    return times.sort((a, b) => a - b)[3]!;
  };

  it('an unknown username takes about as long as a known one (the password hash is checked either way)', async () => {
    await median('admin');
    const known = await median('admin');
    const unknown = await median('no-such-user-xyz');
    assert.ok(unknown > known * 0.5, `known ${known.toFixed(1)} ms, unknown ${unknown.toFixed(1)} ms`);
  });
});
