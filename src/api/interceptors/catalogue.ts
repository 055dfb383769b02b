/**
 * The error catalogue (calls-and-errors.md §8), outermost: it sees every call's final answer (after any
 * re-authentication and replay), classifies it with the catalogue's rule (api/errors.ts) and carries out the row's one
 * behaviour: toast, restricted access, sign-in, modal, resolve empty, or reject. A success goes through untouched;
 * a failure rejects with an ApiError carrying the row, the status and the body; a resolve-empty row resolves with a
 * success answer holding the call's empty value.
 */
import { answerOf, layerCallOf, type LayerCall, type RequestInterceptor, type RequestResponse } from './call';
import { hostBridge } from '../../platform/host-bridge';
import { alertModal, backToHost, goRestrictedAccess, goToSignIn, signInAgain, toast } from '../error-effects';
import {
  ApiError,
  classify,
  errorRow,
  secondaryBehaviour,
  toastTextOf,
  type Answer,
  type ErrorRowId,
  type SecondaryBehaviour,
} from '../errors';

/** A resolve-empty row's answer: the enveloped success the call's own parsing expects. */
function emptyAnswer(call: LayerCall, response: RequestResponse | undefined): RequestResponse {
  return { statusCode: 200, header: response?.header ?? {}, data: { code: 0, message: '', data: call.empty ?? [] }, errMsg: 'request:ok' };
}

/** Carries out a row's behaviour: true when the call resolves empty; otherwise the effect is shown (unless silent). */
async function carryOut(row: ErrorRowId, answer: Answer, call: LayerCall): Promise<boolean> {
  const body = answer.status === 'network' ? null : answer.body;
  const behaviour = errorRow(row).behaviour;
  const quiet = call.silent;
  switch (behaviour.kind) {
    case 'resolve-empty':
      return true;
    case 'reject':
      return false;
    case 'toast':
      if (!quiet) toast(toastTextOf(behaviour.text, body), { repeat: call.repeatToast });
      return false;
    case 'restricted-access':
      if (!quiet) goRestrictedAccess(behaviour.message);
      return false;
    case 'reauth':
      // Reached only when re-authentication is over or impossible: the host is asked again next time; otherwise sign in.
      if (!quiet) {
        if (hostBridge()) toast(behaviour.expiredText);
        else signInAgain(behaviour.expiredText);
      }
      return false;
    case 'by-context':
      if (call.context === 'todo') return true;
      if (quiet) return false;
      if (call.context === 'formInfo') {
        await alertModal(behaviour.formInfo.modal);
      } else if (hostBridge()) {
        await alertModal(behaviour.nativeHost.modal);
        backToHost();
      } else {
        toast(toastTextOf(behaviour.otherwise.toast, body), { repeat: call.repeatToast });
      }
      return false;
  }
}

/** The secondary request layer's behaviour (§8): a toast, now or after its delay, or sign-in. */
function carryOutSecondary(behaviour: SecondaryBehaviour, answer: Answer, call: LayerCall): void {
  if (behaviour.kind === 'sign-in') return goToSignIn();
  const text = toastTextOf(behaviour.text, answer.status === 'network' ? null : answer.body);
  const show = () => toast(text, { repeat: call.repeatToast });
  if (behaviour.delayMs > 0) setTimeout(show, behaviour.delayMs);
  else show();
}

export const catalogueInterceptor: RequestInterceptor = async (chain) => {
  const params = chain.requestParams;
  const call = layerCallOf(params);
  if (!call) return chain.proceed(params);
  let response: RequestResponse | undefined;
  let answer: Answer;
  try {
    response = await chain.proceed(params);
    answer = answerOf(response);
  } catch (error) {
    // wx.request's fail and a rejected fetch alike: no answer at all.
    answer = { status: 'network', error };
  }
  const row = classify(answer, call);
  if (row === null) return response!;
  // A 401 is the main layer's already: renewal, then sign-in (or the host's token), which is what §8 asks of both.
  const secondary = call.secondary && answer.status !== 401 ? secondaryBehaviour(answer) : null;
  if (secondary) {
    if (!call.silent) carryOutSecondary(secondary, answer, call);
  } else if (await carryOut(row, answer, call)) return emptyAnswer(call, response);
  throw new ApiError(row, answer.status, answer.status === 'network' ? null : answer.body, call.path);
};
