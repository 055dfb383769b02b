'use strict';
/**
 * The handwritten signature in the built mini program, signed in as subadmin (李子管) in 1001: the seeded leave
 * ap-leave-2 waits at 人事会签 for his signature. The task page renders NutUI's Signature with its canvas (a
 * `type="2d"` canvas node; no template warning), 同意 without a signature is refused on the page, and the pad's
 * 确定 with nothing drawn leaves it unsigned. Drawing itself is not possible here: miniprogram-simulate has no canvas
 * node (selector queries answer no node and zero sizes), so the stroke, the PNG and its storage are covered in H5
 * (test/e2e/todo.spec.ts, "a signature node") with the same component and confirm path.
 */
const { scenario, until, settleWhile } = require('../scenario.cjs');

scenario({ name: 'todo-signature', signIn: ['subadmin', '1001'] }, async ({ h, check }) => {
  const list = await h.renderPage('pagesB/toDoList/list', { tab: 'todo' }, { timeoutMs: 8000 });
  const problems = await until(list, ['请假申请 · 新版 · 人事会签']);
  if (problems.length) {
    check('pagesB/toDoList/list?tab=todo (the countersign waiting for 李子管)', list, problems);
    list.unload();
    return;
  }
  await list.tapText('请假申请 · 新版 · 人事会签');
  const opened = list.navigations.find((n) => n.type === 'navigateTo');
  list.unload();
  if (!opened || opened.route !== 'pagesB/toDoList/task') {
    check('the 人事会签 row opens its task', list, [`no task page opened: ${JSON.stringify(opened)}`]);
    return;
  }

  const task = await h.renderPage(opened.url.replace(/^\//, ''), {}, { timeoutMs: 8000 });
  const taskProblems = await until(task, ['请假审批', '人事会签', '手写签名', '清除', '确定', '同意']);
  const canvases = () => (task.html().match(/<wx-canvas[^>]*>/g) || []).length;
  await settleWhile(task, () => canvases() < 1, 50);
  if (!task.query('.nut-signature')) taskProblems.push('no NutUI Signature on the page');
  if (canvases() < 1) taskProblems.push('the signature has no canvas');
  // Approving without a signature is refused on the page; the pad's 确定 with nothing drawn does not sign.
  // The bar's 同意 (its primary button): the timeline before the bar says 同意 too.
  await task.tap('.task__bar .nut-button-primary');
  if ((await until(task, '请先手写签名')).length) taskProblems.push('同意 without a signature was not refused');
  await task.tapText('确定');
  if (task.has('已签名')) taskProblems.push('确定 with nothing drawn marked the task signed');
  if (task.navigations.some((n) => n.type === 'navigateBack')) taskProblems.push('the task was completed without a signature');
  check('pagesB/toDoList/task at a signature node (the canvas, its confirm path, the refusal without a signature)', task, taskProblems);
  task.unload();
});
