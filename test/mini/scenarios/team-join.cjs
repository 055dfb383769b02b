'use strict';
/**
 * Joining by code in the mini program: member opens the join page from a shared link (inviteCode in the query), the
 * team 星河协作团队 shows with its approval rule, and a tap on 申请加入 sends the request through wx.request and opens
 * the result page as pending; the server then holds member's pending request.
 */
const { scenario, until, settleWhile } = require('../scenario.cjs');

scenario({ name: 'team-join', signIn: ['member', '1001'] }, async ({ h, url, check, requests }) => {
  const page = await h.renderPage('team/joinTeam/join', { inviteCode: 'TMK7Q2MX' }, { timeoutMs: 8000 });
  const problems = await until(page, ['星河协作团队', '加入需管理员审批', '申请加入']);
  await page.tapText('申请加入');
  await settleWhile(page, () => !page.navigations.some((n) => n.url.includes('addResults')), 50);
  const result = page.navigations.find((n) => n.url.includes('addResults'));
  if (!result || !result.url.includes('status=PENDING')) problems.push(`result page: ${JSON.stringify(page.navigations)}`);
  if (!requests.some((r) => r.url.pathname === '/api/platform/org-invitation-code/accept')) problems.push('no accept call');
  // The admin sees the request (a password login as admin in the team's organisation).
  const login = await (await fetch(`${url}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'admin', password: 'Demo@2026', tenantId: 'tm-3001' }) })).json();
  const pending = await (await fetch(`${url}/api/platform/join-organization-requests?status=PENDING`, { headers: { authorization: `Bearer ${login.data.access_token}` } })).json();
  if (!pending.data.some((r) => r.userId === '10003')) problems.push('the server holds no pending request of member');
  check('team/joinTeam/join?inviteCode=TMK7Q2MX (the team shows, 申请加入 sends the request, result pending)', page, problems);
  page.unload();
});
