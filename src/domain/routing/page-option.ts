/**
 * A page's option as the router gives it: decoded, and absent when missing, empty or the text `undefined` (what a
 * link built from a missing value carries, e.g. `?appId=undefined`).
 */
export const paramOf = (v: unknown): string | undefined =>
  typeof v === 'string' && v !== '' && v !== 'undefined' ? decodeURIComponent(v) : undefined;
