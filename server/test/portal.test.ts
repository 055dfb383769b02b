/**
 * The portal service and the community: portal pages with every block type, rich texts, advert slots, content
 * objects and the video's range requests, watch records, the document directory, article lists, and comments,
 * scores and favourites on articles. Reads stay inside the caller's organisation.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import { call, fileServer } from './support/harness.js';

const server = fileServer({
  admin: ['admin', '1001'],
  admin2: ['admin', '1002'],
  member: ['member', '1001'],
  member2: ['member', '1002'],
  lonely: ['lonely'],
  guest: ['guest', '1001'],
});
const tokens = server.tokens;
const BLOCK_TYPES = ['notice', 'banner', 'apps', 'richText', 'articles', 'ad', 'documents', 'video'];

describe('portal pages', () => {
  it('each organisation\'s front page holds every block type, ready to show', async () => {
    for (const [token, id, apps] of [
      [tokens.member, 'pt-portal-1001', ['公开报名', '客户拜访', '费用报销', '已关闭应用']],
      [tokens.member2, 'pt-portal-1002', ['采购订单']],
    ] as const) {
      const res = await call(server.url, 'GET', '/api/bigtable/portal', { token });
      assert.equal(res.status, 200, JSON.stringify(res.body));
      const portal = res.body.data;
      assert.equal(portal.id, id);
      assert.deepEqual(portal.blocks.map((b: { type: string }) => b.type).sort(), [...BLOCK_TYPES].sort());
      const banner = portal.blocks.find((b: { type: string }) => b.type === 'banner');
      assert.match(banner.items[0].image, /\/api\/file\/fileoperation\/download\?fileId=[a-f0-9]{32}&isDownload=0$/);
      const grid = portal.blocks.find((b: { type: string }) => b.type === 'apps');
      assert.deepEqual(grid.apps.map((a: { name: string }) => a.name), apps);
    }
  });

  it('a page by id; another organisation\'s page is 404; no organisation is TENANT_REQUIRED; no token 401', async () => {
    const news = await call(server.url, 'GET', '/api/bigtable/portal/pt-portal-1001-news', { token: tokens.member });
    assert.equal(news.body.data.name, '新闻中心');
    const foreign = await call(server.url, 'GET', '/api/bigtable/portal/pt-portal-1002', { token: tokens.member });
    assert.equal(foreign.status, 404);
    const lonely = await call(server.url, 'GET', '/api/bigtable/portal', { token: tokens.lonely });
    assert.equal(lonely.body.code, 'TENANT_REQUIRED');
    const anon = await call(server.url, 'GET', '/api/bigtable/portal');
    assert.equal(anon.status, 401);
  });
});

describe('rich texts', () => {
  it('an organisation admin saves the portal\'s rich text, stored sanitised (scripts and handlers removed); members read it by ids', async () => {
    const payload = '<p>ok <strong>粗</strong></p><script>window.__xss=1</script><img src=x onerror="window.__xss=2">';
    const saved = await call(server.url, 'POST', '/api/bigtable/rich-texts/save', { token: tokens.admin, body: { id: 'pt-rt-1001-intro', content: payload } });
    assert.equal(saved.status, 200, JSON.stringify(saved.body));
    assert.equal(saved.body.data.content, '<p>ok <strong>粗</strong></p>');
    const read = await call(server.url, 'GET', '/api/bigtable/rich-texts', { token: tokens.member, query: { ids: 'pt-rt-1001-intro,pt-rt-1002-intro,nope' } });
    assert.deepEqual(read.body.data.map((r: { id: string }) => r.id), ['pt-rt-1001-intro']);
    assert.equal(read.body.data[0].content, '<p>ok <strong>粗</strong></p>');
    const created = await call(server.url, 'POST', '/api/bigtable/rich-texts/save', { token: tokens.admin, body: { content: '<p>新</p>' } });
    assert.match(created.body.data.id, /^rt-/);
  });

  it('a member who may submit a form saves rich text for its rich-text field, sanitised; who cannot fill it is refused', async () => {
    const field = { formId: 'form-all-controls', fieldKey: 'editor_content' };
    const saved = await call(server.url, 'POST', '/api/bigtable/rich-texts/save', {
      token: tokens.member,
      body: { ...field, content: '<p><strong>加粗</strong></p><script>alert(1)</script><p onclick="x()">段</p>' },
    });
    assert.equal(saved.status, 200, JSON.stringify(saved.body));
    assert.equal(saved.body.data.content, '<p><strong>加粗</strong></p><p>段</p>');
    const again = await call(server.url, 'POST', '/api/bigtable/rich-texts/save', { token: tokens.member, body: { ...field, id: saved.body.data.id, content: '<em>改</em>' } });
    assert.equal(again.body.data.content, '<em>改</em>');
    // The expense app is private: another organisation's member and a guest cannot fill its form, so cannot save.
    for (const token of [tokens.member2, tokens.guest]) {
      const refused = await call(server.url, 'POST', '/api/bigtable/rich-texts/save', { token, body: { formId: 'form-expense', fieldKey: 'editor_note', content: 'x' } });
      assert.equal(refused.status, 403, JSON.stringify(refused.body));
    }
    const notRich = await call(server.url, 'POST', '/api/bigtable/rich-texts/save', { token: tokens.member, body: { ...field, fieldKey: 'input_title', content: 'x' } });
    assert.equal(notRich.status, 400);
  });

  it('a member may not save; another organisation\'s id is 404', async () => {
    const member = await call(server.url, 'POST', '/api/bigtable/rich-texts/save', { token: tokens.member, body: { content: '<p>x</p>' } });
    assert.equal(member.status, 403);
    const foreign = await call(server.url, 'POST', '/api/bigtable/rich-texts/save', { token: tokens.admin, body: { id: 'pt-rt-1002-intro', content: 'x' } });
    assert.equal(foreign.status, 404);
  });
});

describe('adverts, content objects, the video and watch records', () => {
  it('an advert slot by unique key, with image URLs; unknown key 404', async () => {
    const res = await call(server.url, 'GET', '/api/ad/adSlot/findAdsByUniqueKey', { token: tokens.member, query: { uniqueKey: 'portal-home' } });
    assert.equal(res.body.data.ads[0].title, '会员日 全场满 199 减 50');
    assert.match(res.body.data.ads[0].image, /fileId=574cd5676c7d0a9523c5a81f2adc7fe8/);
    const other = await call(server.url, 'GET', '/api/ad/adSlot/findAdsByUniqueKey', { token: tokens.member2, query: { uniqueKey: 'portal-home' } });
    assert.equal(other.body.data.ads[0].title, '采购节 八折起');
    const none = await call(server.url, 'GET', '/api/ad/adSlot/findAdsByUniqueKey', { token: tokens.member, query: { uniqueKey: 'nope' } });
    assert.equal(none.status, 404);
  });

  it('the video is a WebM the file service streams by byte ranges', async () => {
    const cos = await call(server.url, 'GET', '/api/cms/cos/findById', { token: tokens.member, query: { id: 'pt-cos-1001-intro' } });
    assert.equal(cos.body.data.kind, 'video');
    assert.equal(cos.body.data.contentType, 'video/webm');
    assert.equal(cos.body.data.duration, 8);
    const whole = await fetch(cos.body.data.url);
    assert.equal(whole.headers.get('accept-ranges'), 'bytes');
    const bytes = Buffer.from(await whole.arrayBuffer());
    assert.equal(bytes.readUInt32BE(0), 0x1a45dfa3, 'EBML header');
    const part = await fetch(cos.body.data.url, { headers: { range: 'bytes=100-199' } });
    assert.equal(part.status, 206);
    assert.equal(part.headers.get('content-range'), `bytes 100-199/${bytes.length}`);
    assert.deepEqual(Buffer.from(await part.arrayBuffer()), bytes.subarray(100, 200));
    const tail = await fetch(cos.body.data.url, { headers: { range: 'bytes=-10' } });
    assert.deepEqual(Buffer.from(await tail.arrayBuffer()), bytes.subarray(bytes.length - 10));
    const past = await fetch(cos.body.data.url, { headers: { range: `bytes=${bytes.length}-` } });
    assert.equal(past.status, 416);
    const byIds = await call(server.url, 'GET', '/api/cms/cos/findByIds', { token: tokens.member, query: { ids: 'pt-cos-1002-intro,pt-cos-1001-intro' } });
    assert.deepEqual(byIds.body.data.map((c: { id: string }) => c.id), ['pt-cos-1001-intro']);
  });

  it('watch records are per user: none at first, then where the user stopped', async () => {
    const q = { cosId: 'pt-cos-1001-intro' };
    const first = await call(server.url, 'GET', '/api/cms/watchRecord/findMyWatchRecord', { token: tokens.member, query: q });
    assert.equal(first.body.data, null);
    const saved = await call(server.url, 'POST', '/api/cms/watchRecord/updateRecord', { token: tokens.member, body: { ...q, position: 3.5, duration: 8 } });
    assert.equal(saved.body.data.position, 3.5);
    const again = await call(server.url, 'GET', '/api/cms/watchRecord/findMyWatchRecord', { token: tokens.member, query: q });
    assert.equal(again.body.data.position, 3.5);
    const admin = await call(server.url, 'GET', '/api/cms/watchRecord/findMyWatchRecord', { token: tokens.admin, query: q });
    assert.equal(admin.body.data, null);
    const foreign = await call(server.url, 'POST', '/api/cms/watchRecord/updateRecord', { token: tokens.member2, body: { ...q, position: 1 } });
    assert.equal(foreign.status, 404);
    const bad = await call(server.url, 'POST', '/api/cms/watchRecord/updateRecord', { token: tokens.member, body: { ...q, position: -1 } });
    assert.equal(bad.status, 400);
  });

  it('chooseDir lists a directory\'s documents, the organisation\'s only', async () => {
    const root = await call(server.url, 'GET', '/api/cms/documentLib/chooseDir', { token: tokens.member });
    assert.deepEqual(root.body.data.dirs.map((d: { name: string }) => d.name), ['制度文件']);
    const dir = await call(server.url, 'GET', '/api/cms/documentLib/chooseDir', { token: tokens.member, query: { dirId: 'pt-dir-1001-policies' } });
    assert.deepEqual(dir.body.data.documents.map((d: { id: string }) => d.id), ['doc-handbook', 'doc-notes']);
    const foreign = await call(server.url, 'GET', '/api/cms/documentLib/chooseDir', { token: tokens.member, query: { dirId: 'pt-dir-1002-contracts' } });
    assert.equal(foreign.status, 404);
  });
});

describe('community articles', () => {
  it('list: the organisation\'s articles and posts, newest first, with album, author and counts; by kind and keyword', async () => {
    const all = await call(server.url, 'POST', '/api/cms/content/article/list', { token: tokens.member, body: { page: 1, size: 20 } });
    assert.equal(all.status, 200, JSON.stringify(all.body));
    assert.deepEqual(all.body.data.content.map((a: { id: string }) => a.id), ['pt-art-4', 'pt-art-2', 'pt-art-1']);
    const review = all.body.data.content.find((a: { id: string }) => a.id === 'pt-art-1');
    assert.equal(review.images.length, 4);
    assert.equal(review.commentCount, 1);
    assert.equal(review.author.nickname, '王管理');
    assert.ok(!review.summary.includes('<'));
    const posts = await call(server.url, 'POST', '/api/cms/content/article/list', { token: tokens.member, body: { kind: 'post' } });
    assert.deepEqual(posts.body.data.content.map((a: { id: string }) => a.id), ['pt-art-4', 'pt-art-2']);
    const found = await call(server.url, 'POST', '/api/cms/content/article/list', { token: tokens.member, body: { keyword: '徒步' } });
    assert.deepEqual(found.body.data.content.map((a: { id: string }) => a.id), ['pt-art-2']);
    const literal = await call(server.url, 'POST', '/api/cms/content/article/list', { token: tokens.member, body: { keyword: '%' } });
    assert.equal(literal.body.data.totalElements, 0);
    const other = await call(server.url, 'POST', '/api/cms/content/article/list', { token: tokens.member2, body: {} });
    assert.deepEqual(other.body.data.content.map((a: { id: string }) => a.id), ['pt-art-101']);
    const ids = await call(server.url, 'POST', '/api/cms/content/article/list/ids', { token: tokens.member, body: { ids: ['pt-art-2', 'pt-art-101', 'pt-art-1'] } });
    assert.deepEqual(ids.body.data.map((a: { id: string }) => a.id), ['pt-art-2', 'pt-art-1']);
  });

  it('detail counts a read and carries the score and favourite; the service agreement keeps its public answer', async () => {
    const detail = await call(server.url, 'GET', '/api/cms/content/article/detailsById', { token: tokens.member, query: { id: 'pt-art-1' } });
    assert.equal(detail.status, 200, JSON.stringify(detail.body));
    assert.equal(detail.body.data.readCount, 129);
    assert.deepEqual(detail.body.data.score, { documentId: 'pt-art-1', average: 4, count: 1, myScore: null });
    assert.equal(detail.body.data.collected, false);
    assert.match(detail.body.data.content, /年度经营回顾/);
    const foreign = await call(server.url, 'GET', '/api/cms/content/article/detailsById', { token: tokens.member2, query: { id: 'pt-art-1' } });
    assert.equal(foreign.status, 404);
    const agreement = await call(server.url, 'GET', '/api/cms/content/article/detailsById', { query: { id: 'service-agreement' } });
    assert.deepEqual(Object.keys(agreement.body.data).sort(), ['content', 'id', 'title', 'updateTime']);
  });

  it('comments, scores and favourites take an article id like a document id', async () => {
    const body = { documentId: 'pt-art-2' };
    const comment = await call(server.url, 'POST', '/api/cms/comment/add', { token: tokens.member, body: { ...body, content: '<img src=x onerror=alert(1)>好看' } });
    assert.equal(comment.status, 200, JSON.stringify(comment.body));
    assert.equal(comment.body.data.content, '<img src=x onerror=alert(1)>好看');
    const list = await call(server.url, 'GET', '/api/cms/comment/list', { token: tokens.member, query: body });
    assert.equal(list.body.data.totalElements, 1);
    const score = await call(server.url, 'POST', '/api/cms/score/add', { token: tokens.member, body: { ...body, score: 5 } });
    assert.deepEqual(score.body.data, { documentId: 'pt-art-2', average: 5, count: 1, myScore: 5 });
    const mine = await call(server.url, 'GET', '/api/cms/score/selectByDocumentId', { token: tokens.member, query: body });
    assert.equal(mine.body.data.myScore, 5);
    const scores = await call(server.url, 'GET', '/api/cms/score/list', { token: tokens.member, query: body });
    assert.equal(scores.body.data[0].user.nickname, '张成员');
    const fav = await call(server.url, 'POST', '/api/cms/collection/add', { token: tokens.member, body });
    assert.equal(fav.body.data.collected, true);
    const detail = await call(server.url, 'GET', '/api/cms/content/article/detailsById', { token: tokens.member, query: { id: 'pt-art-2' } });
    assert.equal(detail.body.data.collected, true);
    assert.equal(detail.body.data.commentCount, 1);
    const unfav = await call(server.url, 'DELETE', '/api/cms/collection/delete', { token: tokens.member, query: body });
    assert.equal(unfav.body.data.collected, false);
    const foreign = await call(server.url, 'POST', '/api/cms/comment/add', { token: tokens.member2, body: { ...body, content: 'x' } });
    assert.equal(foreign.status, 404);
    const agreement = await call(server.url, 'POST', '/api/cms/score/add', { token: tokens.member, body: { documentId: 'service-agreement', score: 3 } });
    assert.equal(agreement.status, 404);
  });
});
