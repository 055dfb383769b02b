/**
 * How a record search reads its conditions (spec screens-data-rules.md §3 filter condition in two shapes,
 * §5 operators, keyword rule and day ranges, §6 system user fields and subordinates). Pure: no database.
 *
 * - A condition comes as `{ key, ktype?, dtype?, op, vtype?, value }` or `{ key, operation, type?, value, matchType? }`.
 * - Operators are §5's (`equal`, `null`, `greater`, `less`, `earlier`, `later`, `within`, `anyone`, `include`,
 *   `include-all` and their `no-` negations), in any spelling (`NO_EQUAL`, `notEqual`, `includeAll`), plus the
 *   older names `exclude`, `empty`, `notEmpty`, `greaterEqual`, `lessEqual`.
 * - Dates: wall-clock texts (`2026-11-22`, `2026-11-22 24:00:00`) compare as texts, so `24:00:00` is the end of the
 *   day; an ISO instant (the system times) is first read as the caller's wall clock (`timeZoneOffset`, minutes east
 *   of UTC, default 480 = UTC+8).
 * - Field permissions (§6): conditions and sorts may name only system fields and the fields the caller may see
 *   (`requireSearchable`); the raw keyword rule only uses visible input and number fields.
 */
import { z } from 'zod';

import { sameValue, type FormRecord } from './forms.js';
import { isSystemField, valueOf } from './record-system-fields.js';
import { NUMBER, numberOf, texts, wallClock } from '../db/record-keys.js';
import { ApiError } from '../errors.js';

const BASE_OPERATORS = ['equal', 'null', 'greater', 'less', 'earlier', 'later', 'within', 'anyone', 'include', 'include-all'] as const;
type Base = (typeof BASE_OPERATORS)[number];

const squash = (s: string) => s.toLowerCase().replace(/[-_\s]/g, '');
type Operator = { base: Base; negated: boolean };
const OPERATOR_OF: ReadonlyMap<string, Operator> = new Map<string, Operator>([
  ...BASE_OPERATORS.flatMap((base): [string, Operator][] => [
    [squash(base), { base, negated: false }],
    [`no${squash(base)}`, { base, negated: true }],
    [`not${squash(base)}`, { base, negated: true }],
  ]),
  ['exclude', { base: 'include', negated: true }],
  ['empty', { base: 'null', negated: false }],
  ['notempty', { base: 'null', negated: true }],
  ['greaterequal', { base: 'less', negated: true }],
  ['lessequal', { base: 'greater', negated: true }],
]);

/** The operator as §5 names it, or undefined. */
export function operatorOf(raw: string): { base: Base; negated: boolean } | undefined {
  return OPERATOR_OF.get(squash(raw));
}

const OperatorError = (op: string) => ApiError.badRequest(`参数错误: 不支持的条件 ${op}`);

/** A condition in either §3 shape, read into one; an unknown operator or a match type other than CUSTOM is a 400. */
export const Condition = z
  .object({
    key: z.string().min(1).max(100),
    op: z.string().min(1).max(40).optional(),
    operation: z.string().min(1).max(40).optional(),
    ktype: z.string().max(40).optional(),
    type: z.string().max(40).optional(),
    dtype: z.string().max(40).optional(),
    vtype: z.string().max(40).optional(),
    matchType: z.string().max(40).optional(),
    value: z.unknown().optional(),
  })
  .refine((c) => c.op !== undefined || c.operation !== undefined, '缺少 op / operation')
  .refine((c) => operatorOf((c.op ?? c.operation)!) !== undefined, { message: '不支持的条件', path: ['op'] })
  .refine((c) => ['', 'CUSTOM'].includes((c.vtype ?? c.matchType ?? '').toUpperCase()), { message: '只支持 CUSTOM 值', path: ['vtype'] })
  .transform((c) => ({ key: c.key, op: (c.op ?? c.operation)!, type: c.ktype ?? c.type, value: c.value }));
export type Cond = z.infer<typeof Condition>;

/** Minutes east of UTC of the caller's clock (China: 480). */
export const TimeZoneOffset = z.coerce.number().int().min(-840).max(840);
export const DEFAULT_TIME_ZONE_OFFSET = 480;

/* ---------- Searchable fields ---------- */

/**
 * §6: search and sort must not reveal the values of fields the caller may not see (which records match a condition
 * on a hidden field, or their order by it, would). A key that is neither a system field nor in `visible` is a 400.
 */
export function requireSearchable(keys: Iterable<string>, visible: Set<string>): void {
  for (const key of keys) if (!isSystemField(key) && !visible.has(key)) throw ApiError.badRequest(`无权查询字段: ${key}`);
}

/** The atoms of a value compared with a list (ids, option values): an object's value or id, else the text. */
function atoms(v: unknown): string[] {
  if (v === null || v === undefined || v === '') return [];
  if (Array.isArray(v)) return v.flatMap(atoms);
  if (typeof v === 'object') {
    const o = v as Record<string, unknown>;
    for (const k of ['value', 'id']) if (k in o) return atoms(o[k]);
    return texts(v);
  }
  return [String(v)];
}

/** A list the caller gave: an array, or a comma-separated id list (§5 department values). */
const listOf = (v: unknown): string[] => (typeof v === 'string' ? v.split(',').map((s) => s.trim()).filter(Boolean) : atoms(v));

const isEmpty = (v: unknown): boolean =>
  v === null || v === undefined || v === '' || (Array.isArray(v) && v.length === 0) || (typeof v === 'object' && !Array.isArray(v) && Object.keys(v as object).length === 0);

/* ---------- Comparing ---------- */

/** Order of two values: dates as wall-clock texts, then numbers, then texts; undefined when they do not compare. */
function compare(a: unknown, b: unknown, offsetMinutes: number): number | undefined {
  const da = wallClock(a, offsetMinutes);
  const db = wallClock(b, offsetMinutes);
  if (da !== undefined && db !== undefined) return da < db ? -1 : da > db ? 1 : 0;
  const na = numberOf(a);
  const nb = numberOf(b);
  if (na !== undefined && nb !== undefined) return na - nb;
  if (typeof a === 'string' && typeof b === 'string' && a !== '' && b !== '') return a < b ? -1 : a > b ? 1 : 0;
  return undefined;
}

const open = (bound: unknown) => bound === null || bound === undefined || bound === '';

/** `[from, to]`, either open: a value inside it; a two-item record value (a date range) that overlaps it. */
function within(v: unknown, range: unknown, offset: number): boolean {
  const [from, to] = Array.isArray(range) ? range : [];
  const atLeast = (x: unknown) => open(from) || (compare(x, from, offset) ?? -1) >= 0;
  const atMost = (x: unknown) => open(to) || (compare(x, to, offset) ?? 1) <= 0;
  if (Array.isArray(v)) {
    if (v.length !== 2 || isEmpty(v[0]) || isEmpty(v[1])) return false;
    return atMost(v[0]) && atLeast(v[1]);
  }
  return !isEmpty(v) && atLeast(v) && atMost(v);
}

function include(v: unknown, wanted: unknown, all: boolean): boolean {
  if (Array.isArray(wanted)) {
    const have = new Set(atoms(v));
    const list = atoms(wanted);
    if (list.length === 0) return true;
    return all ? list.every((x) => have.has(x)) : list.some((x) => have.has(x));
  }
  const needle = texts(wanted).join('').toLowerCase();
  return needle === '' || texts(v).some((t) => t.toLowerCase().includes(needle));
}

function holds(base: Base, v: unknown, value: unknown, offset: number): boolean {
  switch (base) {
    case 'equal':
      return sameValue(v, value);
    case 'null':
      return isEmpty(v);
    case 'greater':
    case 'later': {
      const d = compare(v, value, offset);
      return d !== undefined && d > 0;
    }
    case 'less':
    case 'earlier': {
      const d = compare(v, value, offset);
      return d !== undefined && d < 0;
    }
    case 'within':
      return within(v, value, offset);
    case 'anyone': {
      const wanted = new Set(listOf(value));
      return atoms(v).some((t) => wanted.has(t));
    }
    case 'include':
      return include(v, value, false);
    case 'include-all':
      return include(v, value, true);
  }
}

/**
 * Does a value meet the condition's operator, negation left out (`matches` turns it)? The rule on one value, for the
 * database to call (`ware_holds`, data/record-conditions.ts) on the rows its own comparisons cannot decide.
 */
export function holdsBase(c: Pick<Cond, 'op' | 'value'>, v: unknown, offsetMinutes: number): boolean {
  const op = operatorOf(c.op);
  if (!op) throw OperatorError(c.op);
  return holds(op.base, v, c.value, offsetMinutes);
}

/** Does the record meet the condition? A negated operator holds when its base does not. */
export function matches(r: FormRecord, c: Cond, offsetMinutes = DEFAULT_TIME_ZONE_OFFSET): boolean {
  const op = operatorOf(c.op);
  if (!op) throw OperatorError(c.op);
  const result = holds(op.base, valueOf(r, c.key), c.value, offsetMinutes);
  return op.negated ? !result : result;
}

/* ---------- The keyword rule (§5) ---------- */

interface ScriptControl {
  key?: unknown;
  type?: unknown;
  columns?: { list?: unknown }[];
}

/**
 * The controls a keyword reads: §5's input and number fields, plus what a record card shows as the stored text (the
 * `code` control, and the names pickers store as `{ id, name }`): issue 42, a customer name shown on a card found
 * nothing. Choices and dates are shown as labels or formats, not their stored values, and stay out.
 */
const KEYWORD_TYPES: ReadonlySet<string> = new Set([
  'input',
  'number',
  'code',
  'ownerId',
  'staff',
  'department',
  'member',
  'associateMember',
  'customer',
  'supplier',
  'relatedSales',
]);

/** The keyword fields of a form script (tabs and grids flattened; sub-form children belong to their rows). */
function keywordFields(script: unknown): { key: string; type: string }[] {
  const out: { key: string; type: string }[] = [];
  const visit = (list: unknown) => {
    if (!Array.isArray(list)) return;
    for (const c of list as ScriptControl[]) {
      if (!c || typeof c !== 'object') continue;
      if (Array.isArray(c.columns)) for (const col of c.columns) visit(col?.list);
      if (typeof c.key === 'string' && typeof c.type === 'string' && KEYWORD_TYPES.has(c.type)) out.push({ key: c.key, type: c.type });
    }
  };
  visit((script as { list?: unknown } | null)?.list);
  return out;
}

/**
 * §5: "Search keyword applies to input and number fields only. A numeric keyword matches number fields by equality
 * with numeric conversion; otherwise contains is used." One condition per field, any of which may hold; the fields
 * are those of `keywordFields`, and the record's business code (a system field: the card's title) contains it too.
 * With `visible` (§6), only the fields the caller may see: a keyword never finds a record by a hidden value.
 */
export function keywordConditionsOf(script: unknown, keyword: string, visible?: Set<string>): Cond[] {
  const kw = keyword.trim();
  if (kw === '') return [];
  const numeric = NUMBER.test(kw);
  const byField = keywordFields(script).filter((f) => !visible || visible.has(f.key)).map((f) =>
    f.type === 'number' && numeric ? { key: f.key, op: 'equal', type: f.type, value: Number(kw) } : { key: f.key, op: 'include', type: f.type, value: kw },
  );
  return [...byField, { key: 'code', op: 'include', type: undefined, value: kw }];
}
