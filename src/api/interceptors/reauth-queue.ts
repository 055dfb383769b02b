/**
 * The re-authentication queue (calls-and-errors.md §4 "Re-authentication"). A call that sends the stored token:
 * - waits for the native host's token on the page's first call, and while a re-authentication runs, so it never
 *   goes out with a token being replaced;
 * - on an expired token (HTTP 401 or body code 4010) asks the gate (token-renewal.ts) for a new one, and is replayed
 *   once through the interceptors inside this one, so the replay carries the new token and the session's organisation.
 *   The replay's own answer goes up as it is: a second expiry reaches the catalogue, which sends the user to sign in.
 */
import { answerOf, layerCallOf, sendsToken, type RequestInterceptor } from './call';
import { classify } from '../errors';
import { hostSessionReady } from '../host-session';
import { requestSession } from '../session-port';
import { reauthGate } from '../token-renewal';

export const reauthQueueInterceptor: RequestInterceptor = async (chain) => {
  const params = chain.requestParams;
  const call = layerCallOf(params);
  if (!call || !sendsToken(call)) return chain.proceed(params);
  await hostSessionReady();
  await reauthGate.settled();
  // The Authorization interceptor below reads the token in this same tick: this is the token the answer is about.
  const tokenUsed = requestSession().token();
  const response = await chain.proceed(params);
  if (classify(answerOf(response), call) !== 'tokenExpired') return response;
  try {
    await reauthGate.renew(tokenUsed);
  } catch (error) {
    console.warn('[api] re-authentication failed', error);
    return response;
  }
  return chain.proceed(params);
};
