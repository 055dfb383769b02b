import Taro from '@tarojs/taro';

/** Where the messaging-app (WeChat) login can run: in the mini program always. */
export type WechatLogin = 'mini-program' | 'wechat-browser' | 'unavailable';

export function wechatLoginKind(): WechatLogin {
  return 'mini-program';
}

/** The mini program's login code (wx.login), for /weixin/wx/user/login. */
export async function wechatLoginCode(): Promise<string> {
  const res = await Taro.login();
  if (!res.code) throw new Error(`wx.login gave no code: ${res.errMsg}`);
  return res.code;
}

/** There is no OAuth redirect in the mini program. */
export function leaveForWechatOAuth(_state: string): boolean {
  return false;
}
