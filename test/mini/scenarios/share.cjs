'use strict';
/**
 * The share menus of every shareable screen, signed in as admin of 1001: each page's "send to a chat" handler gives a
 * path that, opened, is the same page with the same query; its "share to the timeline" handler gives that query
 * (WeChat reopens the shared page itself). Then the timeline's single-page mode (scene 1154) is not a way into
 * sign-in: the page shows its note instead of leaving for the login page. Last, the QR poster: painted on its canvas
 * at the pixel ratio and shown as the exported picture in an image WeChat's long press can save (issue 42 item 7).
 */
const { scenario, until, settleWhile } = require('../scenario.cjs');

const SCREENS = [
  { route: 'pagesB/view/index/index', query: { appId: 'app-open' }, expect: [] },
  { route: 'pagesB/view/lists', query: { appId: 'app-visit', formId: 'form-visit', viewId: 'view-visit-recent' }, expect: [] },
  { route: 'pagesB/view/search', query: { appId: 'app-all-controls', formId: 'form-all-controls' }, expect: [] },
  { route: 'pagesB/view/detail', query: { appId: 'app-tickets', formId: 'form-tickets', dataId: 'data-tickets-1' }, expect: [] },
  { route: 'pagesB/view/search/formInfo', query: { appId: 'app-open' }, expect: [] },
  { route: 'portal/index', query: {}, expect: ['常用应用'] },
  { route: 'portal/page', query: { id: 'pt-portal-1001-news' }, expect: ['全部文章'] },
  { route: 'pagesA/community/lists', query: {}, expect: ['全部'] },
  { route: 'pagesA/community/detail', query: { id: 'pt-art-3' }, expect: [] },
  // The invitation card opens the join page (with the code when one is on), not the admin's own page.
  { route: 'team/teamManagement/Share', query: {}, expect: [], opens: /^team\/joinTeam\/(join|index)$/ },
  { route: 'memberCenter/store', query: {}, expect: [] },
  { route: 'memberCenter/goods', query: { id: 'mc-g-1' }, expect: [] },
];

/** The first node of a rendered tree that `test(node, attrs)` accepts, with its attributes by name. */
function findNode(node, test) {
  if (!node || typeof node !== 'object') return null;
  const attrs = Object.fromEntries((node.attrs || []).map((a) => [a.name, a.value]));
  if (test(node, attrs)) return { ...node, attrs };
  for (const child of node.children || []) {
    const found = findNode(child, test);
    if (found) return found;
  }
  return null;
}

const sameQuery = (a, b) => JSON.stringify(Object.entries(a).sort()) === JSON.stringify(Object.entries(b).sort());
const decoded = (query) => Object.fromEntries(Object.entries(query).map(([k, v]) => [k, decodeURIComponent(v)]));

scenario({ name: 'share', signIn: ['admin', '1001'] }, async ({ h, check }) => {
  for (const screen of SCREENS) {
    const page = await h.renderPage(screen.route, screen.query, { timeoutMs: 8000 });
    const problems = await until(page, screen.expect);
    const inst = page.instance;
    let chat;
    let timeline;
    if (typeof inst.onShareAppMessage !== 'function') problems.push('no onShareAppMessage: the page config must set enableShareAppMessage');
    else {
      // The card follows the screen's data: ask again until the screen has loaded what it shares.
      const opensHere = (c) => c && (screen.opens ? screen.opens : new RegExp(`^${screen.route}$`)).test(h.splitUrl(c.path).route);
      await settleWhile(page, () => {
        chat = inst.onShareAppMessage({ from: 'menu' });
        return !opensHere(chat);
      });
    }
    if (typeof inst.onShareTimeline !== 'function') problems.push('no onShareTimeline: the page config must set enableShareTimeline');
    else timeline = inst.onShareTimeline();
    let opened = '';
    if (chat) {
      if (!chat.title) problems.push(`chat share without a title: ${JSON.stringify(chat)}`);
      const target = h.splitUrl(chat.path);
      opened = `${target.route}?${new URLSearchParams(decoded(target.query))}`;
      if (screen.opens) {
        if (!screen.opens.test(target.route)) problems.push(`chat path ${chat.path} does not open ${screen.opens}`);
      } else {
        if (target.route !== screen.route) problems.push(`chat path ${chat.path} opens ${target.route}, not ${screen.route}`);
        if (!sameQuery(decoded(target.query), screen.query)) problems.push(`chat path ${chat.path} has another query than ${JSON.stringify(screen.query)}`);
        if (timeline && !sameQuery(decoded(h.splitUrl(`x?${timeline.query}`).query), screen.query)) problems.push(`timeline query ${timeline.query} is not the page's`);
      }
      // The path really opens: the page renders with that query and no error.
      const reopened = await h.renderPage(target.route, target.query, { timeoutMs: 8000 });
      if (reopened.route !== target.route) problems.push(`reopened ${reopened.route}`);
      if (!sameQuery(reopened.pageQuery, target.query)) problems.push(`reopened with ${JSON.stringify(reopened.pageQuery)}`);
      problems.push(...reopened.errors.map((e) => `reopened: ${e}`));
      reopened.unload();
    }
    check(`${screen.route} shares ${opened || '(nothing)'}${timeline ? ` / timeline ?${timeline.query}` : ''}`, page, problems);
    page.unload();
  }

  // Opened from the timeline (scene 1154): the shared screen says what single-page mode allows and does not leave.
  const launched = global.wx.getLaunchOptionsSync;
  global.wx.getLaunchOptionsSync = () => ({ ...launched(), scene: 1154 });
  const single = await h.renderPage('pagesA/community/detail', { id: 'pt-art-3' }, { timeoutMs: 8000 });
  const problems = await until(single, ['单页预览', '前往小程序']);
  if (single.navigations.length) problems.push(`navigated in single-page mode: ${JSON.stringify(single.navigations)}`);
  check('pagesA/community/detail in single-page mode (scene 1154): the note, no navigation', single, problems);
  single.unload();
  global.wx.getLaunchOptionsSync = launched;

  // The poster: the harness measures no layout and gives no canvas node, so this one answers the poster's canvas.
  const canvas = { width: 0, height: 0, ops: 0 };
  const ctx = { scale: () => undefined, fillRect: () => void (canvas.ops += 1), fillText: () => undefined };
  canvas.getContext = () => ctx;
  const query = global.wx.createSelectorQuery;
  global.wx.createSelectorQuery = () => {
    const q = query();
    const select = q.select;
    q.select = (selector) =>
      selector === '#share-poster' ? { fields: () => ({ exec: (cb) => setTimeout(() => cb([{ node: canvas }]), 0) }) } : select(selector);
    return q;
  };
  const exported = [];
  global.wx.canvasToTempFilePath = (o) => {
    exported.push(o.canvas === canvas);
    setTimeout(() => o.success && o.success({ tempFilePath: 'wxfile://tmp/poster.png', errMsg: 'canvasToTempFilePath:ok' }), 0);
  };
  const poster = await h.renderPage('pagesB/view/weChatSharing', { appId: 'app-open' }, { timeoutMs: 8000 });
  const shown = await until(poster, ['长按图片可发送给朋友或保存', '保存到相册']);
  await settleWhile(poster, () => !poster.html().includes('wxfile://tmp/poster.png'), 50);
  const image = findNode(poster.tree(), (n, attrs) => n.tagName === 'wx-image' && attrs.src === 'wxfile://tmp/poster.png');
  if (!image) shown.push('no image of the exported poster');
  else if (!(image.attrs.showMenuByLongpress === true || image.attrs.showMenuByLongpress === 'true')) shown.push(`the image has no long-press menu: ${JSON.stringify(image.attrs)}`);
  if (canvas.ops < 100 || canvas.width < 300) shown.push(`canvas not painted at the pixel ratio: ${canvas.width} px, ${canvas.ops} rects`);
  if (JSON.stringify(exported) !== '[true]') shown.push(`exported: ${JSON.stringify(exported)}`);
  check('pagesB/view/weChatSharing (the poster as an image with the long-press menu)', poster, shown);
  poster.unload();
  global.wx.createSelectorQuery = query;
});
