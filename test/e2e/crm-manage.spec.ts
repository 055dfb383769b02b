import { expect, test } from './fixtures';
import { apiAsPage } from './support/api';
import { signInAs, switchOrganisation } from './support/sign-in';
import { batchRemoveQuestion } from '../../src/domain/member/batch';
import { MEMBER_TEXT } from '../../src/features/member/text';

/**
 * Customers and suppliers: created, found and edited in organisation 1001; organisation 1002 never sees them. The
 * memberships of the customers area's 会员 tab: an admin removes several at once.
 */

test('member creates, finds and edits a customer and a supplier; the other organisation never sees them', async ({ page, server }) => {
  test.setTimeout(120_000);
  await server.reset();
  await signInAs(page, 'member');
  await switchOrganisation(page);

  await page.goto('/memberCenter/customers');
  await page.getByRole('button', { name: MEMBER_TEXT.newCustomer }).click();
  const form = page.getByTestId('customer-form');
  await form.getByLabel(MEMBER_TEXT.name, { exact: true }).fill('苏州园林文旅有限公司');
  await form.getByLabel(MEMBER_TEXT.phone, { exact: true }).fill('0512-66668888');
  await form.getByRole('button', { name: `${MEMBER_TEXT.creditRating}:潜在` }).click();
  await form.getByRole('button', { name: MEMBER_TEXT.save }).click();
  const customer = page.getByTestId('customer').filter({ hasText: '苏州园林文旅有限公司' });
  await expect(customer).toContainText('企业 · 信用等级 潜在');
  // The same name again is refused by the exists check.
  await page.getByRole('button', { name: MEMBER_TEXT.newCustomer }).click();
  await form.getByLabel(MEMBER_TEXT.name, { exact: true }).fill('苏州园林文旅有限公司');
  await form.getByRole('button', { name: MEMBER_TEXT.save }).click();
  await expect(form.getByRole('alert')).toHaveText('客户已存在');
  await form.getByRole('button', { name: MEMBER_TEXT.cancel }).click();

  const search = page.getByRole('searchbox', { name: MEMBER_TEXT.searchCustomers });
  await search.fill('园林');
  await search.press('Enter');
  await expect(page.getByTestId('customer')).toHaveCount(1);
  await customer.getByRole('button', { name: MEMBER_TEXT.edit }).click();
  await form.getByRole('button', { name: `${MEMBER_TEXT.creditRating}:正式` }).click();
  await form.getByRole('button', { name: MEMBER_TEXT.save }).click();
  await expect(customer).toContainText('企业 · 信用等级 正式');

  await page.goto('/memberCenter/suppliers');
  await page.getByRole('button', { name: MEMBER_TEXT.newSupplier }).click();
  const supplierForm = page.getByTestId('supplier-form');
  await supplierForm.getByLabel(MEMBER_TEXT.name, { exact: true }).fill('宁波模具有限公司');
  await supplierForm.getByLabel(MEMBER_TEXT.supplierCode, { exact: true }).fill('SUP-009');
  await supplierForm.getByLabel(MEMBER_TEXT.contact, { exact: true }).fill('陈工');
  await supplierForm.getByRole('button', { name: MEMBER_TEXT.save }).click();
  const supplier = page.getByTestId('supplier').filter({ hasText: '宁波模具有限公司' });
  await expect(supplier).toContainText('SUP-009 · 普通供应商');
  await supplier.getByRole('button', { name: MEMBER_TEXT.edit }).click();
  await supplierForm.getByRole('button', { name: `${MEMBER_TEXT.level}:战略供应商` }).click();
  await supplierForm.getByRole('button', { name: MEMBER_TEXT.save }).click();
  await expect(supplier).toContainText('SUP-009 · 战略供应商');

  // Organisation 1002: neither shows.
  await switchOrganisation(page, '演示贸易有限公司');
  await page.goto('/memberCenter/suppliers');
  await expect(page.getByTestId('supplier').first()).toBeVisible();
  await expect(page.getByTestId('supplier').filter({ hasText: '宁波模具有限公司' })).toHaveCount(0);
  await page.goto('/memberCenter/customers');
  await expect(page.getByTestId('customer').first()).toBeVisible();
  await expect(page.getByTestId('customer').filter({ hasText: '苏州园林文旅有限公司' })).toHaveCount(0);

  // Back in 1001: deleting is asked once more, then done (no server text in English on the way).
  await switchOrganisation(page);
  await page.goto('/memberCenter/customers');
  await customer.getByRole('button', { name: MEMBER_TEXT.remove }).click();
  await expect(page.getByText(MEMBER_TEXT.removeCustomerConfirm('苏州园林文旅有限公司'))).toBeVisible();
  await page.getByText('确定', { exact: true }).click();
  await expect(customer).toHaveCount(0);
  await expect(page.getByText(/Body cannot be empty|请求格式错误/)).toHaveCount(0);

  // The select mode: my own customer goes, the public sea's stays and is listed with why.
  await page.getByRole('button', { name: MEMBER_TEXT.select }).click();
  await page.getByRole('checkbox', { name: '杭州西湖茶业有限公司' }).click();
  await page.getByRole('checkbox', { name: '宁波港城物流有限公司' }).click();
  await expect(page.getByTestId('select-bar')).toContainText('已选 2 项');
  await page.getByTestId('select-bar').getByRole('button', { name: MEMBER_TEXT.remove }).click();
  await page.getByText('确定', { exact: true }).click();
  await expect(page.getByTestId('batch-report')).toContainText('1 条已删除，1 条未删除');
  await expect(page.getByTestId('batch-report')).toContainText('宁波港城物流有限公司：只能修改自己负责的客户');
  await expect(page.getByRole('checkbox', { name: '杭州西湖茶业有限公司' })).toHaveCount(0);
});

test('an organisation admin removes two memberships at once, asked first; the server holds them no more', async ({ page, server }) => {
  await server.reset();
  await signInAs(page, 'admin');
  // admin's last organisation is 1002 (its seeded sign-ins): the memberships below are 1001's.
  await switchOrganisation(page);
  await page.goto('/memberCenter/customers');
  await page.getByRole('tab', { name: MEMBER_TEXT.membershipTab }).click();
  const rows = page.getByTestId('held-membership');
  await expect(rows).toHaveCount(4);
  await page.getByRole('button', { name: MEMBER_TEXT.select }).click();
  await page.getByRole('checkbox', { name: '张成员' }).click();
  await page.getByRole('checkbox', { name: '赵访客' }).click();
  await expect(page.getByTestId('select-bar')).toContainText('已选 2 项');
  await page.getByTestId('select-bar').getByRole('button', { name: MEMBER_TEXT.remove }).click();
  await expect(page.getByText(batchRemoveQuestion(2, MEMBER_TEXT.membershipTab))).toBeVisible();
  await page.getByText('确定', { exact: true }).click();
  await expect(page.getByTestId('batch-report')).toHaveText('2 条已删除');
  await expect(rows).toHaveCount(2);
  await expect(rows.filter({ hasText: /张成员|赵访客/ })).toHaveCount(0);
  // The server answers them gone (ms-2 张成员, mx-ms-1 赵访客), not just the list.
  for (const id of ['ms-2', 'mx-ms-1']) expect((await apiAsPage(page, server.url, `/api/crm/membership/${id}`)).message).toBe('会员不存在');
});
