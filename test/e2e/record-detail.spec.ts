import type { Browser, Page } from '@playwright/test';

import { addressOf, arrivedAt, expect, test } from './fixtures';
import { apiAsPage, bearerOf } from './support/api';
import { signInAs, switchOrganisation } from './support/sign-in';

/**
 * The record detail's extras on the seeded `tickets` app (newer engine): the change log after an edit
 * made through the form screen, inviting a collaborator who can then open the record, a custom button, printing
 * (a real PDF), copying, delete only with the permission, and no comment box on the `quiet` app (comments off).
 */
const TICKETS = '/api/bigtable/application/app-tickets/form/form-tickets';
const detailOf = (dataId: string, app = 'tickets') => `/app/view/detail?appId=app-${app}&formId=form-${app}&dataId=${dataId}`;
/** A field line of the page shown (H5 keeps earlier pages of the stack in the DOM, hidden). */
const line = (page: Page, label: string) => page.getByTestId('detail-line').filter({ hasText: label, visible: true }).first();

/** A second signed-in user in its own browser context, inside organisation 1001. */
async function asUser(browser: Browser, baseURL: string, username: string) {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await signInAs(page, username);
  if (!(await addressOf(page)).startsWith('/platform/selectTenant')) await switchOrganisation(page);
  return { page, close: () => context.close() };
}

test.beforeEach(async ({ server }) => {
  await server.reset();
});

test('a member edits a ticket through the form (a register linked while filling) and lands back on detail, where the change log and the link show', async ({ page }) => {
  await signInAs(page, 'member');
  await page.goto(detailOf('data-tickets-1'));
  await expect(line(page, '备注')).toContainText('三楼');
  await expect(page.getByText('暂无变更记录')).toBeVisible();

  await page.getByRole('button', { name: '编辑', exact: true }).click();
  await arrivedAt(page, /^\/app\/formInfo\?.*dataId=data-tickets-1/);
  await expect(page.getByLabel('备注')).toHaveValue('三楼');
  await page.getByLabel('备注').fill('二楼');
  // 关联数据 on the form: a register picked while filling is linked when the edit is saved.
  const onForm = page.getByRole('region', { name: '关联数据' }).filter({ visible: true });
  await onForm.getByRole('button', { name: '添加关联 关联登记' }).click();
  await page.getByRole('option', { name: 'QUIET-2026-0002' }).click();
  await page.getByRole('button', { name: '完成' }).click();
  await expect(onForm.getByTestId('form-association-row').filter({ hasText: 'QUIET-2026-0002' })).toHaveCount(1);
  await page.getByRole('button', { name: '保存' }).click();

  await arrivedAt(page, /^\/app\/view\/detail\?.*dataId=data-tickets-1/);
  await expect(line(page, '备注')).toContainText('二楼');
  const linked = page.getByRole('region', { name: '关联数据' }).filter({ visible: true }).getByTestId('associated-row');
  await expect(linked.filter({ hasText: '设备借用' })).toHaveCount(1);
  // Back on the same detail page (navigateBack), not a second one on top of it.
  await expect(page.getByTestId('detail-line').filter({ hasText: '工单标题' })).toHaveCount(1);
  const log = page.getByTestId('change-log').first();
  await expect(log).toContainText('张成员 修改了数据');
  await expect(log.getByTestId('change-line')).toContainText('三楼 → 二楼');
  await expect(log).toContainText(/\d{4}-\d{2}-\d{2} \d{2}:\d{2}/);
});

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

/** Stores a file as the page's user (the upload call the form's controls make) and answers what a field keeps. */
async function stored(page: Page, baseURL: string, name: string, type: string, bytes: Buffer) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)], { type }), name);
  const res = await fetch(`${baseURL}/api/storage/fileStorage/preUpload`, { method: 'POST', headers: { authorization: await bearerOf(page) }, body: form });
  const { data } = (await res.json()) as { data: { fileId: string; name: string; url: string; size: number } };
  return { fileId: data.fileId, name: data.name, url: data.url, size: data.size };
}

test('the detail names people (未知用户 when it cannot), hides the internal id, shows images as thumbnails that open the viewer and attachments by name and size', async ({ page, baseURL }) => {
  await signInAs(page, 'member');
  const photos = [await stored(page, baseURL!, 'a.png', 'image/png', PNG), await stored(page, baseURL!, 'b.png', 'image/png', PNG)];
  const file = await stored(page, baseURL!, '说明.txt', 'text/plain', Buffer.from('工单说明'));
  const saved = await apiAsPage(page, baseURL!, `${TICKETS}/form-data/data-tickets-1`, {
    method: 'PUT',
    body: { content: { input_title: 'Printer jam 打印机卡纸', radio_status: 'open', input_note: '三楼', uploadImg_photos: photos, uploadFile_files: [file] } },
  });
  expect(saved.code).toBe(0);

  await page.goto(detailOf('data-tickets-1'));
  // The owner (10003) by name, as the creator is; no row of the record's internal id.
  await expect(line(page, '数据所有者')).toContainText('张成员');
  await expect(line(page, '数据所有者')).not.toContainText('10003');
  await expect(page.getByTestId('detail-line').filter({ hasText: 'data-tickets-1', visible: true })).toHaveCount(0);

  const thumbs = line(page, '现场照片').getByRole('button', { name: /^查看图片 \d\/2$/ });
  await expect(thumbs).toHaveCount(2);
  await expect(line(page, '现场照片')).not.toContainText('a.png');
  // A fixed square box (72 design pixels, scaled to the screen's width), whatever the image: the rows below do not move.
  const box = (await thumbs.first().boundingBox())!;
  expect(box.width).toBeGreaterThan(70);
  expect(box.width).toBeLessThan(80);
  expect(box.height).toBeCloseTo(box.width, 1);
  // Keyboard: the second thumbnail opens the viewer on it, with both images to swipe through.
  await page.getByRole('button', { name: '查看图片 2/2' }).focus();
  await page.keyboard.press('Enter');
  const viewer = page.locator('.preview-image');
  await expect(viewer.locator('img')).toHaveCount(2);
  await expect(viewer.locator('taro-swiper-core')).toHaveJSProperty('current', 1);
  await viewer.click();
  await expect(viewer).toHaveCount(0);

  // An attachment shows its name and size (12 bytes) and opens the file's preview screen.
  await expect(line(page, '附件')).toContainText('说明.txt12 B');
  await page.getByRole('button', { name: '说明.txt 12 B 打开' }).click();
  await arrivedAt(page, /^\/portal\/document\/preview\?.*fileId=/);

  // A person no member list names (the lookup refused) reads 未知用户, never the id.
  await page.route('**/api/platform/members/batch', (route) => route.fulfill({ status: 403, json: { code: 403, message: '无权访问' } }));
  await page.goto(detailOf('data-tickets-1'));
  await expect(line(page, '数据所有者')).toContainText('未知用户');
  await expect(line(page, '数据所有者')).not.toContainText('10003');
});

test('a sub-admin invites a member as collaborator, who can then open the record', async ({ page, browser, baseURL }) => {
  const member = await asUser(browser, baseURL!, 'member');
  await member.page.goto(detailOf('data-tickets-2'));
  await expect(member.page.getByText('您没有查看该数据的权限').first()).toBeVisible();
  // MEMBER holds no invite permission.
  await member.page.goto(detailOf('data-tickets-1'));
  await expect(line(member.page, '工单标题')).toBeVisible();
  await expect(member.page.getByRole('button', { name: '邀请协作' })).toHaveCount(0);

  await signInAs(page, 'subadmin');
  await page.goto(detailOf('data-tickets-2'));
  await expect(line(page, '工单标题')).toContainText('网络故障');
  await page.getByRole('button', { name: '邀请协作' }).click();
  await page.getByRole('searchbox', { name: '搜索成员姓名或手机号' }).fill('张');
  await page.getByRole('button', { name: '搜索', exact: true }).click();
  await page.getByRole('button', { name: '邀请 张成员' }).click();
  await expect(page.getByTestId('collaborator')).toContainText('张成员');

  await member.page.goto(detailOf('data-tickets-2'));
  await expect(line(member.page, '工单标题')).toContainText('网络故障');
  await expect(member.page.getByText('你是这条数据的协作人')).toBeVisible();
  // A collaborator does not edit (the list rule keeps that) and sees themselves in the list.
  await expect(member.page.getByRole('button', { name: '编辑', exact: true })).toHaveCount(0);
  await expect(member.page.getByTestId('collaborator')).toContainText('张成员');
  await member.close();
});

test('a custom button runs its function on the server and the record reloads', async ({ page }) => {
  await signInAs(page, 'member');
  await page.goto(detailOf('data-tickets-1'));
  await expect(line(page, '处理状态')).toContainText('待处理');
  await page.getByRole('button', { name: '标记已处理' }).click();
  await expect(line(page, '处理状态')).toContainText('已处理');
  await expect(page.getByTestId('change-log').first()).toContainText('执行了按钮');
  await expect(page.getByTestId('change-log').first()).toContainText('待处理 → 已处理');
});

test('printing renders a real PDF, read through print/pdf/print with the token and opened in a new tab', async ({ page, baseURL }) => {
  await signInAs(page, 'member');
  await page.goto(detailOf('data-tickets-1'));
  const popup = page.waitForEvent('popup');
  const read = page.waitForResponse((r) => r.url().includes('/api/print/pdf/print?fileId='));
  await page.getByRole('button', { name: '打印', exact: true }).click();
  const pdf = await read;
  expect([pdf.status(), pdf.headers()['content-type'], await pdf.request().headerValue('authorization')]).toEqual([200, 'application/pdf', await bearerOf(page)]);
  const tab = await popup;
  await expect(page.getByTestId('printed')).toContainText('工单打印-TICKETS-2026-0001.pdf');
  // The tab shows the bytes read with the token: a print is its printer's, never a bare address.
  expect(tab.url()).toMatch(/^blob:/);

  // Through the API: the file is a PDF.
  const res = await fetch(`${baseURL!}${TICKETS}/print-templates/tpl-ticket/pdf`, {
    method: 'POST',
    headers: { authorization: await bearerOf(page), 'content-type': 'application/json' },
    body: JSON.stringify({ dataId: 'data-tickets-1' }),
  });
  const body = (await res.json()) as { data: { downloadUrl: string } };
  const file = await fetch(body.data.downloadUrl);
  expect(file.headers.get('content-type')).toBe('application/pdf');
  expect(Buffer.from(await file.arrayBuffer()).subarray(0, 5).toString('latin1')).toBe('%PDF-');
});

test('copying makes a new record and opens it', async ({ page }) => {
  await signInAs(page, 'member');
  await page.goto(detailOf('data-tickets-1'));
  await page.getByRole('button', { name: '复制', exact: true }).click();
  await page.getByText('确定', { exact: true }).click();
  await arrivedAt(page, /^\/app\/view\/detail\?.*dataId=data-(?!tickets-1)/);
  await expect(line(page, '工单标题')).toContainText('Printer jam');
  await expect(line(page, '业务编码')).not.toContainText('TICKETS-2026-0001');
  await expect(page.getByTestId('change-log').filter({ visible: true }).first()).toContainText('复制生成了数据');
});

test('an admin deletes a record; a member without the permission sees no delete action', async ({ page, browser, baseURL }) => {
  await signInAs(page, 'member');
  await page.goto(detailOf('data-tickets-1'));
  await expect(line(page, '工单标题')).toBeVisible();
  await expect(page.getByRole('button', { name: '删除', exact: true })).toHaveCount(0);

  const admin = await asUser(browser, baseURL!, 'admin');
  await admin.page.goto(detailOf('data-tickets-1'));
  await admin.page.getByRole('button', { name: '删除', exact: true }).click();
  await admin.page.getByText('确定', { exact: true }).click();
  await expect(admin.page.getByText('已删除').first()).toBeVisible();
  await admin.close();

  await page.goto(detailOf('data-tickets-1'));
  await expect(page.getByText('数据不存在').first()).toBeVisible();
});

test('comments switched off: no comment box; on: the box is there', async ({ page }) => {
  await signInAs(page, 'member');
  await page.goto(detailOf('data-quiet-1', 'quiet'));
  await expect(line(page, '登记事项')).toContainText('访客登记');
  await expect(page.getByText('评论已关闭')).toBeVisible();
  await expect(page.getByRole('textbox', { name: '写下你的评论' })).toHaveCount(0);

  await page.goto(detailOf('data-tickets-1'));
  await expect(line(page, '工单标题')).toBeVisible();
  await expect(page.getByRole('textbox', { name: '写下你的评论' })).toBeVisible();
});

test('older engine (expense): the detail reads the record by id, runs its button and shows the change log; a running claim is locked', async ({ browser, baseURL }) => {
  const admin = await asUser(browser, baseURL!, 'admin');
  // data-expense-1 waits on admin's approval, whose node does not grant 报销类别: the function is refused like an edit.
  await admin.page.goto(detailOf('data-expense-1', 'expense'));
  await expect(line(admin.page, '报销类别')).toContainText('差旅');
  // Older engine: archive instead of delete.
  await expect(admin.page.getByRole('button', { name: '归档', exact: true })).toBeVisible();
  await expect(admin.page.getByRole('button', { name: '删除', exact: true })).toHaveCount(0);
  await admin.page.getByRole('button', { name: '归入其他类别' }).click();
  await expect(admin.page.getByText('当前节点不允许修改', { exact: false })).toBeVisible();
  await expect(line(admin.page, '报销类别')).toContainText('差旅');

  // data-expense-3 was sent back to its initiator: the form's own rules apply again.
  await admin.page.goto(detailOf('data-expense-3', 'expense'));
  await expect(line(admin.page, '报销类别')).toContainText('办公');
  await admin.page.getByRole('button', { name: '归入其他类别' }).click();
  await expect(line(admin.page, '报销类别')).toContainText('其他');
  await expect(admin.page.getByTestId('change-log').first()).toContainText('办公 → 其他');
  await admin.close();
});

test('关联数据: a member links a register to a ticket, opens it, and removes it after confirming; a register they may not read is not listed', async ({ page }) => {
  await signInAs(page, 'member');
  await page.goto(detailOf('data-tickets-1'));
  const section = page.getByRole('region', { name: '关联数据' }).filter({ visible: true });
  const rows = section.getByTestId('associated-row');
  // Seeded: linked to the member's 访客登记 and to the subadmin's 内部会议, which the read rule leaves out.
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('访客登记');

  await section.getByRole('button', { name: '添加关联 关联登记' }).click();
  await section.getByRole('button', { name: '关联 QUIET-2026-0002' }).click();
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(1)).toContainText('设备借用');

  await section.getByRole('button', { name: '移除 设备借用' }).click();
  await page.getByText('确定', { exact: true }).click();
  await expect(rows).toHaveCount(1);

  await rows.first().getByRole('button').first().click();
  await arrivedAt(page, /^\/app\/view\/detail\?.*dataId=data-quiet-1/);
  await expect(line(page, '登记事项')).toContainText('访客登记');
});
