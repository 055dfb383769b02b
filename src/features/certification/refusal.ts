/**
 * Why the platform refused a person's certification, in the words the certification screen shows (the request
 * layer's toast goes away; the reason must stay beside the form). The server's refusals (server/README.md
 * "Real-name certification"): a number another account already certified, no face-check provider, a face check
 * not finished; anything else is shown as the server said it, or as a plain failure.
 */
import { isApiError } from '../../api/errors';

export const REFUSAL_TEXT = {
  numberTaken: '该身份证号码已认证其他账号，一个身份证号码只能认证一个账号',
  noProvider: '人脸核身服务暂未开通，暂时无法完成个人认证',
  faceUnfinished: '人脸核身尚未完成，请重新核身',
  failed: '认证未完成，请稍后重试',
} as const;

const BY_SERVER_MESSAGE: [RegExp, string][] = [
  [/已认证其他账号/, REFUSAL_TEXT.numberTaken],
  [/人脸核身服务未配置/, REFUSAL_TEXT.noProvider],
  [/人脸核身尚未完成/, REFUSAL_TEXT.faceUnfinished],
];

/** The message for a failed certification call. */
export function refusalText(error: unknown): string {
  if (!isApiError(error) || error.status === 'network' || error.status >= 500) return REFUSAL_TEXT.failed;
  return BY_SERVER_MESSAGE.find(([pattern]) => pattern.test(error.message))?.[1] ?? (error.message || REFUSAL_TEXT.failed);
}
