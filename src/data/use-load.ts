/**
 * The loading layer's hooks: every screen and picker reads server data through these, never through its own
 * loading state. A key names what is loaded (`['records', appId, formId, keyword]`); a new key is a new load, and
 * only the answer for the key on screen is ever shown (an older answer that arrives late lands in its own entry).
 */
import {
  keepPreviousData,
  useInfiniteQuery,
  useMutation,
  useQuery,
  type InfiniteData,
  type QueryKey,
  type UseInfiniteQueryResult,
  type UseMutationOptions,
  type UseMutationResult,
  type UseQueryResult,
} from '@tanstack/react-query';

import { queryClient, scopedKey } from './query-client';

export interface LoadOptions {
  /** False while what the load needs is missing (e.g. no appId yet). */
  enabled?: boolean;
  /** Milliseconds an answer stays fresh; 0 loads again every time the screen mounts or is shown. */
  freshFor?: number;
  /** Keep showing the previous key's answer while the next one loads (a search as the user types). */
  keepPrevious?: boolean;
}

export type Load<T> = UseQueryResult<T, Error>;

export function useLoad<T>(key: QueryKey, load: () => Promise<T>, options: LoadOptions = {}): Load<T> {
  return useQuery<T, Error>(
    {
      queryKey: scopedKey(key),
      queryFn: load,
      enabled: options.enabled ?? true,
      ...(options.freshFor !== undefined ? { staleTime: options.freshFor } : {}),
      ...(options.keepPrevious ? { placeholderData: keepPreviousData } : {}),
    },
    queryClient,
  );
}

/**
 * Starts a load before the screen that shows it has rendered (e.g. what a list's answer names), into the entry
 * `useLoad(key, load)` reads: that hook then finds it under way or done instead of asking again. Failures are left
 * to the hook, which asks again and shows them.
 */
export function preload<T>(key: QueryKey, load: () => Promise<T>): void {
  void queryClient.prefetchQuery({ queryKey: scopedKey(key), queryFn: load });
}

/** One page of a paged list: its rows and whether more follow. */
export interface Page<Row> {
  rows: Row[];
  /** The total the server reports, when it reports one. */
  total?: number;
  /** The next page number, or undefined when this was the last page. */
  next?: number;
}

export type PagedLoad<Row> = UseInfiniteQueryResult<InfiniteData<Page<Row>, number>, Error>;

/** A list loaded a page at a time (pages numbered from 1); `fetchNextPage` as the user reaches the bottom. */
export function usePagedLoad<Row>(
  key: QueryKey,
  loadPage: (page: number) => Promise<Page<Row>>,
  options: LoadOptions = {},
): PagedLoad<Row> {
  return useInfiniteQuery<Page<Row>, Error, InfiniteData<Page<Row>, number>, QueryKey, number>(
    {
      queryKey: scopedKey(key),
      queryFn: ({ pageParam }) => loadPage(pageParam),
      initialPageParam: 1,
      getNextPageParam: (last) => last.next,
      enabled: options.enabled ?? true,
      ...(options.freshFor !== undefined ? { staleTime: options.freshFor } : {}),
      ...(options.keepPrevious ? { placeholderData: keepPreviousData } : {}),
    },
    queryClient,
  );
}

/** Every row of the pages loaded so far. */
export function rowsOf<Row>(load: PagedLoad<Row>): Row[] {
  return load.data?.pages.flatMap((p) => p.rows) ?? [];
}

/** A change sent to the server (submit, approve, delete): its pending state and error, without a hand-kept phase. */
export function useChange<T, V = void>(options: UseMutationOptions<T, Error, V>): UseMutationResult<T, Error, V> {
  return useMutation<T, Error, V>(options, queryClient);
}

/** Marks what a change made stale, so screens showing it load again (e.g. after an approval, the to-do counts). */
export function invalidate(key: QueryKey): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: scopedKey(key) });
}
