/**
 * Choosing, compressing and uploading files in the WeChat mini program: wx.chooseMedia (chooseImage is deprecated), then
 * wx.compressImage (quality 80) before upload, and wx.uploadFile with its progress events.
 */
import Taro from '@tarojs/taro';

import { UploadNetworkError, type LocalFile, type UploadProgress } from './local-file';
import { REQUEST_TIMEOUT_MS } from '../config';

export { UploadNetworkError, type LocalFile, type UploadProgress } from './local-file';

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

export function uploadFile({ url, headers, file, onProgress }: { url: string; headers: Record<string, string>; file: LocalFile; onProgress?: UploadProgress | undefined }): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const task = Taro.uploadFile({
      url,
      filePath: file.path,
      name: 'file',
      header: headers,
      // calls-and-errors.md §9: upload timeout 60000 ms.
      timeout: REQUEST_TIMEOUT_MS,
      success: (res) => resolve(res.data),
      fail: (err) => reject(new UploadNetworkError(err.errMsg || '上传失败')),
    });
    task.onProgressUpdate?.((p) => onProgress?.(p.progress));
  });
}
