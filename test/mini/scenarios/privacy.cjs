'use strict';
/**
 * The privacy agreement in the built mini program: app.json asks for WeChat's privacy check, the app registers
 * onNeedPrivacyAuthorization at start-up, and a protected call made before the user agreed shows our dialog on the
 * page in front (texts, the agreement's name from getPrivacySetting, no missing template). 拒绝 answers WeChat
 * `disagree`; the agree button (open type agreePrivacyAuthorization) answers `agree` with its own id once its
 * agreeprivacyauthorization event fired, and the dialog closes.
 */
const { scenario, until, settleWhile } = require('../scenario.cjs');

const TITLE = '用户隐私保护提示';

scenario({ name: 'privacy' }, async ({ h, check }) => {
  const app = h.loadApp();
  const appProblems = [];
  if (app.appJson.__usePrivacyCheck__ !== true) appProblems.push('app.json lacks __usePrivacyCheck__: true');
  if (typeof h.privacy.listener !== 'function') appProblems.push('no onNeedPrivacyAuthorization listener after start-up');
  check('app.json and start-up (privacy check on, listener registered)', { templateWarnings: [], errors: app.launch.errors, text: () => '' }, appProblems);

  const page = await h.renderPage('pagesB/view/404', {}, { timeoutMs: 8000 });
  const refused = h.privacy.need('getLocation');
  const problems = await until(page, [TITLE, '《Ware 小程序隐私保护指引》', '同意并继续', '拒绝']);
  await page.tapText('拒绝');
  const answer = await Promise.race([refused, new Promise((r) => setTimeout(() => r('no answer'), 5000))]);
  if (answer !== 'disagree') problems.push(`拒绝 answered ${answer}`);
  await settleWhile(page, () => page.has(TITLE), 20);
  if (page.has(TITLE)) problems.push('the dialog stayed open after 拒绝');
  check('pagesB/view/404 + protected call: the dialog; 拒绝 answers disagree', page, problems);

  const agreed = h.privacy.need('chooseMedia');
  const agreeProblems = await until(page, [TITLE]);
  await page.fire({ text: '同意并继续' }, 'agreeprivacyauthorization', {});
  const answer2 = await Promise.race([agreed, new Promise((r) => setTimeout(() => r('no answer'), 5000))]);
  if (answer2 !== 'agree') agreeProblems.push(`同意并继续 answered ${answer2}`);
  const last = h.privacy.resolved[h.privacy.resolved.length - 1] || {};
  if (last.event !== 'agree' || !last.buttonId) agreeProblems.push(`WeChat was not resolved with the agree button's id: ${JSON.stringify(last)}`);
  const exposed = h.privacy.resolved.filter((r) => r.event === 'exposureAuthorization').length;
  if (exposed !== 2) agreeProblems.push(`each dialog should tell WeChat it was shown (exposureAuthorization): ${exposed}`);
  await settleWhile(page, () => page.has(TITLE), 20);
  if (page.has(TITLE)) agreeProblems.push('the dialog stayed open after agreeing');
  check('the agree button (agreePrivacyAuthorization) answers agree with its id', page, agreeProblems);
  page.unload();
});
