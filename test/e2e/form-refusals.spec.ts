import { arrivedAt, expect, test } from './fixtures';
import { signInAs } from './support/sign-in';

/**
 * The form fails closed and says why: a permission list the server cannot answer shows the retry view and none of
 * the fields (through the fault switch), and 重试 shows the form once it answers; an edit of a record that no longer
 * exists shows the catalogue's form-page modal (数据不存在) and goes back, at the load and at the save.
 */
const FORM = '/app/formInfo?appId=app-all-controls';
const GONE = '您无权查看该数据或数据已被删除';
const detailOf = (dataId: string) => `/app/view/detail?appId=app-tickets&formId=form-tickets&dataId=${dataId}`;

test.beforeEach(async ({ server }) => {
  await server.reset();
});

test('permissions that cannot be read: the retry view, never the fields; 重试 shows the form', async ({ page, server }) => {
  await signInAs(page, 'member');
  await server.fault({ path: '/api/ware-engine/apps/app-all-controls/my-permissions', status: 500, message: '服务器繁忙', times: 1 });
  await page.goto(FORM);
  await expect(page.getByText('无法确认您对此表单的权限，请重试')).toBeVisible();
  await expect(page.getByLabel('单行文本')).toHaveCount(0);
  await expect(page.getByRole('button', { name: '提交' })).toHaveCount(0);

  await page.getByRole('button', { name: '重试' }).click();
  await expect(page.getByLabel('单行文本')).toBeVisible();
  await expect(page.getByRole('button', { name: '提交' })).toBeVisible();
});

test('an edit link to a record that no longer exists: the modal, then away from the form', async ({ page }) => {
  await signInAs(page, 'member');
  await page.goto('/app/formInfo?appId=app-tickets&formId=form-tickets&dataId=data-tickets-gone');
  await expect(page.getByText(GONE)).toBeVisible();
  await expect(page.getByText('API接口不存在')).toHaveCount(0);
  await page.getByText('确定', { exact: true }).click();
  await expect.poll(() => new URL(page.url()).pathname).not.toBe('/app/formInfo');
});

test('a record deleted while it is edited: 保存 shows the modal and goes back to the detail', async ({ page, server }) => {
  await signInAs(page, 'member');
  await page.goto(detailOf('data-tickets-1'));
  await page.getByRole('button', { name: '编辑', exact: true }).click();
  await arrivedAt(page, /^\/app\/formInfo\?.*dataId=data-tickets-1/);
  await page.getByLabel('备注').fill('二楼');
  // Deleted on the server between the load and the save (the save's own answer, 404 数据不存在).
  await server.fault({
    path: '/api/bigtable/application/app-tickets/form/form-tickets/form-data/data-tickets-1',
    exact: true,
    method: 'PUT',
    status: 404,
    message: 'Not Found',
    detail: '数据不存在',
  });
  await page.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText(GONE)).toBeVisible();
  await page.getByText('确定', { exact: true }).click();
  await arrivedAt(page, /^\/app\/view\/detail\?.*dataId=data-tickets-1/);
});
