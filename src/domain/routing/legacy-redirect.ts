// Spec screens-data-rules.md §2 routing rules: legacy hash paths, the temp entry, /pages/search/formInfo and
// /pages/index/index.

import { joinAddress, joinQueries, normalisePath, splitAddress } from './address';
import { entryPath } from './entry-target';
import { parseQuery } from '../query';
import { publicAddress } from './public-address';
import { PATHS } from '../../routes';

/** The parts of the browser's location this rule reads (`search` and `hash` with or without `?` / `#`). */
export interface LocationParts {
  pathname: string;
  search: string;
  hash: string;
}

const APP_INDEX = publicAddress(PATHS.appIndex); // /app/index
const FORM_INFO = publicAddress(PATHS.formInfo); // /app/formInfo

/** Old paths of the search form-info screen, as they appear after `/#`. */
const LEGACY_FORM_INFO_HASH_PATHS: readonly string[] = ['/pages/search/formInfo', PATHS.formInfo];

/** Old paths that go to the new route with their query kept. */
const LEGACY_PATHS: Readonly<Record<string, string>> = {
  '/pages/search/formInfo': FORM_INFO,
  '/pages/index/index': APP_INDEX,
};

/** The temp entry: its internal path and its alias `/`. */
const ENTRY_PATHS: readonly string[] = [PATHS.entry, '/'];

/**
 * Where a legacy address goes, as a public address for `location.replace`, or null when no legacy rule applies.
 *
 * - `/#/pages/search/formInfo?x` and `/#/pagesB/view/search/formInfo?x` → `/app/formInfo?x`.
 * - Any other hash path at the root, `/#/some/path?q`, → `/some/path?q` (and on through these rules, so
 *   `/#/pages/index/index?q` lands on `/app/index?q` in one step). A query before the hash comes first.
 * - `/pages/search/formInfo?q` → `/app/formInfo?q`; `/pages/index/index?q` → `/app/index?q`.
 * - The temp entry (`/pages/index/temp`, or its alias `/`) → `/app/index` with the rest of the address (query and
 *   hash) kept; without an app in the query, the platform home `/platform/index` (entryPath).
 */
export function legacyRedirect(url: LocationParts): string | null {
  const path = normalisePath(url.pathname || '/');
  const search = url.search.replace(/^\?/, '');
  const hash = url.hash.replace(/^#/, '');

  if (path === '/' && hash.startsWith('/')) {
    const inner = splitAddress(hash);
    const innerPath = normalisePath(inner.path);
    const query = joinQueries(search, inner.query);
    if (LEGACY_FORM_INFO_HASH_PATHS.includes(innerPath)) return joinAddress({ path: FORM_INFO, query, hash: '' });
    const rewritten = { pathname: innerPath, search: query, hash: inner.hash };
    return legacyRedirect(rewritten) ?? joinAddress({ path: innerPath, query, hash: inner.hash });
  }

  const legacyTarget = LEGACY_PATHS[path];
  if (legacyTarget !== undefined) return joinAddress({ path: legacyTarget, query: search, hash: '' });

  if (ENTRY_PATHS.includes(path)) return joinAddress({ path: publicAddress(entryPath(parseQuery(search))), query: search, hash });

  return null;
}
