/**
 * The Search screen's searching: the conditions of the panel (domain/records/search-filters), paged
 * results of the form's records (api/search searchRecords, both engines), remembered per form for the session.
 * A search is a paged load keyed by the form and the conditions sent, so only the answer to the latest search shows.
 */
import { useCallback, useMemo, useState } from 'react';

import type { SearchContext } from './search-context';
import { mySubordinates, searchRecords } from '../../../api/search';
import { useLoad, usePagedLoad, rowsOf, type PagedLoad } from '../../../data';
import { flattenRecords, type FlatRecord } from '../../../domain/records';
import { filterConditions, needsSubordinates, type SearchState } from '../../../domain/records/search-filters';
import { useSearchStore } from '../../../stores/search';
import { searchableFields } from '../parts/record-view';

const PAGE_SIZE = 20;

export interface Results {
  /** idle: nothing searched yet. */
  status: 'idle' | 'loading' | 'ready' | 'failed';
  rows: FlatRecord[];
  total: number;
  done: boolean;
  /** Loading the next page (the rows stay). */
  more: boolean;
  /** The next page failed (the rows stay; a retry loads it). */
  moreFailed: boolean;
}

const IDLE: Results = { status: 'idle', rows: [], total: 0, done: false, more: false, moreFailed: false };

/** Minutes east of UTC of this device's clock: the server reads day ranges on system times in the user's days. */
const timeZoneOffset = () => -new Date().getTimezoneOffset();

/** What the results area shows for the paged load of the applied search. */
function resultsOf(pages: PagedLoad<FlatRecord>): Results {
  if (pages.isPending) return { ...IDLE, status: 'loading' };
  if (pages.isError && !pages.isFetchNextPageError) return { ...IDLE, status: 'failed' };
  const rows = rowsOf(pages);
  const total = pages.data?.pages.at(-1)?.total ?? 0;
  return { status: 'ready', rows, total, done: !pages.hasNextPage, more: pages.isFetchingNextPage, moreFailed: pages.isFetchNextPageError };
}

export function useSearch(ctx: SearchContext | null) {
  /** The conditions searched last (null: nothing searched yet). */
  const [applied, setApplied] = useState<SearchState | null>(null);
  const wantsSubordinates = ctx !== null && applied !== null && needsSubordinates(applied);
  const subordinates = useLoad(['subordinates', ctx?.me], () => mySubordinates().then((list) => list.map((m) => m.id)), { enabled: wantsSubordinates });
  const waiting = wantsSubordinates && subordinates.isPending;
  const found = useMemo(
    () => (ctx && applied && !waiting ? filterConditions(applied, ctx.filterFields, { me: ctx.me, subordinates: subordinates.data ?? null }) : null),
    [ctx, applied, waiting, subordinates.data],
  );
  const errors = found?.errors ?? {};
  const valid = found !== null && Object.keys(found.errors).length === 0;
  const offset = timeZoneOffset();
  const pages = usePagedLoad(
    ['search', ctx?.appId, ctx?.formId, applied?.keyword, found?.conditions, offset],
    async (page) => {
      if (!ctx || !applied || !found) return { rows: [] };
      const result = await searchRecords(ctx.appId, ctx.appType, {
        formId: ctx.formId,
        page,
        size: PAGE_SIZE,
        keyword: applied.keyword,
        fields: searchableFields(ctx.fields),
        conditions: found.conditions,
        timeZoneOffset: offset,
      });
      const loaded = (page - 1) * PAGE_SIZE + result.content.length;
      const more = result.content.length > 0 && loaded < result.totalElements;
      return { rows: flattenRecords(result.content, ctx.engine), total: result.totalElements, ...(more ? { next: page + 1 } : {}) };
    },
    { enabled: valid },
  );

  /** Searches again what is applied: the subordinates first when that call failed, else the results. */
  const refresh = useCallback(async () => {
    if (wantsSubordinates && subordinates.isError) await subordinates.refetch();
    else if (valid) await pages.refetch();
  }, [wantsSubordinates, subordinates, valid, pages]);

  /** Searches with these conditions and remembers them for the form; the same conditions again search again. */
  const run = useCallback(
    (state: SearchState) => {
      if (!ctx) return;
      useSearchStore.getState().remember({ appId: ctx.appId, formId: ctx.formId, viewId: ctx.viewId }, state);
      if (applied !== null && JSON.stringify(applied) === JSON.stringify(state)) void refresh();
      else setApplied(state);
    },
    [ctx, applied, refresh],
  );

  const more = useCallback(() => {
    if (pages.hasNextPage && !pages.isFetching) void pages.fetchNextPage();
  }, [pages]);

  const results = applied === null || (found !== null && !valid) ? IDLE : waiting ? { ...IDLE, status: 'loading' as const } : resultsOf(pages);
  return { results, errors, run, more, refresh };
}
