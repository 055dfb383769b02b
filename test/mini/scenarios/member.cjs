'use strict';
/**
 * The member area in the mini program: guest (no card of 1001) opens the redeem page, types a gold code (an input event on the
 * native input) and redeems it through wx.request; the member centre then shows 金卡会员 有效. Then guest orders one
 * 明前龙井礼盒 (area sheet, street, receiver and mobile); its detail says who placed it (下单方式) over the store's
 * evaluations (order/comments), and my orders shows it to pay.
 */
const { scenario, until, settleWhile } = require('../scenario.cjs');

/** The first image of a rendered tree whose class holds `cls`: its src and whether it loads lazily. */
function imageIn(node, cls) {
  if (!node || typeof node !== 'object') return null;
  const attrs = Object.fromEntries((node.attrs || []).map((a) => [a.name, a.value]));
  if (node.tagName === 'wx-image' && String(attrs.class || '').includes(cls)) return { src: String(attrs.src || ''), lazy: attrs.lazyLoad === true || attrs.lazyLoad === 'true' };
  for (const child of node.children || []) {
    const found = imageIn(child, cls);
    if (found) return found;
  }
  return null;
}

scenario({ name: 'member', signIn: ['guest', '1001'] }, async ({ h, check, requests }) => {
  const redeem = await h.renderPage('memberCenter/redemptionMember', {}, { timeoutMs: 8000 });
  const problems = await until(redeem, ['兑换码', '立即兑换']);
  await redeem.fire('.nut-input-native', 'input', { value: 'MC-GOLD-HQGM-ZR2Y', cursor: 17 });
  await redeem.tapText('立即兑换');
  await settleWhile(redeem, () => !redeem.has('兑换成功'), 50);
  if (!redeem.has('兑换成功')) problems.push(`no success: ${redeem.text().slice(0, 200)}`);
  if (!requests.some((r) => r.url.pathname === '/api/platform/vipCardCode/use/MC-GOLD-HQGM-ZR2Y')) problems.push('no redeem call');
  check('memberCenter/redemptionMember (a typed code is redeemed)', redeem, problems);
  redeem.unload();

  const centre = await h.renderPage('memberCenter/index', {}, { timeoutMs: 8000 });
  const shown = await until(centre, ['我的会员卡', '金卡会员', '有效', '年消费满一万元', '黄金会员']);
  check('memberCenter/index (the redeemed card shows valid)', centre, shown);

  // 外观 › 深色 (issue 39.5): stored, the screen's frame takes the dark class at once, WeChat's bar turns dark.
  const bars = [];
  const setBar = global.wx.setNavigationBarColor;
  global.wx.setNavigationBarColor = (o) => {
    bars.push(o);
    return setBar.call(global.wx, o);
  };
  const themed = [];
  if (/class="[^"]*ware-dark/.test(centre.html())) themed.push('dark before the choice');
  await centre.tapText('深色');
  if (global.wx.getStorageSync('theme') !== 'dark') themed.push(`stored: ${JSON.stringify(global.wx.getStorageSync('theme'))}`);
  if (!/class="[^"]*screen[^"]*ware-dark/.test(centre.html())) themed.push('the frame has no dark class');
  if (!bars.some((b) => b.backgroundColor === '#1c1d20' && b.frontColor === '#ffffff')) themed.push(`bar: ${JSON.stringify(bars)}`);
  await centre.tapText('跟随系统');
  if (/class="[^"]*ware-dark/.test(centre.html())) themed.push('still dark after 跟随系统 (the system is light here)');
  global.wx.setNavigationBarColor = setBar;
  check('memberCenter/index (外观: 深色 applies at once and is stored)', centre, themed);
  centre.unload();

  // Placing an order for 明前龙井礼盒 (mc-g-1): the number box at 1, the area sheet walked down to the district, the
  // street address, receiver and mobile typed, 提交订单 opens the order.
  const goods = await h.renderPage('memberCenter/goods', { id: 'mc-g-1' }, { timeoutMs: 8000 });
  const ordering = await until(goods, ['明前龙井礼盒', '库存 50', '请选择省市区', '提交订单']);
  // The goods' picture (issue 39 item 3): an image from the download call, lazily loaded, in its fixed box.
  const picture = imageIn(goods.tree(), 'member__picture');
  if (!picture || !/fileoperation\/download\?fileId=[a-f0-9]{32}/.test(picture.src) || !picture.lazy) ordering.push(`goods picture: ${JSON.stringify(picture)}`);
  for (const [tap, expect] of [
    ['请选择省市区', '浙江省'],
    ['浙江省', '杭州市'],
    ['杭州市', '西湖区'],
    ['西湖区', '浙江省 杭州市 西湖区'],
  ]) {
    await goods.tapText(tap);
    const missing = await until(goods, expect, 60);
    if (missing.length) {
      ordering.push(`address: after ${tap}, ${missing[0]}`);
      break;
    }
  }
  const inputs = [...goods.queryAll('.form-address__details'), ...goods.queryAll('.nut-input-native')];
  if (inputs.length !== 3) ordering.push(`inputs: ${inputs.length}`);
  else {
    for (const [i, value] of ['文三路 90 号', '钱独行', '13800000000'].entries()) await goods.fire(inputs[i], 'input', { value, cursor: value.length });
  }
  await goods.tapText('提交订单');
  await settleWhile(goods, () => !goods.navigations.some((n) => n.url.includes('orderDetail')), 50);
  if (!goods.navigations.some((n) => n.url.includes('memberCenter/orderDetail?id='))) ordering.push(`no order page: ${JSON.stringify(goods.navigations)}`);
  const placed = requests.find((r) => r.url.pathname === '/api/order/orders' && r.data && r.data.storeId === 'st-1');
  if (!placed) ordering.push('no order call');
  else if (JSON.stringify(placed.data.lines) !== JSON.stringify([{ goodsId: 'mc-g-1', quantity: 1 }])) ordering.push(`lines: ${JSON.stringify(placed.data)}`);
  check('memberCenter/goods?id=mc-g-1 (an order is placed)', goods, ordering);
  goods.unload();

  const opened = goods.navigations.find((n) => n.url.includes('memberCenter/orderDetail?id='));
  if (opened) {
    const detail = await h.renderPage(opened.url.replace(/^\//, ''), {}, { timeoutMs: 8000 });
    const described = await until(detail, ['西湖旗舰店', '下单方式 本人下单', '本店评价', '暂无评价']);
    if (!requests.some((r) => r.url.pathname === '/api/order/comments' && r.url.searchParams.get('storeId') === 'st-1')) described.push('no order/comments call for the store');
    check('memberCenter/orderDetail (下单方式, the store\'s evaluations)', detail, described);
    detail.unload();
  }

  const order = await h.renderPage('memberCenter/orders', {}, { timeoutMs: 8000 });
  const listed = await until(order, ['西湖旗舰店', '待付款', '待发货']);
  // The order card shows its goods' picture (issue 41 item 8), not the name's first character.
  const thumb = imageIn(order.tree(), 'member__thumb');
  if (!thumb || !/fileoperation\/download\?fileId=[a-f0-9]{32}/.test(thumb.src) || !thumb.lazy) listed.push(`order card picture: ${JSON.stringify(thumb)}`);
  check('memberCenter/orders (the new order shows unpaid, with its goods picture)', order, listed);
  order.unload();
});
