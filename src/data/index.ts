export { queryClient, scopedKey } from './query-client';
export { useLoad, usePagedLoad, preload, rowsOf, useChange, invalidate, type Load, type PagedLoad, type Page } from './use-load';
export { MountedAfterFirstShow, usePullToRefresh, useReloadOnShow } from './refresh';
