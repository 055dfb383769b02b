/** The mini program has no JS-SDK: its own APIs (wx.scanCode, share menus) do the same work. */
import { inWechatBrowser, type WechatJsSdk } from '../../platform/wechat-jssdk';

export { inWechatBrowser };

export function wechatJsSdk(): Promise<WechatJsSdk | null> {
  return Promise.resolve(null);
}
