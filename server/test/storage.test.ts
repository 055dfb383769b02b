/** Storage (uploads, limits, download) and the area dictionary. */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';

import { call, login, startTestServer, type Json, type TestServer } from './support/harness.js';

let server: TestServer;
let base: string;
let token: string;

before(async () => {
  server = await startTestServer();
  base = server.url;
  token = await login(base, 'member', '1001');
});
after(() => server.close());

async function upload(path: string, file: Blob, name: string, authToken?: string) {
  const form = new FormData();
  form.set('file', file, name);
  const res = await fetch(`${base}${path}`, {
    method: 'POST',
    body: form,
    headers: authToken ? { authorization: `Bearer ${authToken}` } : {},
  });
  return { status: res.status, body: (await res.json()) as Json };
}

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3, 4]);

describe('uploads', () => {
  it('uploads signed in and downloads it back, inline or as attachment', async () => {
    const res = await upload('/api/storage/fileStorage/preUpload', new Blob([PNG], { type: 'image/png' }), '现场照片.png', token);
    assert.equal(res.status, 200);
    assert.equal(res.body.code, 0);
    const { fileId, url, size, contentType, name } = res.body.data;
    assert.match(fileId, /^[a-f0-9]{32}$/);
    assert.deepEqual([size, contentType, name], [PNG.length, 'image/png', '现场照片.png']);
    const inline = await fetch(url);
    assert.equal(inline.headers.get('content-type'), 'image/png');
    assert.match(inline.headers.get('content-disposition') ?? '', /^inline/);
    assert.deepEqual(new Uint8Array(await inline.arrayBuffer()), PNG);
    const attachment = await fetch(`${base}/api/file/fileoperation/download?fileId=${fileId}&isDownload=1`);
    assert.match(attachment.headers.get('content-disposition') ?? '', /^attachment; filename\*=UTF-8''%E7%8E%B0/);
    const plain = await fetch(res.body.data.fileUrl);
    assert.equal(plain.status, 200);
  });

  it('uploads without a token at unLogin/preUpload; the signed-in one needs a token', async () => {
    const anon = await upload('/api/storage/fileStorage/unLogin/preUpload', new Blob(['hello'], { type: 'text/plain' }), 'a.txt');
    assert.equal(anon.body.code, 0);
    const refused = await upload('/api/storage/fileStorage/preUpload', new Blob(['hello'], { type: 'text/plain' }), 'a.txt');
    assert.equal(refused.status, 401);
  });

  it('saveReturnId keeps the name with isNamed=1 (else names the file by its id) and needs a token', async () => {
    const pdf = new Blob([new TextEncoder().encode('%PDF-1.4\n%%EOF\n')], { type: 'application/pdf' });
    const named = await upload('/api/storage/fileStorage/saveReturnId?isNamed=1', pdf, '合同.pdf', token);
    assert.equal(named.status, 200, JSON.stringify(named.body));
    assert.equal(named.body.data.name, '合同.pdf');
    assert.match(named.body.data.id, /^[a-f0-9]{32}$/);
    const plain = await upload('/api/storage/fileStorage/saveReturnId', pdf, '合同.pdf', token);
    assert.equal(plain.body.data.name, `${plain.body.data.id}.pdf`);
    assert.equal((await upload('/api/storage/fileStorage/saveReturnId?isNamed=1', pdf, '合同.pdf')).status, 401);
  });

  it('unLogin/saveFile: an anonymous attachment only on a form that takes anonymous submissions', async () => {
    const file = new Blob([PNG], { type: 'image/png' });
    const open = await upload('/api/storage/fileStorage/unLogin/saveFile?appId=app-open&formId=form-open', file, '附件.png');
    assert.equal(open.status, 200, JSON.stringify(open.body));
    assert.equal(open.body.data.name, '附件.png');
    assert.equal((await upload('/api/storage/fileStorage/unLogin/saveFile?appId=app-auth-required&formId=form-auth-required', file, 'a.png')).status, 403);
    assert.equal((await upload('/api/storage/fileStorage/unLogin/saveFile?appId=app-open&formId=form-nope', file, 'a.png')).status, 404);
    assert.equal((await upload('/api/storage/fileStorage/unLogin/saveFile', file, 'a.png')).status, 400);
  });

  it('resolves a generic content type by extension, and refuses a disallowed type', async () => {
    const byExt = await upload('/api/storage/fileStorage/unLogin/preUpload', new Blob(['%PDF-1.4'], { type: 'application/octet-stream' }), 'x.pdf');
    assert.equal(byExt.body.data.contentType, 'application/pdf');
    const exe = await upload('/api/storage/fileStorage/unLogin/preUpload', new Blob(['MZ'], { type: 'application/x-msdownload' }), 'x.exe');
    assert.equal(exe.status, 400);
    assert.match(exe.body.message, /不支持的文件类型/);
  });

  it('refuses a file over 20 MiB, an empty one, and a non-multipart request', async () => {
    const big = await upload('/api/storage/fileStorage/unLogin/preUpload', new Blob([new Uint8Array(20 * 1024 * 1024 + 1)], { type: 'image/png' }), 'big.png');
    assert.equal(big.status, 400);
    assert.equal(big.body.message, '文件大小不能超过20MB');
    const empty = await upload('/api/storage/fileStorage/unLogin/preUpload', new Blob([], { type: 'image/png' }), 'e.png');
    assert.equal(empty.status, 400);
    const json = await call(base, 'POST', '/api/storage/fileStorage/unLogin/preUpload', { body: { file: 'x' } });
    assert.equal(json.status, 400);
  });

  it('validates download input and 404s an unknown file', async () => {
    assert.equal((await call(base, 'GET', '/api/file/fileoperation/download', { query: { fileId: 'nope' } })).status, 400);
    const missing = await call(base, 'GET', '/api/file/fileoperation/download', { query: { fileId: 'a'.repeat(32) } });
    assert.equal(missing.status, 404);
    assert.equal(missing.body.detail, '数据不存在');
  });
});

describe('area dictionary', () => {
  it('lists provinces, then the children of a code', async () => {
    const provinces = await call(base, 'GET', '/api/dict/dictArea/get');
    assert.deepEqual(provinces.body.data.map((a: { name: string }) => a.name), ['北京市', '浙江省', '广东省']);
    const cities = await call(base, 'GET', '/api/dict/dictArea/get', { query: { parentCode: '330000' } });
    assert.deepEqual(cities.body.data.map((a: { name: string }) => a.name), ['杭州市', '宁波市']);
    assert.equal(cities.body.data[0].level, 2);
  });

  it('400s a malformed code, 404s an unknown one, 401s a bad token', async () => {
    assert.equal((await call(base, 'GET', '/api/dict/dictArea/get', { query: { parentCode: 'abc' } })).status, 400);
    assert.equal((await call(base, 'GET', '/api/dict/dictArea/get', { query: { parentCode: '999999' } })).status, 404);
    assert.equal((await call(base, 'GET', '/api/dict/dictArea/get', { token: 'bad' })).status, 401);
  });
});
