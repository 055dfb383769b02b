'use strict';
/**
 * Smoke test in WeChat DevTools: the pages whose first render needs no sign-in open and show their text.
 * Needs DevTools (test/automator/lib.cjs); `npm run test:automator` runs every script.
 */
const { runScript, waitForText } = require('./lib.cjs');

const PAGES = [
  { url: '/pagesB/view/404', text: '页面不存在' },
  { url: '/pages/login/login', text: '登录' },
];

const script = {
  name: 'smoke: pages that need no sign-in render',
  pages: PAGES.map((p) => p.url.slice(1)),
  async run(miniProgram) {
    for (const { url, text } of PAGES) await waitForText(await miniProgram.reLaunch(url), text);
  },
};

module.exports = script;
if (require.main === module) runScript(script);
