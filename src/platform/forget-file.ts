import Taro from '@tarojs/taro';

import type { LocalFile } from './local-file';

/** Deletes a chosen photo's temp file once it has been sent (never kept on the device). */
export function forgetLocalFile(file: LocalFile): void {
  try {
    Taro.getFileSystemManager().unlink({ filePath: file.path, fail: () => undefined });
  } catch {
    // Already gone, or not a file this app owns.
  }
}
