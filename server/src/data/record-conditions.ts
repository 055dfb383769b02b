/**
 * A search condition (record-search.ts, spec screens-data-rules.md §5) as one SQL expression over a `form_data` row
 * that holds exactly when `matches` holds: the lists count and page a search in the database (data/record-list/)
 * without handing every row to JavaScript.
 *
 * Each condition is split into the rows SQL can decide by itself and the few it cannot (`maybe`), on which it asks
 * the rule itself through `ware_holds` (the §5 rule on one value, registered on the connection): exact = certain OR
 * (maybe AND ware_holds). So the rule stays the one in record-search.ts, and what SQL decides alone is what is cheap
 * and unambiguous:
 * - `greater` / `less` / `earlier` / `later` / `within` read the field's stored sort key (`record_sort_key`,
 *   db/record-index.ts: dates by wall clock at offset 0, then numbers by value, then texts by UTF-16 code unit, exactly
 *   `compare`'s classes and orders), so a range is a key range. Asked of the rule: texts that are both a date and a
 *   number (`2026.11`), numeric texts against a word, and dates read on the caller's clock (ISO instants move with
 *   `timeZoneOffset`; only the keys within that many minutes of the bound are asked); two-item lists (date ranges) for
 *   `within`.
 * - `null` / not-null: the value's JSON text (`->`, minified: `""`, `[]`, `{}`, `null`, or no field).
 * - `equal` / `include` / `include-all` / `anyone`: narrowed as before (the text index, a text's or number's
 *   equality) and then asked of the rule.
 * - a negation: NOT of the exact expression (every part is 0 or 1, never NULL).
 * Fields whose key a JSON path cannot name without quoting are left to the caller (undefined): it decides in
 * JavaScript.
 */
import type Database from 'better-sqlite3';
import { sql, type SQL } from 'drizzle-orm';

import { holdsBase, operatorOf, type Cond } from './record-search.js';
import { isSystemField, systemColumn } from './record-system-fields.js';
import { numberOf, sortKeyOf, wallClock } from '../db/record-keys.js';
import { formData } from '../db/schema.js';

/** Content keys a JSON path can name without quoting (field keys are `type_name`). */
export const PLAIN_KEY = /^[A-Za-z_][A-Za-z0-9_]*$/;

/* ---------- The rule, callable from SQL ---------- */

const registered = new WeakSet<Database.Database>();

/**
 * A condition as the text `ware_holds` reads back: JSON, with the numbers JSON has no text for (NaN and the
 * infinities, which keyword conditions can hold: `Number('1e999')`) marked so they come back as themselves.
 */
const NON_FINITE = '$ware_number';
const conditionText = (c: Pick<Cond, 'op' | 'value'>) =>
  JSON.stringify(c, (_, v: unknown) => (typeof v === 'number' && !Number.isFinite(v) ? { [NON_FINITE]: String(v) } : v));
const conditionOf = (text: string) =>
  JSON.parse(text, (_, v: unknown) =>
    v && typeof v === 'object' && Object.keys(v).length === 1 && NON_FINITE in v
      ? Number((v as Record<string, unknown>)[NON_FINITE])
      : v,
  ) as Pick<Cond, 'op' | 'value'>;
const parsedConditions = new Map<string, Pick<Cond, 'op' | 'value'>>();

/**
 * Registers `ware_holds(valueJson, conditionJson, offset)` on the connection once: 1 when the value (JSON text; SQL
 * NULL for a missing field) meets the condition's operator without its negation, else 0.
 */
export function registerRule(client: Database.Database): void {
  if (registered.has(client)) return;
  client.function('ware_holds', { deterministic: true }, (value: unknown, condition: unknown, offset: unknown) => {
    const text = String(condition);
    let c = parsedConditions.get(text);
    if (!c) {
      if (parsedConditions.size >= 1_000) parsedConditions.clear();
      parsedConditions.set(text, (c = conditionOf(text)));
    }
    const v = typeof value === 'string' ? (JSON.parse(value) as unknown) : undefined;
    return holdsBase(c, v, Number(offset)) ? 1 : 0;
  });
  registered.add(client);
}

/* ---------- A field's value ---------- */

/** The field's value as JSON text (SQL NULL when a content field is missing), as `ware_holds` reads it. */
function valueJson(key: string): SQL {
  const column = systemColumn(key);
  return column ? sql`json_quote(${column})` : sql`(${formData.content} -> ${`$.${key}`})`;
}

/**
 * The same value read by rowid for `ware_holds`, which only the rows SQL cannot decide reach: the query itself then
 * needs no record content, and SQLite counts from a covering index of the read rule's columns.
 */
function ruleValueJson(key: string): SQL {
  return isSystemField(key)
    ? valueJson(key)
    : sql`(SELECT r.content -> ${`$.${key}`} FROM form_data r WHERE r.rowid = ${formData}.rowid)`;
}

/** `isEmpty` of record-search.ts on the value's JSON text. */
const emptySql = (value: SQL) => sql`(${value} IS NULL OR ${value} IN ('null', '""', '[]', '{}'))`;

/* ---------- Sort-key ranges ---------- */

/** A value's kind as its sort key's first byte (record-keys.ts `KIND`). */
const DATE = 0;
const NUMBER_KIND = 1;
const TEXT = 2;
const K = sql.raw('k.key');

const ofKind = (kind: number) => sql`(${K} >= ${Buffer.of(kind)} AND ${K} < ${Buffer.of(kind + 1)})`;
const dateKey = (wall: string) => Buffer.concat([Buffer.of(DATE), Buffer.from(wall, 'utf8')]);
const textKey = (s: string) => Buffer.concat([Buffer.of(TEXT), Buffer.from(s, 'utf16le').swap16()]);

type Sign = '<' | '<=' | '>' | '>=';

/** The keys of one kind on the sign's side of `bound` (a key of that kind). */
function side(kind: number, bound: Buffer, sign: Sign): SQL {
  const op = sql.raw(sign);
  return sign.startsWith('<')
    ? sql`(${K} >= ${Buffer.of(kind)} AND ${K} ${op} ${bound})`
    : sql`(${K} ${op} ${bound} AND ${K} < ${Buffer.of(kind + 1)})`;
}

/** A date key of the first of a month at midnight: a `YYYY.M` text reads as that date and as a number too. */
const MONTH_START = Buffer.from('-01 00:00:00', 'utf8');
const maybeNumberDate = sql`(${ofKind(DATE)} AND substr(${K}, 9) = ${MONTH_START})`;

/** `YYYY-MM-DD HH:mm:ss` moved by `minutes`, or undefined when the text is not a real time (24:00:00, month 13). */
function shifted(wall: string, minutes: number): string | undefined {
  const m = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/.exec(wall);
  if (!m) return undefined;
  const ms = Date.UTC(+m[1]!, +m[2]! - 1, +m[3]!, +m[4]!, +m[5]!, +m[6]!);
  const at = (t: number) => new Date(t).toISOString().slice(0, 19).replace('T', ' ');
  if (Number.isNaN(ms) || at(ms) !== wall) return undefined;
  const moved = at(ms + minutes * 60_000);
  return /^\d{4}-/.test(moved) ? moved : undefined;
}

/**
 * The keyed values `v` with `compare(v, x, offset) <sign> 0`: `certain` ones, and `maybe` ones for the rule to decide
 * (SQL over the key `k.key`; undefined = none). Values without a key never compare.
 */
function comparing(x: unknown, sign: Sign, offset: number): { certain: SQL[]; maybe: SQL[] } {
  const certain: SQL[] = [];
  const maybe: SQL[] = [];
  if (typeof x === 'number') {
    // Only numbers compare with a number (dates and texts need a text bound): the number keys, and dates that are numbers.
    if (Number.isFinite(x)) {
      certain.push(side(NUMBER_KIND, sortKeyOf(x)!, sign));
      maybe.push(maybeNumberDate);
    }
    return { certain, maybe };
  }
  if (typeof x !== 'string' || x === '') return { certain, maybe };
  // A text with no date or number in it is compared as text (wallClock and numberOf of x cannot both be used).
  certain.push(side(TEXT, textKey(x), sign));
  const wall = wallClock(x, offset);
  const n = numberOf(x);
  if (wall === undefined) {
    if (n !== undefined && Number.isFinite(n)) certain.push(side(NUMBER_KIND, sortKeyOf(n)!, sign));
    else maybe.push(ofKind(NUMBER_KIND)); // a numeric text against a word compares as text
    maybe.push(ofKind(DATE)); // a date text against a non-date compares as a number or a text
    return { certain, maybe };
  }
  maybe.push(ofKind(NUMBER_KIND)); // a number against a date text: as numbers (`2026.11`) or texts
  // A date key is the wall clock at offset 0: a wall-clock text reads the same on any clock, an ISO instant reads
  // `offset` minutes later. A key on the sign's side of both readings of the bound is certain; between them, the rule.
  const other = offset === 0 ? wall : shifted(wall, -offset);
  if (other === undefined) {
    maybe.push(ofKind(DATE));
    return { certain, maybe };
  }
  const [lo, hi] = wall < other ? [wall, other] : [other, wall];
  if (sign.startsWith('<')) certain.push(side(DATE, dateKey(lo), lo === hi ? sign : '<'));
  else certain.push(side(DATE, dateKey(hi), lo === hi ? sign : '>'));
  if (lo !== hi) maybe.push(sql`(${K} >= ${dateKey(lo)} AND ${K} <= ${dateKey(hi)})`);
  return { certain, maybe };
}

const anyOf = (parts: SQL[]) => (parts.length ? sql`(${sql.join(parts, sql` OR `)})` : sql`0`);

/* ---------- A condition ---------- */

/**
 * The condition as an exact SQL expression (0 or 1) over a `form_data` row, or undefined when the field's key needs
 * quoting. `narrowed` is the existing superset narrowing of record-list/narrowing.ts (or undefined): the rows `equal` and
 * `include` hand to the rule.
 */
export function conditionSql(c: Cond, offset: number, narrowed: SQL | undefined): SQL | undefined {
  const op = operatorOf(c.op);
  if (!op) return undefined;
  if (!isSystemField(c.key) && !PLAIN_KEY.test(c.key)) return undefined;
  const value = valueJson(c.key);
  const rule = sql`ware_holds(${ruleValueJson(c.key)}, ${conditionText({ op: op.base, value: c.value })}, ${offset})`;
  const keyed = (inner: SQL) =>
    isSystemField(c.key)
      ? sql`${rule}` // a column has no stored key: the rule decides every row
      : sql`EXISTS (SELECT 1 FROM record_sort_key k WHERE k.record_id = ${formData.id} AND k.field = ${c.key} AND ${inner})`;
  const range = (sets: { certain: SQL[]; maybe: SQL[] }[]) => {
    // All sets must hold: certain when each is certain; asked when each is certain or maybe.
    const certain = sql.join(sets.map((s) => anyOf(s.certain)), sql` AND `);
    const possible = sql.join(sets.map((s) => anyOf([...s.certain, ...s.maybe])), sql` AND `);
    return keyed(sql`(${certain} OR (${possible} AND ${rule}))`);
  };
  let base: SQL;
  switch (op.base) {
    case 'null':
      base = emptySql(value);
      break;
    case 'greater':
    case 'later':
      base = range([comparing(c.value, '>', offset)]);
      break;
    case 'less':
    case 'earlier':
      base = range([comparing(c.value, '<', offset)]);
      break;
    case 'within': {
      const [from, to] = Array.isArray(c.value) ? (c.value as unknown[]) : [];
      const open = (b: unknown) => b === null || b === undefined || b === '';
      const sets = [...(open(from) ? [] : [comparing(from, '>=', offset)]), ...(open(to) ? [] : [comparing(to, '<=', offset)])];
      // A two-item list (a date range) overlaps the range: the rule decides every list.
      const list = sql`(json_type(${value}) IS 'array' AND ${rule})`;
      const single = sets.length
        ? range(sets)
        : isSystemField(c.key)
          ? rule
          : sql`(NOT ${emptySql(value)} AND json_type(${value}) IS NOT 'array')`;
      base = sql`(${single} OR ${list})`;
      break;
    }
    case 'anyone':
      base = sql`(NOT ${emptySql(value)} AND ${rule})`;
      break;
    case 'equal':
    case 'include':
    case 'include-all':
      base = narrowed ? sql`(${narrowed} AND ${rule})` : rule;
      break;
  }
  const exact = sql`coalesce(${base}, 0)`;
  return op.negated ? sql`NOT ${exact}` : exact;
}
