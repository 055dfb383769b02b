'use strict';
/**
 * The document pages in their loaded states, not signed in: application login, service
 * agreement, a public document, a private one (asks to sign in), a download page.
 */
const { runCases } = require('../documents-cases.cjs');
const { scenario } = require('../scenario.cjs');

scenario({ name: 'documents-anonymous' }, (ctx) =>
  runCases(ctx, [
    { route: 'pagesB/view/login', query: { appId: 'app-auth-required' }, expect: ['需登录应用', '该应用需要登录后才能使用', '《服务协议》'] },
    { route: 'pagesB/view/serviceAgreement', query: {}, expect: ['Ware 平台服务协议', '一、总则'] },
    { route: 'pagesB/view/preview', query: { id: 'doc-poster' }, expect: ['产品海报', '类型：PNG', '登录后可收藏、评分和评论'] },
    { route: 'pagesB/view/preview', query: { id: 'doc-handbook' }, expect: ['该文档需登录后查看', '去登录'] },
    { route: 'pagesB/view/download', query: { fileId: 'e4ec73be43ff0a3f46cf4e20c1ec6eec', name: '海报.png' }, expect: ['海报.png', '类型：PNG', '下载文件'] },
  ], 'anonymous'),
);
