/**
 * Opening and saving files in the WeChat mini program: wx.downloadFile (with its progress events) into a temporary
 * file, then wx.openDocument for pdf and Office files (the types it accepts). H5 uses file-transfer.h5.ts.
 */
import Taro from '@tarojs/taro';

import { REQUEST_TIMEOUT_MS } from '../config';

export type DownloadProgress = (percent: number | null) => void;

export interface Downloaded {
  /** Where the bytes are now: a temporary file of the mini program, or the browser's downloads. */
  where: 'temp' | 'browser';
  tempFilePath?: string;
}

/** Downloads a file (a file id is a capability; a print needs `headers`: the token), reporting progress when the platform gives it. */
export function downloadFile({ url, headers, onProgress }: { url: string; name: string; headers?: Record<string, string>; onProgress?: DownloadProgress }): Promise<Downloaded> {
  return new Promise((resolve, reject) => {
    const task = Taro.downloadFile({
      url,
      // A file read with the caller's token (a print: api/print.ts) carries it; a file id alone needs none.
      ...(headers ? { header: headers } : {}),
      // Spec calls-and-errors.md §9: download timeout 60000 ms.
      timeout: REQUEST_TIMEOUT_MS,
      success: (res) => {
        if (res.statusCode >= 200 && res.statusCode < 300 && res.tempFilePath) resolve({ where: 'temp', tempFilePath: res.tempFilePath });
        else reject(new Error(`download failed: HTTP ${res.statusCode}`));
      },
      fail: (err) => reject(new Error(err.errMsg || 'download failed')),
    });
    task?.onProgressUpdate?.((p) => onProgress?.(typeof p.progress === 'number' ? p.progress : null));
  });
}

/** Opens a downloaded pdf or Office file in WeChat's viewer. */
export async function openDownloaded(downloaded: Downloaded, fileType: string): Promise<void> {
  if (!downloaded.tempFilePath) throw new Error('nothing downloaded to open');
  await Taro.openDocument({ filePath: downloaded.tempFilePath, fileType: fileType as never, showMenu: true });
}

/** Preview: downloads the file, then opens it. */
export async function openDocument({ url, name, fileType, headers }: { url: string; name: string; fileType: string; headers?: Record<string, string> }): Promise<void> {
  await openDownloaded(await downloadFile({ url, name, ...(headers ? { headers } : {}) }), fileType);
}

/** Whether a downloaded file can be opened here afterwards (the mini program: what openDocument accepts). */
export const canOpenAfterDownload: boolean = true;
