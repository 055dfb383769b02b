/**
 * The re-authentication queue (calls-and-errors.md §4 "Re-authentication"). A call that sends the stored token:
 * - waits for the native host's token on the page's first call, and while a re-authentication runs, so it never
 *   goes out with a token being replaced;
 * - on an expired token (the catalogue's tokenExpired: HTTP 401 or body code 4010) asks the gate (token-renewal.ts)
 *   for a new one, and is sent once more. A request is replayed through the interceptors inside this one, so the
 *   replay carries the new token and the session's organisation; the upload (api/storage.ts), which Taro does not
 *   pass through interceptors, takes the same step with `sendRenewingOnce`.
 *   The second answer goes up as it is: a second expiry reaches the catalogue, which sends the user to sign in.
 */
import { answerOf, layerCallOf, sendsToken, type RequestInterceptor } from './call';
import { classify, type Answer } from '../errors';
import { hostSessionReady } from '../host-session';
import { requestSession } from '../session-port';
import { reauthGate } from '../token-renewal';

/** A call's last answer, and whether it still says the token expired (no renewal was possible, or it expired again). */
export interface RenewedSend<R> {
  response: R;
  expired: boolean;
}

/**
 * Sends a call at `path` that carries the stored token, by the queue's rule: `send` sends with the token it is given,
 * `answer` reads what came back for the catalogue's classifier.
 */
export async function sendRenewingOnce<R>(path: string, send: (token: string | null) => Promise<R>, answer: (response: R) => Answer): Promise<RenewedSend<R>> {
  const call = { path };
  const expired = (response: R) => classify(answer(response), call) === 'tokenExpired';
  await hostSessionReady();
  await reauthGate.settled();
  // A request's Authorization interceptor reads the token in this same tick: this is the token the answer is about.
  const tokenUsed = requestSession().token();
  const response = await send(tokenUsed);
  if (!expired(response)) return { response, expired: false };
  let renewed: string;
  try {
    renewed = await reauthGate.renew(tokenUsed);
  } catch (error) {
    console.warn('[api] re-authentication failed', error);
    return { response, expired: true };
  }
  const again = await send(renewed);
  return { response: again, expired: expired(again) };
}

export const reauthQueueInterceptor: RequestInterceptor = (chain) => {
  const params = chain.requestParams;
  const call = layerCallOf(params);
  if (!call || !sendsToken(call)) return chain.proceed(params);
  // The Authorization interceptor below sets the session's token itself (after a renewal, the new one).
  return sendRenewingOnce(call.path, () => chain.proceed(params), answerOf).then((sent) => sent.response);
};
