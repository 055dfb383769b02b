// In-app addresses and the route table's paths and aliases (spec screens-data-rules.md §2 "Screens and routes").
import { ROUTES, type RouteRow } from '../../routes';

/** An address split in three; `query` has no `?` and `hash` no `#`. */
export interface AddressParts {
  path: string;
  query: string;
  hash: string;
}

/** `/a/b?x=1#h` → `{ path: '/a/b', query: 'x=1', hash: 'h' }`. The hash is cut first, as a browser does. */
export function splitAddress(address: string): AddressParts {
  const hashAt = address.indexOf('#');
  const beforeHash = hashAt === -1 ? address : address.slice(0, hashAt);
  const hash = hashAt === -1 ? '' : address.slice(hashAt + 1);
  const queryAt = beforeHash.indexOf('?');
  return {
    path: queryAt === -1 ? beforeHash : beforeHash.slice(0, queryAt),
    query: queryAt === -1 ? '' : beforeHash.slice(queryAt + 1),
    hash,
  };
}

/** The inverse of splitAddress; empty parts leave no `?` or `#`. */
export function joinAddress({ path, query, hash }: AddressParts): string {
  return `${path}${query ? `?${query}` : ''}${hash ? `#${hash}` : ''}`;
}

/** Joins two query strings (either may be empty or start with `?`). */
export function joinQueries(...queries: string[]): string {
  return queries
    .map((q) => q.replace(/^\?/, ''))
    .filter((q) => q !== '')
    .join('&');
}

/**
 * A path as the route table writes it: a leading slash (Taro's `page.route` has none in the mini program) and no
 * single trailing slash after a real segment (`/app/index/` is `/app/index`; `/` and `//` stay as they are).
 */
export function normalisePath(path: string): string {
  const withSlash = path.startsWith('/') ? path : `/${path}`;
  return withSlash.replace(/^(.*[^/])\/$/, '$1');
}

/** The route table row whose internal path is `path`. */
export function routeByInternalPath(path: string): RouteRow | undefined {
  const p = normalisePath(path);
  return ROUTES.find((r) => r.path === p);
}

/** The route table row whose internal path or one of whose aliases is `path` (all rows, ready or not). */
export function routeByPath(path: string): RouteRow | undefined {
  const p = normalisePath(path);
  return ROUTES.find((r) => r.path === p) ?? ROUTES.find((r) => r.aliases.includes(p));
}

/** True when `path` (no query) is the row's internal path or one of its aliases. */
export function isPathOf(row: RouteRow | undefined, path: string): boolean {
  if (!row) return false;
  const p = normalisePath(path);
  return row.path === p || row.aliases.includes(p);
}
