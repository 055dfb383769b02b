import Taro from '@tarojs/taro';

import type { LocalFile } from './local-file';

/**
 * A chosen file kept on the device until it can be uploaded (issue 40, attachments offline): WeChat deletes a temp
 * file when the mini program closes, so it is saved to the user's data (Taro.saveFile) and named by that path.
 */
export async function keepFile(file: LocalFile): Promise<string> {
  const saved = (await Taro.saveFile({ tempFilePath: file.path })) as { savedFilePath: string };
  return saved.savedFilePath;
}

/** The kept file as the uploader takes it, or null when the device no longer has it. */
export async function keptFile(kept: string, name: string): Promise<LocalFile | null> {
  try {
    await Taro.getSavedFileInfo({ filePath: kept });
    return { path: kept, name };
  } catch {
    return null;
  }
}

/** A saved file's path is what an image shows it from. */
export async function keptFileUrl(kept: string): Promise<string | null> {
  return kept;
}

export async function forgetKeptFile(kept: string): Promise<void> {
  await Taro.removeSavedFile({ filePath: kept }).catch(() => undefined);
}
