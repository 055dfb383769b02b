/**
 * The login prompt (spec screens-data-rules.md §8): "if a token exists, 登录已过期，请重新登录; otherwise
 * 当前页面需要登录才能操作。您未登录，是否跳转登录页. Confirming goes to login; on cancel, with a single page in history
 * the mini program exits, otherwise it navigates back."
 */
import Taro from '@tarojs/taro';

import { LOGIN_PROMPT_TEXT, SIGN_IN_TEXT } from '../../domain/messages';
import { loginUrl } from '../../domain/routing/login-url';
import { STORAGE_KEYS } from '../../domain/storage-keys';
import { leaveApp } from '../../platform/leave';
import { currentPageAddress } from '../../platform/navigate';
import { storage } from '../../platform/storage';
import { PATHS } from '../../routes';
import { useSession } from '../../stores/session';

/** The prompt's text: expired when a token exists, not signed in otherwise. */
export function loginPromptText(hasToken: boolean): string {
  return hasToken ? LOGIN_PROMPT_TEXT.expired : LOGIN_PROMPT_TEXT.notSignedIn;
}

/** To login, with the current page as redirectUrl so the user comes back to it. */
export async function goToLogin(): Promise<void> {
  const current = currentPageAddress();
  await Taro.redirectTo({ url: current ? loginUrl(current) : PATHS.login });
}

export type PromptResult = 'login' | 'left' | 'already-asking';

/**
 * Shows the prompt once (ask_login marks it as up, and is cleared at start), then goes to login with the current
 * page as redirectUrl, or leaves: exits on the only page, back otherwise.
 */
export async function askToSignIn(): Promise<PromptResult> {
  if (storage.get<boolean>(STORAGE_KEYS.askLogin)) return 'already-asking';
  storage.set(STORAGE_KEYS.askLogin, true);
  try {
    const hasToken = !!useSession.getState().token;
    const { confirm } = await Taro.showModal({
      title: SIGN_IN_TEXT.modalTitle,
      content: loginPromptText(hasToken),
      confirmText: SIGN_IN_TEXT.confirm,
      cancelText: SIGN_IN_TEXT.cancel,
    });
    if (confirm) {
      await goToLogin();
      return 'login';
    }
    if (Taro.getCurrentPages().length <= 1) leaveApp();
    else await Taro.navigateBack({ delta: 1 });
    return 'left';
  } finally {
    storage.remove(STORAGE_KEYS.askLogin);
  }
}
