import type { Page } from '@playwright/test';

import { addressOf, arrivedAt, expect, test } from './fixtures';
import { apiAsPage, bearerFor } from './support/api';
import { pickFiles } from './support/pick-files';
import { signInAs } from './support/sign-in';

/**
 * A member opens all-controls, fills controls, sees the linkage and the check messages, submits
 * and the record is stored on the server; a reload while filling restores the input; a submit that fails once keeps
 * the data and the retry stores exactly one record.
 */
const FORM = '/app/formInfo?appId=app-all-controls';
const DATA = '/api/bigtable/application/app-all-controls/form/form-all-controls/form-data';

const api = apiAsPage;

async function submittedCount(page: Page, baseURL: string): Promise<number> {
  const res = await api(
    page,
    baseURL,
    '/api/ware-engine-form/forms/submission-status?appId=app-all-controls&formId=form-all-controls',
  );
  return Number(res.data.count);
}

async function openForm(page: Page) {
  await page.goto(FORM);
  await expect(page.getByLabel('单行文本')).toBeVisible();
}

test.beforeEach(async ({ server }) => {
  await server.reset();
});

test('a member fills all-controls: linkage, check messages, submit, stored on the server', async ({
  page,
  baseURL,
}) => {
  await signInAs(page, 'member');
  await openForm(page);

  // Linkage on the radio: the company field shows only for 企业.
  await expect(page.getByLabel('企业名称')).toHaveCount(0);
  await page.getByRole('radio', { name: '企业' }).click();
  await expect(page.getByLabel('企业名称')).toBeVisible();

  await page.getByLabel('单行文本').fill('端到端测试');
  await page.getByRole('checkbox', { name: '紧急' }).click();
  await page.getByLabel('数字').fill('0');
  await page.getByRole('radio', { name: '4分' }).click();
  // Rich text: bold from the toolbar (aria-pressed says it is on), then the typed words are bold.
  await page.getByRole('textbox', { name: '富文本' }).click();
  const bold = page.getByRole('button', { name: '加粗' });
  await bold.click();
  await expect(bold).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.type('重点说明');

  // Submit: the required company field and the amount check fail.
  await page.getByRole('button', { name: '提交' }).click();
  await expect(page.getByText('企业名称不能为空')).toBeVisible();
  await expect(page.getByText('请检查标红的字段')).toBeVisible();

  await page.getByLabel('企业名称').fill('演示科技');
  await page.getByLabel('数字').fill('12.5');
  await expect(page.getByText('企业名称不能为空')).toHaveCount(0);
  await page.getByRole('button', { name: '提交' }).click();

  await arrivedAt(page, /^\/app\/subSuccess\?/);
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
    editor_content: expect.stringMatching(/^<(b|strong)>重点说明<\/\1>$/),
  });
  expect(stored.data.createdBy).toBe('10003');
  // The record's detail shows the rich text as written: the words in bold.
  await page.goto(`/app/view/detail?appId=app-all-controls&formId=form-all-controls&dataId=${dataId}`);
  await expect(page.getByTestId('detail-rich-text').locator('b, strong')).toHaveText('重点说明');
});

test('a member fills the relation, sub-form, address and location controls; live checks, linkage and the duplicate check', async ({
  page,
  baseURL,
}) => {
  await signInAs(page, 'member');
  await openForm(page);
  const title = page.getByLabel('单行文本', { exact: true });

  // Live check: a required text field says so once touched (blur), before any submit.
  await title.fill('x');
  await title.fill('');
  await expect(page.getByText('单行文本不能为空')).toHaveCount(0);
  await title.blur();
  await expect(page.getByText('单行文本不能为空')).toBeVisible();

  // The single-field duplicate check on blur: 示例数据 is already stored.
  await title.fill('示例数据');
  await expect(page.getByText('单行文本不能为空')).toHaveCount(0);
  await title.blur();
  await expect(page.getByText('单行文本已存在，请勿重复填写')).toBeVisible();

  // Linkage: the linkquery looks up the visit whose contact is 陈经理 and fills 富文本 from it.
  await title.fill('陈经理');
  await title.blur();
  await expect(page.getByText('单行文本已存在，请勿重复填写')).toHaveCount(0);
  await expect(page.getByRole('textbox', { name: '富文本' })).toHaveText('沟通年度采购计划');

  // Address: province → city → district, then the details.
  await page.getByRole('button', { name: '地址 请选择省市区' }).click();
  const areas = page.getByRole('dialog');
  await areas.getByRole('option', { name: '浙江省' }).click();
  // Picking level by level is not an unfinished address yet: no message while the sheet is open.
  await expect(page.locator('[data-key="address_address"] .form-field__error')).toHaveCount(0);
  await areas.getByRole('option', { name: '杭州市' }).click();
  await areas.getByRole('option', { name: '西湖区' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.getByLabel('地址 详细地址').fill('文三路 1 号');

  // Location: geolocation is denied: the typed address stays, with a clear error. (选择位置 opens the built-in
  // choose-location screen in the browser: test/e2e/location-screens.spec.ts.)
  const position = page.getByLabel('定位', { exact: true });
  await position.fill('西湖边');
  await page.getByRole('button', { name: '定位 获取当前位置' }).click();
  await expect(page.getByText('无法获取位置，已保留您填写的地址，请手动填写或稍后重试')).toBeVisible();
  await expect(position).toHaveValue('西湖边');
  await page.context().grantPermissions(['geolocation']);
  await page.context().setGeolocation({ latitude: 30.25, longitude: 120.15 });
  await page.getByRole('button', { name: '定位 获取当前位置' }).click();
  await expect(page.getByText('30.250000, 120.150000')).toBeVisible();

  // The relations tab: the linkquery shows what it found; associations; sub-form and proxy-form rows.
  await page.getByRole('tab', { name: '关联' }).click();
  await expect(page.getByText('已带出 1 条数据')).toBeVisible();
  await expect(page.getByText('陈经理 / 2026-03-02')).toBeVisible();

  await page.getByRole('button', { name: '关联数据 选择数据' }).click();
  const picker = page.getByRole('dialog');
  // The member reads their own visits only (MINE): 陈经理, 黄总, 周店长.
  await picker.getByLabel('关联数据 搜索').fill('黄');
  await expect(picker.getByRole('option', { name: '陈经理' })).toHaveCount(0);
  await picker.getByRole('option', { name: '黄总' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByRole('button', { name: '移除 黄总' })).toBeVisible();

  await page.getByRole('button', { name: '关联表单 选择数据' }).click();
  await page.getByRole('dialog').getByRole('option', { name: 'VISIT-2026-0001' }).click();
  await page.getByRole('dialog').getByRole('option', { name: 'VISIT-2026-0003' }).click();
  await page.getByRole('dialog').getByRole('button', { name: '完成' }).click();

  await page.getByRole('button', { name: '子表单 添加一行' }).click();
  await page.getByRole('button', { name: '子表单 添加一行' }).click();
  // New, empty rows are not errors before the user typed in them or submitted.
  await expect(page.locator('[data-key="subform_lines"] .form-field__error')).toHaveCount(0);
  await expect(page.getByText('名称不能为空')).toHaveCount(0);
  await page.getByLabel('子表单 第1行 数量', { exact: true }).fill('3');
  await page.getByRole('button', { name: '代理表单 添加一行' }).click();
  await page.getByLabel('代理表单 第1行 代填说明', { exact: true }).fill('代填一行');

  // Submit: the empty sub-form rows block it with per-row messages; removing one and naming the other passes.
  await page.getByRole('button', { name: '提交' }).click();
  await page.getByRole('tab', { name: '关联' }).click();
  await expect(page.getByText('名称不能为空')).toHaveCount(2);
  await page.getByRole('button', { name: '子表单 删除第2行' }).click();
  await page.getByLabel('子表单 第1行 名称', { exact: true }).fill('螺丝');
  await expect(page.getByText('名称不能为空')).toHaveCount(0);
  await page.getByRole('button', { name: '提交' }).click();

  await arrivedAt(page, /^\/app\/subSuccess\?/);
  const dataId = new URL(page.url()).searchParams.get('dataId')!;
  const stored = await api(page, baseURL!, `${DATA}/${dataId}`);
  const content = stored.data.content as Record<string, unknown>;
  expect(content).toMatchObject({
    input_title: '陈经理',
    editor_content: '<p>沟通年度采购计划</p>',
    address_address: {
      location: ['浙江省', '杭州市', '西湖区'],
      codes: ['330000', '330100', '330106'],
      details: '文三路 1 号',
    },
    fixedPosition_pos: { address: '西湖边', latitude: 30.25, longitude: 120.15 },
    association_assoc: [{ id: 'data-visit-3', formId: 'form-visit', label: '黄总', code: 'VISIT-2026-0003' }],
    subform_lines: [{ input_lineName: '螺丝', number_lineQty: 3 }],
    proxyform_proxy: [{ input_proxyNote: '代填一行' }],
  });
  expect((content.associationForm_assocForm as { id: string }[]).map((i) => i.id)).toEqual([
    'data-visit-1',
    'data-visit-3',
  ]);
  expect(content.linkquery_linkq).toEqual([
    {
      id: 'data-visit-1',
      label: '陈经理 / 2026-03-02',
      data: { input_contact: '陈经理', date_visitDate: '2026-03-02' },
    },
  ]);

  // Submit still checks: the same title again is refused before it is sent.
  await openForm(page);
  await title.fill('陈经理');
  await page.getByRole('button', { name: '提交' }).click();
  await expect(page.getByText('单行文本已存在，请勿重复填写')).toBeVisible();
  await arrivedAt(page, /^\/app\/formInfo\?/);
});

test('a duplicate only the server catches at submit shows on its field and keeps the input', async ({
  page,
  baseURL,
}) => {
  await signInAs(page, 'member');
  await openForm(page);
  const title = page.getByLabel('单行文本');
  await title.fill('同时提交的值');
  // The blur check finds the value free; the form remembers that and does not ask again at submit.
  const checked = page.waitForResponse((r) => r.url().includes('/form-data/duplicate-check'));
  await title.press('Tab');
  await checked;
  // Meanwhile someone else stores the same value.
  const other = await api(page, baseURL!, DATA, { method: 'POST', body: { content: { input_title: '同时提交的值', radio_kind: 'a' } } });
  expect(other.code).toBe(0);

  await page.getByRole('button', { name: '提交' }).click();
  await expect(page.getByText('单行文本已存在，请勿重复填写').filter({ visible: true }).first()).toBeVisible();
  // The failure banner gives the server's reason, not the network advice (a retry of the same value cannot pass).
  await expect(page.locator('.form-page__failed')).toHaveText('单行文本已存在，请勿重复填写');
  await expect(title).toHaveValue('同时提交的值');
  expect(await addressOf(page)).toMatch(/^\/app\/formInfo\?/);
});

test('a submit the server refuses on two fields shows each message on its field and keeps the input', async ({
  page,
  server,
  baseURL,
}) => {
  await signInAs(page, 'member');
  await openForm(page);
  await page.getByLabel('单行文本').fill('服务器不收的标题');
  await page.getByLabel('数字').fill('7');
  // Values the client's own rules allow, refused by the server with a field error on each (the local server's shape).
  const errors = { input_title: '单行文本含有不允许的字', number_amount: '数字超出本月额度' };
  await server.fault({
    path: DATA,
    exact: true,
    method: 'POST',
    status: 400,
    code: 400,
    message: `表单校验未通过: ${errors.input_title}`,
    data: { errors },
    times: 1,
  });
  await page.getByRole('button', { name: '提交' }).click();
  for (const [key, message] of Object.entries(errors))
    await expect(page.locator(`[data-key="${key}"] .form-field__error`)).toHaveText(message);
  await expect(page.getByLabel('单行文本')).toHaveValue('服务器不收的标题');
  await expect(page.getByLabel('数字')).toHaveValue('7');
  expect(await submittedCount(page, baseURL!)).toBe(0);

  // Fixing one field clears its message; the other stays until its own value changes.
  await page.getByLabel('单行文本').fill('改过的标题');
  await expect(page.locator('[data-key="input_title"] .form-field__error')).toHaveCount(0);
  await expect(page.locator('[data-key="number_amount"] .form-field__error')).toHaveText(errors.number_amount);
});

test('a reload in the middle of filling restores the input', async ({ page }) => {
  await signInAs(page, 'member');
  await openForm(page);
  await page.getByRole('radio', { name: '企业' }).click();
  await page.getByLabel('企业名称').fill('还没提交');
  await page.getByLabel('单行文本').fill('保存中的内容');
  // The local save runs 500 ms after the last key: wait until it holds what was typed, then reload.
  const savedValues = () =>
    page.evaluate(() =>
      Object.keys(localStorage)
        .filter((key) => key.startsWith('ware_form_fill:'))
        .map((key) => (JSON.parse(localStorage.getItem(key)!) as { data?: { values?: unknown } }).data?.values),
    );
  await expect
    .poll(savedValues)
    .toEqual([expect.objectContaining({ input_title: '保存中的内容', input_company: '还没提交' })]);
  await page.reload();
  await expect(page.getByLabel('单行文本')).toHaveValue('保存中的内容');
  await expect(page.getByLabel('企业名称')).toHaveValue('还没提交');
  await expect(page.getByText('已恢复上次未提交的内容')).toBeVisible();
});

test('a submit that fails once keeps the data; the retry stores exactly one record', async ({
  page,
  server,
  baseURL,
}) => {
  await signInAs(page, 'member');
  await openForm(page);
  await page.getByLabel('单行文本').fill('重试一次');
  await page.getByLabel('数字').fill('3');
  // 编号 is numbered by the server at submit (options.format BH{0000}): until then it says so, read-only.
  await expect(page.getByTestId('serial-code_code')).toHaveText('提交后自动生成编号');
  // Exactly the submit: the duplicate check's path starts with the same one.
  await server.fault({ path: DATA, exact: true, method: 'POST', status: 500, times: 1 });
  await page.getByRole('button', { name: '提交' }).click();
  await expect(page.getByText('提交失败，您填写的内容已保存，请检查网络后重新提交')).toBeVisible();
  await expect(page.getByLabel('单行文本')).toHaveValue('重试一次');
  expect(await submittedCount(page, baseURL!)).toBe(0);

  // The number came with the first attempt and stays: the retry sends the same one, and no second is taken.
  await expect(page.getByTestId('serial-code_code')).toHaveText('BH0001');
  await page.getByRole('button', { name: '重新提交' }).click();
  await arrivedAt(page, /^\/app\/subSuccess\?/);
  expect(await submittedCount(page, baseURL!)).toBe(1);
  const dataId = new URL(page.url()).searchParams.get('dataId')!;
  expect(((await api(page, baseURL!, `${DATA}/${dataId}`)).data.content as Record<string, unknown>).code_code).toBe('BH0001');
  const rule = { ruleKey: 'form-all-controls.code_code', prefix: 'BH', length: 4 };
  expect((await api(page, baseURL!, '/api/dict/snoRule/get', { method: 'POST', body: rule })).data.sno).toBe('BH0001');

  // The fill-status check: the form says it was submitted before; the local copy is gone.
  await openForm(page);
  await expect(page.getByText('您已提交过此表单 1 次')).toBeVisible();
  await expect(page.getByLabel('单行文本')).toHaveValue('');
});

test('anonymous submission without a token where the app allows it, with a file the visitor attached; the mobile validator runs', async ({ page, baseURL }) => {
  await page.goto('/app/formInfo?appId=app-open');
  await page.getByLabel('姓名').fill('匿名用户');
  await page.getByLabel('手机号').fill('12345');
  await page.getByRole('button', { name: '提交' }).click();
  await expect(page.locator('.form-field__error')).toHaveCount(1);
  await page.getByLabel('手机号').fill('13912345678');
  // A visitor's attachment goes through unLogin/saveFile (the form takes anonymous submissions).
  const saved = page.waitForResponse((r) => r.url().includes('/storage/fileStorage/unLogin/saveFile'));
  await pickFiles(page, () => page.getByRole('button', { name: '附件 添加附件' }).click(), { name: '简历.txt', mimeType: 'text/plain', buffer: Buffer.from('匿名附件') });
  expect((await saved).status()).toBe(200);
  await expect(page.getByRole('button', { name: '删除 简历.txt' })).toBeVisible();
  await page.getByRole('button', { name: '提交' }).click();
  await arrivedAt(page, /^\/app\/subSuccess\?/);
  await expect(page.getByTestId('record-code')).toContainText('OPEN-');
  // The stored record holds the file, read back by the app's admin.
  const dataId = new URL(page.url()).searchParams.get('dataId')!;
  const res = await fetch(`${baseURL}/api/bigtable/application/app-open/form/form-open/form-data/${dataId}`, { headers: { authorization: await bearerFor(baseURL!, 'admin') } });
  const content = ((await res.json()) as { data: { content: Record<string, unknown> } }).data.content;
  expect(content.uploadFile_attachment).toEqual([expect.objectContaining({ name: '简历.txt' })]);
});

// A 1×1 PNG.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

test('the image upload page uploads a chosen image and shows it', async ({ page }) => {
  await signInAs(page, 'member');
  await page.goto('/platform/imageUpload');
  await pickFiles(page, () => page.getByRole('button', { name: '上传图片 添加图片' }).click(), { name: 'dot.png', mimeType: 'image/png', buffer: PNG });
  const thumb = page.locator('.form-upload__thumb img, img.form-upload__thumb, .form-upload__thumb');
  await expect(thumb.first()).toBeVisible();
  await expect(page.getByRole('button', { name: '删除 dot.png' })).toBeVisible();
});
