/**
 * What the error catalogue's behaviours do on screen (api/errors.ts holds which one applies). The catalogue
 * interceptor calls these, and the transport for an answer that fails its schema; nothing else shows request errors.
 */
import Taro from '@tarojs/taro';

import { TOAST_DURATION_MS } from '../config';
import { requestSession } from './session-port';
import { ERROR_TEXT } from '../domain/messages';
import { restrictedAccessRoute } from '../domain/routing/restricted-access';
import { SINGLE_PAGE_SIGN_IN_HINT } from '../domain/share/single-page';
import { hostBridge } from '../platform/host-bridge';
import { inSinglePageMode } from '../platform/launch-scene';
import { currentPageAddress, signInAddress } from '../platform/navigate';
import { storage } from '../platform/storage';
import { PATHS } from '../routes';

let lastToast: { text: string; at: number } | null = null;

/**
 * Toasts a text for 2000 ms. The same text again while it is still up is not repeated unless the call asks
 * (calls-and-errors.md §7: "Exact toast repeated only when the request asks"): 100 failing calls show one toast.
 */
export function toast(text: string, options: { repeat?: boolean } = {}): void {
  const now = Date.now();
  if (!options.repeat && lastToast && lastToast.text === text && now - lastToast.at < TOAST_DURATION_MS) return;
  lastToast = { text, at: now };
  void Promise.resolve(Taro.showToast({ title: text, icon: 'none', duration: TOAST_DURATION_MS })).catch(() => undefined);
}

/** Forgets the last toast (tests). */
export function resetToasts(): void {
  lastToast = null;
}

/** A modal with one button; resolves when it is closed. */
export async function alertModal(content: string): Promise<void> {
  try {
    await Taro.showModal({ title: '提示', content, showCancel: false });
  } catch {
    /* a modal that cannot show is not worth failing the call's handling */
  }
}

/**
 * Where a denied app access leaves its message for the restricted-access page (screens-data-rules.md §4 "Any denial
 * stores a title and a description and redirects").
 */
export const ACCESS_DENIED_KEY = 'accessDenied';

/** 403 APP_NOT_PUBLIC: the current page is replaced by the restricted-access page with the message. */
export function goRestrictedAccess(message: string): void {
  storage.set(ACCESS_DENIED_KEY, { title: message, description: '' });
  void Promise.resolve(Taro.redirectTo({ url: restrictedAccessRoute() })).catch((error: unknown) =>
    console.error('[api] restricted-access redirect failed', error),
  );
}

/** Back to the native host app (数据不存在 in app mode). */
export function backToHost(): void {
  hostBridge()?.backToHost();
}

let leavingForLogin = false;

/**
 * The token expired for good (§8): clear token and userId, toast token过期,请重新登录 and go to login with the current
 * page as redirectUrl. Many calls failing together lead to one toast and one navigation.
 */
export function signInAgain(text: string = ERROR_TEXT.tokenExpired): void {
  requestSession().expire();
  if (inSinglePageMode()) return goToSignIn();
  toast(text);
  goToSignIn();
}

/**
 * Sign-in with the current page as redirectUrl (the secondary layer's 403 keeps the token); one navigation at a time.
 * In WeChat's single-page mode (a timeline share) WeChat allows neither sign-in nor navigation: the screen's
 * single-page note already says where sign-in is, and this says it again instead of trying (domain/share/single-page).
 */
export function goToSignIn(): void {
  if (inSinglePageMode()) return toast(SINGLE_PAGE_SIGN_IN_HINT);
  if (leavingForLogin) return;
  const current = currentPageAddress();
  if (current && current.split('?')[0] === PATHS.login) return;
  leavingForLogin = true;
  const url = signInAddress(current);
  void Promise.resolve(Taro.redirectTo({ url }))
    .catch((error: unknown) => console.error('[api] login redirect failed', error))
    .finally(() => {
      leavingForLogin = false;
    });
}
