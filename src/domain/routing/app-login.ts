// The application login page (spec screens-data-rules.md §2 "Application login /pagesB/view/login", §4 step 3: "If
// authentication is needed and no token exists, go to login"). Where signing in from it comes back to: the page
// that sent the user (`redirectUrl`, internal routes only), else the application's index by appId / shortCode.
import { decodeParam } from '../auth/callback';
import { stringifyQuery } from '../query';
import { safeRedirect } from './login-url';
import { PATHS } from '../../routes';

const text = (v: unknown): string | null => {
  const value = Array.isArray(v) ? v[0] : v;
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
};

/** The internal address to come back to after signing in, or null when the query names no application. */
export function appLoginReturn(query: Record<string, unknown>): string | null {
  const redirect = text(query.redirectUrl);
  if (redirect) {
    const safe = safeRedirect(decodeParam(redirect));
    if (safe) return safe;
  }
  // Page queries arrive still encoded (mini program, Taro's H5 router): decode once before re-encoding.
  const appId = text(query.appId) ?? text(query.Appid);
  if (appId) return `${PATHS.appIndex}?${stringifyQuery({ appId: decodeParam(appId) })}`;
  const shortCode = text(query.shortCode);
  if (shortCode) return `${PATHS.appIndex}?${stringifyQuery({ shortCode: decodeParam(shortCode) })}`;
  return null;
}

/** The application a query names (for its name and icon on the page), or null. */
export function appIdOfQuery(query: Record<string, unknown>, back: string | null): string | null {
  const direct = text(query.appId) ?? text(query.Appid);
  if (direct) return decodeParam(direct);
  const match = back ? /[?&]appId=([^&#]+)/.exec(back) : null;
  return match ? decodeParam(match[1]!) : null;
}
