// Spec screens-data-rules.md §2: "Pages opened with a viewId in the address store it before authorisation."
import { parseQuery } from '../query';

const VIEW_ID_PARAM = 'viewId';

// What a careless `?viewId=${value}` leaves behind when there was no value.
const NO_VALUE = new Set(['', 'undefined', 'null']);

/**
 * The viewId an address carries, for the caller to store before authorisation, or null when there is none.
 * `query` is a query string (leading `?` allowed) or Taro's query object; a repeated key gives its first value;
 * an empty value and the strings `undefined` / `null` count as none.
 */
export function viewIdFromQuery(query: string | Readonly<Record<string, unknown>> | null | undefined): string | null {
  const source: Readonly<Record<string, unknown>> = typeof query === 'string' ? parseQuery(query) : (query ?? {});
  const raw = source[VIEW_ID_PARAM];
  const first: unknown = Array.isArray(raw) ? (raw as unknown[])[0] : raw;
  if (typeof first !== 'string' && typeof first !== 'number') return null;
  const value = String(first).trim();
  return NO_VALUE.has(value) ? null : value;
}
