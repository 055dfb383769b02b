import { stringifyQuery } from '../domain/query';

/** Where the messaging-app (WeChat) login can run: in H5, only inside WeChat's own browser. */
export type WechatLogin = 'mini-program' | 'wechat-browser' | 'unavailable';

export function wechatLoginKind(): WechatLogin {
  return /MicroMessenger/i.test(navigator.userAgent) ? 'wechat-browser' : 'unavailable';
}

/** H5 has no wx.login: the code comes back from WeChat's OAuth redirect. */
export function wechatLoginCode(): Promise<string> {
  return Promise.reject(new Error('wx.login exists only in the mini program'));
}

/** The WeChat official account's app id (TARO_APP_WECHAT_APPID); empty when the build has none. */
export function wechatAppId(): string {
  return process.env.TARO_APP_WECHAT_APPID || '';
}

/**
 * Leaves for WeChat's OAuth page (snsapi_base: the openid is all the platform needs to find the bound account),
 * which returns to the messaging-app login page with `code` and `state`. False when no app id is configured.
 */
export function leaveForWechatOAuth(state: string): boolean {
  const appid = wechatAppId();
  if (!appid) return false;
  const redirect = `${window.location.origin}/pages/wechatLogin/wechatLogin`;
  const query = stringifyQuery({ appid, redirect_uri: redirect, response_type: 'code', scope: 'snsapi_base', state });
  window.location.assign(`https://open.weixin.qq.com/connect/oauth2/authorize?${query}#wechat_redirect`);
  return true;
}
