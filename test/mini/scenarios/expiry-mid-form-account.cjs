'use strict';
/**
 * The account login's session outlives its token: member signed in with username and password (the session holds
 * the platform's refresh credential) fills the 公开报名 form; the server's clock is moved past the token's life
 * through the test switch; 提交 meets the expiry, the app renews at /auth/token/refresh in the same organisation and
 * replays the submit: the success page, nothing typed again, no login page, no wx.login.
 */
const { scenario, until, settleWhile } = require('../scenario.cjs');

const TTL_SECONDS = 600;

scenario(
  { name: 'expiry-mid-form-account', signIn: ['member', '1001'], env: { WARE_TEST_FAULTS: '1', WARE_ACCESS_TOKEN_TTL: String(TTL_SECONDS) } },
  async ({ h, url, check, requests }) => {
    let logins = 0;
    global.wx.login = () => {
      logins += 1;
    };
    const page = await h.renderPage('pagesB/view/search/formInfo', { appId: 'app-open' }, { timeoutMs: 8000 });
    const problems = await until(page, ['姓名', '手机号', '提交']);
    const inputs = page.queryAll('.form-field__input');
    if (inputs.length < 2) problems.push(`inputs: ${inputs.length}`);
    else {
      await page.fire(inputs[0], 'input', { value: '账号过期', cursor: 4 });
      await page.fire(inputs[1], 'input', { value: '13800003333', cursor: 11 });
    }
    const moved = await fetch(`${url}/__test/clock`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ advanceSeconds: TTL_SECONDS + 1 }),
    });
    if (moved.status !== 200) problems.push(`clock not moved: ${moved.status}`);

    const before = requests.length;
    await page.tapText('提交');
    const done = () => page.navigations.some((n) => (n.url || '').includes('subSuccess'));
    await settleWhile(page, () => !done(), 80);
    if (!done()) problems.push(`no success page: ${JSON.stringify(page.navigations)}`);
    if (page.navigations.some((n) => /login/i.test(n.url || ''))) problems.push(`went to login: ${JSON.stringify(page.navigations)}`);
    if (logins !== 0) problems.push(`wx.login asked ${logins} times`);
    const after = requests.slice(before);
    const renewals = after.filter((r) => r.url.pathname === '/api/auth/token/refresh');
    if (renewals.length !== 1) problems.push(`renewals: ${renewals.length}`);
    const submits = after.filter((r) => r.url.pathname === '/api/bigtable/application/app-open/form/form-open/form-data');
    if (submits.length !== 2) problems.push(`submits: ${submits.length} (expected the expired one and its replay)`);
    else if (JSON.stringify(submits[1].data.content) !== JSON.stringify({ input_name: '账号过期', input_mobile: '13800003333' })) {
      problems.push(`replayed content: ${JSON.stringify(submits[1].data)}`);
    }
    check('pagesB/view/search/formInfo?appId=app-open (account login, token expired mid-form: refreshed, replayed, submitted)', page, problems);
    page.unload();
  },
);
