import { expect, test } from './fixtures';
import { bearerFor } from './support/api';
import { fillClaim } from './support/expense-claim';
import { signInAs } from './support/sign-in';
import { SUBSCRIBE_TEMPLATES } from '../../src/config';

/**
 * Subscribe messages end to end: the approver's subscription exists through the call the mini program makes after
 * WeChat's prompt (the browser has no requestSubscribeMessage), the member submits an expense claim in the browser,
 * and the local server's development outbox holds one message for the approver about the new task.
 */
const SUBADMIN = '10002';
const MEMBER = '10003';

test.beforeEach(async ({ server }) => {
  await server.reset();
});

async function outbox(baseURL: string, userId: string): Promise<Record<string, unknown>[]> {
  const res = await fetch(`${baseURL}/api/notify/dev/outbox?userId=${userId}`);
  return ((await res.json()) as { data: Record<string, unknown>[] }).data;
}

test('a submitted claim puts a message for the approver into the development outbox', async ({ page, baseURL }) => {
  test.setTimeout(120_000);
  const templateId = SUBSCRIBE_TEMPLATES.TASK_ASSIGNED!;
  const subscribed = await fetch(`${baseURL}/api/notify/subscriptions`, {
    method: 'POST',
    headers: { authorization: await bearerFor(baseURL!, 'subadmin'), 'content-type': 'application/json' },
    body: JSON.stringify({ scene: 'TASK_ASSIGNED', answers: { [templateId]: 'accept' } }),
  });
  expect(subscribed.status).toBe(200);
  expect(await outbox(baseURL!, SUBADMIN)).toEqual([]);

  await signInAs(page, 'member');
  await fillClaim(page, 2400);

  await expect.poll(() => outbox(baseURL!, SUBADMIN)).toEqual([
    expect.objectContaining({
      scene: 'TASK_ASSIGNED',
      templateId,
      status: 'QUEUED',
      page: expect.stringMatching(/^pagesB\/toDoList\/task\?taskId=task-/),
      data: expect.objectContaining({ thing1: '费用报销审批', thing2: '部门经理审批' }),
    }),
  ]);
  // The member asked for nothing (the browser offers no prompt): no message for them.
  expect(await outbox(baseURL!, MEMBER)).toEqual([]);
});
