/**
 * Sending one chosen file in the mini program: wx.uploadFile with its progress events. Its own module (choosing and
 * compressing are platform/upload): the outbox, with the home in the main package, uploads kept files at replay.
 */
import Taro from '@tarojs/taro';

import { UploadNetworkError, type LocalFile, type UploadAnswer, type UploadProgress } from './local-file';
import { REQUEST_TIMEOUT_MS } from '../config';

export function uploadFile({ url, headers, file, onProgress }: { url: string; headers: Record<string, string>; file: LocalFile; onProgress?: UploadProgress | undefined }): Promise<UploadAnswer> {
  return new Promise((resolve, reject) => {
    const task = Taro.uploadFile({
      url,
      filePath: file.path,
      name: 'file',
      header: headers,
      // calls-and-errors.md §9: upload timeout 60000 ms.
      timeout: REQUEST_TIMEOUT_MS,
      success: (res) => resolve({ status: res.statusCode, data: res.data }),
      fail: (err) => reject(new UploadNetworkError(err.errMsg || '上传失败')),
    });
    task.onProgressUpdate?.((p) => onProgress?.(p.progress));
    // Taro's promise around the task rejects as well when `fail` runs: the failure is answered there, once.
    task.catch?.(() => undefined);
  });
}
