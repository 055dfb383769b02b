// The mini program's share menus (chat and timeline) and the JS-SDK's share card must reopen the screen they were
// shared from with the same query: a chat share carries a path, a timeline share only a query (WeChat reopens the
// shared page itself). Taro's own router keys are never part of it. Without a page, shares fall back to the home page
// (screens-data-rules.md §9 "share path is the home page").

import { PATHS } from '../../routes';
import { decodeParam } from '../auth/callback';
import { stringifyQuery, withoutRouterParams, type QueryValue } from '../query';
import { internalAddress, publicAddress } from '../routing/public-address';


export type ShareQuery = Readonly<Record<string, QueryValue>>;

/** The page's path without a query, with one leading slash, as an internal path (an alias is turned back). */
function sharedRoute(route: string | null | undefined): string {
  const path = (route ?? '').split('?')[0]!.trim().replace(/^\/*/, '/');
  return path === '/' ? PATHS.home : internalAddress(path);
}

/** The query worth sharing: Taro's router keys and empty values left out. */
function sharedQuery(query: ShareQuery | null | undefined): ShareQuery {
  const kept: Record<string, QueryValue> = {};
  for (const [key, value] of Object.entries(withoutRouterParams(query ?? {}))) {
    if (value !== undefined && value !== null && value !== '') kept[key] = value;
  }
  return kept;
}

/** A page's query as Taro hands it over (values still encoded, in H5 and in WeChat), decoded once. */
export function routerQuery(params: Readonly<Record<string, string | undefined>> | null | undefined): ShareQuery {
  const out: Record<string, QueryValue> = {};
  for (const [key, value] of Object.entries(params ?? {})) out[key] = value === undefined ? undefined : decodeParam(value);
  return out;
}

/** The query string of a timeline share (WeChat's onShareTimeline `query`): no leading `?`. */
export function timelineQuery(query: ShareQuery | null | undefined): string {
  return stringifyQuery(sharedQuery(query));
}

/** A chat share's path (onShareAppMessage `path`): the internal route and its query. */
export function sharePath(route: string | null | undefined, query?: ShareQuery | null): string {
  const q = timelineQuery(query);
  return q ? `${sharedRoute(route)}?${q}` : sharedRoute(route);
}

/** The H5 link of a share card: the origin, the public address of the shared path and its query. */
export function shareCardLink(origin: string, route: string | null | undefined, query?: ShareQuery | null): string {
  return `${origin.replace(/\/+$/, '')}${publicAddress(sharePath(route, query))}`;
}

/** An image the card shows: WeChat wants an absolute URL; a server path is made absolute on the page's origin. */
export function absoluteImageUrl(origin: string, image: string | null | undefined): string {
  const src = (image ?? '').trim();
  if (src === '' || /^(https?:)?\/\//i.test(src) || /^data:/i.test(src)) return src.startsWith('//') ? `https:${src}` : src;
  return `${origin.replace(/\/+$/, '')}/${src.replace(/^\/+/, '')}`;
}
