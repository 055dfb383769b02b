import type { Page } from '@playwright/test';

import { expect, test } from './fixtures';
import { apiAsPage } from './support/api';
import { pickFiles } from './support/pick-files';
import { signInAs } from './support/sign-in';

/**
 * Issue 41 item 3: a draft restored from the server comes back exactly as it was left, on another device (no local
 * copy): the server's draft after the restore and one more edit is the first draft with that edit only (no attachment
 * or image doubled, no ticked option or switch lost or flipped), and the screen shows each file once.
 */
const FORM = '/app/formInfo?appId=app-all-controls';
const DRAFT = '/api/bigtable/application/app-all-controls/form/form-all-controls/draft-date';
// A 1×1 PNG.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

type Draft = { content?: Record<string, unknown> } | null;
const serverDraft = async (page: Page, baseURL: string) => (await apiAsPage(page, baseURL, DRAFT)).data as Draft;

async function expectShownAsLeft(page: Page) {
  for (const name of ['重要', '跟进', 'VIP', '需要发票']) await expect(page.getByRole('checkbox', { name })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: '紧急' })).not.toBeChecked();
  await expect(page.getByRole('radio', { name: '4分' })).toBeChecked();
  await expect(page.getByLabel('发票抬头')).toHaveValue('抬头');
  for (const name of ['dot.png', 'note.txt']) await expect(page.getByRole('button', { name: `删除 ${name}` })).toHaveCount(1);
}

test('a server draft restored on another device comes back exactly as it was left', async ({ page, baseURL, server }) => {
  await server.reset();
  await signInAs(page, 'member');
  await page.goto(FORM);
  await page.getByLabel('单行文本').fill('草稿往返');
  await page.getByRole('checkbox', { name: '重要' }).click();
  await page.getByRole('checkbox', { name: '跟进' }).click();
  await page.getByRole('checkbox', { name: '需要发票' }).click();
  await page.getByLabel('发票抬头').fill('抬头');
  await page.getByLabel('数字').fill('12.5');
  await page.getByRole('checkbox', { name: 'VIP' }).click();
  await page.getByRole('radio', { name: '4分' }).click();
  await pickFiles(page, () => page.getByRole('button', { name: '图片 添加图片' }).click(), { name: 'dot.png', mimeType: 'image/png', buffer: PNG });
  await pickFiles(page, () => page.getByRole('button', { name: '附件 添加附件' }).click(), { name: 'note.txt', mimeType: 'text/plain', buffer: Buffer.from('备注') });
  await expect(page.getByRole('button', { name: '删除 note.txt' })).toBeVisible();

  // The server draft follows 3 s after the last change: wait until it holds the last upload.
  await expect.poll(async () => ((await serverDraft(page, baseURL!))?.content?.uploadFile_file as unknown[] | undefined)?.length ?? 0).toBe(1);
  const left = (await serverDraft(page, baseURL!))!.content!;
  expect(left).toMatchObject({ input_title: '草稿往返', checkbox_tags: ['a', 'c'], switch_needInvoice: true, checklabel_labels: ['c'], rate_rate: 4 });

  // Another device: no local copy, so the server's draft is what comes back.
  await page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('ware_form_fill:')).forEach((key) => localStorage.removeItem(key)));
  await page.reload();
  await expect(page.getByText('已恢复服务器上的草稿')).toBeVisible();
  await expect(page.getByLabel('单行文本')).toHaveValue('草稿往返');
  await expectShownAsLeft(page);

  await page.getByLabel('单行文本').fill('草稿往返,再改一处');
  await expect.poll(async () => (await serverDraft(page, baseURL!))?.content?.input_title).toBe('草稿往返,再改一处');
  expect((await serverDraft(page, baseURL!))!.content).toEqual({ ...left, input_title: '草稿往返,再改一处' });

  // And the local copy made since comes back the same way on this device.
  await page.reload();
  await expect(page.getByText('已恢复上次未提交的内容')).toBeVisible();
  await expectShownAsLeft(page);
});
