/**
 * The messaging-app (WeChat) login in H5: inside WeChat its OAuth redirect, whose code goes to
 * /weixin/wx/user/login (wechat-code.ts); elsewhere it is not offered. The mini program's is wechat.ts.
 */
import { signInWithWechatCode, type WechatOutcome } from './wechat-code';
import { readCallback, withoutCallbackParams } from '../../domain/auth/callback';
import { randomAlphanumeric, STATE_LENGTH } from '../../domain/auth/pkce';
import { SIGN_IN_TEXT } from '../../domain/messages';
import { currentAddress, replaceAddress } from '../../platform/browser';
import { randomBytes } from '../../platform/random';
import { leaveForWechatOAuth, wechatLoginCode, wechatLoginKind } from '../../platform/wechat';
import { useSession } from '../../stores/session';

/** Runs the messaging-app login for this target; `query` is the page's (the OAuth return carries code and state). */
export async function wechatSignIn(query: Readonly<Record<string, string | undefined>>): Promise<WechatOutcome> {
  const kind = wechatLoginKind();
  if (kind === 'unavailable') return { kind: 'unavailable', message: SIGN_IN_TEXT.wechatNotOffered };
  if (kind === 'mini-program') return signInWithWechatCode(await wechatLoginCode());

  // H5 inside WeChat: back from the OAuth page, or about to go there.
  const session = useSession.getState();
  const callback = readCallback(query, session.state);
  if (callback.kind !== 'none') {
    replaceAddress(withoutCallbackParams(currentAddress()));
    session.setPkce(null);
    if (callback.kind !== 'code') return { kind: 'refused', message: SIGN_IN_TEXT.stateMismatch };
    return signInWithWechatCode(callback.code);
  }
  const state = await randomAlphanumeric(STATE_LENGTH, randomBytes);
  session.setPkce({ codeVerifier: '', state });
  if (!leaveForWechatOAuth(state)) {
    session.setPkce(null);
    return { kind: 'unavailable', message: SIGN_IN_TEXT.wechatNotConfigured };
  }
  return { kind: 'leaving' };
}
