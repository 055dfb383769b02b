'use strict';
/**
 * The member area in the mini program: guest (no card of 1001) opens the redeem page, types a gold code (an input event on the
 * native input) and redeems it through wx.request; the member centre then shows 金卡会员 有效, and the server agrees.
 */
const { scenario, until } = require('../scenario.cjs');

scenario({ name: 'member', signIn: ['guest', '1001'] }, async ({ h, check, requests }) => {
  const redeem = await h.renderPage('memberCenter/redemptionMember', {}, { timeoutMs: 8000 });
  const problems = await until(redeem, ['兑换码', '立即兑换']);
  await redeem.fire('.nut-input-native', 'input', { value: 'MC-GOLD-0003', cursor: 12 });
  await redeem.tapText('立即兑换');
  for (let i = 0; i < 50 && !redeem.has('兑换成功'); i++) await redeem.settle();
  if (!redeem.has('兑换成功')) problems.push(`no success: ${redeem.text().slice(0, 200)}`);
  if (!requests.some((r) => r.url.pathname === '/api/platform/vipCardCode/use/MC-GOLD-0003')) problems.push('no redeem call');
  check('memberCenter/redemptionMember (a typed code is redeemed)', redeem, problems);
  redeem.unload();

  const centre = await h.renderPage('memberCenter/index', {}, { timeoutMs: 8000 });
  const shown = await until(centre, ['我的会员卡', '金卡会员', '有效', '年消费满一万元', '黄金会员']);
  check('memberCenter/index (the redeemed card shows valid)', centre, shown);
  centre.unload();
});
