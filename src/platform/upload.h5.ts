/**
 * Choosing and compressing files in H5: a hidden <input type=file>, images scaled down by compressorjs (longest side
 * 1600 px, quality 0.8; the original is kept when that is not smaller). Sending them is platform/upload-file.
 */
import Compressor from 'compressorjs';

import type { LocalFile } from './local-file';
import { chooseWechatImages } from './wechat-images';
import { inWechatBrowser } from './wechat-jssdk';

export { UploadNetworkError, type LocalFile, type UploadProgress } from './local-file';
export { uploadFile } from './upload-file';

const MAX_SIDE = 1600;

function pick(accept: string, count: number): Promise<File[]> {
  return new Promise((resolve) => {
    const input = document.createElement('input');
    input.type = 'file';
    input.accept = accept;
    input.multiple = count > 1;
    input.style.display = 'none';
    input.onchange = () => {
      resolve(Array.from(input.files ?? []).slice(0, count));
      input.remove();
    };
    document.body.appendChild(input);
    input.click();
  });
}

/** Scales an image down; keeps the original when that is not smaller or the browser cannot decode it. */
export function compressImage(file: File): Promise<Blob> {
  if (!/^image\/(jpeg|png|webp|bmp)$/.test(file.type)) return Promise.resolve(file);
  return new Promise((resolve) => {
    // strict (the default) hands back the original whenever the result would be larger.
    new Compressor(file, { quality: 0.8, maxWidth: MAX_SIDE, maxHeight: MAX_SIDE, success: resolve, error: () => resolve(file) });
  });
}

// No privacy gate here: the browser's file picker hands over only the photos the person picks, in the same tap. (An
// awaited gate before it also cost the tap its user activation, so the picker could fail to open after agreeing.)
// WeChat's own picker (the JS-SDK, in WeChat's browser) likewise hands over only what is picked.
export async function chooseImages(count: number): Promise<LocalFile[]> {
  // Outside WeChat the browser's picker opens in the same task as before; in WeChat its own picker, unless the
  // JS-SDK cannot be configured.
  const files = (inWechatBrowser() && (await chooseWechatImages(count))) || (await pick('image/*', count));
  return Promise.all(
    files.map(async (f) => {
      const blob = await compressImage(f);
      // compressorjs names its result after the original, with the extension of the type it wrote.
      const name = (blob as Blob & { name?: string }).name ?? f.name;
      return { path: URL.createObjectURL(blob), blob, name, size: blob.size };
    }),
  );
}

export async function chooseFiles(count: number): Promise<LocalFile[]> {
  const files = await pick('*/*', count);
  return files.map((f) => ({ path: URL.createObjectURL(f), blob: f, name: f.name, size: f.size }));
}
