/**
 * Upload type by content (the first bytes must be those of the type claimed), the anonymous upload quota per address,
 * and member keywords that hold LIKE wildcards.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';

import { call, login, startTestServer, TestClock, type Json, type TestServer } from './support/harness.js';

const clock = new TestClock();

let server: TestServer;
before(async () => {
  server = await startTestServer({ limits: { anonymousUploadBytesPerHour: 1000, uploadBytesPerAccountPerHour: 2000, uploadBytesPerAddressPerHour: 3000 }, clock });
});
after(() => server.close());

async function upload(path: string, bytes: Uint8Array | string, type: string, name: string, token?: string): Promise<{ status: number; body: Json }> {
  const form = new FormData();
  form.append('file', new Blob([bytes], { type }), name);
  const res = await fetch(`${server.url}${path}`, { method: 'POST', body: form, headers: token ? { authorization: `Bearer ${token}` } : {} });
  return { status: res.status, body: await res.json() };
}
const ANON = '/api/storage/fileStorage/unLogin/preUpload';
const SIGNED = '/api/storage/fileStorage/preUpload';
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3, 4]);

describe('upload type by content', () => {
  it('refuses content that is not the type it claims, by mime type or by extension', async () => {
    await call(server.url, 'POST', '/__test/reset');
    const html = '<html><script>alert(1)</script></html>';
    for (const [type, name] of [['image/png', 'x.png'], ['application/octet-stream', 'x.pdf'], ['image/jpeg', 'x.jpg'], ['application/vnd.openxmlformats-officedocument.wordprocessingml.document', 'x.docx']] as const) {
      const res = await upload(ANON, html, type, name);
      assert.equal(res.status, 400, `${type}: ${JSON.stringify(res.body)}`);
      assert.match(res.body.message, /文件内容与类型不符/);
    }
    const binaryText = await upload(ANON, new Uint8Array([0x4d, 0x5a, 0, 0, 1]), 'text/plain', 'x.txt');
    assert.equal(binaryText.status, 400);
  });

  it('accepts content that is what it claims', async () => {
    await call(server.url, 'POST', '/__test/reset');
    assert.equal((await upload(ANON, PNG, 'image/png', 'a.png')).status, 200);
    assert.equal((await upload(ANON, '%PDF-1.4 x', 'application/octet-stream', 'a.pdf')).status, 200);
    assert.equal((await upload(ANON, '名称,数量\n茶,1', 'text/csv', 'a.csv')).status, 200);
  });
});

describe('anonymous upload quota', () => {
  it('an address may upload a limited number of bytes per hour without a token; signed in is not limited by it', async () => {
    await call(server.url, 'POST', '/__test/reset');
    const text = 'x'.repeat(600);
    assert.equal((await upload(ANON, text, 'text/plain', 'a.txt')).status, 200);
    const over = await upload(ANON, text, 'text/plain', 'b.txt');
    assert.equal(over.status, 429, JSON.stringify(over.body));
    assert.match(over.body.message, /匿名上传/);
    const token = await login(server.url, 'member', '1001');
    assert.equal((await upload(SIGNED, text, 'text/plain', 'c.txt', token)).status, 200);
  });
});

describe('signed-in upload quota (issue 34, finding 14)', () => {
  it('an account may upload a limited number of bytes per hour, and all accounts from one address together', async () => {
    await call(server.url, 'POST', '/__test/reset');
    clock.advance(2 * 3600_000); // the earlier tests' bytes are out of the window
    const [lonely, guest] = [await login(server.url, 'lonely'), await login(server.url, 'guest', '1001')];
    const text = 'y'.repeat(900);
    assert.equal((await upload(SIGNED, text, 'text/plain', 'a.txt', lonely)).status, 200);
    assert.equal((await upload(SIGNED, text, 'text/plain', 'b.txt', lonely)).status, 200);
    const over = await upload(SIGNED, text, 'text/plain', 'c.txt', lonely);
    assert.equal(over.status, 429, JSON.stringify(over.body));
    assert.equal(over.body.message, '本账号上传已达上限,请稍后再试');
    // Another account from the same address has its own 2000 bytes, but the address only 3000 in all.
    assert.equal((await upload(SIGNED, text, 'text/plain', 'd.txt', guest)).status, 200);
    const address = await upload(SIGNED, text, 'text/plain', 'e.txt', guest);
    assert.equal(address.status, 429);
    assert.equal(address.body.message, '该网络上传已达上限,请稍后再试');
    // An hour later the window has moved on.
    clock.advance(3600_000);
    assert.equal((await upload(SIGNED, text, 'text/plain', 'f.txt', await login(server.url, 'lonely'))).status, 200);
  });
});

describe('member keyword', () => {
  it('% and _ are plain characters, not wildcards', async () => {
    await call(server.url, 'POST', '/__test/reset');
    const token = await login(server.url, 'admin', '1001');
    const find = async (keyword: string) => (await call(server.url, 'GET', '/api/platform/members', { token, query: { keyword, size: 100 } })).body.data.totalElements as number;
    assert.ok((await find('')) > 1);
    assert.equal(await find('%'), 0);
    assert.equal(await find('_'), 0);
    assert.equal(await find('a%n'), 0);
    assert.equal(await find('subadmin'), 1);
  });
});
