// Query strings of in-app addresses (spec screens-data-rules.md §2: parameters travel as a query string).
// Written on the language's own URI coding: WeChat's JavaScript has no URLSearchParams, and a query-string package
// costs the first route about 1.7 KB (the H5 already carries Taro's router's own, which the mini program lacks).

export type QueryValue = string | number | boolean | null | undefined;
export type QueryParams = Readonly<Record<string, QueryValue | readonly QueryValue[]>>;
export type ParsedQuery = Record<string, string | string[]>;

/** Parses `a=1&b=2` (a leading `?` is allowed). Repeated keys give arrays; malformed escapes are kept as written. */
export function parseQuery(query: string | null | undefined): ParsedQuery {
  const found: ParsedQuery = Object.create(null) as ParsedQuery;
  for (const part of (query ?? '').replace(/^\?/, '').split('&')) {
    if (!part) continue;
    const at = part.indexOf('=');
    const key = decoded(at < 0 ? part : part.slice(0, at));
    const value = at < 0 ? '' : decoded(part.slice(at + 1));
    const before = found[key];
    found[key] = before === undefined ? value : Array.isArray(before) ? [...before, value] : [before, value];
  }
  return { ...found };
}

/** A query part as written to its text: `+` is a space, escapes decoded; a malformed escape is kept as written. */
function decoded(part: string): string {
  const text = part.replace(/\+/g, ' ');
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
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
  const pairs: string[] = [];
  for (const [key, value] of Object.entries(presentParams(params))) {
    for (const one of Array.isArray(value) ? value : [value]) pairs.push(`${encodeURIComponent(key)}=${encodeURIComponent(String(one))}`);
  }
  return pairs.join('&');
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
