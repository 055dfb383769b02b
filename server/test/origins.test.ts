/** Sign-in and the API from every address the H5 may be opened at: loopback names, LAN addresses, WARE_PUBLIC_URL. */
import assert from 'node:assert/strict';
import { createServer, type AddressInfo } from 'node:net';
import { after, before, describe, it } from 'node:test';

import { authorizeUrl, Browser, call, pkcePair, startTestServer, type TestServer } from './support/harness.js';
import { lanAddresses, servedOrigins, shownHost } from '../src/http/origins.js';

describe('served origins', () => {
  it('are the announced URL, the three loopback names of the port and the LAN addresses, once each', () => {
    assert.deepEqual(servedOrigins({ url: 'http://127.0.0.1:10086', port: 10086, lanHosts: ['192.168.1.23'] }), [
      'http://127.0.0.1:10086',
      'http://localhost:10086',
      'http://[::1]:10086',
      'http://192.168.1.23:10086',
    ]);
    assert.deepEqual(servedOrigins({ url: 'https://m.example.com', port: 10086, lanHosts: [] }).slice(0, 2), [
      'https://m.example.com',
      'http://127.0.0.1:10086',
    ]);
  });

  it('LAN addresses: IPv4, not internal, no repeats', () => {
    const nic = (address: string, family: 'IPv4' | 'IPv6', internal: boolean) =>
      ({ address, family, internal, netmask: '', mac: '', cidr: null }) as never;
    const found = lanAddresses({
      lo: [nic('127.0.0.1', 'IPv4', true), nic('::1', 'IPv6', true)],
      eth0: [nic('192.168.1.23', 'IPv4', false), nic('fe80::1', 'IPv6', false)],
      wlan0: [nic('10.0.0.5', 'IPv4', false), nic('192.168.1.23', 'IPv4', false)],
    });
    assert.deepEqual(found, ['192.168.1.23', '10.0.0.5']);
  });

  it('shows a bind host as a browser address', () => {
    assert.equal(shownHost('localhost'), '127.0.0.1');
    assert.equal(shownHost('0.0.0.0'), '127.0.0.1');
    assert.equal(shownHost('::'), '127.0.0.1');
    assert.equal(shownHost('::1'), '[::1]');
    assert.equal(shownHost('192.168.1.23'), '192.168.1.23');
  });
});

/** The provider sends the browser to its login page (the redirect_uri was accepted) or answers an error page. */
async function authorizeLands(base: string, origin: string): Promise<string> {
  const { challenge } = pkcePair();
  const { url } = await new Browser().follow(authorizeUrl(base, challenge, { redirectUri: `${origin}/pages/login/login` }), base);
  return new URL(url).pathname;
}

describe('sign-in at every loopback name', () => {
  let server: TestServer;
  let port: string;
  before(async () => {
    server = await startTestServer();
    port = new URL(server.url).port;
  });
  after(() => server.close());

  for (const host of ['127.0.0.1', 'localhost', '[::1]']) {
    it(`${host}: the redirect URI is registered, the server answers there, and /api allows the origin`, async () => {
      const origin = `http://${host}:${port}`;
      assert.match(await authorizeLands(origin, origin), /^\/oidc\/interaction\//);
      const res = await fetch(`${server.url}/api/auth/clients/pub`, { headers: { origin } });
      assert.equal(res.headers.get('access-control-allow-origin'), origin);
    });
  }

  it('another port or host is still refused', async () => {
    assert.doesNotMatch(await authorizeLands(server.url, 'http://localhost:1'), /^\/oidc\/interaction\//);
    assert.doesNotMatch(await authorizeLands(server.url, `http://evil.example:${port}`), /^\/oidc\/interaction\//);
    const res = await fetch(`${server.url}/api/auth/clients/pub`, { headers: { origin: `http://evil.example:${port}` } });
    assert.equal(res.headers.get('access-control-allow-origin'), null);
  });
});

describe('LAN mode', () => {
  let server: TestServer;
  before(async () => {
    server = await startTestServer({ lan: true });
  });
  after(() => server.close());

  it('listens on every interface and registers each LAN address for sign-in and /api', async (t) => {
    if (server.lanUrls.length === 0) return t.skip('this machine has no network address');
    const lan = server.lanUrls[0]!;
    const port = new URL(lan).port;
    assert.deepEqual(server.lanUrls, lanAddresses().map((a) => `http://${a}:${port}`));
    const pub = await call(lan, 'GET', '/api/auth/clients/pub');
    assert.ok(pub.body.data.redirectUris.includes(`${lan}/pages/login/login`));
    assert.match(await authorizeLands(lan, lan), /^\/oidc\/interaction\//);
    const res = await fetch(`${lan}/api/auth/clients/pub`, { headers: { origin: lan } });
    assert.equal(res.headers.get('access-control-allow-origin'), lan);
  });
});

/** A port nothing listens on right now. */
function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

describe('WARE_PUBLIC_URL', () => {
  let server: TestServer;
  let port: number;
  const saved = process.env.WARE_PUBLIC_URL;
  before(async () => {
    process.env.WARE_PUBLIC_URL = 'https://m.example.com/';
    port = await freePort();
    server = await startTestServer({ port });
  });
  after(async () => {
    if (saved === undefined) delete process.env.WARE_PUBLIC_URL;
    else process.env.WARE_PUBLIC_URL = saved;
    await server.close();
  });

  it('is announced and registered first, and the loopback names keep working', async () => {
    assert.equal(server.url, 'https://m.example.com');
    const local = `http://localhost:${port}`;
    const pub = await call(local, 'GET', '/api/auth/clients/pub');
    assert.deepEqual(pub.body.data.redirectUris.slice(0, 2), ['https://m.example.com/pages/login/login', 'https://m.example.com/']);
    assert.equal(pub.body.data.issuer, 'https://m.example.com/oidc');
    assert.match(await authorizeLands(local, local), /^\/oidc\/interaction\//);
  });
});
