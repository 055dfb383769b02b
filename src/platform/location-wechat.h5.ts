/**
 * H5 inside WeChat's browser: the position from the JS-SDK's getLocation (calls-and-errors.md §9 "open and get
 * location"), which WeChat answers itself where the browser's geolocation is refused or missing. WGS84, as the other
 * paths store (location.ts).
 */
import { inWechatBrowser, wechatJsSdk } from './wechat-jssdk';

/**
 * The position, or null outside WeChat or when the SDK cannot be configured (the browser is asked then). A refusal
 * or a cancel rejects with WeChat's own errMsg ("getLocation:cancel"), which the caller reads as the person's answer.
 */
export async function wechatPosition(): Promise<{ latitude: number; longitude: number } | null> {
  if (!inWechatBrowser()) return null;
  const wx = await wechatJsSdk();
  if (!wx) return null;
  return new Promise((resolve, reject) => {
    wx.getLocation({
      type: 'wgs84',
      success: (r: { latitude: number | string; longitude: number | string }) => resolve({ latitude: Number(r.latitude), longitude: Number(r.longitude) }),
      cancel: () => reject({ errMsg: 'getLocation:cancel' }),
      fail: (e: unknown) => reject(e),
    });
  });
}
