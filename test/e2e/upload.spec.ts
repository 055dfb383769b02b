import { expect, test } from './fixtures';
import { pickFiles } from './support/pick-files';
import { signInAs } from './support/sign-in';

/**
 * The image upload screen: images are compressed before upload (longest side 1600 px), and what is stored is the
 * smaller file; the upload shows its progress; 完成 on the screen opened by a link (no page under it) shows what
 * was uploaded.
 */
test('a large photo is scaled down before upload with its progress shown, and 完成 shows the uploaded image', async ({ page }) => {
  await signInAs(page, 'member');
  await page.goto('/platform/imageUpload');
  // A 3200×2400 JPEG of noise (noise compresses badly, so the original is large), drawn in the page.
  const original = await page.evaluate(async () => {
    const canvas = document.createElement('canvas');
    canvas.width = 3200;
    canvas.height = 2400;
    const ctx = canvas.getContext('2d')!;
    const img = ctx.createImageData(canvas.width, canvas.height);
    for (let i = 0; i < img.data.length; i++) img.data[i] = (i * 2654435761) % 251;
    ctx.putImageData(img, 0, 0);
    const blob = await new Promise<Blob>((r) => canvas.toBlob((b) => r(b!), 'image/jpeg', 0.95));
    const bytes = new Uint8Array(await blob.arrayBuffer());
    let bin = '';
    for (const b of bytes) bin += String.fromCharCode(b);
    return btoa(bin);
  });
  const buffer = Buffer.from(original, 'base64');
  const uploaded = page.waitForResponse((res) => res.request().method() === 'POST' && /preUpload/.test(res.url()));
  // The upload is held until its progress has been seen.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/storage/fileStorage/preUpload', async (route) => {
    await held;
    await route.continue();
  });
  await pickFiles(page, () => page.getByRole('button', { name: '上传图片 添加图片' }).click(), { name: 'photo.jpg', mimeType: 'image/jpeg', buffer });
  await expect(page.getByRole('progressbar', { name: '上传进度' })).toBeVisible();
  release();
  // What the server stored (it answers the stored file's size).
  const stored = JSON.stringify(await (await uploaded).json());
  const size = Number(/"size":(\d+)/.exec(stored)?.[1]);
  expect(size).toBeGreaterThan(0);
  expect(size).toBeLessThan(buffer.length / 2);
  await expect(page.getByRole('button', { name: '删除 photo.jpg' })).toBeVisible();
  const thumb = page.locator('.form-upload__thumb img, img.form-upload__thumb').first();
  await expect(thumb).toBeVisible();
  // The thumbnail is visible before its image has loaded (naturalWidth 0 until then): wait for the load itself.
  const loadedWidth = () => thumb.evaluate((el) => ((el as HTMLImageElement).complete ? (el as HTMLImageElement).naturalWidth : 0));
  await expect.poll(loadedWidth).toBeGreaterThan(0);
  expect(await loadedWidth()).toBeLessThanOrEqual(1600);
  // The screen's own styles: the thumbnail in its fixed square (64 design pixels, scaled to the screen's width).
  const box = (await page.locator('.form-upload__thumb').first().boundingBox())!;
  expect(box.width).toBeGreaterThan(60);
  expect(box.width).toBeLessThan(70);
  expect(box.height).toBeCloseTo(box.width, 1);

  await page.getByRole('button', { name: '完成' }).click();
  await expect(page.getByText('已上传 1 张图片')).toBeVisible();
  await expect(page.getByRole('button', { name: '删除 photo.jpg' })).toHaveCount(0);
  await expect(page.locator('img.form-upload__thumb, .form-upload__thumb img').first()).toBeVisible();
  // The uploaded image opens the image viewer (issue 42 item 7: the finished upload shows what was sent).
  await page.getByRole('button', { name: '查看图片 1/1' }).click();
  await expect(page.locator('.preview-image img')).toHaveCount(1);
});
