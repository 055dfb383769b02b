/**
 * The messaging-app (WeChat) login: in the mini program wx.login then /weixin/wx/user/login; in H5
 * inside WeChat its OAuth redirect, whose code goes to the same call; elsewhere it is not offered.
 * Joins the sign-in flow at step 4 (afterSignIn).
 */
import { afterSignIn, beginSession, type Next } from './sign-in';
import { wechatLogin } from '../../api/auth';
import { readCallback, withoutCallbackParams } from '../../domain/auth/callback';
import { randomAlphanumeric, STATE_LENGTH } from '../../domain/auth/pkce';
import { SIGN_IN_TEXT } from '../../domain/messages';
import { currentAddress, replaceAddress } from '../../platform/browser';
import { randomBytes } from '../../platform/random';
import { leaveForWechatOAuth, wechatLoginCode, wechatLoginKind } from '../../platform/wechat';
import { useSession } from '../../stores/session';

export type WechatOutcome =
  | { kind: 'signed-in'; next: Next }
  /** The browser is on its way to WeChat's OAuth page. */
  | { kind: 'leaving' }
  | { kind: 'unavailable'; message: string }
  | { kind: 'refused'; message: string };

async function signInWithCode(code: string): Promise<WechatOutcome> {
  const tokens = await wechatLogin(code, useSession.getState().tenantId);
  beginSession(tokens, 'wechat');
  return { kind: 'signed-in', next: await afterSignIn() };
}

/** Runs the messaging-app login for this target; `query` is the page's (the OAuth return carries code and state). */
export async function wechatSignIn(query: Readonly<Record<string, string | undefined>>): Promise<WechatOutcome> {
  const kind = wechatLoginKind();
  if (kind === 'unavailable') return { kind: 'unavailable', message: SIGN_IN_TEXT.wechatNotOffered };
  if (kind === 'mini-program') return signInWithCode(await wechatLoginCode());

  // H5 inside WeChat: back from the OAuth page, or about to go there.
  const session = useSession.getState();
  const callback = readCallback(query, session.state);
  if (callback.kind !== 'none') {
    replaceAddress(withoutCallbackParams(currentAddress()));
    session.setPkce(null);
    if (callback.kind !== 'code') return { kind: 'refused', message: SIGN_IN_TEXT.stateMismatch };
    return signInWithCode(callback.code);
  }
  const state = await randomAlphanumeric(STATE_LENGTH, randomBytes);
  session.setPkce({ codeVerifier: '', state });
  if (!leaveForWechatOAuth(state)) {
    session.setPkce(null);
    return { kind: 'unavailable', message: SIGN_IN_TEXT.wechatNotConfigured };
  }
  return { kind: 'leaving' };
}
