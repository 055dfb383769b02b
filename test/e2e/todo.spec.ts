import type { Browser, Page } from '@playwright/test';

import { addressOf, arrivedAt, expect, settled, test } from './fixtures';
import { unseenProblems } from './support/a11y-unseen';
import { apiAsPage } from './support/api';
import { fillClaim } from './support/expense-claim';
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

/** The member's claim through the API, for the tests about what follows a submit (the first test submits on screen). */
async function submitClaim(page: Page, baseURL: string, amount: number): Promise<string> {
  const res = await apiAsPage(page, baseURL, '/api/ware-engine-form/data/submit', {
    method: 'POST',
    body: {
      appId: 'app-expense',
      formId: 'form-expense',
      // A complete claim: the server refuses one without its required fields (applicant, department, category, amount).
      content: {
        staff_applicant: [{ id: '10003', nickname: '张成员' }],
        department_dept: [{ id: 'd1004', name: '华东销售组' }],
        radio_category: 'a',
        number_amount: amount,
      },
    },
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
  const dataId = await fillClaim(page, 2400);
  // Stored as filled, and its process started on submit, waiting at the manager.
  const stored = await apiAsPage(page, baseURL!, `/api/ware-engine-form/history/process-instances?businessKey=${dataId}`);
  expect(stored.data).toEqual([expect.objectContaining({ dataId, processKey: 'expense-approval', status: 'RUNNING' })]);

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

test('on a 375 x 740 phone the decisions stay within reach: 同意 in view before and after scrolling a long form', async ({ browser, baseURL }) => {
  // The seeded leave ap-leave-2 at 人事会签 for 李子管: its form, the signature pad and the timeline are a long page.
  const sub = await asUser(browser, baseURL!, 'subadmin');
  const page = sub.page;
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/platform/toDoList/task?processInstanceId=ap-pi-leave-2');
  const taskPage = shown(page);
  await expect(taskPage.getByTestId('timeline-entry').first()).toBeVisible();
  // Taro's page is what scrolls; the page is well over the screen's height.
  const scroll = () => taskPage.evaluate((el) => ({ top: el.scrollTop, height: el.scrollHeight }));
  expect(await scroll()).toEqual({ top: 0, height: expect.any(Number) });
  expect((await scroll()).height).toBeGreaterThan(1.5 * 740);

  const approve = taskPage.getByRole('button', { name: '同意', exact: true });
  await expect(approve).toBeInViewport({ ratio: 1 });
  await taskPage.evaluate((el) => el.scrollTo(0, el.scrollHeight));
  await expect.poll(async () => (await scroll()).top).toBeGreaterThan(700);
  await expect(approve).toBeInViewport({ ratio: 1 });
  // At the end, the page's last block (the timeline) ends above the bar, not behind it.
  const last = (await taskPage.getByTestId('timeline-entry').last().boundingBox())!;
  const bar = (await taskPage.getByTestId('task-bar').boundingBox())!;
  expect(last.y + last.height).toBeLessThanOrEqual(bar.y + 1);
  // Tabbing through the page never leaves focus under the bar (WCAG 2.4.11), nor is anything wider than the phone.
  expect(await unseenProblems(page, 'task at 375 x 740')).toEqual([]);
  await sub.close();
});

test('a signature node: drawn with the mouse and confirmed, stored with the approval, shown in the timeline', async ({ browser, baseURL }) => {
  test.setTimeout(120_000);
  // The seeded leave ap-leave-2 waits at 人事会签 (all must sign) for 李子管; 王管理 has signed.
  const sub = await asUser(browser, baseURL!, 'subadmin');
  const page = sub.page;
  await openTask(page, 'todo', '人事会签');
  const pad = shown(page).getByTestId('signature');
  const canvas = pad.locator('canvas');
  await shown(page).getByRole('button', { name: '同意', exact: true }).click();
  await expect(shown(page).getByText(TODO_TEXT.signatureRequired)).toBeVisible();

  // A zigzag with the mouse. NutUI takes hold of its canvas a moment after it shows, so the stroke is drawn again
  // (after 清除) until it has left ink on the canvas.
  const inkOnCanvas = (c: HTMLCanvasElement) => c.getContext('2d')!.getImageData(0, 0, c.width, c.height).data.filter((v, i) => i % 4 === 3 && v > 0).length;
  await expect(async () => {
    await pad.getByRole('button', { name: TODO_TEXT.signatureClear }).click();
    const box = (await canvas.boundingBox())!;
    await page.mouse.move(box.x + 30, box.y + 40);
    await page.mouse.down();
    for (const [x, y] of [[80, 120], [130, 40], [180, 120], [230, 40]] as const) await page.mouse.move(box.x + x, box.y + y, { steps: 6 });
    await page.mouse.up();
    expect(await canvas.evaluate(inkOnCanvas)).toBeGreaterThan(200);
  }).toPass();
  await pad.getByRole('button', { name: TODO_TEXT.pickConfirm }).click();
  await expect(pad.getByText(TODO_TEXT.signatureDone)).toBeVisible();
  await decide(page, '同意', '已备案');

  // Stored with 李子管's approval: a PNG with ink in it.
  const history = await apiAsPage(page, baseURL!, '/api/ware-engine-form/history/tasks?processInstanceId=ap-pi-leave-2');
  const tasks = history.data as unknown as { name: string; outcome: string | null; signature: string | null; assignee: { nickname: string } | null }[];
  const signed = tasks.find((t) => t.name === '人事会签' && t.assignee?.nickname === '李子管');
  expect(signed).toMatchObject({ outcome: 'APPROVED', signature: expect.stringMatching(/^data:image\/png;base64,/) });
  const inked = await page.evaluate(async (src) => {
    const img = new Image();
    img.src = src;
    await img.decode();
    const c = document.createElement('canvas');
    [c.width, c.height] = [img.width, img.height];
    const g = c.getContext('2d')!;
    g.drawImage(img, 0, 0);
    return g.getImageData(0, 0, c.width, c.height).data.filter((v, i) => i % 4 === 3 && v > 0).length;
  }, signed!.signature!);
  expect(inked).toBeGreaterThan(200);

  // The timeline of the process shows the same image under 李子管's approval.
  await page.goto('/platform/toDoList/task?processInstanceId=ap-pi-leave-2');
  const entry = shown(page).getByTestId('timeline-entry').filter({ hasText: '李子管 · 同意' }).filter({ hasText: '已备案' });
  await expect(entry.locator('.timeline__signature img')).toHaveAttribute('src', signed!.signature!);
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
  // Not to 张成员: the initiator never approves their own claim (issue 34, finding 12). 李子管's own task is done.
  await guest.page.getByRole('option', { name: /李子管/ }).click();
  await shown(guest.page).getByTestId('task-picker').getByRole('button', { name: '确定' }).click();
  await arrivedAt(guest.page, /^\/platform\/toDoList\/list/);
  await expect(shown(guest.page).getByTestId('todo-row')).toHaveCount(0);
  await guest.close();

  const again = await asUser(browser, baseURL!, 'subadmin');
  await openTask(again.page, 'todo', '部门经理审批');
  await expect(shown(again.page).getByTestId('timeline')).toContainText('由赵访客转交');
  await decide(again.page, '同意');
  await apiAsPage(again.page, baseURL!, `/api/bigtable/task/todo`).then((r) => expect(JSON.stringify(r.data)).not.toContain(code));
  await again.close();
});

test('the process report: the initiator removes a withdrawn process from 我发起的', async ({ page }) => {
  await signInAs(page, 'member');
  await page.goto(`${LIST}?tab=started`);
  const badge = shown(page).getByTestId('todo-badge-started');
  await expect(badge).toHaveText(/\d+/);
  const before = Number(await badge.textContent());
  await rowOf(page, '已撤回').click();
  await arrivedAt(page, /^\/platform\/toDoList\/task\?/);
  const report = shown(page).getByTestId('process-report');
  await expect(report.getByTestId('process-duration')).toHaveText(/^用时 /);
  await report.getByRole('button', { name: TODO_TEXT.report.remove }).click();
  await page.locator('.taro-model__confirm').filter({ hasText: TODO_TEXT.confirm }).click();
  await arrivedAt(page, /^\/platform\/toDoList\/list/);
  await expect(badge).toHaveText(String(before - 1));
  await expect(rowOf(page, '已撤回')).toHaveCount(0);
  // A running process has its report but nothing to remove; its nodes say where it stands and the queue at each.
  await rowOf(page, '审批中').first().click();
  await arrivedAt(page, /^\/platform\/toDoList\/task\?/);
  await expect(shown(page).getByTestId('timeline')).toBeVisible();
  await expect(shown(page).getByTestId('process-node').filter({ hasText: `（${TODO_TEXT.nodes.current}）` })).toHaveCount(1);
  await expect(shown(page).getByTestId('process-node').filter({ hasText: `${TODO_TEXT.nodes.open} ` }).first()).toBeVisible();
  await expect(shown(page).getByRole('button', { name: TODO_TEXT.report.remove })).toHaveCount(0);
});

test('notifications: listed with the unread count, opened (a returned request with 重新提交), marked read', async ({ page }) => {
  await signInAs(page, 'member');
  await page.goto(`${LIST}?tab=notifications`);
  await expect(shown(page).getByTestId('todo-badge-notifications')).toHaveText('3');
  const unread = rowOf(page, TODO_TEXT.unread);
  await expect(unread).toHaveCount(3);
  await unread.filter({ hasText: '请假审批被驳回' }).click();
  await arrivedAt(page, /^\/platform\/toDoList\/task\?processInstanceId=ap-pi-leave-4/);
  await expect(shown(page).getByTestId('timeline')).toContainText('请先安排好工作交接');
  // Issue 42 item 5: the returned request reached from its notification offers what its 待办 entry offers.
  await expect(shown(page).getByRole('button', { name: TODO_TEXT.actions.resubmit, exact: true })).toBeVisible();
  await page.goBack();
  await arrivedAt(page, /^\/platform\/toDoList\/list/);
  await expect(shown(page).getByTestId('todo-badge-notifications')).toHaveText('2');
  await expect(rowOf(page, TODO_TEXT.unread)).toHaveCount(2);
  // 旧版: the older engine's own notifications; the newer engine's leave the list.
  const older = page.waitForResponse((r) => r.url().includes('/api/ware-engine-form/notifications?'));
  await shown(page).getByTestId('todo-engines').getByRole('radio', { name: TODO_TEXT.engine.V1 }).click();
  expect((await older).status()).toBe(200);
  await expect(shown(page).getByTestId('todo-row').filter({ hasText: TODO_TEXT.engine.V2 })).toHaveCount(0);
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
