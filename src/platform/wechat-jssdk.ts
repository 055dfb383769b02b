/**
 * The WeChat JS-SDK as the platform modules reach it (location, image picking). The mini program has none: its own
 * APIs do that work, so nothing is ever provided here.
 */
import type WxSdk from 'weixin-js-sdk';

export type WechatJsSdk = typeof WxSdk;

export const inWechatBrowser = (): boolean => false;

export function provideWechatJsSdk(_load: () => Promise<WechatJsSdk | null>): void {
  // Nothing to provide in the mini program.
}

export function wechatJsSdk(): Promise<WechatJsSdk | null> {
  return Promise.resolve(null);
}
