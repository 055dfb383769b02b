import type { Page } from '@playwright/test';

import { addressOf, expect, test } from './fixtures';
import { signInAs } from './support/sign-in';

/**
 * Issue 6 "Done when": a member opens all-controls, fills controls, sees the linkage and the check messages, submits
 * and the record is stored on the server; a reload while filling restores the input; a submit that fails once keeps
 * the data and the retry stores exactly one record.
 */
const FORM = '/app/formInfo?appId=app-all-controls';
const DATA = '/api/bigtable/application/app-all-controls/form/form-all-controls/form-data';

async function api(page: Page, baseURL: string, path: string) {
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const raw = JSON.parse(token ?? 'null') as unknown;
  const bearer = typeof raw === 'string' ? raw : (raw as { data?: string } | null)?.data ?? '';
  const res = await fetch(baseURL + path, { headers: { authorization: bearer } });
  return (await res.json()) as { code: number; data: Record<string, unknown> };
}

async function submittedCount(page: Page, baseURL: string): Promise<number> {
  const res = await api(page, baseURL, '/api/ware-engine-form/forms/submission-status?appId=app-all-controls&formId=form-all-controls');
  return Number(res.data.count);
}

async function openForm(page: Page) {
  await page.goto(FORM);
  await expect(page.getByLabel('单行文本')).toBeVisible();
}

test.beforeEach(async ({ server }) => {
  await server.reset();
});

test('a member fills all-controls: linkage, check messages, submit, stored on the server', async ({ page, baseURL }) => {
  await signInAs(page, 'member');
  await openForm(page);

  // Linkage on the radio: the company field shows only for 企业.
  await expect(page.getByLabel('企业名称(选企业时显示)')).toHaveCount(0);
  await page.getByRole('radio', { name: '企业' }).click();
  await expect(page.getByLabel('企业名称(选企业时显示)')).toBeVisible();

  await page.getByLabel('单行文本').fill('端到端测试');
  await page.getByRole('checkbox', { name: '紧急' }).click();
  await page.getByLabel('数字').fill('0');
  await page.getByRole('radio', { name: '4分' }).click();
  await page.getByLabel('富文本').fill('一些说明');

  // Submit: the required company field and the amount check fail.
  await page.getByRole('button', { name: '提交' }).click();
  await expect(page.getByText('企业名称(选企业时显示)不能为空')).toBeVisible();
  await expect(page.getByText('请检查标红的字段')).toBeVisible();

  await page.getByLabel('企业名称(选企业时显示)').fill('演示科技');
  await page.getByLabel('数字').fill('12.5');
  await expect(page.getByText('企业名称(选企业时显示)不能为空')).toHaveCount(0);
  await page.getByRole('button', { name: '提交' }).click();

  await expect.poll(() => addressOf(page)).toMatch(/^\/app\/subSuccess\?/);
  await expect(page.getByRole('heading', { name: '提交成功' })).toBeVisible();
  const dataId = new URL(page.url()).searchParams.get('dataId')!;
  const stored = await api(page, baseURL!, `${DATA}/${dataId}`);
  expect(stored.code).toBe(0);
  expect(stored.data.content).toMatchObject({
    input_title: '端到端测试',
    radio_kind: 'b',
    input_company: '演示科技',
    number_amount: 12.5,
    rate_rate: 4,
  });
  expect(stored.data.createdBy).toBe('10003');
});

test('a reload in the middle of filling restores the input', async ({ page }) => {
  await signInAs(page, 'member');
  await openForm(page);
  await page.getByRole('radio', { name: '企业' }).click();
  await page.getByLabel('企业名称(选企业时显示)').fill('还没提交');
  await page.getByLabel('单行文本').fill('保存中的内容');
  await page.waitForTimeout(800);
  await page.reload();
  await expect(page.getByLabel('单行文本')).toHaveValue('保存中的内容');
  await expect(page.getByLabel('企业名称(选企业时显示)')).toHaveValue('还没提交');
  await expect(page.getByText('已恢复上次未提交的内容')).toBeVisible();
});

test('a submit that fails once keeps the data; the retry stores exactly one record', async ({ page, server, baseURL }) => {
  await signInAs(page, 'member');
  await openForm(page);
  await page.getByLabel('单行文本').fill('重试一次');
  await page.getByLabel('数字').fill('3');
  await server.fault({ path: DATA, method: 'POST', status: 500, times: 1 });
  await page.getByRole('button', { name: '提交' }).click();
  await expect(page.getByText('提交失败，您填写的内容已保存，请检查网络后重新提交')).toBeVisible();
  await expect(page.getByLabel('单行文本')).toHaveValue('重试一次');
  expect(await submittedCount(page, baseURL!)).toBe(0);

  await page.getByRole('button', { name: '重新提交' }).click();
  await expect.poll(() => addressOf(page)).toMatch(/^\/app\/subSuccess\?/);
  expect(await submittedCount(page, baseURL!)).toBe(1);

  // The fill-status check: the form says it was submitted before; the local copy is gone.
  await openForm(page);
  await expect(page.getByText('您已提交过此表单 1 次')).toBeVisible();
  await expect(page.getByLabel('单行文本')).toHaveValue('');
});

test('anonymous submission without a token where the app allows it; the mobile validator runs', async ({ page }) => {
  await page.goto('/app/formInfo?appId=app-open');
  await page.getByLabel('姓名').fill('匿名用户');
  await page.getByLabel('手机号').fill('12345');
  await page.getByRole('button', { name: '提交' }).click();
  await expect(page.locator('.form-field__error')).toHaveCount(1);
  await page.getByLabel('手机号').fill('13912345678');
  await page.getByRole('button', { name: '提交' }).click();
  await expect.poll(() => addressOf(page)).toMatch(/^\/app\/subSuccess\?/);
  await expect(page.getByTestId('record-code')).toContainText('OPEN-');
});

// A 1×1 PNG.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

test('the image upload page uploads a chosen image and shows it', async ({ page }) => {
  await signInAs(page, 'member');
  await page.goto('/platform/imageUpload');
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: '上传图片 添加图片' }).click();
  await (await chooser).setFiles({ name: 'dot.png', mimeType: 'image/png', buffer: PNG });
  const thumb = page.locator('.form-upload__thumb img, img.form-upload__thumb, .form-upload__thumb');
  await expect(thumb.first()).toBeVisible();
  await expect(page.getByRole('button', { name: '删除 dot.png' })).toBeVisible();
});
