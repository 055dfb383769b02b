'use strict';
/**
 * The document pages signed in as member: a private document with favourite / score / comments and its score
 * records (issue 36), the comment page with a tap on 发表 with a blank box, a download page.
 */
const { runCases } = require('../documents-cases.cjs');
const { scenario } = require('../scenario.cjs');

scenario({ name: 'documents-member', signIn: ['member', '1001'] }, (ctx) =>
  runCases(ctx, [
    { route: 'pagesB/view/preview', query: { id: 'doc-handbook' }, expect: ['员工手册', '类型：PDF', '打开文档', '收藏', '评论 (1)', '★'], tap: '评分记录', afterTap: ['5 分 · 1 人评分', '王管理 ★★★★★'] },
    { route: 'pagesB/view/comment', query: { id: 'doc-handbook' }, expect: ['员工手册', '请大家认真阅读第三章。', '共 1 条评论'], tap: '发表', afterTap: ['请输入评论内容'] },
    { route: 'pagesB/view/download', query: { id: 'doc-notes' }, expect: ['会议纪要', '会议纪要.txt', '下载文件'] },
  ], 'member'),
);
