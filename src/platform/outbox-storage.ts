import Taro from '@tarojs/taro';

/** The mini program keeps the outbox in its own storage (10 MB per user, kept across starts). */
const KEY = 'wareOutbox';

export async function readOutbox(): Promise<unknown> {
  try {
    return (await Taro.getStorage({ key: KEY })).data;
  } catch {
    return undefined;
  }
}

export async function writeOutbox(entries: unknown): Promise<void> {
  await Taro.setStorage({ key: KEY, data: entries });
}
