// The pure part of the navigation helper: spec screens-data-rules.md §2 "A navigation helper ..." and
// calls-and-errors.md §9 "Navigation: five types ...; animation pop-in 300 ms, back delta 1".
import { parseQuery, stringifyQuery, type ParsedQuery, type QueryParams } from './query';
import { joinAddress, joinQueries, normalisePath, routeByPath, splitAddress } from './routing/address';

export const NAVIGATION_TYPES = ['navigateTo', 'redirectTo', 'switchTab', 'reLaunch', 'navigateBack'] as const;
export type NavigationType = (typeof NAVIGATION_TYPES)[number];

export const DEFAULT_NAVIGATION_TYPE: NavigationType = 'navigateTo';
export const DEFAULT_ANIMATION_TYPE = 'pop-in';
export const DEFAULT_ANIMATION_DURATION = 300;
export const DEFAULT_BACK_DELTA = 1;

export function isNavigationType(value: unknown): value is NavigationType {
  return typeof value === 'string' && (NAVIGATION_TYPES as readonly string[]).includes(value);
}

/** The decoded key of one `key=value` pair, or the raw key if it does not decode. */
function pairKey(pair: string): string {
  const raw = pair.split('=')[0] ?? '';
  try {
    return decodeURIComponent(raw.replace(/\+/g, ' '));
  } catch {
    return raw;
  }
}

/**
 * `path` with `params` appended as a query string. An existing query is kept as written, except that a pair whose
 * key is given again in `params` is replaced by the new value. Undefined and null values are skipped (they neither
 * add nor remove anything). A hash stays at the end. With nothing to add, `path` comes back unchanged.
 */
export function buildUrl(path: string, params?: QueryParams | null): string {
  const added = stringifyQuery(params);
  if (added === '') return path;
  const parts = splitAddress(path);
  const replaced = new Set(Object.keys(parseQuery(added)));
  const kept = parts.query
    .split('&')
    .filter((pair) => pair !== '' && !replaced.has(pairKey(pair)))
    .join('&');
  return joinAddress({ ...parts, query: joinQueries(kept, added) });
}

/** A query as a comparable value: keys sorted, each value as a list of strings. */
function canonicalQuery(query: ParsedQuery): string {
  return JSON.stringify(
    Object.keys(query)
      .sort()
      .map((key) => {
        const value = query[key] ?? '';
        return [key, Array.isArray(value) ? value : [value]];
      }),
  );
}

/** The internal path of an address's path (an alias becomes its row's internal path). */
function pagePath(path: string): string {
  return routeByPath(path)?.path ?? normalisePath(path);
}

/**
 * True when navigating to `target` would open the page already shown at `current`.
 *
 * Paths match when they name the same screen: internal path or alias, with or without the leading slash that
 * Taro's `page.route` lacks in the mini program. Queries must hold the same keys and values; their order does not
 * matter (Taro hands the current page's query over as an object, so its order is not the address's order).
 * `/app/view/detail?id=1` and `/app/view/detail?id=2` are different pages. The hash is ignored.
 */
export function isSamePage(target: string, current: string): boolean {
  const t = splitAddress(target);
  const c = splitAddress(current);
  if (pagePath(t.path) !== pagePath(c.path)) return false;
  return canonicalQuery(parseQuery(t.query)) === canonicalQuery(parseQuery(c.query));
}
