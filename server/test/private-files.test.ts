/**
 * File ids and private files: every id is 128 bits (new uploads random, seeded ones without order), and a file held
 * by a private document is sent only to members of its organisation (a token, or a ticket the document reads gave).
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import { call, fileServer } from './support/harness.js';

const server = fileServer({ member: ['member', '1001'], member2: ['member', '1002'] });
const tokens = server.tokens;

const download = (fileId: string, extra = '', token?: string) =>
  fetch(`${server.url}/api/file/fileoperation/download?fileId=${fileId}&isDownload=0${extra}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });

describe('file ids', () => {
  it('a new upload gets 128 random bits; seeded files have 128-bit ids in no order', async () => {
    const form = new FormData();
    form.append('file', new Blob([Buffer.from('hello')], { type: 'text/plain' }), 'a.txt');
    const res = await fetch(`${server.url}/api/storage/fileStorage/preUpload`, { method: 'POST', body: form, headers: { authorization: `Bearer ${tokens.member}` } });
    const body = (await res.json()) as { data: { fileId: string } };
    assert.match(body.data.fileId, /^[a-f0-9]{32}$/);
    const ids: string[] = [];
    for (const id of ['doc-handbook', 'doc-poster', 'doc-notes']) ids.push((await call(server.url, 'GET', '/api/cms/documentLib/detail', { token: tokens.member, query: { id } })).body.data.fileId);
    for (const id of ids) assert.match(id, /^[a-f0-9]{32}$/);
    // No shared prefix a counter would leave.
    assert.equal(new Set(ids.map((id) => id.slice(0, 8))).size, ids.length);
  });
});

describe('private files', () => {
  const handbook = async () => (await call(server.url, 'GET', '/api/cms/documentLib/detail', { token: tokens.member, query: { id: 'doc-handbook' } })).body.data;

  it('a private document’s file is refused to anyone with just the id', async () => {
    const { fileId } = await handbook();
    assert.equal((await download(fileId)).status, 403);
    assert.equal((await fetch(`${server.url}/files/${fileId}/x.pdf`)).status, 403);
    // A member of another organisation (member signed into 1002 is still a member of 1001: use the token's rights).
    assert.equal((await download(fileId, '&ticket=9999999999.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA')).status, 403);
  });

  it('a member’s token or the ticket of a document read opens it', async () => {
    const doc = await handbook();
    assert.equal((await download(doc.fileId, '', tokens.member)).status, 200);
    const viaTicket = await fetch(doc.previewUrl);
    assert.equal(viaTicket.status, 200);
    assert.equal(Buffer.from(await viaTicket.arrayBuffer()).subarray(0, 5).toString(), '%PDF-');
    // A ticket is for one file only.
    const ticket = new URL(doc.previewUrl).searchParams.get('ticket');
    const notes = (await call(server.url, 'GET', '/api/cms/documentLib/detail', { token: tokens.member, query: { id: 'doc-notes' } })).body.data;
    assert.equal((await download(notes.fileId, `&ticket=${ticket}`)).status, 403);
  });

  it('preDownload by file id tells a stranger nothing about a private file', async () => {
    const { fileId } = await handbook();
    const anonymous = await call(server.url, 'GET', '/api/cms/documentLib/preDownload', { query: { fileId } });
    assert.equal(anonymous.status, 403, JSON.stringify(anonymous.body));
    assert.equal(anonymous.body.data, null);
    const member = await call(server.url, 'GET', '/api/cms/documentLib/preDownload', { token: tokens.member, query: { fileId } });
    assert.equal(member.status, 200);
    const poster = (await call(server.url, 'GET', '/api/cms/documentLib/unLoginDetail', { query: { id: 'doc-poster' } })).body.data;
    assert.equal((await call(server.url, 'GET', '/api/cms/documentLib/preDownload', { query: { fileId: poster.fileId } })).status, 200);
    assert.equal((await download(poster.fileId)).status, 200);
  });
});
