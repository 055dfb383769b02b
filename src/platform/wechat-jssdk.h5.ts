/**
 * The WeChat JS-SDK as the platform modules reach it in WeChat's browser (location, image picking). Signing needs a
 * server call, which the platform layer may not make: the share feature, which loads, signs and configures the SDK
 * (features/share/jssdk-loader.h5.ts), provides its loader at start-up, and the SDK itself is loaded only when a
 * module here first asks, and only inside WeChat.
 */
import type WxSdk from 'weixin-js-sdk';

export type WechatJsSdk = typeof WxSdk;

export const inWechatBrowser = (): boolean => typeof navigator !== 'undefined' && /micromessenger/i.test(navigator.userAgent);

let load: (() => Promise<WechatJsSdk | null>) | null = null;

/** Called once at start-up by the share feature (installWechatJsSdk). */
export function provideWechatJsSdk(next: () => Promise<WechatJsSdk | null>): void {
  load = next;
}

/** The configured SDK; null outside WeChat's browser, before a loader is provided, or when it cannot be configured. */
export function wechatJsSdk(): Promise<WechatJsSdk | null> {
  if (!inWechatBrowser() || !load) return Promise.resolve(null);
  return load().catch((error: unknown) => {
    console.error('[jssdk] loading failed', error);
    return null;
  });
}
