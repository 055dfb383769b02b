/**
 * H5 inside WeChat's browser: the JS-SDK's scanQRCode (calls-and-errors.md §9 lists "scan QR" among the permitted
 * methods), once the share feature's loader has loaded, signed and configured the SDK. Null when not in WeChat, or
 * the SDK cannot be configured: the screen falls back to the camera.
 */
import { inWechatBrowser, wechatJsSdk } from '../share';

/** Whether WeChat's own scanner can be tried on this page. */
export const wechatScanAvailable = (): boolean => inWechatBrowser();

/** The scanned text, or null when cancelled or unavailable. */
export async function wechatScan(): Promise<string | null> {
  const wx = await wechatJsSdk();
  if (!wx) return null;
  return new Promise((resolve) => {
    wx.scanQRCode({
      needResult: 1,
      scanType: ['qrCode', 'barCode'],
      // A 1-D code comes back as "FORMAT,text".
      success: (r: { resultStr: string }) => resolve(r.resultStr.replace(/^[A-Z_0-9-]+,/, '')),
      fail: () => resolve(null),
      cancel: () => resolve(null),
    });
  });
}
