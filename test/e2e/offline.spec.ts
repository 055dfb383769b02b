import type { Page } from '@playwright/test';

import { expect, test } from './fixtures';
import { apiAsPage, bearerFor } from './support/api';
import { pickFiles } from './support/pick-files';
import { signInAs } from './support/sign-in';
import { MANIFEST_FILE } from '../../config/web-manifest';
import { OFFLINE_TEXT } from '../../src/domain/messages';
import { TODO_TEXT } from '../../src/domain/todo';
import { OUTBOX_TEXT } from '../../src/features/outbox/text';

/**
 * Offline (issue 40). A form submitted without a network waits in the outbox (IndexedDB) with its submit key; the page
 * is closed while offline; opened again with the network back, the app replays it at start and the server holds
 * exactly one record.
 */
test('a form submitted offline waits (待同步), survives the page closing, and is stored once when the network returns', async ({ page, context, baseURL }) => {
  await signInAs(page, 'member');
  await page.goto('/app/formInfo?appId=app-open');
  const name = `离线${Date.now() % 100000}`;
  await page.getByLabel('姓名').fill(name);
  await page.getByLabel('手机号').fill('13800002222');

  await context.setOffline(true);
  await page.getByRole('button', { name: '提交' }).click();
  // The home lists it (the toast that says so is gone after two seconds).
  const outbox = page.getByTestId('outbox');
  await expect(outbox).toContainText(`${OUTBOX_TEXT.pending} 1`);
  await page.close();

  await context.setOffline(false);
  const again = await context.newPage();
  await again.goto('/platform/index');
  await expect(again.getByTestId('greeting')).toBeVisible();
  await expect(again.getByTestId('outbox')).toHaveCount(0);

  const found = await apiAsPage(again, baseURL!, '/api/bigtable/application/app-open/form/form-open/form-data/search', {
    method: 'POST',
    body: { keyword: name, page: 1, size: 10 },
  });
  expect(found.code).toBe(0);
  expect(found.data.totalElements).toBe(1);
});

// A 1×1 PNG.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
const TICKETS = '/api/bigtable/application/app-tickets/form/form-tickets';

test('an image chosen and submitted offline is kept on the device; reopened with the network, it is uploaded once and one record holds it', async ({ page, context, baseURL }) => {
  await signInAs(page, 'member');
  await page.goto('/app/formInfo?appId=app-tickets');
  const title = `离线图片${Date.now() % 100000}`;
  await page.getByLabel('工单标题').fill(title);

  await context.setOffline(true);
  await pickFiles(page, () => page.getByRole('button', { name: '现场照片 添加图片' }).click(), { name: 'dot.png', mimeType: 'image/png', buffer: PNG });
  // The upload could not go: the picture stays in the form, kept on the device until it can.
  await expect(page.getByText('待上传')).toBeVisible();
  await page.getByRole('button', { name: '提交' }).click();
  await expect(page.getByTestId('outbox')).toContainText(`${OUTBOX_TEXT.pending} 1`);
  await page.close();

  await context.setOffline(false);
  const again = await context.newPage();
  const uploads: string[] = [];
  again.on('request', (req) => void (req.url().includes('/storage/fileStorage/preUpload') && uploads.push(req.url())));
  await again.goto('/platform/index');
  await expect(again.getByTestId('greeting')).toBeVisible();
  // The outbox is read and replayed once the app is up, not by the time the home shows.
  await expect.poll(() => uploads.length).toBe(1);
  await expect(again.getByTestId('outbox')).toHaveCount(0);

  const found = await apiAsPage(again, baseURL!, `${TICKETS}/form-data/search`, { method: 'POST', body: { keyword: title, page: 1, size: 10 } });
  expect(found.data.totalElements).toBe(1);
  const [record] = found.data.content as { content: { uploadImg_photos: { fileId: string; url: string }[] } }[];
  const photos = record!.content.uploadImg_photos;
  expect(photos).toHaveLength(1);
  expect(photos[0]!.fileId).not.toMatch(/^outbox:/);
  expect((await again.request.get(new URL(photos[0]!.url, baseURL).href)).status()).toBe(200);
  expect(uploads).toHaveLength(1);
});

test('the web app manifest is linked, served and installable: its fields, and icons that load as PNGs of their sizes', async ({ request }) => {
  const html = await (await request.get('/')).text();
  expect(html).toContain(`<link rel="manifest" href="/${MANIFEST_FILE}">`);
  const res = await request.get(`/${MANIFEST_FILE}`);
  expect(res.status()).toBe(200);
  const manifest = (await res.json()) as { icons: { src: string; sizes: string; type: string }[] } & Record<string, unknown>;
  expect(manifest).toMatchObject({ name: expect.any(String), short_name: 'Ware', start_url: '/', display: 'standalone' });
  expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/);
  expect(manifest.background_color).toMatch(/^#[0-9a-f]{6}$/);
  expect(manifest.icons.map((i) => i.sizes)).toEqual(['192x192', '512x512']);
  for (const icon of manifest.icons) {
    const png = await (await request.get(icon.src)).body();
    // The PNG signature, then the IHDR chunk's width and height.
    expect(png.subarray(1, 4).toString('ascii')).toBe('PNG');
    expect(`${png.readUInt32BE(16)}x${png.readUInt32BE(20)}`).toBe(icon.sizes);
  }
  // The service worker precaches them with the app, so an installed app opens offline with its icon.
  const sw = await (await request.get('/sw.js')).text();
  for (const file of [MANIFEST_FILE, ...manifest.icons.map((i) => i.src.slice(1))]) expect(sw).toContain(file);
});

/** Calls the server as a seeded user (not the page's), as another person on another device would. */
async function asOther(baseURL: string, username: string, method: 'GET' | 'POST' | 'PUT', path: string, body?: unknown) {
  const res = await fetch(baseURL + path, {
    method,
    headers: { authorization: await bearerFor(baseURL, username), ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const answer = (await res.json()) as { code: number; data: { content?: Array<{ id: string; dataId: string }> } & Record<string, unknown> };
  expect(answer.code, JSON.stringify(answer)).toBe(0);
  return answer.data;
}
const taskOf = async (baseURL: string, username: string, dataId: string) =>
  (await asOther(baseURL, username, 'GET', '/api/bigtable/task/todo?size=100')).content!.find((t) => t.dataId === dataId)!.id;

test('an approval queued offline, decided meanwhile by another, shows the conflict on the task with the opinion intact', async ({ page, context, baseURL }) => {
  // A claim above 1,000 at the finance countersign, which 赵访客 (guest) and 王管理 (admin) must both approve.
  const claim = await asOther(baseURL!, 'member', 'POST', '/api/ware-engine-form/data/submit', {
    appId: 'app-expense',
    formId: 'form-expense',
    content: { staff_applicant: [{ id: '10003', nickname: '张成员' }], department_dept: [{ id: 'd1004', name: '华东销售组' }], radio_category: 'a', number_amount: 2400 },
  });
  const dataId = String(claim.id);
  await asOther(baseURL!, 'subadmin', 'PUT', `/api/ware-engine-form/task/${await taskOf(baseURL!, 'subadmin', dataId)}/complete`, { approved: true });

  await signInAs(page, 'guest');
  await page.goto(`/platform/toDoList/task?taskId=${await taskOf(baseURL!, 'guest', dataId)}`);
  await expect(page.getByRole('button', { name: TODO_TEXT.actions.approve, exact: true })).toBeVisible();
  await context.setOffline(true);
  await page.getByLabel(TODO_TEXT.opinion).fill('离线时同意');
  await page.getByRole('button', { name: TODO_TEXT.actions.approve, exact: true }).click();
  const notice = page.getByTestId('outbox-notice');
  await expect(notice.getByRole('status')).toContainText(OUTBOX_TEXT.pending);

  // Meanwhile 王管理 rejects the claim on his own device: 赵访客's countersign is cancelled.
  await asOther(baseURL!, 'admin', 'PUT', `/api/ware-engine-form/task/${await taskOf(baseURL!, 'admin', dataId)}/complete`, { approved: false, comment: '票据不全' });
  await context.setOffline(false);
  await expect(notice.getByRole('alert')).toContainText(`${OUTBOX_TEXT.decideFailed}：此任务已被他人处理`);
  await expect(notice).toContainText(`${TODO_TEXT.opinion}：离线时同意`);
});

/** When the loading layer last wrote its copy to the device (data/persist.ts: IndexedDB `ware`, store `durable`). */
function keptAt(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        const open = indexedDB.open('ware');
        // Not created yet: left for the app to create with its store.
        open.onupgradeneeded = () => open.transaction?.abort();
        open.onerror = () => resolve(0);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('durable')) return resolve(0);
          const values = db.transaction('durable').objectStore('durable').getAll();
          values.onerror = () => resolve(0);
          values.onsuccess = () =>
            resolve(Math.max(0, ...(values.result as Array<{ at?: unknown }>).map((v) => (typeof v?.at === 'number' ? v.at : 0))));
        };
      }),
  );
}

test.describe('with the service worker', () => {
  test.use({ serviceWorkers: 'allow' });

  test('once opened, the app opens again without a network, on its addresses and a screen not opened before', async ({ page, context }) => {
    await signInAs(page, 'member');
    await page.goto('/platform/index');
    await expect(page.getByTestId('my-app').first()).toBeVisible();
    const shown = Date.now();
    // The worker has precached the app when it is ready (its install does that).
    await page.evaluate(async () => void (await navigator.serviceWorker.ready));
    // The loading layer writes its copy at most once a second: the reload waits for one written after the apps showed.
    await expect.poll(() => keptAt(page)).toBeGreaterThan(shown);

    await context.setOffline(true);
    // A device without a network says so (navigator.onLine false) from a page's start; Chromium's network emulation
    // (Debian's 150) leaves a document loaded while emulated offline reading true, so the page is told what a device
    // would tell it.
    await page.addInitScript(() => Object.defineProperty(Navigator.prototype, 'onLine', { configurable: true, get: () => false }));
    await page.reload();
    await expect(page.getByTestId('greeting')).toBeVisible();
    // The home's apps as last loaded, kept on the device, and a note that they are (离线 · 刚刚).
    await expect(page.getByRole('status').filter({ hasText: OFFLINE_TEXT.note }).first()).toBeVisible();
    await page.goto('/platform/toDoList/list');
    await expect(page.getByRole('tab', { name: '待办' })).toBeVisible();
    await context.setOffline(false);
  });
});
