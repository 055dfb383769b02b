/**
 * Where to go once signed in (spec calls-and-errors.md §4): kept apart from the sign-in flow so that screens which only
 * remember or read the page (the app index's access check, restricted access) do not load the flow's PKCE and
 * provider code with them.
 */
import { safeRedirect } from '../../domain/routing/login-url';
import { storage } from '../../platform/storage';
import { PATHS } from '../../routes';

/** Where the login page's redirectUrl waits while the browser is at the provider (not a spec key: ours). */
export const LOGIN_REDIRECT_KEY = 'loginRedirectUrl';

/** Pages a sign-in never returns to: they would start it again. */
const NOT_AFTER_SIGN_IN: readonly string[] = [PATHS.login, PATHS.wechatLogin, PATHS.selectTenant];

/** Remembers where to go once signed in: only an internal route (domain/routing safeRedirect) is kept. */
export function rememberRedirect(redirectUrl: unknown): void {
  const safe = safeRedirect(redirectUrl);
  if (safe && !NOT_AFTER_SIGN_IN.includes(safe.split('?')[0] ?? safe)) storage.set(LOGIN_REDIRECT_KEY, safe);
  else storage.remove(LOGIN_REDIRECT_KEY);
}

/** Where to go once signed in and in an organisation: the remembered page, else platform home. */
export function takeRedirect(): string {
  const stored = safeRedirect(storage.get<string>(LOGIN_REDIRECT_KEY));
  storage.remove(LOGIN_REDIRECT_KEY);
  return stored ?? PATHS.home;
}
