'use strict';
/**
 * Statistic analysis and the control panel in the built mini program, signed in as member in 1001: the expense
 * panel's number card and charts (their `type="2d"` canvas present), a chart's table, and the member's board.
 */
const { scenario, until } = require('../scenario.cjs');

scenario({ name: 'analysis-pages', signIn: ['member', '1001'] }, async ({ h, check }) => {
  const page = await h.renderPage('statisticAnalysis/index', { appId: 'app-expense' }, { timeoutMs: 8000 });
  const problems = await until(page, ['报销统计', '本周', '按月', '报销汇总', '1,930.4', '各类别报销金额', '报销金额趋势', '类别明细', '差旅', '1,280.5']);
  const canvases = (page.html().match(/<wx-canvas[^>]*type="2d"/g) || []).length;
  if (canvases < 2) problems.push(`expected the pie and line canvases (type 2d), found ${canvases}`);
  await page.tapText('本周');
  // The member's claims are in February to April 2026; this week (the real one) has none of them... unless it is
  // one of those weeks: the total is then still a number card.
  if ((await until(page, '报销单数')).length) problems.push('range: the number card went away');
  check('statisticAnalysis/index?appId=app-expense (number card, pie and line canvases, table, range)', page, problems);
  page.unload();

  const board = await h.renderPage('controlPanel/index', {}, { timeoutMs: 8000 });
  const boardProblems = await until(board, ['编辑', '报销汇总', '各方式拜访次数']);
  await board.tapText('编辑');
  if ((await until(board, ['上移', '下移', '隐藏', '保存'])).length) boardProblems.push('edit: the board controls did not show');
  check('controlPanel/index (the member board, edit mode)', board, boardProblems);
  board.unload();
});
