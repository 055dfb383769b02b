/**
 * OCR bounded and never fatal (issue 34, findings 1 and 11): a photo the engine cannot read is a 400 in Chinese and
 * the server keeps serving; a picture too large to decode (a decompression bomb) is refused from its header before
 * any decoding; a read past the time limit is refused; one caller's reads are rate-limited; the queue is bounded.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { deflateSync } from 'node:zlib';

import { call, login, startTestServer, type Json, type TestServer } from './support/harness.js';

/** A PNG signature and an IHDR chunk of the given size, then `rest` (no valid image data follows). */
function pngHeader(width: number, height: number, rest = Buffer.alloc(0)): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  const len = Buffer.alloc(4);
  len.writeUInt32BE(13);
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), len, Buffer.from('IHDR'), ihdr, Buffer.alloc(4), rest]);
}

async function ocr(url: string, token: string, image: Buffer | Blob, type = 'image/png', path = 'idCard/front') {
  const form = new FormData();
  form.append('file', image instanceof Blob ? image : new Blob([image], { type }), 'card.png');
  const res = await fetch(`${url}/api/storage/ocr/${path}`, { method: 'POST', body: form, headers: { authorization: `Bearer ${token}` } });
  return { status: res.status, body: (await res.json()) as Json };
}

async function sample(url: string, id: string): Promise<Buffer> {
  return Buffer.from(await (await fetch(`${url}/api/storage/ocr/samples/${id}`)).arrayBuffer());
}

describe('OCR failures are answered, never fatal', () => {
  let server: TestServer;
  let token = '';
  before(async () => {
    server = await startTestServer();
    token = await login(server.url, 'member', '1001');
  });
  after(() => server.close());

  it('a non-image typed image/png is a 400 in Chinese, and the server keeps serving (twice over)', async () => {
    for (const bytes of [Buffer.from('hello, not a picture'), Buffer.from('another non-image')]) {
      const res = await ocr(server.url, token, bytes);
      assert.equal(res.status, 400, JSON.stringify(res.body));
      assert.match(res.body.message, /[\u4e00-\u9fa5]/);
    }
    assert.equal((await call(server.url, 'GET', '/api/auth/clients/pub')).body.data.clientId, 'ware-mobile');
  });

  it('a genuine photo cut short is a 400, and the next genuine photo is still read', async () => {
    const full = await sample(server.url, 'dv-17101');
    const cut = await ocr(server.url, token, full.subarray(0, Math.floor(full.length / 3)));
    assert.equal(cut.status, 400, JSON.stringify(cut.body));
    const good = await ocr(server.url, token, full);
    assert.equal(good.body.code, 0, JSON.stringify(good.body));
    assert.equal(good.body.data.idNumber, '330106199003071236');
  });

  it('a 30000 x 30000 PNG of about 1 MB is refused from its header, before decoding', async () => {
    const bomb = pngHeader(30000, 30000, deflateSync(Buffer.alloc(4 * 1024 * 1024)));
    const started = process.memoryUsage().rss;
    const res = await ocr(server.url, token, bomb);
    assert.equal(res.status, 400);
    assert.match(res.body.message, /图片尺寸过大/);
    assert.ok(process.memoryUsage().rss - started < 200 * 1024 * 1024);
  });
});

describe('OCR time, rate and queue limits', () => {
  let server: TestServer;
  let member = '';
  let admin = '';
  before(async () => {
    server = await startTestServer({ limits: { ocrTimeoutMs: 1, ocrPerCallerPerMinute: 3, ocrQueue: 2 } });
    member = await login(server.url, 'member', '1001');
    admin = await login(server.url, 'admin', '1001');
  });
  after(() => server.close());

  it('a read past the time limit is refused in Chinese; one caller gets 3 reads a minute, then a clear refusal', async () => {
    const photo = await sample(server.url, 'dv-17101');
    const slow = await ocr(server.url, member, photo);
    assert.equal(slow.status, 400);
    assert.match(slow.body.message, /识别超时/);
    await ocr(server.url, member, photo);
    await ocr(server.url, member, photo);
    const fourth = await ocr(server.url, member, photo);
    assert.equal(fourth.status, 400);
    assert.match(fourth.body.message, /识别过于频繁/);
    // Another caller is not held back by the first one's count.
    assert.doesNotMatch((await ocr(server.url, admin, photo)).body.message, /识别过于频繁/);
  });
});

describe('OCR queue', () => {
  let server: TestServer;
  const tokens: string[] = [];
  before(async () => {
    server = await startTestServer({ limits: { ocrQueue: 1 } });
    for (const user of ['member', 'admin']) tokens.push(await login(server.url, user, '1001'));
  });
  after(() => server.close());

  it('holds at most the queue limit waiting: past it a caller is told to try later, not queued', async () => {
    const photo = await sample(server.url, 'dv-17101');
    const answers = await Promise.all([ocr(server.url, tokens[0]!, photo), ocr(server.url, tokens[1]!, photo), ocr(server.url, tokens[0]!, photo)]);
    assert.equal(answers.filter((a) => a.body.code === 0).length, 2, JSON.stringify(answers.map((a) => a.body.message)));
    const refused = answers.find((a) => a.body.code !== 0)!;
    assert.equal(refused.status, 400);
    assert.match(refused.body.message, /识别繁忙/);
  });
});
