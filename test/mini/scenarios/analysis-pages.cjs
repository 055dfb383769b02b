'use strict';
/**
 * Statistic analysis and the control panel in the built mini program, signed in as member in 1001: the expense
 * panel's number card and charts (their canvas present; the page asks for `type="2d"`), the pie's legend and a
 * legend entry's readout, a chart's table, the 自定义 range set on the date pickers, the member's board, and a
 * widget's data set screen.
 */
const { scenario, until, settleWhile } = require('../scenario.cjs');

scenario({ name: 'analysis-pages', signIn: ['member', '1001'] }, async ({ h, check }) => {
  const page = await h.renderPage('statisticAnalysis/index', { appId: 'app-expense' }, { timeoutMs: 8000 });
  const problems = await until(page, ['报销统计', '本周', '按月', '报销汇总', '1,930.4', '各类别报销金额', '报销金额趋势', '类别明细', '差旅', '1,280.5']);
  // The rendered markup shows the canvases by tag and class (simulate does not print their attributes).
  const count = () => (page.html().match(/<wx-canvas class="[^"]*analysis-chart__canvas/g) || []).length;
  await settleWhile(page, () => count() < 2, 100);
  const canvases = count();
  if (canvases < 2) problems.push(`expected the pie and line canvases, found ${canvases}`);
  // The pie's legend names each slice with its value and share; an entry picks its slice, read out below the chart.
  problems.push(...(await until(page, ['66.3%', '29.0%', '4.7%', '报销金额'])).map((p) => `legend: ${p}`));
  await page.tapText('办公');
  problems.push(...(await until(page, '办公：89.9（4.7%）')).map((p) => `legend tap: ${p}`));
  await page.tapText('本周');
  // This week (the machine's) may hold none of the member's claims: the number card stays, with its figures.
  if ((await until(page, '报销单数')).length) problems.push('range: the number card went away');
  // 自定义 shows two date fields on WeChat's date picker: each picker's answer (its change event) fills one, 确定 makes
  // them the range, and the number card reads it (the server filters by the days: only the 招待 claim of 03-12).
  // The fields start from the range shown (本周 here).
  await page.tapText('自定义');
  const custom = await until(page, ['至', '确定', '取消']);
  const [start, end] = page.queryAll('.analysis-custom__day');
  if (custom.length || !end) problems.push(...custom.map((p) => `自定义: ${p}`), ...(end ? [] : ['自定义: the two date fields are missing']));
  else {
    await page.fire(start, 'change', { value: '2026-03-11' });
    await page.fire(end, 'change', { value: '2026-03-12' });
    await page.tapText('确定');
    problems.push(...(await until(page, ['2026-03-11 ~ 2026-03-12', '560'])).map((p) => `自定义 range: ${p}`));
  }
  check('statisticAnalysis/index?appId=app-expense (number card, pie and line canvases, pie legend and its readout, table, range, 自定义 days)', page, problems);

  const board = await h.renderPage('controlPanel/index', {}, { timeoutMs: 8000 });
  const boardProblems = await until(board, ['编辑', '报销汇总', '各方式拜访次数']);
  await board.tapText('编辑');
  if ((await until(board, ['上移', '下移', '隐藏', '保存'])).length) boardProblems.push('edit: the board controls did not show');
  check('controlPanel/index (the member board, edit mode)', board, boardProblems);

  // A widget's data set screen: its definition, the data set's fields and every figure as a table.
  const dataSet = await h.renderPage('statisticAnalysis/dataSet', { appId: 'app-expense', widgetId: 'st-w-expense-category' }, { timeoutMs: 8000 });
  const dataSetProblems = await until(dataSet, ['各类别报销金额', '饼图', '报销类别', '维度 · 选项 (4 项)', '指标 · 求和', '差旅', '1,280.5']);
  await dataSet.tapText('招待');
  dataSetProblems.push(...(await until(dataSet, ['招待：560', '查看数据'])).map((p) => `figure: ${p}`));
  check('statisticAnalysis/dataSet?widgetId=st-w-expense-category (definition, fields, figures, a figure picked)', dataSet, dataSetProblems);
  dataSet.unload();
  board.unload();
  page.unload();
});
