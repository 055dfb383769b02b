'use strict';
/**
 * The portal and community pages signed in as member of 1001: the portal with its blocks, a portal page by id, the
 * community list, an article (album, favourite, stars, comments; a tap on 发送 with a blank box), the video page
 * and a refused web-view address.
 */
const { runCases } = require('../documents-cases.cjs');
const { scenario } = require('../scenario.cjs');

scenario({ name: 'portal', signIn: ['member', '1001'] }, (ctx) =>
  runCases(ctx, [
    { route: 'portal/index', query: {}, expect: ['本周五下午 3 点召开季度经营分析会，请各部门负责人准时参加。', '常用应用', '公开报名', '新闻动态', '2025 年度经营回顾与新年展望', '会员日 全场满 199 减 50', '制度文件', '员工手册', '公司宣传片'] },
    { route: 'portal/page', query: { id: 'pt-portal-1001-news' }, expect: ['更多新闻请进入社区查看。', '全部文章', '食堂新菜单征集意见', '推荐阅读', '会议纪要', '视频专区'] },
    { route: 'pagesA/community/lists', query: {}, expect: ['全部', '文章', '动态', '食堂新菜单征集意见', '周末徒步活动照片分享', '2025 年度经营回顾与新年展望', '128 阅读', '+1'] },
    // 阅读全文 shows only when the article is measured taller than its cut (ui ReadMore, a selector query): the
    // simulator lays nothing out, so it is not expected here; the H5 e2e (portal.spec) checks the cut and the button.
    { route: 'pagesA/community/detail', query: { id: 'pt-art-1' }, expect: ['2025 年度经营回顾与新年展望', '129 阅读', '收藏', '评分：4 分（1 人评分）', '★', '评论（1）', '张成员'], tap: '发送', afterTap: ['请输入评论内容'] },
    { route: 'portal/videoPreview', query: { id: 'pt-cos-1001-intro' }, expect: ['公司宣传片'] },
    { route: 'portal/webView', query: { url: 'http://www.example.com/' }, expect: ['该地址不允许在应用内打开', '仅支持 https 地址和本平台的页面'] },
  ], 'member'),
);
