/**
 * The content service: document library, comments, scores, collections, articles.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import { call, fileServer } from './support/harness.js';

const server = fileServer({
  admin: ['admin', '1001'],
  member: ['member', '1001'],
  member2: ['member', '1002'],
  guest: ['guest', '1001'],
  lonely: ['lonely'],
});
const tokens = server.tokens;
const HANDBOOK_FILE = 'ceb73b78d6513662e4c4ed756bf700f8';

describe('document library', () => {
  it('detail: a member of the organisation reads a document with its file, counts, score and collection state', async () => {
    const res = await call(server.url, 'GET', '/api/cms/documentLib/detail', { token: tokens.member, query: { id: 'doc-handbook' } });
    assert.equal(res.status, 200, JSON.stringify(res.body));
    const d = res.body.data;
    assert.equal(d.title, '员工手册');
    assert.equal(d.fileId, HANDBOOK_FILE);
    assert.equal(d.fileType, 'pdf');
    assert.equal(d.contentType, 'application/pdf');
    assert.ok(d.size > 100);
    assert.equal(d.commentCount, 1);
    assert.deepEqual(d.score, { documentId: 'doc-handbook', average: 5, count: 1, myScore: null });
    assert.equal(d.collected, false);
    assert.equal(d.member, true);
    assert.equal(d.createdBy.nickname, '王管理');
    // The file really is a PDF.
    // A private document's file: its URLs carry a ticket (data/files.ts).
    const file = await fetch(d.downloadUrl);
    assert.equal(file.status, 200);
    assert.match(file.headers.get('content-disposition') ?? '', /^attachment/);
    assert.equal(Buffer.from(await file.arrayBuffer()).subarray(0, 5).toString(), '%PDF-');
  });

  it('tenant isolation: another organisation\'s private document is 404 数据不存在; no token is 401', async () => {
    const foreign = await call(server.url, 'GET', '/api/cms/documentLib/detail', { token: tokens.member2, query: { id: 'doc-handbook' } });
    assert.equal(foreign.status, 404);
    assert.equal(foreign.body.detail, '数据不存在');
    const other = await call(server.url, 'GET', '/api/cms/documentLib/detail', { token: tokens.member, query: { id: 'doc-contract' } });
    assert.equal(other.status, 404);
    const none = await call(server.url, 'GET', '/api/cms/documentLib/detail', { query: { id: 'doc-handbook' } });
    assert.equal(none.status, 401);
    const lonely = await call(server.url, 'GET', '/api/cms/documentLib/detail', { token: tokens.lonely, query: { id: 'doc-handbook' } });
    assert.equal(lonely.status, 403);
    assert.equal(lonely.body.code, 'TENANT_REQUIRED');
    const bad = await call(server.url, 'GET', '/api/cms/documentLib/detail', { token: tokens.member });
    assert.equal(bad.status, 400);
  });

  it('a public document is readable by anyone, but only members may interact', async () => {
    const anon = await call(server.url, 'GET', '/api/cms/documentLib/unLoginDetail', { query: { id: 'doc-poster' } });
    assert.equal(anon.status, 200, JSON.stringify(anon.body));
    assert.equal(anon.body.data.fileType, 'png');
    assert.equal(anon.body.data.member, false);
    const priv = await call(server.url, 'GET', '/api/cms/documentLib/unLoginDetail', { query: { id: 'doc-handbook' } });
    assert.equal(priv.status, 403);
    assert.deepEqual([priv.body.code, priv.body.message], ['LOGIN_REQUIRED', '该文档需登录后查看']);
    const missing = await call(server.url, 'GET', '/api/cms/documentLib/unLoginDetail', { query: { id: 'doc-nope' } });
    assert.equal(missing.status, 404);
    const elsewhere = await call(server.url, 'GET', '/api/cms/documentLib/detail', { token: tokens.member2, query: { id: 'doc-poster' } });
    assert.equal(elsewhere.status, 200);
    assert.equal(elsewhere.body.data.member, false);
    const lonely = await call(server.url, 'GET', '/api/cms/documentLib/detail', { token: tokens.lonely, query: { id: 'doc-poster' } });
    assert.equal(lonely.status, 200);
    const fav = await call(server.url, 'POST', '/api/cms/collection/add', { token: tokens.member2, body: { documentId: 'doc-poster' } });
    assert.equal(fav.status, 404);
  });

  it('findByIds keeps the order asked and leaves out unknown and foreign ids', async () => {
    const res = await call(server.url, 'GET', '/api/cms/documentLib/findByIds', { token: tokens.member, query: { ids: 'doc-notes,doc-contract,nope,doc-handbook' } });
    assert.equal(res.status, 200);
    assert.deepEqual(res.body.data.map((d: { id: string }) => d.id), ['doc-notes', 'doc-handbook']);
  });

  it('preDownload names a document\'s file or a bare stored file; read count goes up by one', async () => {
    const doc = await call(server.url, 'GET', '/api/cms/documentLib/preDownload', { token: tokens.member, query: { id: 'doc-notes' } });
    assert.equal(doc.status, 200, JSON.stringify(doc.body));
    assert.equal(doc.body.data.name, '会议纪要.txt');
    assert.match(doc.body.data.downloadUrl, /\/api\/file\/fileoperation\/download\?fileId=203c44cfa5f619781ff1e7ffb4d64855&isDownload=1&ticket=\d+\.[\w-]+$/);
    const file = await call(server.url, 'GET', '/api/cms/documentLib/preDownload', { token: tokens.member, query: { fileId: HANDBOOK_FILE } });
    assert.equal(file.status, 200);
    assert.equal(file.body.data.documentId, null);
    assert.equal(file.body.data.fileType, 'pdf');
    const anonPrivate = await call(server.url, 'GET', '/api/cms/documentLib/preDownload', { query: { id: 'doc-notes' } });
    assert.equal(anonPrivate.status, 403);
    const both = await call(server.url, 'GET', '/api/cms/documentLib/preDownload', { query: { id: 'doc-notes', fileId: HANDBOOK_FILE } });
    assert.equal(both.status, 400);
    const unknown = await call(server.url, 'GET', '/api/cms/documentLib/preDownload', { query: { fileId: 'f'.repeat(32) } });
    assert.equal(unknown.status, 404);

    const before = (await call(server.url, 'GET', '/api/cms/documentLib/detail', { token: tokens.member, query: { id: 'doc-notes' } })).body.data.readCount;
    const counted = await call(server.url, 'POST', '/api/cms/documentLib/documentReadCount', { token: tokens.member, body: { id: 'doc-notes' } });
    assert.equal(counted.body.data.readCount, before + 1);
    const anonCount = await call(server.url, 'POST', '/api/cms/documentLib/documentReadCount', { body: { id: 'doc-poster' } });
    assert.equal(anonCount.status, 200);
    const refused = await call(server.url, 'POST', '/api/cms/documentLib/documentReadCount', { body: { id: 'doc-notes' } });
    assert.equal(refused.status, 403);
  });

  it('counts a viewer once per day, signed in or not (issue 34, finding 16)', async () => {
    const count = (token?: string) => call(server.url, 'POST', '/api/cms/documentLib/documentReadCount', { ...(token ? { token } : {}), body: { id: 'doc-poster' } });
    const first = (await count()).body.data.readCount;
    for (let i = 0; i < 5; i += 1) assert.equal((await count()).body.data.readCount, first, 'the same address again');
    assert.equal((await count(tokens.member)).body.data.readCount, first + 1, 'another viewer');
    assert.equal((await count(tokens.member)).body.data.readCount, first + 1);
  });
});

describe('collections, comments and scores', () => {
  it('favourite and unfavourite (idempotent), per user', async () => {
    const add = () => call(server.url, 'POST', '/api/cms/collection/add', { token: tokens.member, body: { documentId: 'doc-handbook' } });
    assert.deepEqual((await add()).body.data, { documentId: 'doc-handbook', collected: true });
    assert.equal((await add()).status, 200);
    const mine = await call(server.url, 'GET', '/api/cms/documentLib/detail', { token: tokens.member, query: { id: 'doc-handbook' } });
    assert.equal(mine.body.data.collected, true);
    const admin = await call(server.url, 'GET', '/api/cms/documentLib/detail', { token: tokens.admin, query: { id: 'doc-handbook' } });
    assert.equal(admin.body.data.collected, false);
    const del = await call(server.url, 'DELETE', '/api/cms/collection/delete', { token: tokens.member, body: { documentId: 'doc-handbook' } });
    assert.deepEqual(del.body.data, { documentId: 'doc-handbook', collected: false });
    const again = await call(server.url, 'GET', '/api/cms/documentLib/detail', { token: tokens.member, query: { id: 'doc-handbook' } });
    assert.equal(again.body.data.collected, false);
    const byQuery = await call(server.url, 'DELETE', '/api/cms/collection/delete', { token: tokens.member, query: { documentId: 'doc-handbook' } });
    assert.equal(byQuery.status, 200);
    const anon = await call(server.url, 'POST', '/api/cms/collection/add', { body: { documentId: 'doc-handbook' } });
    assert.equal(anon.status, 401);
  });

  it('comments: validated (1-140 after trimming), newest first, paged, foreign organisation refused', async () => {
    const add = (content: string, token = tokens.member) => call(server.url, 'POST', '/api/cms/comment/add', { token, body: { documentId: 'doc-handbook', content } });
    const empty = await add('   ');
    assert.equal(empty.status, 400);
    assert.match(empty.body.message, /请输入评论内容/);
    const long = await add('字'.repeat(141));
    assert.equal(long.status, 400);
    assert.match(long.body.message, /评论不能超过140个字/);
    const okAdd = await add(`  ${'好'.repeat(140)}  `);
    assert.equal(okAdd.status, 200, JSON.stringify(okAdd.body));
    assert.equal(okAdd.body.data.content.length, 140);
    assert.equal(okAdd.body.data.mine, true);
    assert.equal(okAdd.body.data.user.nickname, '张成员');
    const list = await call(server.url, 'GET', '/api/cms/comment/list', { token: tokens.member, query: { documentId: 'doc-handbook', size: 1 } });
    assert.equal(list.body.data.totalElements, 2);
    assert.equal(list.body.data.content[0].id, okAdd.body.data.id);
    assert.equal(list.body.data.last, false);
    const page2 = await call(server.url, 'GET', '/api/cms/comment/list', { token: tokens.member, query: { documentId: 'doc-handbook', size: 1, page: 2 } });
    assert.equal(page2.body.data.content[0].content, '请大家认真阅读第三章。');
    assert.equal(page2.body.data.content[0].mine, false);
    assert.equal(page2.body.data.last, true);
    assert.equal((await add('越权', tokens.member2)).status, 404);
    const foreignList = await call(server.url, 'GET', '/api/cms/comment/list', { token: tokens.member2, query: { documentId: 'doc-handbook' } });
    assert.equal(foreignList.status, 404);
  });

  it('scores: 1-5 integers, one per user (re-scoring replaces), average and count', async () => {
    const score = (value: unknown, token = tokens.member) => call(server.url, 'POST', '/api/cms/score/add', { token, body: { documentId: 'doc-handbook', score: value } });
    assert.equal((await score(0)).status, 400);
    assert.equal((await score(6)).status, 400);
    assert.equal((await score(2.5)).status, 400);
    const first = await score(2);
    assert.deepEqual(first.body.data, { documentId: 'doc-handbook', average: 3.5, count: 2, myScore: 2 });
    const again = await score(4);
    assert.deepEqual(again.body.data, { documentId: 'doc-handbook', average: 4.5, count: 2, myScore: 4 });
    const mine = await call(server.url, 'GET', '/api/cms/score/selectByDocumentId', { token: tokens.member, query: { documentId: 'doc-handbook' } });
    assert.equal(mine.body.data.myScore, 4);
    const list = await call(server.url, 'GET', '/api/cms/score/list', { token: tokens.member, query: { documentId: 'doc-handbook' } });
    assert.equal(list.body.data.length, 2);
    assert.equal(list.body.data[0].user.nickname, '张成员');
    assert.equal((await score(3, tokens.member2)).status, 404);
  });
});

describe('articles', () => {
  it('the service agreement is readable without a token; unknown ids are 404', async () => {
    const res = await call(server.url, 'GET', '/api/cms/content/article/detailsById', { query: { id: 'service-agreement' } });
    assert.equal(res.status, 200);
    assert.equal(res.body.data.title, 'Ware 平台服务协议');
    assert.match(res.body.data.content, /<h2>一、总则<\/h2>/);
    const missing = await call(server.url, 'GET', '/api/cms/content/article/detailsById', { query: { id: 'nope' } });
    assert.equal(missing.status, 404);
  });
});
