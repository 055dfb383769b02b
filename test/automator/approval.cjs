'use strict';
/**
 * An approval in WeChat DevTools: admin opens 待办, taps the seeded claim's 财务审批 task (张成员的费用报销审批), taps
 * 同意, and is back on the list once the server has completed the task.
 */
const { enterOrganisation, runScript, signInWithWechat, tapText, waitForPage, waitForText } = require('./lib.cjs');

const script = {
  name: 'approval: admin approves the seeded expense claim',
  pages: ['pages/login/login', 'pagesB/view/selectTenant', 'pagesB/toDoList/list', 'pagesB/toDoList/task'],
  async run(miniProgram) {
    await signInWithWechat(miniProgram, 'admin');
    // admin's last organisation is 1002; the claim is in 1001.
    await enterOrganisation(miniProgram);
    const list = await miniProgram.reLaunch('/pagesB/toDoList/list?tab=todo');
    await tapText(list, '张成员的费用报销审批');
    const task = await waitForPage(miniProgram, 'pagesB/toDoList/task');
    await waitForText(task, '审批流程');
    await tapText(task, '同意');
    await waitForPage(miniProgram, 'pagesB/toDoList/list');
  },
};

module.exports = script;
if (require.main === module) runScript(script);
