'use strict';
/**
 * The Lists page (renders in the weapp with no template warnings) against a server seeded with a large list
 * (WARE_LARGE_LIST=1000), signed in as subadmin: the ledger view's columns and sort switcher render, only a window
 * of the 200 loaded rows is mounted, and a tap on a sort chip sends a new query with the new sort.
 */
const { scenario, until, settleWhile } = require('../scenario.cjs');

const count = (text, needle) => text.split(needle).length - 1;

scenario({ name: 'lists-page', signIn: ['subadmin', '1001'], env: { WARE_LARGE_LIST: '1000' } }, async ({ h, check, requests }) => {
  const sorts = () => requests.filter((r) => r.url.pathname.endsWith('/form-data/search')).map((r) => r.url.searchParams.get('sort'));
  const query = { appId: 'app-ledger', formId: 'form-ledger', viewId: 'view-ledger-list' };
  const page = await h.renderPage('pagesB/view/lists', query, { timeoutMs: 8000 });
  // The list loads after the app's access check (its gate) and 1000 records are sorted on a busy machine: wait longer.
  const problems = await until(page, ['LEDGER-2026-', '台账列表', '共 1000 条', '摘要', '金额', '成本', '日期', '创建时间', '业务编码'], 400);
  const mounted = count(page.text(), 'LEDGER-2026-');
  if (mounted === 0 || mounted >= 200) problems.push(`mounted rows: ${mounted} (expected a window of the 200 loaded)`);
  await page.tapText('创建时间');
  await settleWhile(page, () => sorts().length < 2, 50);
  if (sorts().at(-1) !== 'createTime,DESC') problems.push(`sort switcher: last query sort ${sorts().at(-1)}`);
  check(`pagesB/view/lists?appId=app-ledger&viewId=view-ledger-list (view columns, ${mounted} of 200 rows mounted, sort switcher tap)`, page, problems);
  page.unload();
});
