'use strict';
/**
 * Scanning in the mini program: the scan page opens WeChat's scanner (wx.scanCode) as it shows. Plain text comes
 * back as the result with copy; scanning again a device's code redirects to the device page; the certification page
 * renders its state and the person's form for member, and a passport's form (issue 36); the customers' select mode
 * chooses every row with 全选, and their 会员 tab lists the memberships. Issue 36's other business screens: the
 * suppliers filtered by level and by tag, a device type's card over its devices, a device's properties read again by
 * 刷新属性.
 */
const { scenario, until, showsOnly, settleWhile } = require('../scenario.cjs');

scenario({ name: 'scan', signIn: ['member', '1001'] }, async ({ h, check, requests }) => {
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
  await settleWhile(page, () => !page.navigations.some((n) => n.url.includes('device/detail')), 50);
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
  // The 会员 tab: the organisation's memberships (crm/memberships/batch-query) with card, status and end.
  await crm.tapText('会员');
  const held = await until(crm, ['张成员', '会员编号 M0002 · 普通会员卡', '长期有效', '赵访客', '有效期至 2025-12-31', '批量选择']);
  if (!held.length) {
    await crm.tapText('批量选择');
    await crm.tapText('全选');
    held.push(...(await until(crm, ['已选 4 项'])));
  }
  check('memberCenter/customers (会员: the memberships listed, 全选 chooses all four)', crm, held);
  crm.unload();

  // Suppliers by level (srm/level) and by tag (srm/tag): each filter narrows the list the server answers.
  const srm = await h.renderPage('memberCenter/suppliers', {}, { timeoutMs: 8000 });
  const filtered = await until(srm, ['华东包装材料有限公司', '苏州精工五金厂', '供应商等级', '优选供应商', '标签', '包装']);
  await srm.tapText('优选供应商');
  filtered.push(...(await showsOnly(srm, ['苏州精工五金厂', '温州印刷有限公司'], ['华东包装材料有限公司'])));
  await srm.tapText('全部');
  await srm.tapText('包装');
  filtered.push(...(await showsOnly(srm, ['华东包装材料有限公司'], ['苏州精工五金厂', '温州印刷有限公司'])));
  check('memberCenter/suppliers (等级 优选供应商, then 标签 包装, filter the list)', srm, filtered);
  srm.unload();

  // A device type's card (device/type/{id}) over its devices; a device's properties (device/property), read again.
  const devices = await h.renderPage('device/list', { typeId: 'dv-17001' }, { timeoutMs: 8000 });
  check('device/list?typeId=dv-17001 (the type card over its devices)', devices, await until(devices, ['环境监测仪', '2 台设备', '支持指令：立即上报、重启', '一号楼环境监测仪']));
  devices.unload();
  const device = await h.renderPage('device/detail', { id: 'dv-17011' }, { timeoutMs: 8000 });
  const readings = await until(device, ['设备属性', '温度：23.5℃', '湿度：45%', '刷新属性']);
  const propertyReads = () => requests.filter((r) => r.url.pathname === '/api/device/property').length;
  const before = propertyReads();
  await device.tapText('刷新属性');
  await settleWhile(device, () => propertyReads() === before, 50);
  if (propertyReads() !== before + 1) readings.push(`刷新属性 read the properties ${propertyReads() - before} times`);
  check('device/detail?id=dv-17011 (properties, read again by 刷新属性)', device, readings);
  device.unload();
});
