import type { Browser, Page } from '@playwright/test';

import { addressOf, arrivedAt, expect, settled, test } from './fixtures';
import { apiAsPage } from './support/api';
import { signInAs, switchOrganisation } from './support/sign-in';
import { ERROR_TEXT, fillText } from '../../src/domain/messages';
import { TODO_TEXT } from '../../src/domain/todo';

/**
 * The to-do centre and approvals on the seeded expense claim (older engine: manager, above 1,000 the finance
 * countersign of 赵访客 and 王管理, then finance) and leave requests (newer engine): approving through the chain,
 * rejecting back to the member who edits and resubmits, add-sign and reassign, notifications, and the catalogue rows
 * of the to-do context.
 */
const LIST = '/platform/toDoList/list';

test.beforeEach(async ({ server }) => {
  await server.reset();
});

/** A signed-in user in its own browser context, inside organisation 1001. */
async function asUser(browser: Browser, baseURL: string, username: string) {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await signInAs(page, username);
  // admin's last organisation is 1002: every user enters 1001 from the organisation list.
  await switchOrganisation(page);
  return { page, close: () => context.close() };
}

/** The member's claim, submitted as the member's page does (the form screen's submit is covered by form.spec.ts). */
async function submitClaim(page: Page, baseURL: string, amount: number): Promise<string> {
  const res = await apiAsPage(page, baseURL, '/api/ware-engine-form/data/submit', {
    method: 'POST',
    body: { appId: 'app-expense', formId: 'form-expense', content: { radio_category: 'a', number_amount: amount } },
  });
  expect(res.code).toBe(0);
  return String(res.data.code);
}

const shown = (page: Page) => page.locator('.taro_page').filter({ visible: true });
const rowOf = (page: Page, text: string) => shown(page).getByTestId('todo-row').filter({ hasText: text });

/** Opens the to-do centre on a tab and the first row holding `text`. */
async function openTask(page: Page, tab: string, text: string) {
  await page.goto(`${LIST}?tab=${tab}`);
  await rowOf(page, text).first().click();
  await arrivedAt(page, /^\/platform\/toDoList\/task\?/);
  await expect(shown(page).getByTestId('task-form')).toBeVisible();
}

async function decide(page: Page, action: '同意' | '驳回' | '重新提交', opinion?: string) {
  if (opinion) await shown(page).getByLabel(TODO_TEXT.opinion).fill(opinion);
  await shown(page).getByRole('button', { name: action, exact: true }).click();
  await arrivedAt(page, /^\/platform\/toDoList\/list/);
}

test('a claim above 1,000: manager, both countersigners and finance approve; the member sees the whole timeline', async ({ page, browser, baseURL }) => {
  test.setTimeout(180_000);
  await signInAs(page, 'member');
  await submitClaim(page, baseURL!, 2400);

  const sub = await asUser(browser, baseURL!, 'subadmin');
  const before = Number(await sub.page.getByTestId('counter-todo').locator('.home-apps__count').textContent());
  await sub.page.getByTestId('counter-todo').click();
  await arrivedAt(sub.page, `${LIST}?tab=todo`);
  await expect(shown(sub.page).getByTestId('todo-badge-todo')).toHaveText(String(before));
  await expect(rowOf(sub.page, '张成员的费用报销审批')).toHaveCount(1);
  await openTask(sub.page, 'todo', '部门经理审批');
  await expect(shown(sub.page).getByTestId('task-title')).toContainText('费用报销审批');
  await decide(sub.page, '同意', '同意报销');
  await expect(shown(sub.page).getByTestId('todo-badge-todo')).toHaveText(String(before - 1));
  await sub.close();

  const guest = await asUser(browser, baseURL!, 'guest');
  await openTask(guest.page, 'todo', '财务会签');
  await decide(guest.page, '同意', '票据齐全');
  await guest.close();

  const admin = await asUser(browser, baseURL!, 'admin');
  await openTask(admin.page, 'todo', '财务会签');
  await decide(admin.page, '同意');
  await expect(rowOf(admin.page, '财务审批').first()).toBeVisible();
  // Two finance tasks: the seeded claim's and this one, newest first.
  await openTask(admin.page, 'todo', '财务审批');
  await decide(admin.page, '同意', '已核对');
  await admin.close();

  await page.goto(`${LIST}?tab=started`);
  const mine = rowOf(page, '已通过').filter({ hasText: '费用报销' });
  await expect(mine).toHaveCount(2);
  await mine.first().click();
  await arrivedAt(page, /^\/platform\/toDoList\/task\?/);
  const timeline = shown(page).getByTestId('timeline-entry');
  await expect(timeline).toHaveText([/发起.*张成员 · 发起/, /部门经理审批.*李子管 · 同意.*同意报销/, /财务会签.*赵访客 · 同意.*票据齐全/, /财务会签.*王管理 · 同意/, /财务审批.*王管理 · 同意.*已核对/, /审批通过/]);
  await expect(shown(page).getByTestId('task-status')).toHaveText('已通过');
});

test('a rejection needs an opinion and returns the claim to the member, who edits and resubmits it', async ({ page, browser, baseURL }) => {
  test.setTimeout(120_000);
  await signInAs(page, 'member');
  await submitClaim(page, baseURL!, 300);

  const sub = await asUser(browser, baseURL!, 'subadmin');
  await openTask(sub.page, 'todo', '费用报销审批');
  await shown(sub.page).getByRole('button', { name: '驳回', exact: true }).click();
  await expect(shown(sub.page).getByText(TODO_TEXT.opinionRequired)).toBeVisible();
  await decide(sub.page, '驳回', '请补充发票');

  await page.goto(`${LIST}?tab=todo`);
  const returned = rowOf(page, TODO_TEXT.kind.RESUBMIT!);
  await expect(returned).toHaveCount(3); // the seeded two and this one
  await openTask(page, 'todo', '费用报销审批');
  await expect(shown(page).getByTestId('timeline')).toContainText('请补充发票');
  const amount = shown(page).getByLabel('报销金额');
  await amount.fill('320');
  await decide(page, '重新提交');
  await expect(returned).toHaveCount(2);

  await openTask(sub.page, 'todo', '费用报销审批');
  await expect(shown(sub.page).getByLabel('报销金额')).toHaveValue(/^320/);
  await sub.close();
});

test('add-sign and reassign move the task to the right person', async ({ page, browser, baseURL }) => {
  test.setTimeout(150_000);
  await signInAs(page, 'member');
  const code = await submitClaim(page, baseURL!, 50);

  const sub = await asUser(browser, baseURL!, 'subadmin');
  await openTask(sub.page, 'todo', '费用报销审批');
  await shown(sub.page).getByRole('button', { name: '加签', exact: true }).click();
  await shown(sub.page).getByRole('button', { name: /选择成员/ }).click();
  await sub.page.getByRole('option', { name: /赵访客/ }).click();
  await sub.page.getByRole('button', { name: '完成' }).click();
  await shown(sub.page).getByTestId('task-picker').getByRole('button', { name: '确定' }).click();
  await expect(shown(sub.page).getByTestId('timeline')).toContainText('由李子管加签');
  await decide(sub.page, '同意');
  await sub.close();

  const guest = await asUser(browser, baseURL!, 'guest');
  await openTask(guest.page, 'todo', '部门经理审批');
  await shown(guest.page).getByRole('button', { name: '转交', exact: true }).click();
  await shown(guest.page).getByRole('button', { name: /选择成员/ }).click();
  await guest.page.getByRole('option', { name: /张成员/ }).click();
  await shown(guest.page).getByTestId('task-picker').getByRole('button', { name: '确定' }).click();
  await arrivedAt(guest.page, /^\/platform\/toDoList\/list/);
  await expect(shown(guest.page).getByTestId('todo-row')).toHaveCount(0);
  await guest.close();

  await page.goto(`${LIST}?tab=todo`);
  await openTask(page, 'todo', '部门经理审批');
  await expect(shown(page).getByTestId('timeline')).toContainText('由赵访客转交');
  await decide(page, '同意');
  await apiAsPage(page, baseURL!, `/api/bigtable/task/todo`).then((r) => expect(JSON.stringify(r.data)).not.toContain(code));
});

test('notifications: listed with the unread count, opened, marked read', async ({ page }) => {
  await signInAs(page, 'member');
  await page.goto(`${LIST}?tab=notifications`);
  await expect(shown(page).getByTestId('todo-badge-notifications')).toHaveText('3');
  const unread = rowOf(page, TODO_TEXT.unread);
  await expect(unread).toHaveCount(3);
  await unread.filter({ hasText: '请假审批被驳回' }).click();
  await arrivedAt(page, /^\/platform\/toDoList\/task\?processInstanceId=ap-pi-leave-4/);
  await expect(shown(page).getByTestId('timeline')).toContainText('请先安排好工作交接');
  await page.goBack();
  await arrivedAt(page, /^\/platform\/toDoList\/list/);
  await expect(shown(page).getByTestId('todo-badge-notifications')).toHaveText('2');
  await expect(rowOf(page, TODO_TEXT.unread)).toHaveCount(2);
});

test('the catalogue rows: 400 on start, TENANT_REQUIRED, 数据不存在 in the to-do context', async ({ page, browser, baseURL }) => {
  test.setTimeout(120_000);
  await signInAs(page, 'member');
  // The withdrawn leave request may start again; started elsewhere meanwhile, the start is refused.
  await page.goto(`${LIST}?tab=started`);
  await rowOf(page, '已撤回').click();
  await arrivedAt(page, /^\/platform\/toDoList\/task\?/);
  const restart = shown(page).getByRole('button', { name: TODO_TEXT.actions.restart });
  await expect(restart).toBeVisible();
  const started = await apiAsPage(page, baseURL!, '/api/bigtable/process-definitions/key/leave-approval/start', { method: 'POST', body: { appId: 'ap-leave', dataId: 'ap-leave-6' } });
  expect(started.code).toBe(0);
  await restart.click();
  await expect(page.getByText(fillText(ERROR_TEXT.processStartRunning, '请假审批'), { exact: true })).toBeVisible();

  // 数据不存在: a task that does not exist says so, then goes back.
  await page.goto(`${LIST}?tab=todo`);
  await settled(page);
  await page.goto('/platform/toDoList/task?taskId=task-gone');
  await expect(page.getByText(TODO_TEXT.goneDetail)).toBeVisible();
  await page.getByText(TODO_TEXT.confirm, { exact: true }).click();
  await expect.poll(() => addressOf(page)).not.toMatch(/taskId=task-gone/);

  // TENANT_REQUIRED: without an organisation the lists are empty, not an error.
  const lonely = await browser.newContext({ baseURL: baseURL! });
  const lp = await lonely.newPage();
  await signInAs(lp, 'lonely', { organisation: null });
  await lp.goto(`${LIST}?tab=todo`);
  await expect(shown(lp).getByText(TODO_TEXT.empty.todo)).toBeVisible();
  await expect(lp.locator('.taro__toast').getByText(/./)).toHaveCount(0);
  await lonely.close();
});
