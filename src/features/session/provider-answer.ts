/**
 * The login page's words for every way the identity provider's answer is refused (a hostile or broken provider,
 * a replayed callback): one clear Chinese sentence each. Nothing is stored and nothing is retried by itself: the
 * page shows the sentence and its 重新登录 button.
 */
import type { TokenAnswerRefusal } from '../../domain/auth/token-answer';
import { fillText, SIGN_IN_TEXT } from '../../domain/messages';

const ID_TOKEN_PROBLEM: Partial<Record<TokenAnswerRefusal, string>> = {
  'id-token-missing': '缺少身份令牌',
  'id-token-unsigned': '身份令牌未签名',
  'id-token-issuer': '签发方不符',
  'id-token-audience': '受众不符',
  'id-token-expired': '身份令牌已过期',
};

export function tokenAnswerRefusalText(reason: TokenAnswerRefusal): string {
  if (reason === 'no-access-token') return SIGN_IN_TEXT.exchangeFailed;
  if (reason === 'not-bearer') return SIGN_IN_TEXT.notBearer;
  return fillText(SIGN_IN_TEXT.idTokenInvalid, ID_TOKEN_PROBLEM[reason] ?? reason);
}

/**
 * The exchange call failed: the token endpoint refused the code (400 / 401: used already, expired, another
 * client's), or the network or server failed (the generic sentence and the retry).
 */
export function exchangeFailureText(error: unknown): string {
  const status = (error as { status?: unknown } | null)?.status;
  return status === 400 || status === 401 ? SIGN_IN_TEXT.codeRejected : SIGN_IN_TEXT.signInFailed;
}
