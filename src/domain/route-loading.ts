/** Route loading constants (spec screens-data-rules.md §9, calls-and-errors.md §9). */
export const ROUTE_LOADING = {
  /** A route's loading view appears only when its page takes longer than this. */
  delayMs: 200,
  /** After this the loading view gives way to the error view. */
  timeoutMs: 60_000,
  /** webpack's chunk load timeout. */
  chunkTimeoutMs: 120_000,
} as const;

export const ROUTE_LOADING_TEXT = {
  loading: '加载中...',
  failedTitle: '页面加载失败',
  failedDescription: '网络不稳定或版本已更新，请检查网络后重试。',
  timeoutTitle: '页面加载超时',
  retry: '重试',
} as const;

/** A webpack chunk that failed to load (spec §8: "A chunk load failure is a ChunkLoadError"). */
export function isChunkLoadError(reason: unknown): boolean {
  if (!reason || typeof reason !== 'object') return false;
  const { name, message } = reason as { name?: unknown; message?: unknown };
  return name === 'ChunkLoadError' || (typeof message === 'string' && /Loading (CSS )?chunk \S+ failed/.test(message));
}
