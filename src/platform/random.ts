import Taro from '@tarojs/taro';

/**
 * Cryptographically random bytes in the WeChat mini program: wx.getRandomValues (base library 2.26+), else the user
 * crypto manager's getRandomValues (2.15+). There is no other safe source there: without either it fails rather than
 * fall back to Math.random.
 */
export function randomBytes(length: number): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const options = {
      length,
      success: (res: { randomValues: ArrayBuffer }) => resolve(new Uint8Array(res.randomValues)),
      fail: (err: unknown) => reject(new Error(`getRandomValues failed: ${JSON.stringify(err)}`)),
    };
    const api = Taro as unknown as {
      getRandomValues?: (o: typeof options) => unknown;
      getUserCryptoManager?: () => { getRandomValues?: (o: typeof options) => unknown };
    };
    if (typeof api.getRandomValues === 'function') {
      api.getRandomValues(options);
      return;
    }
    const manager = typeof api.getUserCryptoManager === 'function' ? api.getUserCryptoManager() : undefined;
    if (manager && typeof manager.getRandomValues === 'function') {
      manager.getRandomValues(options);
      return;
    }
    reject(new Error('no cryptographic random source in this WeChat version'));
  });
}
