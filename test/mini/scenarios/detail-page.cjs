'use strict';
/**
 * The Detail page signed in as admin in 1001: a ticket with its actions (edit, copy, print, custom
 * button, delete), change log, collaborators, comments and 关联数据 (both seeded rows: the admin reads both); taps the custom button (the function runs on the server,
 * the record reloads with 已处理) and 邀请协作 (the member picker lists the members). Then a new ticket's form: its
 * 关联数据 section, whose 添加关联 lists the registers to pick.
 */
const { scenario, until } = require('../scenario.cjs');

scenario({ name: 'detail-page', signIn: ['admin', '1001'] }, async ({ h, check }) => {
  const query = { appId: 'app-tickets', formId: 'form-tickets', dataId: 'data-tickets-1' };
  const page = await h.renderPage('pagesB/view/detail', query, { timeoutMs: 8000 });
  const problems = await until(page, ['TICKETS-2026-0001', '工单标题', '待处理', '编辑', '复制', '打印', '标记已处理', '删除', '变更记录', '暂无变更记录', '协作人', '邀请协作', '评论', '关联数据', '关联登记', '访客登记', '内部会议', '添加关联']);
  await page.tapText('标记已处理');
  if ((await until(page, ['已处理', '执行了按钮'])).length) problems.push('custom button: the record did not reload with 已处理 and its change log');
  await page.tapText('邀请协作');
  if ((await until(page, '李子管')).length) problems.push('invite: the member picker did not list the members');
  check('pagesB/view/detail?appId=app-tickets&dataId=data-tickets-1 (actions, change log, collaborators, comments, associations; custom button and invite taps)', page, problems);
  page.unload();

  const form = await h.renderPage('pagesB/view/search/formInfo', { appId: 'app-tickets', formId: 'form-tickets' }, { timeoutMs: 8000 });
  const formProblems = await until(form, ['工单标题', '关联数据', '关联登记', '关联数据在提交后保存', '添加关联']);
  await form.tapText('添加关联');
  if ((await until(form, ['QUIET-2026-0002', '完成'])).length) formProblems.push('添加关联 did not list the registers');
  check('pagesB/view/search/formInfo?appId=app-tickets (a new ticket: 关联数据 on the form, its picker)', form, formProblems);
  form.unload();
});
