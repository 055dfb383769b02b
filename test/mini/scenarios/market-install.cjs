'use strict';
/**
 * Installing a package in the mini program: admin opens 门店巡检's details, taps 安装; the store answers at once and
 * the page reads the package again until 已安装; the server then holds the package's app in the organisation.
 */
const { scenario, until } = require('../scenario.cjs');

scenario({ name: 'market-install', signIn: ['admin', '1001'] }, async ({ h, check, requests }) => {
  const page = await h.renderPage('appSupermarket/packageDetails', { id: 'pkg-inspect' }, { timeoutMs: 8000 });
  const problems = await until(page, ['门店巡检', '巡检记录', '安装']);
  await page.tapText('安装');
  // The package is read again a second after the store's answer: up to 200 looks (about 5 s) for 已安装.
  problems.push(...(await until(page, ['已安装'], 200)));
  const asked = requests.map((r) => r.url.pathname);
  if (!asked.includes('/api/warestore/application-packages')) problems.push('no install call');
  if (asked.filter((a) => a === '/api/warestore/application-packages/pkg-inspect').length < 2) problems.push('the package was not read again while installing');
  check('appSupermarket/packageDetails?id=pkg-inspect (安装 → 已安装 through the store)', page, problems);
  page.unload();
});
