import { arrivedAt, expect, test } from './fixtures';
import { apiAsPage } from './support/api';
import { signInAs } from './support/sign-in';

/**
 * The relatedSales control (关联销售): a member opens all-controls, goes to the 人员 tab, opens the sales-order picker
 * (GET /order/orders: only the member's own orders of organisation 1001), searches by customer, picks an order, submits, and the record
 * stored on the server holds exactly that order (read back through the server's API, not the UI).
 */
const FORM = '/app/formInfo?appId=app-all-controls';
const DATA = '/api/bigtable/application/app-all-controls/form/form-all-controls/form-data';

test.beforeEach(async ({ server }) => {
  await server.reset();
});

test('a member links a sales order of the organisation; the server stores it', async ({ page, baseURL }) => {
  await signInAs(page, 'member');
  await page.goto(FORM);
  await expect(page.getByLabel('单行文本')).toBeVisible();
  await page.getByLabel('单行文本').fill('关联销售端到端');
  await page.getByRole('tab', { name: '人员' }).click();

  // No read-only notice any more: the control is a picker.
  await expect(page.getByText('移动端暂未支持填写此控件，仅可查看')).toHaveCount(0);
  await page.getByRole('button', { name: '选择销售订单：关联销售' }).click();
  const list = page.getByRole('listbox');
  // The member's own two orders of organisation 1001, newest first; other members' orders and 1002's are not offered.
  await expect(list.getByRole('option')).toHaveCount(2);
  await expect(list.getByRole('option').first()).toHaveAccessibleName(/^SO-2026-0005，/);
  await expect(list.getByRole('option', { name: /SO-2026-0002|SO-2026-1001/ })).toHaveCount(0);
  await expect(list.getByText('张成员 / 线上商城 · ¥99.00 · 待支付')).toBeVisible();

  await page.getByLabel('搜索关联销售').fill('张成员');
  await expect(list.getByRole('option')).toHaveCount(1);
  await list.getByRole('option', { name: /SO-2026-0003/ }).click();
  await expect(page.getByRole('listbox')).toHaveCount(0);
  await expect(page.getByRole('button', { name: '移除SO-2026-0003' })).toBeVisible();

  await page.getByRole('button', { name: '提交' }).click();
  await arrivedAt(page, /^\/app\/subSuccess\?/);
  const dataId = new URL(page.url()).searchParams.get('dataId')!;
  const stored = await apiAsPage(page, baseURL!, `${DATA}/${dataId}`);
  expect(stored.code).toBe(0);
  const content = stored.data.content as Record<string, unknown>;
  expect(content).toMatchObject({ input_title: '关联销售端到端' });
  expect(content.relatedSales_sales).toEqual([{ id: 'o-9003', name: 'SO-2026-0003', code: 'SO-2026-0003' }]);
});
