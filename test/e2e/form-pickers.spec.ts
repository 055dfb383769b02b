import type { Page } from '@playwright/test';

import { arrivedAt, expect, test } from './fixtures';
import { apiAsPage } from './support/api';
import { signInAs } from './support/sign-in';

/**
 * People and organisation controls: a member opens all-controls, picks a staff member, a department, a
 * customer (searching), a supplier and a member through the pickers, submits, and the record stored on the server
 * holds exactly the picked items (read back through the server's API, not the UI).
 */
const FORM = '/app/formInfo?appId=app-all-controls';
const DATA = '/api/bigtable/application/app-all-controls/form/form-all-controls/form-data';

const api = apiAsPage;

/** Opens a picker by its trigger, picks the option whose accessible name matches, and waits for the list to close. */
async function pick(page: Page, trigger: string, option: RegExp) {
  await page.getByRole('button', { name: trigger }).click();
  const list = page.getByRole('listbox');
  await expect(list).toBeVisible();
  await list.getByRole('option', { name: option }).click();
  await expect(page.getByRole('listbox')).toHaveCount(0);
}

test.beforeEach(async ({ server }) => {
  await server.reset();
});

test('a member picks people, a department, a customer, a supplier and a member; the server stores them', async ({ page, baseURL }) => {
  await signInAs(page, 'member');
  await page.goto(FORM);
  await expect(page.getByLabel('单行文本')).toBeVisible();
  await page.getByLabel('单行文本').fill('选择器端到端');
  await page.getByRole('tab', { name: '人员' }).click();

  // The data owner starts as the member filling the form.
  await expect(page.getByRole('list', { name: '数据负责人' }).getByText('张成员')).toBeVisible();

  await pick(page, '选择成员：成员', /李子管/);
  await expect(page.getByRole('button', { name: '移除李子管' })).toBeVisible();
  await pick(page, '选择部门：部门', /^销售部/);

  // The customer list is searched on the server (debounced typing).
  await page.getByRole('button', { name: '选择客户：客户' }).click();
  await expect(page.getByRole('listbox').getByRole('option')).toHaveCount(3);
  await page.getByLabel('搜索客户').fill('西湖');
  await expect(page.getByRole('listbox').getByRole('option')).toHaveCount(1);
  await page.getByRole('listbox').getByRole('option', { name: /杭州西湖茶业有限公司/ }).click();
  await expect(page.getByRole('listbox')).toHaveCount(0);

  await pick(page, '选择供应商：供应商', /华东包装材料有限公司/);
  await pick(page, '选择会员：会员', /M0002/);

  // A removed tag is gone from the value too.
  await pick(page, '选择会员：关联会员', /M0001/);
  await page.getByRole('button', { name: '移除钱独行' }).click();

  await page.getByRole('button', { name: '提交' }).click();
  await arrivedAt(page, /^\/app\/subSuccess\?/);
  const dataId = new URL(page.url()).searchParams.get('dataId')!;
  const stored = await api(page, baseURL!, `${DATA}/${dataId}`);
  expect(stored.code).toBe(0);
  const content = stored.data.content as Record<string, unknown>;
  expect(content).toMatchObject({
    input_title: '选择器端到端',
    ownerId_owner: { id: '10003', name: '张成员' },
    staff_staff: [{ id: '10002', name: '李子管' }],
    department_dept: [{ id: 'd1002', name: '销售部' }],
    customer_customer: [{ id: 'c-5003', name: '杭州西湖茶业有限公司' }],
    supplier_supplier: [{ id: 's-7001', name: '华东包装材料有限公司' }],
    member_member: [{ id: 'ms-2', name: '张成员', code: 'M0002' }],
  });
  expect(content.associateMember_assocMember ?? []).toEqual([]);
});
