// Query strings of in-app addresses (spec screens-data-rules.md §2: parameters travel as a query string).
// fast-querystring: small, no URLSearchParams, CommonJS; works in H5 and in WeChat mini programs.
import { parse, stringify } from 'fast-querystring';

export type QueryValue = string | number | boolean | null | undefined;
export type QueryParams = Readonly<Record<string, QueryValue | readonly QueryValue[]>>;
export type ParsedQuery = Record<string, string | string[]>;

/** Parses `a=1&b=2` (a leading `?` is allowed). Repeated keys give arrays; malformed escapes are kept as written. */
export function parseQuery(query: string | null | undefined): ParsedQuery {
  const text = (query ?? '').replace(/^\?/, '');
  return { ...(parse(text) as ParsedQuery) };
}

const isPresent = (v: QueryValue): v is string | number | boolean => v !== undefined && v !== null;

/** Params with undefined and null values removed (arrays too); the rest keep their order. */
function presentParams(
  params: QueryParams | null | undefined,
): Record<string, string | number | boolean | (string | number | boolean)[]> {
  const out: Record<string, string | number | boolean | (string | number | boolean)[]> = {};
  for (const [key, value] of Object.entries(params ?? {})) {
    if (Array.isArray(value)) {
      const kept = (value as readonly QueryValue[]).filter(isPresent);
      if (kept.length > 0) out[key] = kept;
    } else if (isPresent(value as QueryValue)) {
      out[key] = value as string | number | boolean;
    }
  }
  return out;
}

/** `{a: 1, b: 'x y'}` → `a=1&b=x%20y`; undefined and null values are skipped. No leading `?`. */
export function stringifyQuery(params: QueryParams | null | undefined): string {
  return stringify(presentParams(params));
}

/** Keys Taro's router adds to a page's query on its own (`$taroTimestamp`, H5's `stamp`): not the page's params. */
export function withoutRouterParams<T>(query: Readonly<Record<string, T>> | null | undefined): Record<string, T> {
  const out: Record<string, T> = {};
  for (const [key, value] of Object.entries(query ?? {})) {
    if (key === 'stamp' || key.startsWith('$taro')) continue;
    out[key] = value;
  }
  return out;
}
