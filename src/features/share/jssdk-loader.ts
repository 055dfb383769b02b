/** The mini program has no JS-SDK: its own APIs (wx.scanCode, share menus) do the same work. */
import type WxSdk from 'weixin-js-sdk';

export type WechatJsSdk = typeof WxSdk;

export const inWechatBrowser = (): boolean => false;

export function wechatJsSdk(): Promise<WechatJsSdk | null> {
  return Promise.resolve(null);
}
