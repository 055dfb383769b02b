// Spec screens-data-rules.md §5: the value semantics the conditional checks, linkage and duplicate checks share —
// "Checkbox equality compares as sets; greater and less compare numbers"; dates are normalised with dashes.
import Big from 'big.js';
import dayjs from 'dayjs';

import { controlTypeOfKey, type FormValues } from './types';
import { normaliseDate } from '../time/normalise-date';

/** A field's own value; keys such as `constructor` never reach the prototype. */
export function valueOf(values: FormValues | null | undefined, key: string): unknown {
  return values && Object.prototype.hasOwnProperty.call(values, key) ? values[key] : undefined;
}

/**
 * Empty: undefined, null, NaN, a blank string, an empty list, a list of empty values (an unfilled date range
 * `['', '']`), an object whose values are all empty (an unfilled address). 0 and false are values.
 */
export function isEmptyValue(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (typeof value === 'number') return Number.isNaN(value);
  if (Array.isArray(value)) return value.every(isEmptyValue);
  if (typeof value === 'object' && !(value instanceof Date)) return Object.values(value).every(isEmptyValue);
  return false;
}

/**
 * The comparable text of one item: strings as written, numbers and booleans as text, objects by their id (then
 * value, key, code: staff, departments and options arrive as objects). Empty gives ''.
 */
export function atomOf(value: unknown): string {
  if (value === undefined || value === null) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (value instanceof Date) return normaliseDate(value);
  if (typeof value === 'object') {
    const o = value as Record<string, unknown>;
    for (const k of ['id', 'value', 'key', 'code']) {
      const v = o[k];
      if (typeof v === 'string' || typeof v === 'number') return String(v);
    }
  }
  return '';
}

/** A value as a set of atoms: a list gives its items (empty ones dropped), one value gives itself, empty gives {}. */
export function atomSet(value: unknown): Set<string> {
  const items = Array.isArray(value) ? value : [value];
  const out = new Set<string>();
  for (const item of items) {
    const atom = atomOf(item);
    if (atom !== '') out.add(atom);
  }
  return out;
}

function sameSet(a: ReadonlySet<string>, b: ReadonlySet<string>): boolean {
  if (a.size !== b.size) return false;
  for (const x of a) if (!b.has(x)) return false;
  return true;
}

export function intersects(a: ReadonlySet<string>, b: ReadonlySet<string>): boolean {
  for (const x of a) if (b.has(x)) return true;
  return false;
}

/** A decimal number from a number or a numeric string (`' 12.50 '`); anything else is null. */
export function toDecimal(value: unknown): Big | null {
  if (typeof value === 'number') return Number.isFinite(value) ? new Big(value) : null;
  if (typeof value !== 'string' || !/^\s*[-+]?(\d+\.?\d*|\.\d+)(e[-+]?\d+)?\s*$/i.test(value)) return null;
  try {
    return new Big(value.trim().replace(/^\+/, ''));
  } catch {
    return null;
  }
}

/** Exact numeric comparison (big.js, so `0.1 + 0.2`-style and beyond-safe-integer values compare right): -1, 0, 1, or null. */
export function compareNumbers(a: unknown, b: unknown): -1 | 0 | 1 | null {
  const x = toDecimal(a);
  const y = toDecimal(b);
  return x === null || y === null ? null : x.cmp(y);
}

/** A span of time in ms, both ends included. */
export interface Period {
  start: number;
  end: number;
}

const PRECISIONS: [RegExp, 'year' | 'month' | 'day' | 'minute' | 'second'][] = [
  [/^\d{4}$/, 'year'],
  [/^\d{4}-\d{1,2}$/, 'month'],
  [/^\d{4}-\d{1,2}-\d{1,2}$/, 'day'],
  [/^\d{4}-\d{1,2}-\d{1,2}[ T]\d{1,2}:\d{1,2}$/, 'minute'],
  [/^\d{4}-\d{1,2}-\d{1,2}[ T]\d{1,2}:\d{1,2}:\d{1,2}$/, 'second'],
];

/**
 * The period a date value stands for, at the precision it is written in: `2026-11-22` is that whole day,
 * `2026-11` that month, `2026` that year, `2026-11-22 08:30` that minute, with seconds that second; a timestamp
 * or Date is its instant. Slashes and dots are read as dashes. Unreadable or empty gives null. Local time.
 */
export function periodOf(value: unknown): Period | null {
  if (value instanceof Date)
    return Number.isNaN(value.getTime()) ? null : { start: value.getTime(), end: value.getTime() };
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return null;
    const ms = String(Math.trunc(Math.abs(value))).length <= 10 ? value * 1000 : value;
    return { start: ms, end: ms };
  }
  if (typeof value !== 'string') return null;
  const text = value.trim();
  if (/^\d{10}$|^\d{13}$/.test(text)) return periodOf(Number(text));
  const normal = normaliseDate(text).replace(/^(\d{4})[/.](\d{1,2})$/, '$1-$2');
  for (const [pattern, unit] of PRECISIONS) {
    if (!pattern.test(normal)) continue;
    const parts = normal.split(/[- T:]/).map(Number);
    const [y = 0, mo = 1, d = 1, h = 0, mi = 0, s = 0] = parts;
    const date = dayjs(new Date(y, mo - 1, d, h, mi, s));
    // Reject dates the calendar does not have (2026-02-30 would roll over to March).
    if (!date.isValid() || date.year() !== y || date.month() !== mo - 1 || date.date() !== d) return null;
    return { start: date.startOf(unit).valueOf(), end: date.endOf(unit).valueOf() };
  }
  return null;
}

/** A value `[start, end]` or `{ start, end }` (a dateRange field, a number range, a DYNAMICTIME period). */
export function rangeParts(value: unknown): [unknown, unknown] | null {
  if (Array.isArray(value) && value.length === 2) return [value[0], value[1]];
  if (value && typeof value === 'object' && !Array.isArray(value) && ('start' in value || 'end' in value)) {
    const o = value as { start?: unknown; end?: unknown };
    return [o.start, o.end];
  }
  return null;
}

/** The period covered by a date range value (from the start of its start to the end of its end); open ends allowed. */
export function periodOfRange(value: unknown): Period | null {
  const parts = rangeParts(value);
  if (parts) {
    const from = isEmptyValue(parts[0]) ? null : periodOf(parts[0]);
    const to = isEmptyValue(parts[1]) ? null : periodOf(parts[1]);
    if ((from === null && !isEmptyValue(parts[0])) || (to === null && !isEmptyValue(parts[1]))) return null;
    if (from === null && to === null) return null;
    return { start: from ? from.start : -Infinity, end: to ? to.end : Infinity };
  }
  return periodOf(value);
}

/** How a field's values compare, by control type. */
export type ValueKind = 'set' | 'number' | 'date' | 'dateRange' | 'boolean' | 'text';

const KIND_BY_TYPE: Readonly<Record<string, ValueKind>> = {
  checkbox: 'set',
  checklabel: 'set',
  number: 'number',
  rate: 'number',
  date: 'date',
  dateSelector: 'date',
  dateRange: 'dateRange',
  switch: 'boolean',
};

/**
 * The kind of a field's values: from its type (or the type its key's prefix names); a list value of an unknown
 * type compares as a set.
 */
export function valueKind(type: string | undefined, key = '', value?: unknown): ValueKind {
  const known = KIND_BY_TYPE[type ?? ''] ?? KIND_BY_TYPE[controlTypeOfKey(key) ?? ''];
  if (known) return known;
  return Array.isArray(value) ? 'set' : 'text';
}

/** A switch's value as a boolean: true, 'true', 1, '1', 'on' are on; everything else (unset included) is off. */
export function switchOn(value: unknown): boolean {
  return value === true || value === 1 || value === 'true' || value === '1' || value === 'on';
}

/** Equality of two values of one kind: sets as sets, numbers numerically, dates when one period holds the other. */
export function valuesEqual(kind: ValueKind, a: unknown, b: unknown): boolean {
  switch (kind) {
    case 'set':
      return sameSet(atomSet(a), atomSet(b));
    case 'number': {
      if (isEmptyValue(a) || isEmptyValue(b)) return isEmptyValue(a) && isEmptyValue(b);
      const cmp = compareNumbers(a, b);
      return cmp === null ? atomOf(a) === atomOf(b) : cmp === 0;
    }
    case 'boolean':
      return switchOn(single(a)) === switchOn(single(b));
    case 'date': {
      if (isEmptyValue(a) || isEmptyValue(b)) return isEmptyValue(a) && isEmptyValue(b);
      const x = periodOf(single(a));
      const y = periodOf(single(b));
      if (!x || !y) return atomOf(single(a)) === atomOf(single(b));
      return (x.start >= y.start && x.end <= y.end) || (y.start >= x.start && y.end <= x.end);
    }
    case 'dateRange': {
      const x = rangeParts(a) ?? [a, undefined];
      const y = rangeParts(b) ?? [b, undefined];
      return valuesEqual('date', x[0], y[0]) && valuesEqual('date', x[1], y[1]);
    }
    case 'text':
      return atomOf(single(a)) === atomOf(single(b));
  }
}

/** A one-item list stands for its item (a comparison value sent as `['a']`). */
export function single(value: unknown): unknown {
  return Array.isArray(value) && value.length === 1 ? value[0] : value;
}
