/**
 * Narrowing a search in SQL before the rule decides (record-search.ts `matches`): a condition the database can check
 * first without ever dropping a row the rule keeps, the code by its column and a needle by the text index.
 */
import { sql, type SQL } from 'drizzle-orm';

import { formData } from '../../db/schema.js';
import { PLAIN_KEY } from '../record-conditions.js';
import { operatorOf, type Cond } from '../record-search.js';
import { isSystemField } from '../record-system-fields.js';

const isContentKey = (key: string) => PLAIN_KEY.test(key) && !isSystemField(key);

/**
 * A condition the database can check first without ever dropping a row `matches` keeps, or undefined (no narrowing).
 * Only a field's own text or number is compared; values of any other JSON type (option objects, arrays, booleans,
 * null) stay candidates for the rule to decide.
 */
export function narrowing(c: Cond): SQL | undefined {
  const op = operatorOf(c.op);
  if (op && !op.negated && op.base === 'include' && c.key === 'code' && typeof c.value === 'string' && c.value !== '') return codeHolding(c.value);
  if (!op || op.negated || !isContentKey(c.key)) return undefined;
  const path = `$.${c.key}`;
  const type = sql`json_type(${formData.content}, ${path})`;
  const value = sql`json_extract(${formData.content}, ${path})`;
  if (op.base === 'equal' && typeof c.value === 'string' && c.value !== '')
    return sql`(${type} IS NOT 'text' OR ${value} = ${c.value})`;
  if (op.base === 'equal' && typeof c.value === 'number' && Number.isFinite(c.value))
    return sql`(${type} NOT IN ('integer', 'real') OR ${value} = ${c.value})`;
  if (op.base === 'include' && typeof c.value === 'string' && c.value !== '' && !INDEX_UNSAFE.test(c.value))
    return holdingText(c.value.toLowerCase());
  return undefined;
}

/**
 * The records whose business code may hold `needle` as `include` reads it (lower-cased in JavaScript): SQLite's
 * `lower` folds ASCII only, so a code with any other character stays a candidate for the rule to decide.
 */
const codeHolding = (needle: string): SQL =>
  sql`(${formData.code} IS NOT NULL AND (instr(lower(${formData.code}), ${needle.toLowerCase()}) > 0 OR ${formData.code} GLOB '*[^ -~]*'))`;

/**
 * Needles the text index cannot stand for: a lone surrogate (stored as U+FFFD, where JavaScript would find it inside a
 * pair) or NUL (the index reads a line break there). Such a keyword is decided by the rule alone.
 */
const INDEX_UNSAFE = /\0|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/**
 * The records one of whose texts holds `needle` (lower-cased), found in the text index (db/record-index.ts): the
 * trigram index for 3 characters or more, else a scan of the index's texts. The index holds every field's texts, so
 * this never drops a record `include` keeps; the rule then decides on the field's own texts. Both are plain
 * substring searches: `%`, `_` and `\` in a keyword are characters, as `text-match.ts` makes them for LIKE.
 */
function holdingText(needle: string): SQL {
  const found =
    [...needle].length >= 3
      ? sql`SELECT rowid FROM record_text WHERE record_text MATCH ${`"${needle.replace(/"/g, '""')}"`}`
      : sql`SELECT rowid FROM record_text WHERE instr(text, ${needle}) > 0`;
  const holding = sql`${formData}.rowid IN (${found})`;
  textNarrowings.add(holding);
  return holding;
}

/** The narrowings that are rowids found in the text index (`holdingText`, or any of them): few rows, read by rowid. */
export const textNarrowings = new WeakSet<SQL>();

/** Any one of the conditions: narrowed only when each of them is. */
export function anyNarrowing(conditions: Cond[]): SQL | undefined {
  // A keyword's include on every field is one needle (the index narrows by record, not field): searched once.
  const distinct = new Map<string, Cond>();
  conditions.forEach((c, i) => {
    // The text index holds content texts only: the code's include narrows by its column, on its own.
    const include = operatorOf(c.op)?.base === 'include' && typeof c.value === 'string' && isContentKey(c.key);
    distinct.set(include && narrowing(c) ? `include ${String(c.value).toLowerCase()}` : String(i), c);
  });
  const each = [...distinct.values()].map(narrowing);
  if (!each.every((n) => n !== undefined)) return undefined;
  const any = sql`(${sql.join(each, sql` OR `)})`;
  if (each.every((n) => textNarrowings.has(n))) textNarrowings.add(any);
  return any;
}
