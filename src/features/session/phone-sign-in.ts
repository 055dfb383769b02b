/**
 * The mini program's phone-number sign-in (calls-and-errors.md §7 "GET /admin/mobile/getSessionKey", "POST
 * /admin/mobile/login, form-encoded"): the getPhoneNumber button's code, a wx.login code for a session key, then the
 * mobile login, which opens a platform session (renewed like the account login's); then step 4 (afterSignIn).
 */
import { afterSignIn, beginSession, type Next } from './sign-in';
import { miniSessionKey, mobileLogin } from '../../api/mobile-login';
import { wechatLoginCode } from '../../platform/wechat';
import { useSession } from '../../stores/session';

export async function phoneSignIn(phoneCode: string): Promise<Next> {
  const { sessionKey } = await miniSessionKey(await wechatLoginCode());
  const tokens = await mobileLogin(sessionKey, phoneCode, useSession.getState().tenantId);
  beginSession(tokens, 'platform');
  return afterSignIn();
}
