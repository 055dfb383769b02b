// Spec screens-data-rules.md §2 (and calls-and-errors.md §2): "Any other unknown path whose first segment is
// non-empty goes to /app/index?shortCode={first segment}; an empty first segment goes to /404."

import { joinQueries, normalisePath, routeByPath, splitAddress } from './address';
import { publicAddress } from './public-address';
import { PATHS } from '../../routes';
import { parseQuery, stringifyQuery, type QueryParams } from '../query';


const APP_INDEX = publicAddress(PATHS.appIndex); // /app/index
const NOT_FOUND = publicAddress(PATHS.notFound); // /404

/** True for an internal path or alias of any row of the route table (built or not); a query is ignored. */
export function isKnownPath(path: string): boolean {
  return routeByPath(splitAddress(path).path) !== undefined;
}

/**
 * Where an unknown path goes, as a public address, or null for a known one.
 *
 * `/abc/def?x=1` → `/app/index?shortCode=abc&x=1`: the first segment, URL-encoded, then the rest of the query
 * (a `shortCode` already there is replaced). `//x` (empty first segment) → `/404`.
 * Call legacyRedirect first: `/pages/index/index` is not in the table and would otherwise read as a short code.
 * `query` may be the query string or Taro's query object; a query in `path` itself is kept too.
 */
export function unknownPathRedirect(path: string, query?: string | QueryParams | null): string | null {
  const parts = splitAddress(path);
  if (isKnownPath(parts.path)) return null;

  const firstSegment = normalisePath(parts.path).split('/')[1] ?? '';
  if (firstSegment === '') return NOT_FOUND;

  const given = typeof query === 'string' ? query : stringifyQuery(query);
  const rest = parseQuery(joinQueries(parts.query, given));
  delete rest.shortCode;
  const restQuery = stringifyQuery(rest);
  return `${APP_INDEX}?${joinQueries(stringifyQuery({ shortCode: firstSegment }), restQuery)}`;
}
