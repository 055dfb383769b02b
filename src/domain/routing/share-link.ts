// Spec screens-data-rules.md §2: "Share links have the form {host}/?Appid={appId}&code={index|search|list}&viewId=
// {viewId}. The code is chosen by the current page: the search page gives search, the lists page gives list, any
// other gives index."

import { isPathOf, splitAddress } from './address';
import { PATHS, ROUTES } from '../../routes';
import { stringifyQuery } from '../query';


export type ShareCode = 'index' | 'search' | 'list';

const SEARCH = ROUTES.find((r) => r.path === PATHS.search);
const LISTS = ROUTES.find((r) => r.path === PATHS.lists);

/** The share code of the current page (internal path or alias, with or without a leading slash or a query). */
export function shareCode(page: string): ShareCode {
  const { path } = splitAddress(page);
  if (isPathOf(SEARCH, path)) return 'search';
  if (isPathOf(LISTS, path)) return 'list';
  return 'index';
}

export interface ShareLinkInput {
  /** The product's H5 origin, e.g. `https://m.example.com` (trailing slashes are dropped). */
  host: string;
  appId: string | number;
  /** Left out of the link when absent. */
  viewId?: string | number | null;
  /** The current page. */
  page: string;
}

/** `{host}/?Appid={appId}&code={index|search|list}&viewId={viewId}`, values URL-encoded. */
export function shareLink({ host, appId, viewId, page }: ShareLinkInput): string {
  const origin = host.replace(/\/+$/, '');
  return `${origin}/?${stringifyQuery({ Appid: appId, code: shareCode(page), viewId })}`;
}
