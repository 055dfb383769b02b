/**
 * The provider sign-in in the mini program: there is none. It has no browser to leave for the provider's authorize
 * page (the login page offers WeChat and the account form instead) and is never the provider's redirect_uri, so its
 * build leaves out the PKCE, SHA-256 and token-answer code of the H5's (provider-sign-in.h5.ts).
 */
import type { CallbackOutcome } from './sign-in';
import { readCallback } from '../../domain/auth/callback';
import { SIGN_IN_TEXT } from '../../domain/messages';

/** Never offered here (platform/browser canRedirectToProvider is false); fails as leaving for a web page would. */
export function startProviderSignIn(): Promise<void> {
  return Promise.reject(new Error('the mini program cannot open the provider\'s sign-in page'));
}

/**
 * A provider answer on the login page answers no request of this mini program (it stores no state): refused like any
 * answer whose state does not match (calls-and-errors.md §4 step 3); anything else is not an answer.
 */
export function completeProviderSignIn(query: Readonly<Record<string, string | undefined>>): Promise<CallbackOutcome> {
  if (readCallback(query, null).kind === 'none') return Promise.resolve({ kind: 'none' });
  return Promise.resolve({ kind: 'refused', message: SIGN_IN_TEXT.stateMismatch });
}
