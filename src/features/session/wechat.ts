/**
 * The messaging-app (WeChat) login in the mini program: wx.login, then /weixin/wx/user/login with its code
 * (wechat-code.ts). The H5's OAuth redirect and its state are wechat.h5.ts.
 */
import { signInWithWechatCode, type WechatOutcome } from './wechat-code';
import { wechatLoginCode } from '../../platform/wechat';

/** Runs the messaging-app login; the mini program's page query plays no part in it. */
export async function wechatSignIn(_query: Readonly<Record<string, string | undefined>>): Promise<WechatOutcome> {
  return signInWithWechatCode(await wechatLoginCode());
}
