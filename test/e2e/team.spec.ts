import type { Browser, Page } from '@playwright/test';

import { arrivedAt, expect, test, type LocalServer } from './fixtures';
import { expectPicture } from './support/pictures';
import { signInAs, switchOrganisation } from './support/sign-in';
import { TEAM_TEXT } from '../../src/features/team/text';

/** Team and organisation: creating one with the SMS step, joining by code with approval, management, member info. */

const TEAM = '星河协作团队';
const TEAM_CODE = 'TMK7Q2MX';

async function otherUser(browser: Browser, server: LocalServer): Promise<Page> {
  const context = await browser.newContext({ baseURL: server.url });
  return context.newPage();
}

test('lonely creates an organisation with the SMS step and lands in it as its admin', async ({ page, server }) => {
  await server.reset();
  await signInAs(page, 'lonely', { organisation: null });
  await arrivedAt(page, '/team/joinTeam/index');
  await expect(page.getByText(TEAM_TEXT.noOrganisation)).toBeVisible();
  await page.getByRole('button', { name: TEAM_TEXT.create, exact: true }).click();
  await arrivedAt(page, '/team/joinTeam/create');

  await page.getByLabel(TEAM_TEXT.nameLabel, { exact: true }).fill('独行工作室');
  await page.getByRole('button', { name: `${TEAM_TEXT.industryLabel}:${TEAM_TEXT.industryPlaceholder}` }).click();
  await page.getByRole('button', { name: '教育', exact: true }).click();
  await page.getByLabel(TEAM_TEXT.contactLabel, { exact: true }).fill('钱独行');
  await page.getByLabel(TEAM_TEXT.phoneLabel, { exact: true }).fill('13800000005');
  // Creating before the SMS step is refused by the form.
  await page.getByRole('button', { name: TEAM_TEXT.submitCreate }).click();
  await expect(page.getByText(TEAM_TEXT.smsInvalid)).toBeVisible();

  const mark = server.logMark();
  await page.getByRole('button', { name: TEAM_TEXT.smsSend }).click();
  const code = await server.smsCode('13800000005', mark);
  await expect(page.getByRole('button', { name: /秒后重新获取$/ })).toBeVisible();
  await page.getByLabel(TEAM_TEXT.smsLabel, { exact: true }).fill(code);
  await page.getByRole('button', { name: TEAM_TEXT.submitCreate }).click();

  await arrivedAt(page, /^\/team\/joinTeam\/addResults\?status=CREATED/);
  await expect(page.getByText('「独行工作室」创建成功')).toBeVisible();
  await page.getByRole('button', { name: TEAM_TEXT.enter }).click();
  await arrivedAt(page, '/platform/index');
  await expect(page.getByTestId('organisation')).toHaveText('独行工作室');
  await page.getByRole('button', { name: TEAM_TEXT.manageTeam }).click();
  await arrivedAt(page, '/team/teamManagement/index');
  await expect(page.getByTestId('organisation-info')).toContainText('独行工作室');
  await expect(page.getByTestId('member-count')).toHaveText('1');
  await expect(page.getByTestId('invitation-code')).toContainText(TEAM_TEXT.invitationOn);
});

test("member asks to join admin's team by its link, admin approves, and member enters it", async ({ page, browser, server }) => {
  await server.reset();
  await signInAs(page, 'member');
  await page.goto(`/team/joinTeam/join?inviteCode=${TEAM_CODE}`);
  const invitation = page.getByTestId('invitation');
  await expect(invitation).toContainText(TEAM);
  await expect(invitation).toContainText(TEAM_TEXT.needsApproval);
  await page.getByRole('button', { name: TEAM_TEXT.applyToJoin }).click();
  await arrivedAt(page, /^\/team\/joinTeam\/addResults\?status=PENDING/);
  await expect(page.getByText(`已向「${TEAM}」提交申请`)).toBeVisible();

  const admin = await otherUser(browser, server);
  await signInAs(admin, 'admin');
  await switchOrganisation(admin, TEAM);
  await admin.getByRole('button', { name: TEAM_TEXT.manageTeam }).click();
  await arrivedAt(admin, '/team/teamManagement/index');
  await expect(admin.getByTestId('entry-applications')).toContainText('4');
  await admin.getByTestId('entry-applications').click();
  await arrivedAt(admin, '/team/teamManagement/memberApplication');
  const request = admin.getByTestId('application').filter({ hasText: '张成员' });
  await expect(request).toContainText(TEAM_TEXT.appliedAt);
  await request.getByRole('button', { name: TEAM_TEXT.approve }).click();
  // The approver places the new member: nothing is approved until a department is chosen (issue 41).
  const places = admin.getByRole('listbox', { name: '同意「张成员」加入，并选择其所在部门' });
  await places.getByRole('button', { name: '前端组' }).click();
  await expect(request).toHaveCount(0);

  await admin.goto('/team/teamManagement/memberList');
  await expect(admin.getByTestId('member-total')).toHaveText('共302人');
  const search = admin.getByRole('searchbox', { name: TEAM_TEXT.searchMembers });
  await search.fill('张成员');
  await search.press('Enter');
  await expect(admin.getByTestId('member')).toHaveCount(1);
  await expect(admin.getByTestId('member')).toContainText('张成员');
  await expect(admin.getByTestId('member')).toContainText('前端组');
  await admin.context().close();

  await switchOrganisation(page, TEAM);
  await expect(page.getByTestId('organisation')).toHaveText(TEAM);
});

test('with the code switched off, joining is refused with the message', async ({ page, browser, server }) => {
  await server.reset();
  const admin = await otherUser(browser, server);
  await signInAs(admin, 'admin');
  await switchOrganisation(admin, TEAM);
  await admin.goto('/team/teamManagement/index');
  await expect(admin.getByTestId('invitation-code')).toContainText(TEAM_TEXT.invitationOn);
  await admin.getByLabel(TEAM_TEXT.invitationSwitch).click();
  await expect(admin.getByTestId('invitation-code')).toContainText(TEAM_TEXT.invitationOff);
  await admin.context().close();

  await signInAs(page, 'member');
  await page.goto('/team/joinTeam/join');
  await page.getByLabel(TEAM_TEXT.codeLabel, { exact: true }).fill(TEAM_CODE.toLowerCase());
  await page.getByRole('button', { name: TEAM_TEXT.find }).click();
  await expect(page.getByTestId('invitation')).toContainText(TEAM_TEXT.codeOff);
  await expect(page.getByRole('button', { name: TEAM_TEXT.applyToJoin })).toHaveCount(0);
  // An unknown code says so too.
  await page.getByLabel(TEAM_TEXT.codeLabel, { exact: true }).fill('NOSUCH99');
  await page.getByRole('button', { name: TEAM_TEXT.find }).click();
  await expect(page.getByText('邀请码不存在')).toBeVisible();
});

test("an admin's edit of a member shows on the member's own profile", async ({ page, browser, server }) => {
  await server.reset();
  const admin = await otherUser(browser, server);
  await signInAs(admin, 'admin');
  await switchOrganisation(admin, '演示科技有限公司');
  await admin.goto('/team/teamManagement/memberList');
  await admin.getByRole('button', { name: '张成员' }).click();
  await arrivedAt(admin, '/team/teamManagement/userInfo?id=10003');
  await expect(admin.getByTestId('member-job-title')).toHaveText('销售专员');
  await expect(admin.getByTestId('member-role')).toHaveText('成员');
  await expect(admin.getByTestId('member-leader')).toHaveText(TEAM_TEXT.no);
  await admin.getByRole('button', { name: TEAM_TEXT.edit }).click();
  await admin.getByLabel(TEAM_TEXT.jobTitle, { exact: true }).fill('大客户经理');
  await admin.getByRole('button', { name: TEAM_TEXT.save }).click();
  await expect(admin.getByTestId('member-job-title')).toHaveText('大客户经理');
  await admin.context().close();

  await signInAs(page, 'member');
  await page.getByRole('button', { name: TEAM_TEXT.myProfile }).click();
  await arrivedAt(page, '/team/teamManagement/userInfo');
  await expect(page.getByTestId('profile-job-title')).toHaveText('大客户经理');
});

test('a member sees no management entry, and the server refuses the management calls', async ({ page, server }) => {
  await server.reset();
  await signInAs(page, 'member');
  await expect(page.getByTestId('team-links')).toBeVisible();
  await expect(page.getByRole('button', { name: TEAM_TEXT.manageTeam })).toHaveCount(0);
  await page.goto('/team/teamManagement/index');
  await expect(page.getByText(TEAM_TEXT.notAdmin)).toBeVisible();
  const refused = page.waitForResponse((r) => r.url().includes('/api/platform/join-organization-requests'));
  await page.goto('/team/teamManagement/memberApplication');
  expect((await refused).status()).toBe(403);
  await expect(page.getByText(TEAM_TEXT.applicationsFailed)).toBeVisible();
});

test('refusing a join request is asked first, naming who; the refusal is confirmed on screen', async ({ page, server }) => {
  await server.reset();
  await signInAs(page, 'admin');
  await switchOrganisation(page, TEAM);
  await page.goto('/team/teamManagement/memberApplication');
  // Avatars beside the people asking (issue 39 item 3); those without one show their first character.
  await expectPicture(page.locator('[data-testid="application"] img.team__avatar').first(), { width: 40, height: 40 });
  await expect(page.locator('[data-testid="application"] .team__avatar.ware-pic--none').first()).toBeVisible();
  const first = page.getByTestId('application').first();
  const who = (await first.getAttribute('aria-label')) ?? '';
  expect(who).not.toBe('');
  const request = page.getByTestId('application').filter({ has: page.getByText(who, { exact: true }) });
  const modal = page.locator('.taro-modal__content');

  await request.getByRole('button', { name: TEAM_TEXT.reject }).click();
  await expect(modal.locator('.taro-modal__title')).toHaveText(TEAM_TEXT.rejectTitle);
  await expect(modal.locator('.taro-modal__text')).toContainText(who);
  await modal.getByText(TEAM_TEXT.cancel, { exact: true }).click();
  await expect(modal).toBeHidden();
  await expect(request).toHaveCount(1);

  await request.getByRole('button', { name: TEAM_TEXT.reject }).click();
  await modal.locator('.taro-modal__foot').getByText(TEAM_TEXT.reject, { exact: true }).click();
  await expect(page.getByText(TEAM_TEXT.rejected)).toBeVisible();
  await expect(request).toHaveCount(0);
});
