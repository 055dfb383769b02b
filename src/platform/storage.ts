import Taro from '@tarojs/taro';

/**
 * Synchronous key-value storage on both targets (localStorage in H5, wx storage in the mini program).
 * Reads never throw: a corrupt or unavailable store reads as missing.
 */
export const storage = {
  get<T = unknown>(key: string): T | undefined {
    try {
      const value = Taro.getStorageSync(key) as T | '' | undefined;
      return value === '' || value === undefined || value === null ? undefined : (value as T);
    } catch {
      return undefined;
    }
  },
  set(key: string, value: unknown): void {
    try {
      Taro.setStorageSync(key, value);
    } catch (error) {
      console.warn('[storage] set failed', key, error);
    }
  },
  remove(key: string): void {
    try {
      Taro.removeStorageSync(key);
    } catch {
      /* already gone */
    }
  },
};
