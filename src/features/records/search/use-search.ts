/**
 * The Search screen's searching: the conditions of the panel (domain/records/search-filters), paged
 * results of the form's records (api/search searchRecords, both engines), remembered per form for the session.
 */
import { useCallback, useRef, useState } from 'react';

import type { SearchContext } from './search-context';
import { mySubordinates, searchRecords } from '../../../api/search';
import { flattenRecords, type FlatRecord } from '../../../domain/records';
import { filterConditions, needsSubordinates, type SearchState } from '../../../domain/records/search-filters';
import { useSearchStore } from '../../../stores/search';
import { searchableFields } from '../parts/record-view';

export const PAGE_SIZE = 20;

export interface Results {
  /** idle: nothing searched yet. */
  status: 'idle' | 'loading' | 'ready' | 'failed';
  rows: FlatRecord[];
  page: number;
  total: number;
  done: boolean;
  /** Loading the next page (the rows stay). */
  more: boolean;
  /** The next page failed (the rows stay; a retry loads it). */
  moreFailed: boolean;
}

export const IDLE: Results = { status: 'idle', rows: [], page: 0, total: 0, done: false, more: false, moreFailed: false };

/** Minutes east of UTC of this device's clock: the server reads day ranges on system times in the user's days. */
const timeZoneOffset = () => -new Date().getTimezoneOffset();

export function useSearch(ctx: SearchContext | null) {
  const [results, setResults] = useState<Results>(IDLE);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const live = useRef({ results: IDLE, ticket: 0, applied: null as SearchState | null, subordinates: null as readonly string[] | null });

  const update = (next: Results) => {
    live.current.results = next;
    setResults(next);
  };

  const fetchPage = useCallback(
    async (reset: boolean) => {
      const applied = live.current.applied;
      const current = live.current.results;
      if (!ctx || !applied || (!reset && (current.more || current.done || current.status !== 'ready'))) return;
      const ticket = reset ? ++live.current.ticket : live.current.ticket;
      const page = reset ? 1 : current.page + 1;
      if (reset) update({ ...IDLE, status: 'loading' });
      else update({ ...current, more: true, moreFailed: false });
      try {
        if (needsSubordinates(applied) && live.current.subordinates === null) {
          live.current.subordinates = (await mySubordinates().catch(() => null))?.map((m) => m.id) ?? null;
        }
        const { conditions, errors: found } = filterConditions(applied, ctx.filterFields, { me: ctx.me, subordinates: live.current.subordinates });
        if (ticket !== live.current.ticket) return;
        setErrors(found);
        if (Object.keys(found).length > 0) {
          update(reset ? IDLE : { ...current, more: false });
          return;
        }
        const result = await searchRecords(ctx.appId, ctx.appType, {
          formId: ctx.formId,
          page,
          size: PAGE_SIZE,
          keyword: applied.keyword,
          fields: searchableFields(ctx.fields),
          conditions,
          timeZoneOffset: timeZoneOffset(),
        });
        if (ticket !== live.current.ticket) return;
        const base = reset ? [] : live.current.results.rows;
        const rows = [...base, ...flattenRecords(result.content, ctx.engine)];
        update({ status: 'ready', rows, page, total: result.totalElements, done: rows.length >= result.totalElements || result.content.length === 0, more: false, moreFailed: false });
      } catch (error) {
        console.warn('[search] query failed', error);
        if (ticket !== live.current.ticket) return;
        update(reset ? { ...IDLE, status: 'failed' } : { ...live.current.results, more: false, moreFailed: true });
      }
    },
    [ctx],
  );

  /** Searches with these conditions from page 1 and remembers them for the form. */
  const run = useCallback(
    (state: SearchState) => {
      if (!ctx) return Promise.resolve();
      live.current.applied = state;
      useSearchStore.getState().remember({ appId: ctx.appId, formId: ctx.formId, viewId: ctx.viewId }, state);
      return fetchPage(true);
    },
    [ctx, fetchPage],
  );

  const more = useCallback(() => fetchPage(false), [fetchPage]);
  const refresh = useCallback(() => fetchPage(true), [fetchPage]);

  return { results, errors, run, more, refresh, searched: () => live.current.applied !== null };
}
