import type { Page } from '@playwright/test';

import { arrivedAt, expect } from '../fixtures';

/** The member's claim through the form screen: applicant, department, category and amount filled in, then 提交. */
export async function fillClaim(page: Page, amount: number): Promise<string> {
  await page.goto('/app/formInfo?appId=app-expense');
  await expect(page.getByLabel('报销金额')).toBeVisible();
  for (const [trigger, option] of [
    ['选择成员：申请人', /张成员/],
    ['选择部门：所属部门', /华东销售组/],
  ] as const) {
    await page.getByRole('button', { name: trigger }).click();
    await page.getByRole('listbox').getByRole('option', { name: option }).first().click();
    await expect(page.getByRole('listbox')).toHaveCount(0);
  }
  await page.getByRole('radio', { name: '差旅' }).click();
  await page.getByLabel('报销金额').fill(String(amount));
  await page.getByRole('button', { name: '提交' }).click();
  await arrivedAt(page, /^\/app\/subSuccess\?/);
  return new URL(page.url()).searchParams.get('dataId')!;
}
