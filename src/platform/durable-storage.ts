import Taro from '@tarojs/taro';

/**
 * Larger values kept across starts, read and written asynchronously (the outbox, the loading layer's persisted
 * cache): the mini program's own storage (10 MB per user). Reads never throw: an unreadable value reads as missing.
 */
export async function readDurable(key: string): Promise<unknown> {
  try {
    return (await Taro.getStorage({ key })).data;
  } catch {
    return undefined;
  }
}

export async function writeDurable(key: string, value: unknown): Promise<void> {
  await Taro.setStorage({ key, data: value });
}

export async function removeDurable(key: string): Promise<void> {
  await Taro.removeStorage({ key }).catch(() => undefined);
}
