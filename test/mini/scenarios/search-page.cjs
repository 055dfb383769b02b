'use strict';
/**
 * The Search and Search-not-open pages in their loaded states, signed in as admin in 1001: the filter
 * panel (option chips, number inputs, date pickers, user fields), an option chip applied (a new query with the
 * option condition); a closed view redirects to the not-open page; that page.
 */
const { scenario, until, settleWhile } = require('../scenario.cjs');

scenario({ name: 'search-page', signIn: ['admin', '1001'] }, async ({ h, check, requests }) => {
  const searches = () => requests.filter((r) => r.url.pathname.endsWith('/form-data/search')).map((r) => r.data);

  const page = await h.renderPage('pagesB/view/search', { appId: 'app-all-controls', formId: 'form-all-controls' }, { timeoutMs: 8000 });
  const problems = await until(page, ['全部控件表单', '输入关键字或设置筛选条件后搜索', '分享链接']);
  await page.tapText('筛选');
  const panel = ['主体类型', '个人', '企业', '多选', '数字', '日期', '创建时间', '更新时间', '创建人', '数据所有者', '最后修改人', '我自己', '我的下属', '重置', '确定'];
  problems.push(...(await until(page, panel)).map((p) => `panel ${p}`));
  await page.tapText('企业');
  await page.tapText('确定');
  problems.push(...(await until(page, ['共 1 条', 'ALL-CONTROLS-2026-0001'])));
  const last = searches().at(-1);
  const kind = last && last.conditions && last.conditions.find((c) => c.key === 'radio_kind');
  if (!kind || kind.op !== 'anyone' || JSON.stringify(kind.value) !== '["b"]') problems.push(`option filter not sent: ${JSON.stringify(last)}`);
  check('pagesB/view/search?appId=app-all-controls&formId=form-all-controls (panel, option filter, results)', page, problems);
  page.unload();

  // A closed view: the search replaces itself with the not-open page.
  const closed = await h.renderPage('pagesB/view/search', { appId: 'app-all-controls', viewId: 'view-all-controls-nosearch' }, { timeoutMs: 8000 });
  await settleWhile(closed, () => closed.navigations.length === 0, 60);
  const nav = closed.navigations[0];
  const redirected = nav && nav.type === 'redirectTo' && /^\/?pagesB\/view\/search\/isNotOpen\?appId=app-all-controls$/.test(nav.url);
  check('pagesB/view/search?viewId=view-all-controls-nosearch (redirects to isNotOpen)', closed, redirected ? [] : [`navigation: ${JSON.stringify(closed.navigations)}`]);
  closed.unload();

  const notOpen = await h.renderPage('pagesB/view/search/isNotOpen', { appId: 'app-all-controls' }, { timeoutMs: 8000 });
  check('pagesB/view/search/isNotOpen?appId=app-all-controls', notOpen, await until(notOpen, ['查询未开放', '该应用的查询功能尚未开放，请联系应用管理员。', '返回', '进入应用']));
  notOpen.unload();
});
