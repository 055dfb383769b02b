/**
 * What a failed content call means for a document page: the document is missing (404 数据不存在; another
 * organisation's document looks the same), it needs sign-in (403 LOGIN_REQUIRED without a token), the session has
 * expired (the request layer's one re-authentication did not help), or anything else with the clearest message we
 * have (the server's words for a 400/403, otherwise the network one).
 */
import Taro from '@tarojs/taro';

import { ApiError, envelopeOf } from '../../api/errors';
import { DOCUMENT_TEXT } from '../../domain/documents';
import { withoutRouterParams } from '../../domain/query';
import { loginUrl } from '../../domain/routing/login-url';
import { askToSignIn } from '../session';

export type Failure = { kind: 'not-found' } | { kind: 'login-required' } | { kind: 'expired' } | { kind: 'failed'; message: string };

export function failureOf(error: unknown, fallback: string = DOCUMENT_TEXT.loadFailed): Failure {
  if (!(error instanceof ApiError)) return { kind: 'failed', message: fallback };
  const body = envelopeOf(error.body);
  if (error.status === 404 && body.detail) return { kind: 'not-found' };
  if (error.status === 403 && body.code === 'LOGIN_REQUIRED') return { kind: 'login-required' };
  if (error.row === 'tokenExpired') return { kind: 'expired' };
  if ((error.status === 400 || error.status === 403) && body.message) return { kind: 'failed', message: body.message };
  return { kind: 'failed', message: fallback };
}

/**
 * For a document page's load: a failure is logged with the page's tag and an expired session asks to sign in again,
 * once per failed load; the error goes on to the load, and the page shows `failureOf` it.
 */
export function noteFailure(tag: string): (error: unknown) => never {
  return (error) => {
    console.warn(`[${tag}] loading failed`, error);
    if (failureOf(error).kind === 'expired') promptSignIn();
    throw error;
  };
}

/** Sends the user to the login page, coming back to this page (its path and query) afterwards. */
export function signInHere(path: string, params: Record<string, string | undefined>): void {
  void Taro.redirectTo({ url: loginUrl(path, withoutRouterParams(params)) }).catch((error: unknown) => console.warn('[documents] sign-in navigation failed', error));
}

/** The spec's login prompt (§8) for an expired session; the page keeps its state if the user cancels. */
export function promptSignIn(): void {
  void askToSignIn().catch((error: unknown) => console.warn('[documents] login prompt failed', error));
}

/** Navigates to another page, logging (never throwing) a refused navigation. */
export function go(url: string): void {
  void Taro.navigateTo({ url }).catch((error: unknown) => console.warn('[documents] navigation failed', url, error));
}
