/**
 * What the searchable lists of the pickers (people and organisation, association records) share: the keyword
 * searched once per burst of typing, and the view of a paged load. The list itself is a `usePagedLoad` keyed by the
 * searched keyword, so only the answer for the latest search is ever shown; the previous search's rows stay on screen
 * while the next one loads, instead of the list blanking at every pause in typing.
 */
import { useEffect, useMemo, useState } from 'react';

import { rowsOf, type PagedLoad } from '../../data';
import { LOADING_TEXT } from '../../domain/messages';
import { debounce, DEFAULT_DEBOUNCE_WAIT } from '../../domain/timing/debounce';

/** The words of every searchable list's states (spec §9 loading text). */
export const LIST_TEXT = { loading: LOADING_TEXT, more: '加载更多' } as const;

/** The keyword a list is loaded for: set 500 ms after the last key (spec §9 default debounce), or at once. */
export function useSearch() {
  const [searched, setSearched] = useState('');
  const searchLater = useMemo(() => debounce((keyword: string) => setSearched(keyword.trim()), DEFAULT_DEBOUNCE_WAIT), []);
  useEffect(() => () => searchLater.cancel(), [searchLater]);
  const searchNow = (keyword: string) => {
    searchLater.cancel();
    setSearched(keyword.trim());
  };
  return { searched, searchLater, searchNow };
}

export interface ListView<Row> {
  rows: Row[];
  /** Loading a page (the first, the next, or the first of a new search); failed: the last page asked for failed. */
  status: 'loading' | 'failed' | 'ready';
  hasMore: boolean;
  /** The next page, when there is one and nothing is loading. */
  more: () => void;
  /** Asks again for what failed: the next page when earlier pages are shown, else the list. */
  retry: () => void;
}

export function listView<Row>(load: PagedLoad<Row>): ListView<Row> {
  const status = load.isFetching || load.isPending ? 'loading' : load.isError ? 'failed' : 'ready';
  const hasMore = load.hasNextPage;
  return {
    rows: rowsOf(load),
    status,
    hasMore,
    more: () => {
      if (status === 'ready' && hasMore) void load.fetchNextPage();
    },
    retry: () => void (load.isFetchNextPageError ? load.fetchNextPage() : load.refetch()),
  };
}
