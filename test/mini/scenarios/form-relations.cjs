'use strict';
/**
 * The relation, sub-form, address and location controls on the all-controls form, opened anonymously:
 * walks the address sheet (province → city → district through /dict/dictArea/get), opens the 关联 tab, adds a
 * sub-form row and opens the association picker.
 */
const { scenario, until } = require('../scenario.cjs');

scenario({ name: 'form-relations' }, async ({ h, check }) => {
  const page = await h.renderPage('pagesB/view/search/formInfo', { appId: 'app-all-controls' }, { timeoutMs: 8000 });
  const problems = await until(page, ['单行文本', '地址', '请选择省市区', '定位', '选择位置', '获取当前位置']);

  // Address: the sheet walks down the areas.
  const steps = [
    ['请选择省市区', '浙江省'],
    ['浙江省', '杭州市'],
    ['杭州市', '西湖区'],
    ['西湖区', '浙江省 杭州市 西湖区'],
  ];
  for (const [tap, expect] of steps) {
    await page.tapText(tap);
    const missing = await until(page, expect, 60);
    if (missing.length) {
      problems.push(`address: after ${tap}, ${missing[0]}`);
      break;
    }
  }

  // The 关联 tab: association picker, linkquery, sub-form rows.
  await page.tapText('关联');
  problems.push(...(await until(page, ['子表单', '关联数据', '关联表单', '联动查询', '填写查询条件后自动带出数据', '代理表单'], 60)));
  const add = page.findByText('+ 添加一行');
  if (!add) problems.push('sub-form: no add button');
  else {
    await page.tap(add);
    problems.push(...(await until(page, ['第1行', '删除第1行'], 60)));
  }
  await page.tapText('选择数据');
  // Anonymous: the associated form's records are not readable, the picker says so.
  problems.push(...(await until(page, '暂无可选数据', 60)));
  check('pagesB/view/search/formInfo?appId=app-all-controls (address sheet, relations tab, sub-form row, association picker)', page, problems);
  page.unload();
});
