/**
 * How a record's values read as texts, dates and numbers (spec screens-data-rules.md §5), and the two keys the
 * database keeps per record from them (db/record-index.ts): its search text and one sort key per field. Pure: no
 * database, no imports, so the database module can register these functions on every connection it opens.
 */

/** A wall-clock date, time optional; a month alone (dateSelector `YYYY-MM`) is its first day. */
const WALL = /^(\d{4})[-/.](\d{1,2})(?:[-/.](\d{1,2}))?(?:[ T](\d{1,2}):(\d{2})(?::(\d{2}))?)?$/;
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/;
const pad = (s: string | undefined) => (s ?? '0').padStart(2, '0');

/** A date or time as `YYYY-MM-DD HH:mm:ss` on the caller's wall clock; undefined when it is not one. */
export function wallClock(v: unknown, offsetMinutes: number): string | undefined {
  if (typeof v !== 'string') return undefined;
  const s = v.trim();
  if (INSTANT.test(s)) {
    const ms = Date.parse(s);
    if (Number.isNaN(ms)) return undefined;
    return new Date(ms + offsetMinutes * 60_000).toISOString().slice(0, 19).replace('T', ' ');
  }
  const m = WALL.exec(s);
  if (!m) return undefined;
  return `${m[1]}-${pad(m[2])}-${pad(m[3] ?? '1')} ${pad(m[4])}:${pad(m[5])}:${pad(m[6])}`;
}

export const NUMBER = /^\s*[-+]?(\d+\.?\d*|\.\d+)(e[-+]?\d+)?\s*$/i;
export const numberOf = (v: unknown): number | undefined =>
  typeof v === 'number' && Number.isFinite(v) ? v : typeof v === 'string' && NUMBER.test(v) ? Number(v) : undefined;

/** The texts a value can be found by: strings, numbers, option labels and values, names, ids. */
export function texts(v: unknown): string[] {
  if (v === null || v === undefined) return [];
  if (Array.isArray(v)) return v.flatMap(texts);
  if (typeof v === 'object') {
    const o = v as Record<string, unknown>;
    return ['label', 'value', 'name', 'nickname', 'id', 'text', 'address'].flatMap((k) => (k in o ? texts(o[k]) : []));
  }
  return [String(v)];
}

/* ---------- Search text ---------- */

/**
 * Every text of every field of a record's content, lower-cased as the keyword rule lower-cases (`include`), one per
 * line (NUL read as a line break too): a needle without NUL that `include` finds in any field's text is a substring of
 * this. The database's trigram index over it
 * narrows a keyword to the records holding the needle somewhere; which field holds it (and whether the caller may
 * read that field) is still decided by the rule on those records only.
 */
export function searchTextOf(content: unknown): string {
  if (!content || typeof content !== 'object' || Array.isArray(content)) return '';
  return Object.values(content as Record<string, unknown>)
    .flatMap(texts)
    .map((t) => t.toLowerCase())
    .join('\n')
    .replace(/\0/g, '\n'); // the index would stop reading a text at NUL
}

/* ---------- Sort keys ---------- */

/** The three kinds of value a sort orders, in this order; any other value (empty, option, list, true/false) has none. */
const KIND = { date: 0, number: 1, text: 2 } as const;

/**
 * A value's sort key: bytes whose plain byte order (SQLite's BLOB order, `Buffer.compare`) is the sort's order, or
 * null when the value has none (always placed after every value with a key, in both directions).
 * - Dates (as `compare` reads them, at offset 0: what a sort uses) by their wall-clock text;
 * - then numbers (numbers and numeric texts) by value: the IEEE bits with the sign flipped (negatives all inverted);
 * - then other non-empty texts by UTF-16 code unit, as JavaScript compares strings (big-endian code units).
 * Within one kind this is exactly `compare`'s order; between kinds `compare` has none (it calls them equal, so the
 * old order depended on the sorting algorithm), and here dates come before numbers before texts.
 */
export function sortKeyOf(v: unknown): Buffer | null {
  const wall = wallClock(v, 0);
  if (wall !== undefined) return Buffer.concat([Buffer.of(KIND.date), Buffer.from(wall, 'utf8')]);
  const n = numberOf(v);
  if (n !== undefined) {
    const bits = Buffer.alloc(9);
    bits[0] = KIND.number;
    bits.writeDoubleBE(n === 0 ? 0 : n, 1); // -0 equals 0
    if (bits[1]! & 0x80) for (let i = 1; i < 9; i++) bits[i] = ~bits[i]! & 0xff;
    else bits[1] = bits[1]! | 0x80;
    return bits;
  }
  if (typeof v === 'string' && v !== '') {
    const units = Buffer.from(v, 'utf16le').swap16();
    return Buffer.concat([Buffer.of(KIND.text), units]);
  }
  return null;
}

/** Keys compared as the sort compares them: null (no key) after every key. */
export const compareSortKeys = (a: Buffer | null, b: Buffer | null): number =>
  a === null ? (b === null ? 0 : 1) : b === null ? -1 : Buffer.compare(a, b);

/** The sort keys of a record's content fields, as `[field, key as hex]` pairs (JSON, for the database's trigger). */
export function sortKeysOf(content: unknown): [string, string][] {
  if (!content || typeof content !== 'object' || Array.isArray(content)) return [];
  return Object.entries(content as Record<string, unknown>).flatMap(([field, v]): [string, string][] => {
    const key = sortKeyOf(v);
    return key ? [[field, key.toString('hex')]] : [];
  });
}
