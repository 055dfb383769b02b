/**
 * WeChat's JS-SDK in WeChat's own browser: loaded on first use (its own chunk, never fetched by other browsers),
 * signed through GET /pay/payment/sign and configured with the permitted methods (calls-and-errors.md §9). One
 * configuration per signed address: on iOS that is the first-entry address for the whole visit, elsewhere each new
 * address is signed again, as WeChat requires after an in-page navigation. A failed load, signing or configuration
 * logs and gives null (calls-and-errors.md §7 "signing failure logs an error and resolves false"), and the next call
 * tries again.
 */
import { paymentSign } from '../../api/share';
import { jsSdkConfig, signingUrl } from '../../domain/share/jssdk';
import { STORAGE_KEYS } from '../../domain/storage-keys';
import { storage } from '../../platform/storage';
import { inWechatBrowser, type WechatJsSdk } from '../../platform/wechat-jssdk';

export { inWechatBrowser };

let current: { url: string; sdk: Promise<WechatJsSdk | null> } | null = null;

async function configure(url: string): Promise<WechatJsSdk | null> {
  let wx: WechatJsSdk;
  let sign;
  try {
    wx = (await import(/* webpackChunkName: "wechat-jssdk" */ 'weixin-js-sdk')).default;
    sign = await paymentSign(url);
  } catch (error) {
    console.error('[jssdk] loading or signing failed', error);
    return null;
  }
  return new Promise((resolve) => {
    // On a failed verification the SDK calls error, then ready: the first answer counts.
    wx.error((error: unknown) => {
      console.error('[jssdk] wx.config failed', error);
      resolve(null);
    });
    wx.ready(() => resolve(wx));
    wx.config(jsSdkConfig(sign) as Parameters<WechatJsSdk['config']>[0]);
  });
}

/** The configured JS-SDK for the current address; null outside WeChat's browser or when it cannot be configured. */
export function wechatJsSdk(): Promise<WechatJsSdk | null> {
  if (!inWechatBrowser()) return Promise.resolve(null);
  const url = signingUrl({
    isIOS: /iphone|ipad|ipod/i.test(navigator.userAgent),
    firstEntry: storage.get<string>(STORAGE_KEYS.iosFirstEntryUrl),
    current: window.location.href,
  });
  if (current?.url === url) return current.sdk;
  const sdk = configure(url);
  const entry = { url, sdk };
  current = entry;
  void sdk.then((wx) => {
    if (!wx && current === entry) current = null;
  });
  return sdk;
}
