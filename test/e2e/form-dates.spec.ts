import { arrivedAt, expect, test } from './fixtures';
import { apiAsPage } from './support/api';
import { signInAs } from './support/sign-in';

/**
 * The switch and date controls of all-controls in Chromium: the switch shows its linked field, the date is
 * picked through the platform's date picker, and the server stores both.
 */
const DATA = '/api/bigtable/application/app-all-controls/form/form-all-controls/form-data';

test('a member turns the switch on (its linked field appears), picks a date, submits; the server stores them', async ({ page, server, baseURL }) => {
  await server.reset();
  await signInAs(page, 'member');
  await page.goto('/app/formInfo?appId=app-all-controls');
  await page.getByLabel('单行文本', { exact: true }).fill('开关与日期');
  await page.getByLabel('数字').fill('5');

  await expect(page.getByLabel('发票抬头')).toHaveCount(0);
  await page.getByLabel('需要发票').click();
  await page.getByLabel('发票抬头').fill('演示科技有限公司');

  // The date picker opens on today; confirming picks it. The field is named by its label and what it shows.
  const date = page.getByRole('button', { name: /^日期：/ });
  await expect(date).toHaveAccessibleName('日期：请选择日期');
  await date.click();
  await page.getByText('确定', { exact: true }).filter({ visible: true }).click();
  const today = await page.evaluate(() => {
    const d = new Date();
    return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
  });
  await expect(date).toHaveAccessibleName(`日期：${today}`);

  await page.getByRole('button', { name: '提交' }).click();
  await arrivedAt(page, /^\/app\/subSuccess\?/);
  // The permission check says the member may still create in the form: 再填一份 is offered.
  await expect(page.getByRole('button', { name: '再填一份' })).toBeVisible();
  const dataId = new URL(page.url()).searchParams.get('dataId')!;
  const stored = await apiAsPage(page, baseURL!, `${DATA}/${dataId}`);
  expect(stored.data.content).toMatchObject({ input_title: '开关与日期', switch_needInvoice: true, input_invoiceTitle: '演示科技有限公司', date_date: today });
});
