'use strict';
/**
 * The form page (renders with no template warnings), opened anonymously on the all-controls
 * form (guest mode is on): the controls render, the rich-text control is WeChat's editor with its toolbar, and a tap
 * on a radio shows the linked field through Taro's event path, React and setData.
 */
const { scenario, until } = require('../scenario.cjs');

scenario({ name: 'form-page' }, async ({ h, check }) => {
  const page = await h.renderPage('pagesB/view/search/formInfo', { appId: 'app-all-controls' }, { timeoutMs: 8000 });
  const problems = await until(page, ['单行文本', '主体类型', '需要发票', '基本', '人员', '关联']);
  if (page.has('企业名称')) problems.push('linked field shown before its condition holds');
  // Only the mini program's Editor carries this class (RichTextField.tsx); the template it renders with is <editor>.
  const editors = page.queryAll('.rich-text-field__editor').length;
  if (editors !== 1) problems.push(`rich text: expected one editor, found ${editors}`);
  if (!page.has('加粗') || !page.has('编号列表')) problems.push('rich text: the toolbar is missing');
  await page.tapText('企业');
  if ((await until(page, '企业名称', 30)).length) problems.push('linkage: tapping 企业 did not show the company field');
  check('pagesB/view/search/formInfo?appId=app-all-controls (all-controls form, linkage on tap)', page, problems);
  page.unload();
});
