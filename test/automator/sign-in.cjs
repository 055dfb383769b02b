'use strict';
/**
 * Sign-in in WeChat DevTools: WeChat login with the development code of `member`, then the platform home
 * (organisation 1001 is member's last) with the user's name on the user card.
 */
const { runScript, signInWithWechat, waitForPage, waitForText } = require('./lib.cjs');

const script = {
  name: 'sign-in: WeChat login lands on the platform home',
  pages: ['pages/login/login', 'pages/home/home'],
  async run(miniProgram) {
    await signInWithWechat(miniProgram, 'member');
    const home = await waitForPage(miniProgram, 'pages/home/home');
    await waitForText(home, '张成员');
  },
};

module.exports = script;
if (require.main === module) runScript(script);
