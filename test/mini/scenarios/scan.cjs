'use strict';
/**
 * Scanning in the mini program: the scan page opens WeChat's scanner (wx.scanCode) as it shows. Plain text comes
 * back as the result with copy; scanning again a device's code redirects to the device page; the certification page
 * renders its state and the person's form for member, and a passport's form (issue 36); the customers' select mode
 * chooses every row with 全选.
 */
const { scenario, until } = require('../scenario.cjs');

scenario({ name: 'scan', signIn: ['member', '1001'] }, async ({ h, check }) => {
  const results = ['巡检点 A-3', 'ware://device/dv-17011'];
  const asked = [];
  global.wx.scanCode = (opts) => {
    asked.push(opts);
    const result = results.shift();
    setTimeout(() => {
      if (opts.success) opts.success({ result, scanType: 'QR_CODE', errMsg: 'scanCode:ok' });
      if (opts.complete) opts.complete({});
    }, 0);
  };
  const page = await h.renderPage('pagesB/view/scan', {}, { timeoutMs: 8000 });
  const problems = await until(page, ['扫描结果', '巡检点 A-3', '复制', '再扫一次']);
  if (!asked.length || asked[0].onlyFromCamera !== false) problems.push(`wx.scanCode not asked as expected: ${JSON.stringify(asked)}`);
  await page.tapText('再扫一次');
  for (let i = 0; i < 50 && !page.navigations.some((n) => n.url.includes('device/detail')); i++) await page.settle();
  const nav = page.navigations.find((n) => n.url.includes('device/detail'));
  if (!nav || !nav.url.includes('id=dv-17011')) problems.push(`device page not opened: ${JSON.stringify(page.navigations)}`);
  check('pagesB/view/scan (wx.scanCode: text shown with copy, then a device code opens the device page)', page, problems);
  page.unload();

  const cert = await h.renderPage('certification/index', {}, { timeoutMs: 8000 });
  check('certification/index (not started, the person form)', cert, await until(cert, ['未认证', '拍摄或选择身份证人像面', '下一步：人脸核身']));
  // Issue 36: a passport is another of §4's ID types, certified by review (no face check).
  await cert.tapText('护照');
  check('certification/index (护照: the document form, sent for review)', cert, await until(cert, ['护照号码', '证件姓名', '提交审核']));
  cert.unload();

  // Issue 36: the customers' select mode (member may change their own customers; the public sea is shown too).
  const crm = await h.renderPage('memberCenter/customers', {}, { timeoutMs: 8000 });
  const choosing = await until(crm, ['杭州西湖茶业有限公司', '批量选择']);
  await crm.tapText('批量选择');
  choosing.push(...(await until(crm, ['已选 0 项', '全选'])));
  await crm.tapText('全选');
  choosing.push(...(await until(crm, ['已选 3 项'])));
  check('memberCenter/customers (批量选择: 全选 chooses every row shown)', crm, choosing);
  crm.unload();
});
