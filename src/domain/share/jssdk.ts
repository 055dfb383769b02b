// WeChat JS-SDK signing for H5 inside WeChat (calls-and-errors.md §9 "Messaging SDK permitted methods: choose,
// preview, upload and download image, open and get location, pay, scan QR, share to timeline and message, hide menu
// items"; §7 GET /pay/payment/sign with param url).

export const JSSDK_API_LIST = [
  'chooseImage',
  'previewImage',
  'uploadImage',
  'downloadImage',
  'openLocation',
  'getLocation',
  'chooseWXPay',
  'scanQRCode',
  'updateTimelineShareData',
  'updateAppMessageShareData',
  'hideMenuItems',
] as const;

/** The URL WeChat signs: the page address without its hash. */
export function signableUrl(href: string): string {
  const hash = href.indexOf('#');
  return hash === -1 ? href : href.slice(0, hash);
}

export interface JsSdkSignature {
  appId: string;
  timestamp: number | string;
  nonceStr: string;
  signature: string;
}

/** The `wx.config` argument for a signature. */
export function jsSdkConfig(sign: JsSdkSignature) {
  return { debug: false, ...sign, jsApiList: [...JSSDK_API_LIST] };
}
