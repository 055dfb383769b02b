'use strict';
/**
 * The to-do centre and a task page in the built mini program, signed in as admin in 1001: the tabs with their counts
 * and the merged list, narrowed to one engine by 应用版本; a tap opens the seeded claim's 财务审批 task (the record in
 * task mode, the timeline, the process's nodes); 同意 sends the decision to the local server, which completes the
 * claim, and the list no longer holds it.
 */
const { scenario, until, showsOnly, settleWhile } = require('../scenario.cjs');

scenario({ name: 'todo-approve', signIn: ['admin', '1001'] }, async ({ h, check }) => {
  const list = await h.renderPage('pagesB/toDoList/list', { tab: 'todo' }, { timeoutMs: 8000 });
  const problems = await until(list, ['待办', '已办', '我发起的', '抄送/通知', '张成员的费用报销审批', '费用报销 · 旧版 · 财务审批', '请假申请 · 新版 · 直属领导审批', '全部版本']);
  // 应用版本 › 旧版: the older engine's own list, without the newer engine's leave request.
  await list.tapText('旧版');
  problems.push(...(await showsOnly(list, ['费用报销 · 旧版 · 财务审批'], ['请假申请 · 新版 · 直属领导审批'])));
  await list.tapText('张成员的费用报销审批');
  const opened = list.navigations.find((n) => n.type === 'navigateTo');
  if (!opened || opened.route !== 'pagesB/toDoList/task') problems.push(`the row did not open the task page: ${JSON.stringify(opened)}`);
  check('pagesB/toDoList/list?tab=todo (tabs, counts, both engines, 旧版 alone; a row opens its task)', list, problems);
  list.unload();
  if (!opened) return;

  const task = await h.renderPage(opened.url.replace(/^\//, ''), {}, { timeoutMs: 8000 });
  // 流程节点 (processes/{key}): the process's nodes in order, the one the claim stands at marked 当前.
  const taskProblems = await until(task, ['费用报销审批', '表单内容', '报销金额', '审批流程', '部门经理审批', '财务会签', '同意', '驳回', '加签', '转交', '流程节点 · ', '财务审批（当前）']);
  if (taskProblems.length) {
    check('pagesB/toDoList/task (task mode, timeline, process nodes)', task, taskProblems);
    task.unload();
    return;
  }
  // The decision bar ends the page, after the timeline, whose entries say 同意 too: the bar's 同意 (its primary button).
  await task.tap('.task__bar .nut-button-primary');
  // Handled: the page goes back to the list once the server has answered.
  await settleWhile(task, () => !task.navigations.some((n) => n.type === 'navigateBack'), 50);
  if (!task.navigations.some((n) => n.type === 'navigateBack')) taskProblems.push('同意 did not complete the task (the page did not go back)');
  check('pagesB/toDoList/task (task mode, timeline, process nodes; 同意 completes it on the server)', task, taskProblems);
  task.unload();

  const after = await h.renderPage('pagesB/toDoList/list', { tab: 'todo' }, { timeoutMs: 8000 });
  const afterProblems = await until(after, ['请假申请 · 新版 · 直属领导审批']);
  // The list shown from the cache loads again (the approval marked it stale): the claim leaves it.
  await settleWhile(after, () => after.has('费用报销 · 旧版 · 财务审批'), 50);
  if (after.has('费用报销 · 旧版 · 财务审批')) afterProblems.push('the approved claim is still in 待办');
  check('pagesB/toDoList/list after approving (the claim left 待办)', after, afterProblems);
  after.unload();
});
