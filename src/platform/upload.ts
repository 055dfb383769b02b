/**
 * Choosing and compressing files in the WeChat mini program: wx.chooseMedia (chooseImage is deprecated), then
 * wx.compressImage (quality 80) before upload; sending is platform/upload-file.
 */
import Taro from '@tarojs/taro';

import type { LocalFile } from './local-file';

export { UploadNetworkError, type LocalFile, type UploadProgress } from './local-file';
export { uploadFile } from './upload-file';

const nameOf = (path: string) => path.split('/').pop() || 'file';

/** Up to `count` images, compressed. */
export async function chooseImages(count: number): Promise<LocalFile[]> {
  const res = await Taro.chooseMedia({ count, mediaType: ['image'], sizeType: ['compressed'], sourceType: ['album', 'camera'] });
  const out: LocalFile[] = [];
  for (const { tempFilePath: path } of res.tempFiles) {
    let compressed = path;
    try {
      compressed = (await Taro.compressImage({ src: path, quality: 80 })).tempFilePath;
    } catch {
      // compressImage is missing on old base libraries: upload the original.
    }
    out.push({ path: compressed, name: nameOf(compressed) });
  }
  return out;
}

/** Files from a chat (the mini program has no file system picker). */
export async function chooseFiles(count: number): Promise<LocalFile[]> {
  const res = await Taro.chooseMessageFile({ count, type: 'all' });
  return res.tempFiles.map((f) => ({ path: f.path, name: f.name, size: f.size }));
}
