// WeChat JS-SDK signing for H5 inside WeChat (calls-and-errors.md §9 "Messaging SDK permitted methods: choose,
// preview, upload and download image, open and get location, pay, scan QR, share to timeline and message, hide menu
// items"; §7 GET /pay/payment/sign with param url). getLocalImgData is how "choose image" reaches the picked photo's
// bytes in the page (a localId is no URL the page can upload): platform/wechat-images.h5.ts.

export const JSSDK_API_LIST = [
  'chooseImage',
  'getLocalImgData',
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
function signableUrl(href: string): string {
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

export interface SigningUrlInput {
  isIOS: boolean;
  /** The iOS first-entry address stored at start-up (screens-data-rules.md §2), if any. */
  firstEntry: string | null | undefined;
  /** The current page address. */
  current: string;
}

/**
 * The address to sign: on iOS WeChat keeps the address the page was first entered at for the whole visit
 * (screens-data-rules.md §2 "On iOS the first entry address is remembered for signing"), elsewhere the current one.
 */
export function signingUrl({ isIOS, firstEntry, current }: SigningUrlInput): string {
  return signableUrl(isIOS && firstEntry ? firstEntry : current);
}
