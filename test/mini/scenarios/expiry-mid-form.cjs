'use strict';
/**
 * The mini program's WeChat session outlives its token (calls-and-errors.md §4 "Re-authentication"): member signed in
 * with the WeChat login fills the 公开报名 form; the server's clock is moved past the token's life through the test
 * switch (no sleeping); 提交 meets the expiry, the app asks wx.login for a new code, exchanges it at
 * /weixin/wx/user/login in the same organisation and replays the submit: the success page, nothing typed again, no
 * login page, one wx.login.
 */
const { scenario, until, settleWhile } = require('../scenario.cjs');

const TTL_SECONDS = 600;

scenario(
  { name: 'expiry-mid-form', signIn: ['member', '1001'], via: 'wechat', env: { WARE_TEST_FAULTS: '1', WARE_ACCESS_TOKEN_TTL: String(TTL_SECONDS) } },
  async ({ h, url, check, requests }) => {
    // WeChat hands the mini program a login code whenever it asks (the development code of member's WeChat).
    let logins = 0;
    global.wx.login = (options = {}) => {
      logins += 1;
      const res = { code: 'dev-wx-member', errMsg: 'login:ok' };
      setTimeout(() => {
        if (options.success) options.success(res);
        if (options.complete) options.complete(res);
      }, 0);
    };

    const page = await h.renderPage('pagesB/view/search/formInfo', { appId: 'app-open' }, { timeoutMs: 8000 });
    const problems = await until(page, ['姓名', '手机号', '提交']);
    const inputs = page.queryAll('.form-field__input');
    if (inputs.length < 2) problems.push(`inputs: ${inputs.length}`);
    else {
      await page.fire(inputs[0], 'input', { value: '小程序过期', cursor: 5 });
      await page.fire(inputs[1], 'input', { value: '13800002222', cursor: 11 });
    }

    const moved = await fetch(`${url}/__test/clock`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ advanceSeconds: TTL_SECONDS + 1 }),
    });
    if (moved.status !== 200) problems.push(`clock not moved: ${moved.status}`);

    const submitsBefore = requests.length;
    await page.tapText('提交');
    const done = () => page.navigations.some((n) => (n.url || '').includes('subSuccess'));
    await settleWhile(page, () => !done(), 80);
    if (!done()) problems.push(`no success page: ${JSON.stringify(page.navigations)}`);
    if (page.navigations.some((n) => /login/i.test(n.url || ''))) problems.push(`went to login: ${JSON.stringify(page.navigations)}`);
    if (logins !== 1) problems.push(`wx.login asked ${logins} times`);
    const after = requests.slice(submitsBefore);
    const exchanges = after.filter((r) => r.url.pathname === '/api/weixin/wx/user/login');
    if (exchanges.length !== 1 || exchanges[0].url.searchParams.get('tenantId') !== '1001') {
      problems.push(`code exchanges: ${exchanges.map((r) => r.url.search).join(', ') || 'none'}`);
    }
    const submits = after.filter((r) => r.url.pathname === '/api/bigtable/application/app-open/form/form-open/form-data');
    if (submits.length !== 2) problems.push(`submits: ${submits.length} (expected the expired one and its replay)`);
    else if (JSON.stringify(submits[1].data.content) !== JSON.stringify({ input_name: '小程序过期', input_mobile: '13800002222' })) {
      problems.push(`replayed content: ${JSON.stringify(submits[1].data)}`);
    }
    if (submits.length === 2 && submits[0].data.requestId !== submits[1].data.requestId) problems.push('the replay changed the submit key');
    check('pagesB/view/search/formInfo?appId=app-open (token expired mid-form: wx.login, replayed, submitted)', page, problems);
    page.unload();
  },
);
