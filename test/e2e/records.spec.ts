import type { Page } from '@playwright/test';

import { arrivedAt, expect, test } from './fixtures';
import { bearerOf } from './support/api';
import { signInAs, switchOrganisation } from './support/sign-in';

/**
 * A member submits an all-controls record, finds it in the Lists screen by keyword, opens it and
 * comments on it; the member sees no delete action; an admin deletes it after the confirm dialog.
 */
const DATA = '/api/bigtable/application/app-all-controls/form/form-all-controls/form-data';
const LISTS = '/app/view/lists?appId=app-all-controls';

async function submitThroughForm(page: Page, title: string): Promise<string> {
  await page.goto('/app/formInfo?appId=app-all-controls');
  await expect(page.getByLabel('单行文本')).toBeVisible();
  await page.getByLabel('单行文本').fill(title);
  await page.getByLabel('数字').fill('3');
  await page.getByRole('button', { name: '提交' }).click();
  await arrivedAt(page, /^\/app\/subSuccess\?/);
  return new URL(page.url()).searchParams.get('dataId')!;
}

test.beforeEach(async ({ server }) => {
  await server.reset();
});

test('a member finds the record by keyword, opens it and comments; an admin deletes it', async ({ page, browser, baseURL }) => {
  await signInAs(page, 'member');
  const dataId = await submitThroughForm(page, '记录检索测试');

  await page.goto(LISTS);
  await expect(page.getByText(/共 \d+ 条/)).toBeVisible();
  await page.getByRole('searchbox', { name: '搜索关键字' }).fill('记录检索');
  await page.getByRole('button', { name: '搜索' }).click();
  await expect(page.getByText('共 1 条')).toBeVisible();
  const item = page.getByTestId('record-item');
  await expect(item).toHaveCount(1);
  await expect(item).toContainText('记录检索测试');

  await item.click();
  await arrivedAt(page, /^\/app\/view\/detail\?/);
  await expect(page.getByTestId('detail-line').filter({ hasText: '单行文本' }).first()).toContainText('记录检索测试');
  await expect(page.getByTestId('detail-line').filter({ hasText: '创建人' })).not.toContainText('未填写');
  // The empty fields wait behind one button; 发票抬头, hidden by the form's linkage while 需要发票 is off, never shows.
  await expect(page.getByTestId('detail-line').filter({ hasText: '未填写' })).toHaveCount(0);
  await page.getByRole('button', { name: /^显示 \d+ 个未填写的字段$/ }).click();
  await expect(page.getByTestId('detail-line').filter({ hasText: '未填写' }).first()).toBeVisible();
  await expect(page.getByTestId('detail-line').filter({ hasText: '企业名称' })).toHaveCount(0);
  await expect(page.getByTestId('detail-line').filter({ hasText: '发票抬头' })).toHaveCount(0);
  await expect(page.getByTestId('detail-line').filter({ hasText: '审核意见' })).toHaveCount(1);
  // MEMBER has no delete permission: no delete action.
  await expect(page.getByRole('button', { name: '删除', exact: true })).toHaveCount(0);

  await page.getByRole('textbox', { name: '写下你的评论' }).fill('成员的评论');
  await page.getByRole('button', { name: '发送' }).click();
  await expect(page.getByTestId('comment')).toContainText('成员的评论');

  // The admin opens the same record and deletes it after confirming.
  const adminContext = await browser.newContext({ baseURL: baseURL! });
  const admin = await adminContext.newPage();
  await signInAs(admin, 'admin');
  // The admin last worked in 演示贸易有限公司: switch to the app's organisation.
  await switchOrganisation(admin);
  await admin.goto(`/app/view/detail?appId=app-all-controls&formId=form-all-controls&dataId=${dataId}`);
  await expect(admin.getByTestId('comment')).toContainText('成员的评论');
  await admin.getByRole('button', { name: '删除', exact: true }).click();
  await admin.getByText('确定', { exact: true }).click();
  await expect(admin.getByText('已删除').first()).toBeVisible();
  const res = await fetch(`${baseURL!}${DATA}/${dataId}`, { headers: { authorization: await bearerOf(admin) } });
  expect(res.status).toBe(404);
  await adminContext.close();

  // The member's list no longer has it; opening it again shows 数据不存在.
  await page.goto(`/app/view/detail?appId=app-all-controls&formId=form-all-controls&dataId=${dataId}`);
  await expect(page.getByText('数据不存在').first()).toBeVisible();
});
