/**
 * Demo portal data (server/README.md "Portal"): for each organisation a front page with every block type, a second
 * page of news in 1001, community articles and posts with albums, a comment and a score, rich texts, an advert slot,
 * a directory of the document library, and a short video (WebM, VP8, 8 s, made with ffmpeg's test pattern and shipped
 * in seed/assets) that the file service streams with range requests. Called from seed/index.ts after seedCms.
 */
import { readFileSync } from 'node:fs';

import { tinyPng } from './cms.js';
import { cmsArticles, cmsComments, cmsScores } from '../db/cms.js';
import type { Db } from '../db/index.js';
import { adSlots, contentObjects, documentDirItems, documentDirs, portals, richTexts } from '../db/portal.js';
import { files } from '../db/schema.js';
import { demoFileId } from '../util.js';

const TENANT_A = '1001';
const TENANT_B = '1002';
const ADMIN = '10001';
const MEMBER = '10003';
const CREATED = '2026-02-01T08:00:00.000Z';
const at = (day: number) => `2026-02-${String(day).padStart(2, '0')}T09:00:00.000Z`;

/** Fixed 24-hex-digit file ids of the portal's files (`9a7` + a number). */
const portalFileId = (n: number): string => demoFileId('portal', n);

const PORTAL_IDS = {
  front1001: 'pt-portal-1001',
  news1001: 'pt-portal-1001-news',
  front1002: 'pt-portal-1002',
  video1001: 'pt-cos-1001-intro',
  video1002: 'pt-cos-1002-intro',
  richText1001: 'pt-rt-1001-intro',
  richText1002: 'pt-rt-1002-intro',
  adSlot: 'portal-home',
} as const;

const VIDEO = (): Buffer => readFileSync(new URL('./assets/demo-video.webm', import.meta.url));
const VIDEO_SECONDS = 8;

const png = (w: number, h: number) => () => tinyPng(w, h);
const SEEDED_FILES = [
  { n: 1, tenantId: TENANT_A, name: '轮播-新品发布.png', contentType: 'image/png', data: png(320, 140) },
  { n: 2, tenantId: TENANT_A, name: '轮播-年会.png', contentType: 'image/png', data: png(320, 141) },
  { n: 3, tenantId: TENANT_A, name: '轮播-招聘.png', contentType: 'image/png', data: png(320, 142) },
  { n: 4, tenantId: TENANT_A, name: '广告-会员日.png', contentType: 'image/png', data: png(320, 80) },
  { n: 5, tenantId: TENANT_A, name: '公司宣传片.webm', contentType: 'video/webm', data: VIDEO },
  { n: 6, tenantId: TENANT_A, name: '宣传片封面.png', contentType: 'image/png', data: png(192, 108) },
  { n: 7, tenantId: TENANT_A, name: '活动-1.png', contentType: 'image/png', data: png(120, 120) },
  { n: 8, tenantId: TENANT_A, name: '活动-2.png', contentType: 'image/png', data: png(120, 121) },
  { n: 9, tenantId: TENANT_A, name: '活动-3.png', contentType: 'image/png', data: png(120, 122) },
  { n: 10, tenantId: TENANT_A, name: '活动-4.png', contentType: 'image/png', data: png(120, 123) },
  { n: 11, tenantId: TENANT_B, name: '轮播-贸易.png', contentType: 'image/png', data: png(320, 140) },
  { n: 12, tenantId: TENANT_B, name: '广告-采购节.png', contentType: 'image/png', data: png(320, 80) },
  { n: 13, tenantId: TENANT_B, name: '贸易宣传片.webm', contentType: 'video/webm', data: VIDEO },
];

const LONG_TEXT = [
  '<h2>年度经营回顾</h2>',
  '<p>2025 年，演示科技在华东、华南两大区域实现销售额同比增长 12%，新签约客户 186 家，客户满意度保持在 4.6 分以上。',
  '这一成绩离不开每一位同事的努力，也离不开客户与合作伙伴的信任与支持。</p>',
  '<p>在产品方面，我们完成了低代码平台 3.0 的发布，新增了流程审批、数据看板、移动门户等能力，帮助客户把线下流程搬到线上，',
  '平均为每家客户节省了 30% 的表单处理时间。在服务方面，我们建立了 7×24 小时的客户支持体系，响应时间缩短到 15 分钟以内。</p>',
  '<p>2026 年，我们将继续聚焦制造、零售、物流三大行业，深化行业解决方案，持续打磨产品体验。我们也将加大人才引进与培养力度，',
  '完善晋升通道与激励机制，让每一位同事都能在这里成长。新的一年，让我们携手并进，再创佳绩！</p>',
  '<h2>致谢</h2>',
  '<p>感谢过去一年里每一位加班赶项目的工程师、奔波在客户现场的销售与实施同事、默默保障后方的财务与行政伙伴。',
  '正是大家的坚持与协作，让我们在充满挑战的市场环境中依然交出了一份令人满意的答卷。</p>',
  '<p><strong>附：</strong>年会将于 2 月 14 日在杭州举行，请各部门提前报名；报名表见<a href="https://www.example.com/annual">年会报名</a>。</p>',
].join('');

const ARTICLES = [
  { id: 'pt-art-1', tenantId: TENANT_A, kind: 'article', title: '2025 年度经营回顾与新年展望', content: LONG_TEXT, images: [7, 8, 9, 10], authorId: ADMIN, readCount: 128, day: 10 },
  { id: 'pt-art-2', tenantId: TENANT_A, kind: 'post', title: '周末徒步活动照片分享', content: '<p>上周末销售部组织了西湖群山徒步，大家一起走完了 12 公里，风景很美！</p>', images: [8, 9], authorId: MEMBER, readCount: 36, day: 12 },
  { id: 'pt-art-4', tenantId: TENANT_A, kind: 'post', title: '食堂新菜单征集意见', content: '<p>行政部正在征集下季度食堂菜单的意见，欢迎在评论区留言。</p>', images: [], authorId: MEMBER, readCount: 12, day: 14 },
  { id: 'pt-art-101', tenantId: TENANT_B, kind: 'article', title: '演示贸易 2026 采购节预告', content: '<p>3 月采购节即将开幕，重点品类八折起。</p>', images: [], authorId: ADMIN, readCount: 9, day: 11 },
] as const;

const banner = (fileNs: number[], titles: string[], links: string[]) => ({
  type: 'banner',
  items: fileNs.map((n, i) => ({ fileId: portalFileId(n), title: titles[i], link: links[i] ?? '' })),
});

const FRONT_1001 = [
  { id: 'pt-b-notice', type: 'notice', text: '本周五下午 3 点召开季度经营分析会，请各部门负责人准时参加。' },
  { id: 'pt-b-banner', ...banner([1, 2, 3], ['新品发布会', '2026 年会', '春季招聘'], ['/pagesA/community/detail?id=pt-art-1', '', '']) },
  { id: 'pt-b-apps', type: 'apps', title: '常用应用', appIds: ['app-open', 'app-visit', 'app-expense', 'app-closed'] },
  { id: 'pt-b-rich', type: 'richText', title: '公司简介', richTextIds: [PORTAL_IDS.richText1001] },
  { id: 'pt-b-articles', type: 'articles', title: '新闻动态', articleIds: ['pt-art-1', 'pt-art-2', 'pt-art-4'] },
  { id: 'pt-b-ad', type: 'ad', uniqueKey: PORTAL_IDS.adSlot },
  { id: 'pt-b-docs', type: 'documents', title: '制度文件', dirId: 'pt-dir-1001-policies' },
  { id: 'pt-b-video', type: 'video', title: '公司宣传片', cosId: PORTAL_IDS.video1001 },
];

const NEWS_1001 = [
  { id: 'pt-b-news-notice', type: 'notice', text: '更多新闻请进入社区查看。' },
  { id: 'pt-b-news-list', type: 'articles', title: '全部文章', size: 10 },
  // Chosen documents and videos by ids (documentLib/findByIds, cos/findByIds); 1002's contract is never shown here.
  { id: 'pt-b-news-docs', type: 'documents', title: '推荐阅读', documentIds: ['doc-notes', 'doc-contract', 'doc-handbook'] },
  { id: 'pt-b-news-videos', type: 'video', title: '视频专区', cosIds: [PORTAL_IDS.video1001] },
];

const FRONT_1002 = [
  { id: 'pt-b2-notice', type: 'notice', text: '演示贸易 2026 采购节 3 月开幕。' },
  { id: 'pt-b2-banner', ...banner([11], ['采购节'], ['']) },
  { id: 'pt-b2-apps', type: 'apps', title: '常用应用', appIds: ['app-trade'] },
  { id: 'pt-b2-rich', type: 'richText', title: '关于我们', richTextIds: [PORTAL_IDS.richText1002] },
  { id: 'pt-b2-articles', type: 'articles', title: '公司新闻', size: 5 },
  { id: 'pt-b2-ad', type: 'ad', uniqueKey: PORTAL_IDS.adSlot },
  { id: 'pt-b2-docs', type: 'documents', title: '合同模板', dirId: 'pt-dir-1002-contracts' },
  { id: 'pt-b2-video', type: 'video', title: '贸易宣传片', cosId: PORTAL_IDS.video1002 },
];

export function seedPortal(db: Db): void {
  db.insert(files)
    .values(SEEDED_FILES.map((f) => {
      const data = f.data();
      return { id: portalFileId(f.n), tenantId: f.tenantId, userId: ADMIN, name: f.name, contentType: f.contentType, size: data.length, data, createdAt: CREATED };
    }))
    .run();
  db.insert(portals)
    .values([
      { id: PORTAL_IDS.front1001, tenantId: TENANT_A, name: '演示科技门户', isDefault: true, blocks: FRONT_1001, updatedAt: CREATED },
      { id: PORTAL_IDS.news1001, tenantId: TENANT_A, name: '新闻中心', isDefault: false, blocks: NEWS_1001, updatedAt: CREATED },
      { id: PORTAL_IDS.front1002, tenantId: TENANT_B, name: '演示贸易门户', isDefault: true, blocks: FRONT_1002, updatedAt: CREATED },
    ])
    .run();
  db.insert(richTexts)
    .values([
      {
        id: PORTAL_IDS.richText1001,
        tenantId: TENANT_A,
        content: '<p>演示科技有限公司成立于 2018 年，专注于<strong>企业数字化</strong>服务。</p><ul><li>低代码平台</li><li>移动办公</li></ul>',
        updatedBy: ADMIN,
        updatedAt: CREATED,
      },
      { id: PORTAL_IDS.richText1002, tenantId: TENANT_B, content: '<p>演示贸易有限公司：<em>诚信经营</em>，服务全国客户。</p>', updatedBy: ADMIN, updatedAt: CREATED },
    ])
    .run();
  db.insert(adSlots)
    .values([
      {
        tenantId: TENANT_A,
        uniqueKey: PORTAL_IDS.adSlot,
        name: '门户首页广告位',
        ads: [{ id: 'pt-ad-1', title: '会员日 全场满 199 减 50', fileId: portalFileId(4), link: '/pagesA/community/lists' }],
      },
      { tenantId: TENANT_B, uniqueKey: PORTAL_IDS.adSlot, name: '门户首页广告位', ads: [{ id: 'pt-ad-101', title: '采购节 八折起', fileId: portalFileId(12), link: '' }] },
    ])
    .run();
  db.insert(contentObjects)
    .values([
      { id: PORTAL_IDS.video1001, tenantId: TENANT_A, kind: 'video', title: '公司宣传片', fileId: portalFileId(5), coverFileId: portalFileId(6), duration: VIDEO_SECONDS, createdAt: CREATED },
      { id: PORTAL_IDS.video1002, tenantId: TENANT_B, kind: 'video', title: '贸易宣传片', fileId: portalFileId(13), coverFileId: null, duration: VIDEO_SECONDS, createdAt: CREATED },
    ])
    .run();
  db.insert(documentDirs)
    .values([
      { id: 'pt-dir-1001-policies', tenantId: TENANT_A, name: '制度文件', parentId: null },
      { id: 'pt-dir-1002-contracts', tenantId: TENANT_B, name: '合同模板', parentId: null },
    ])
    .run();
  db.insert(documentDirItems)
    .values([
      { dirId: 'pt-dir-1001-policies', documentId: 'doc-handbook', sort: 1 },
      { dirId: 'pt-dir-1001-policies', documentId: 'doc-notes', sort: 2 },
      { dirId: 'pt-dir-1002-contracts', documentId: 'doc-contract', sort: 1 },
    ])
    .run();
  db.insert(cmsArticles)
    .values(ARTICLES.map((a) => ({
      id: a.id,
      tenantId: a.tenantId,
      kind: a.kind,
      title: a.title,
      content: a.content,
      isPublic: false,
      images: a.images.map(portalFileId),
      authorId: a.authorId,
      readCount: a.readCount,
      createdAt: at(a.day),
      updatedAt: at(a.day),
    })))
    .run();
  db.insert(cmsComments).values({ id: 'pt-cmt-1', tenantId: TENANT_A, documentId: 'pt-art-1', userId: MEMBER, content: '回顾写得很全面，期待年会！', createdAt: at(11) }).run();
  db.insert(cmsScores).values({ documentId: 'pt-art-1', userId: ADMIN, tenantId: TENANT_A, score: 4, createdAt: at(11), updatedAt: at(11) }).run();
}
