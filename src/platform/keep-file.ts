import Taro from '@tarojs/taro';

import type { LocalFile } from './local-file';

/**
 * Keeping a chosen file on the device until it can be uploaded (issue 40, attachments offline): WeChat deletes a temp
 * file when the mini program closes, so it is saved to the user's data (Taro.saveFile) and named by that path. Its own
 * module, with the form's upload control: the outbox, with the home, only reads and forgets kept files.
 */
export async function keepFile(file: LocalFile): Promise<string> {
  const saved = (await Taro.saveFile({ tempFilePath: file.path })) as { savedFilePath: string };
  return saved.savedFilePath;
}

/** A saved file's path is what an image shows it from. */
export async function keptFileUrl(kept: string): Promise<string | null> {
  return kept;
}
