'use strict';
/**
 * A form submit in WeChat DevTools: member fills the 公开报名 form (姓名, 手机号), taps 提交 and reaches the
 * submission success page with the record's code.
 */
const { runScript, signInWithWechat, tapText, waitForPage, waitForText } = require('./lib.cjs');

const script = {
  name: 'form submit: 公开报名 stores a record',
  pages: ['pages/login/login', 'pagesB/view/search/formInfo', 'pagesB/view/subSuccess/subSuccess'],
  async run(miniProgram) {
    await signInWithWechat(miniProgram, 'member');
    const form = await miniProgram.reLaunch('/pagesB/view/search/formInfo?appId=app-open');
    await waitForText(form, '姓名');
    const [name, mobile] = await form.$$('input');
    await name.input('自动化测试');
    await mobile.input('13912345678');
    await tapText(form, '提交');
    const done = await waitForPage(miniProgram, 'pagesB/view/subSuccess/subSuccess');
    await waitForText(done, 'OPEN-');
  },
};

module.exports = script;
if (require.main === module) runScript(script);
