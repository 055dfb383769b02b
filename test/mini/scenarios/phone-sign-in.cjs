'use strict';
/**
 * Phone-number sign-in in the mini program: the login page shows WeChat's getPhoneNumber button (手机号快捷登录);
 * the number the user agrees to share comes as the button's getphonenumber event with a code, then wx.login's code
 * goes to GET /admin/mobile/getSessionKey and the session key and phone code, form-encoded, to POST
 * /admin/mobile/login; member (registered with 13800000003, its WeChat not bound) is signed in and sent on.
 */
const { scenario, until, settleWhile } = require('../scenario.cjs');

scenario({ name: 'phone-sign-in' }, async ({ h, check, requests }) => {
  // A WeChat user whose openid no account is bound to: only the phone number names the account.
  global.wx.login = (options = {}) => {
    const res = { code: 'dev-wx-stranger', errMsg: 'login:ok' };
    setTimeout(() => {
      if (options.success) options.success(res);
      if (options.complete) options.complete(res);
    }, 0);
  };
  const page = await h.renderPage('pages/login/login', {}, { timeoutMs: 8000 });
  const problems = await until(page, ['手机号快捷登录', '微信登录']);
  await page.fire({ text: '手机号快捷登录' }, 'getphonenumber', { code: 'dev-phone-13800000003', errMsg: 'getPhoneNumber:ok' });
  await settleWhile(page, () => page.navigations.length === 0, 60);
  const paths = requests.map((r) => r.url.pathname);
  if (!paths.includes('/api/admin/mobile/getSessionKey')) problems.push('no getSessionKey call');
  const login = requests.find((r) => r.url.pathname === '/api/admin/mobile/login');
  if (!login || !String(login.data).includes('phoneCode=dev-phone-13800000003')) problems.push(`mobile login: ${JSON.stringify(login && login.data)}`);
  if (!String(h.storage.get('token') || '').startsWith('Bearer ')) problems.push('no session token stored');
  if (page.navigations.length === 0) problems.push('signed in but not sent on');
  check('pages/login/login: 手机号快捷登录 → getSessionKey → mobile login (form-encoded), signed in', page, problems);
  page.unload();
});
