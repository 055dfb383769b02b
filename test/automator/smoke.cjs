'use strict';
/**
 * miniprogram-automator smoke test: drives the real mini program in WeChat DevTools. It needs DevTools (Windows or
 * macOS) with its service port enabled, so it is NOT part of `npm test`; the CI-able render checks of every page
 * are test/mini (miniprogram-simulate with the official wcc).
 *
 *   npm run build:weapp
 *   npm run server                        # the local platform server (DevTools reaches 127.0.0.1:10086)
 *   WECHAT_CLI="/Applications/wechatwebdevtools.app/Contents/MacOS/cli" node test/automator/smoke.cjs
 *
 * Opens the pages whose first render needs no sign-in and checks that each shows its text.
 */
const path = require('node:path');

const automator = require('miniprogram-automator');

const ROOT = path.resolve(__dirname, '..', '..');

const PAGES = [
  { url: '/pagesB/view/404', text: '页面不存在' },
  { url: '/pages/login/login', text: '登录' },
  { url: '/pagesB/view/index/index', text: '' },
];

async function main() {
  const miniProgram = await automator.launch({
    projectPath: ROOT,
    cliPath: process.env.WECHAT_CLI,
    trustProject: true,
  });
  let failed = 0;
  try {
    for (const { url, text } of PAGES) {
      const page = await miniProgram.reLaunch(url);
      if (!page) throw new Error(`${url}: no page`);
      await page.waitFor(800);
      const root = await page.$('.screen');
      const shown = root ? await root.text() : '';
      const ok = Boolean(root) && shown.includes(text);
      if (!ok) failed += 1;
      console.log(`${ok ? 'ok  ' : 'FAIL'} ${url} ${JSON.stringify(shown.slice(0, 60))}`);
    }
  } finally {
    await miniProgram.close();
  }
  console.log(`${PAGES.length - failed} passed, ${failed} failed`);
  process.exit(failed ? 1 : 0);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
