/**
 * H5 inside WeChat's browser: the JS-SDK's scanQRCode (calls-and-errors.md §9 lists "scan QR" among the permitted
 * methods), after signing the page with GET /pay/payment/sign. Null when not in WeChat, the JS-SDK is not loaded or
 * signing fails: the screen falls back to the camera.
 */
import { paymentSign } from '../../api/share';
import { jsSdkConfig, signableUrl } from '../../domain/share/jssdk';

interface WxScan {
  config(options: unknown): void;
  ready(callback: () => void): void;
  error(callback: (error: unknown) => void): void;
  scanQRCode(options: { needResult: 1; scanType: string[]; success(r: { resultStr: string }): void; fail(e: unknown): void; cancel?(): void }): void;
}

function wechatSdk(): WxScan | null {
  const wx = (window as unknown as { wx?: WxScan }).wx;
  return /micromessenger/i.test(navigator.userAgent) && wx && typeof wx.scanQRCode === 'function' ? wx : null;
}

/** Whether WeChat's own scanner can be used on this page. */
export const wechatScanAvailable = (): boolean => wechatSdk() !== null;

/** The scanned text, or null when cancelled or unavailable. */
export async function wechatScan(): Promise<string | null> {
  const wx = wechatSdk();
  if (!wx) return null;
  let sign;
  try {
    sign = await paymentSign(signableUrl(window.location.href));
  } catch {
    return null;
  }
  return new Promise((resolve) => {
    wx.ready(() =>
      wx.scanQRCode({
        needResult: 1,
        scanType: ['qrCode', 'barCode'],
        // A 1-D code comes back as "FORMAT,text".
        success: (r) => resolve(r.resultStr.replace(/^[A-Z_0-9-]+,/, '')),
        fail: () => resolve(null),
        cancel: () => resolve(null),
      }),
    );
    wx.error(() => resolve(null));
    wx.config(jsSdkConfig(sign));
  });
}
