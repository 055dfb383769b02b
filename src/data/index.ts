export { queryClient, scopedKey, FRESH_MS } from './query-client';
export { useLoad, usePagedLoad, rowsOf, useChange, invalidate, type Load, type PagedLoad, type Page, type LoadOptions } from './use-load';
export { usePullToRefresh, useReloadOnShow } from './refresh';
