/** unLogin/qrcode-upload: the code in a picture, read without a token; pictures without a code or not pictures are refused. */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { before, describe, it } from 'node:test';

import { prepareZXingModule, writeBarcode } from 'zxing-wasm/writer';

import { fileServer, type Json } from './support/harness.js';
import { NO_CODE_MESSAGE, QR_IMAGE_LIMIT_BYTES } from '../src/routes/qrcode-upload.js';

const server = fileServer({});
const PATH = '/api/storage/fileStorage/unLogin/qrcode-upload';
const require = createRequire(import.meta.url);

before(async () => {
  await prepareZXingModule({ overrides: { wasmBinary: readFileSync(require.resolve('zxing-wasm/writer/zxing_writer.wasm')).buffer as ArrayBuffer }, fireImmediately: true });
});

async function picture(text: string, format: 'QRCode' | 'Code128' = 'QRCode'): Promise<Blob> {
  const written = await writeBarcode(text, { format, scale: 4 });
  assert.equal(written.error, '');
  return written.image!;
}

async function send(file: Blob, name = 'code.png') {
  const form = new FormData();
  form.set('file', file, name);
  const res = await fetch(`${server.url}${PATH}`, { method: 'POST', body: form });
  return { status: res.status, body: (await res.json()) as Json };
}

describe('POST /storage/fileStorage/unLogin/qrcode-upload', () => {
  it('answers the QR code of a picture, without a token', async () => {
    const res = await send(await picture('ware://device/dv-17001'));
    assert.equal(res.status, 200);
    assert.deepEqual(res.body.data, { text: 'ware://device/dv-17001', format: 'QRCode' });
  });

  it('reads Chinese text and 1-D codes too', async () => {
    assert.equal((await send(await picture('巡检点 A-3'))).body.data.text, '巡检点 A-3');
    assert.deepEqual((await send(await picture('WARE-0042', 'Code128'))).body.data, { text: 'WARE-0042', format: 'Code128' });
  });

  it('refuses a picture without a code, a file that is not a picture, an oversized one and a non-multipart request', async () => {
    // A 1x1 grey PNG: a picture, but no code in it.
    const onePixel = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAAAAAA6fptVAAAACklEQVR4nGP4DwABAQEAWk1v8QAAAABJRU5ErkJggg==', 'base64');
    const none = await send(new Blob([onePixel], { type: 'image/png' }));
    assert.deepEqual([none.status, none.body.message], [400, NO_CODE_MESSAGE]);
    const text = await send(new Blob(['ware://device/dv-17001'], { type: 'text/plain' }), 'code.txt');
    assert.equal(text.status, 400);
    const big = await send(new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), new Uint8Array(QR_IMAGE_LIMIT_BYTES)], { type: 'image/png' }));
    assert.equal(big.status, 400);
    assert.match(big.body.message, /不能超过/);
    const json = await fetch(`${server.url}${PATH}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    assert.equal(json.status, 400);
  });
});
