/** What the messaging-app (WeChat) login of either target (wechat.ts, wechat.h5.ts) shares. */
import { afterSignIn, beginSession, type Next } from './sign-in';
import { wechatLogin } from '../../api/auth';
import { useSession } from '../../stores/session';

export type WechatOutcome =
  | { kind: 'signed-in'; next: Next }
  /** The browser is on its way to WeChat's OAuth page. */
  | { kind: 'leaving' }
  | { kind: 'unavailable'; message: string }
  | { kind: 'refused'; message: string };

/** A code from WeChat (wx.login's, or its OAuth page's) exchanged at /weixin/wx/user/login; then step 4 (afterSignIn). */
export async function signInWithWechatCode(code: string): Promise<WechatOutcome> {
  const tokens = await wechatLogin(code, useSession.getState().tenantId);
  beginSession(tokens, 'wechat');
  return { kind: 'signed-in', next: await afterSignIn() };
}
