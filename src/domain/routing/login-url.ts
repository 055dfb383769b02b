// Spec screens-data-rules.md §2: "Login is reached with a redirectUrl query holding the current page route";
// only internal routes are honoured.

import { joinAddress, joinQueries, normalisePath, splitAddress } from './address';
import { internalAddress } from './public-address';
import { PATHS } from '../../routes';
import { stringifyQuery, type QueryParams } from '../query';


/** The query key the login page reads. */
export const REDIRECT_URL_PARAM = 'redirectUrl';

/**
 * `/pages/login/login?redirectUrl={current route with its query, URL-encoded}`.
 * `currentRoute` may carry its own query, come without a leading slash (Taro's `page.route`), and take the page's
 * query object as `query` (undefined and null values skipped).
 */
export function loginUrl(currentRoute: string, query?: QueryParams | null): string {
  const parts = splitAddress(currentRoute);
  const route = joinAddress({
    path: normalisePath(parts.path),
    query: joinQueries(parts.query, stringifyQuery(query)),
    hash: '',
  });
  return `${PATHS.login}?${stringifyQuery({ [REDIRECT_URL_PARAM]: route })}`;
}

// Anything a browser would strip or read as a separator: C0 controls, DEL, and the backslash (read as `/`).
// eslint-disable-next-line no-control-regex
const UNSAFE_CHARACTERS = /[\u0000-\u001f\u007f\\]/;

/**
 * The in-app route a `redirectUrl` may send the user to, as an internal address for Taro's navigation, or null.
 *
 * Refused: anything not starting with exactly one `/` (absolute `https://evil`, `javascript:` in any case and
 * after spaces or control characters, relative `app/index`), protocol-relative `//evil.com`, and any address with
 * a backslash (`/\evil.com`) or a control character (a tab or newline inside `/\t/evil.com` is dropped by the
 * browser, leaving `//evil.com`). An alias comes back as its internal path, query kept.
 */
export function safeRedirect(redirectUrl: unknown): string | null {
  if (typeof redirectUrl !== 'string') return null;
  if (UNSAFE_CHARACTERS.test(redirectUrl)) return null;
  if (!/^\/(?!\/)/.test(redirectUrl)) return null;
  return internalAddress(redirectUrl);
}
