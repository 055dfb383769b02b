'use strict';
/**
 * What the miniprogram-automator scripts share (README "WeChat DevTools and phones"). They drive the built mini
 * program in WeChat DevTools, which this project's CI machines do not have, so `npm test` never runs them.
 *
 *   WECHAT_CLI   DevTools' command-line tool; launch opens the project (this repository: project.config.json points
 *                at dist/weapp). Default: DevTools' own default install path.
 *   WECHAT_WS    instead of launching, connect to DevTools already started with `cli auto --project <repo>
 *                --auto-port 9420` (e.g. ws://127.0.0.1:9420).
 *
 * Sign-in uses the local server's development WeChat codes (`dev-wx-<username>`, server/README.md): wx.login is
 * mocked to return one, so no real WeChat account is needed.
 */
const path = require('node:path');

const ROOT = path.resolve(__dirname, '..', '..');
const WAIT_MS = 15000;
const POLL_MS = 200;

/** DevTools with the project open: connected to a running instance, or launched. */
async function openMiniProgram(automator = require('miniprogram-automator')) {
  if (process.env.WECHAT_WS) return automator.connect({ wsEndpoint: process.env.WECHAT_WS });
  return automator.launch({ projectPath: ROOT, cliPath: process.env.WECHAT_CLI || undefined, trustProject: true });
}

/** Waits (polling the page) until an element of `selector` shows `text`; returns that element. */
async function waitForText(page, text, selector = 'view, text, button') {
  const started = Date.now();
  for (;;) {
    const elements = (await page.$$(selector)) || [];
    for (const element of elements) if ((await element.text()).includes(text)) return element;
    if (Date.now() - started > WAIT_MS) throw new Error(`${page.path}: "${text}" did not show within ${WAIT_MS} ms`);
    await page.waitFor(POLL_MS);
  }
}

/** Taps the deepest shown element whose text is `text` (buttons first). */
async function tapText(page, text) {
  const element = await waitForText(page, text, 'button, text, view');
  await element.tap();
}

/** Waits until the page in front is `route` (no leading slash); returns it. */
async function waitForPage(miniProgram, route) {
  const started = Date.now();
  for (;;) {
    const page = await miniProgram.currentPage();
    if (page && page.path === route) return page;
    if (Date.now() - started > WAIT_MS) throw new Error(`the page in front is ${page && page.path}, not ${route}`);
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

/** Signs in through WeChat login with the server's development code of `username`; resolves once a token is stored. */
async function signInWithWechat(miniProgram, username) {
  await miniProgram.mockWxMethod('login', { code: `dev-wx-${username}`, errMsg: 'login:ok' });
  const page = await miniProgram.reLaunch('/pages/login/login');
  await tapText(page, '微信登录');
  const started = Date.now();
  while (!(await miniProgram.callWxMethod('getStorageSync', 'token'))) {
    if (Date.now() - started > WAIT_MS) throw new Error(`${username} was not signed in within ${WAIT_MS} ms`);
    await page.waitFor(POLL_MS);
  }
  await miniProgram.restoreWxMethod('login');
}

/** Enters an organisation from the organisation list (a user's last organisation may be another one). */
async function enterOrganisation(miniProgram, name = '演示科技有限公司') {
  const list = await miniProgram.reLaunch('/pagesB/view/selectTenant');
  await tapText(list, name);
  await waitForPage(miniProgram, 'pages/home/home');
}

/** Runs one script's steps: prints ok/FAIL and exits with the result (when run as `node test/automator/x.cjs`). */
function runScript(script) {
  (async () => {
    const miniProgram = await openMiniProgram();
    try {
      await script.run(miniProgram);
      console.log(`ok   ${script.name}`);
    } finally {
      await miniProgram.close();
    }
  })().catch((error) => {
    console.error(`FAIL ${script.name}: ${error && error.stack ? error.stack : error}`);
    process.exit(1);
  });
}

module.exports = { ROOT, openMiniProgram, waitForText, tapText, waitForPage, signInWithWechat, enterOrganisation, runScript };
