import Taro from '@tarojs/taro';

import type { LocalFile } from './local-file';

/**
 * A file chosen without a network, kept on the device until the outbox uploads it (issue 40): saved to the user's
 * data (platform/keep-file), named by its path.
 */
export async function keptFile(kept: string, name: string): Promise<LocalFile | null> {
  try {
    await Taro.getSavedFileInfo({ filePath: kept });
    return { path: kept, name };
  } catch {
    return null;
  }
}

export async function forgetKeptFile(kept: string): Promise<void> {
  await Taro.removeSavedFile({ filePath: kept }).catch(() => undefined);
}
