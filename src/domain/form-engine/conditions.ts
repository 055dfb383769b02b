// Spec screens-data-rules.md §5: "Conditional checks on form fields stop for hidden fields. Operators: equal,
// no-equal, null, no-null, greater, less, earlier, no-earlier, later, no-later, within, no-within, anyone, include,
// include-all, and their negations. Match types: CUSTOM value, another field's value, DYNAMICTIME, CURRENTFORM.
// Checkbox equality compares as sets; greater and less compare numbers." Exact semantics: README.md.
import type { ConfigType } from 'dayjs';

import {
  atomOf,
  atomSet,
  compareNumbers,
  intersects,
  isEmptyValue,
  periodOfRange,
  rangeParts,
  single,
  toDecimal,
  valueKind,
  valueOf,
  valuesEqual,
  type Period,
  type ValueKind,
} from './compare';
import { relativeDateOf, relativeDateRange } from './relative-date';
import type { FormValues } from './types';

const BASE_OPERATORS = [
  'equal',
  'null',
  'greater',
  'less',
  'earlier',
  'later',
  'within',
  'anyone',
  'include',
  'include-all',
] as const;
type BaseOperator = (typeof BASE_OPERATORS)[number];
export type ConditionOperator = BaseOperator | `no-${BaseOperator}`;

/** Every operator and its negation: equal, no-equal, null, no-null, ... include-all, no-include-all. */
export const CONDITION_OPERATORS: readonly ConditionOperator[] = BASE_OPERATORS.flatMap((op) => [
  op,
  `no-${op}` as const,
]);

const BASES: ReadonlySet<string> = new Set(BASE_OPERATORS);

/** An operator as written (`NO_EQUAL`, `not-equal`, `includeAll` ...) in the spec's spelling; undefined if unknown. */
export function normaliseOperator(operation: unknown): ConditionOperator | undefined {
  if (typeof operation !== 'string') return undefined;
  let op = operation
    .trim()
    .toLowerCase()
    .replace(/_/g, '-')
    .replace(/includeall$/, 'include-all');
  op = op.replace(/^not-?/, 'no-');
  if (op.startsWith('no') && !op.startsWith('no-') && BASES.has(op.slice(2))) op = `no-${op.slice(2)}`;
  const base = op.startsWith('no-') ? op.slice(3) : op;
  return BASES.has(base) ? (op as ConditionOperator) : undefined;
}

export interface ConditionLike {
  /** The field checked. */
  key: string;
  operation: string;
  /** The checked field's control type; else the context's, else the key's prefix. */
  type?: string;
  value?: unknown;
  /** CUSTOM (default), FIELD, DYNAMICTIME or CURRENTFORM. */
  matchType?: string;
}

export interface ConditionContext {
  /** The record under check (the form's data, or one row of a subform). */
  values: FormValues;
  /** The form being filled, for CURRENTFORM; the same as values unless a row or another form's record is checked. */
  currentForm?: FormValues;
  /** The moment DYNAMICTIME references are read from; default: the clock. */
  now?: ConfigType;
  /** Hidden fields: a condition on one has no verdict (§5 "checks stop for hidden fields"). */
  isHidden?: (key: string) => boolean;
  fieldType?: (key: string) => string | undefined;
}

/** A comparison value: a value as written, or a period (DYNAMICTIME). */
type Target = { value: unknown } | { period: Period };

function resolveTarget(cond: ConditionLike, ctx: ConditionContext): Target | null {
  const matchType = (cond.matchType ?? 'CUSTOM').toUpperCase();
  switch (matchType) {
    case '':
    case 'CUSTOM':
      return { value: cond.value };
    case 'FIELD': {
      const key = atomOf(cond.value);
      if (key === '' || ctx.isHidden?.(key)) return null;
      return { value: valueOf(ctx.values, key) };
    }
    case 'CURRENTFORM': {
      const key = atomOf(cond.value);
      if (key === '') return null;
      if (ctx.currentForm === undefined) return ctx.isHidden?.(key) ? null : { value: valueOf(ctx.values, key) };
      return { value: valueOf(ctx.currentForm, key) };
    }
    case 'DYNAMICTIME': {
      if (relativeDateOf(cond.value) === undefined) {
        const period = periodOfRange(cond.value);
        return period ? { period } : null;
      }
      const range = relativeDateRange(cond.value, ctx.now ?? Date.now());
      return range ? { period: { start: range[0].valueOf(), end: range[1].valueOf() } } : null;
    }
    default:
      return null;
  }
}

const periodOfTarget = (target: Target): Period | null =>
  'period' in target ? target.period : isEmptyValue(target.value) ? null : periodOfRange(target.value);

const listOf = (value: unknown): unknown[] => (Array.isArray(value) ? value : [value]);

/** Is the field's value inside the target range? null: no range to compare with. */
function within(kind: ValueKind, value: unknown, target: Target): boolean | null {
  const numeric = kind === 'number' || (kind === 'text' && toDecimal(single(value)) !== null);
  if (numeric && 'value' in target) {
    const parts = rangeParts(target.value);
    if (!parts) return null;
    const [lo, hi] = parts;
    if (isEmptyValue(lo) && isEmptyValue(hi)) return null;
    const aboveLo = isEmptyValue(lo) ? 0 : compareNumbers(single(value), lo);
    const belowHi = isEmptyValue(hi) ? 0 : compareNumbers(single(value), hi);
    if (aboveLo === null || belowHi === null) return null;
    return aboveLo >= 0 && belowHi <= 0;
  }
  if (kind === 'set' || kind === 'boolean') return null;
  const v = periodOfRange(value);
  const t = periodOfTarget(target);
  if (!v || !t) return null;
  return v.start >= t.start && v.end <= t.end;
}

function evaluateBase(op: BaseOperator, kind: ValueKind, value: unknown, target: Target): boolean | null {
  switch (op) {
    case 'null':
      return isEmptyValue(value);
    case 'equal': {
      if ('period' in target) {
        const v = periodOfRange(value);
        return v !== null && v.start >= target.period.start && v.end <= target.period.end;
      }
      return valuesEqual(kind, value, target.value);
    }
    case 'greater':
    case 'less': {
      if ('period' in target || isEmptyValue(value) || isEmptyValue(target.value)) return null;
      const cmp = compareNumbers(single(value), single(target.value));
      if (cmp === null) return null;
      return op === 'greater' ? cmp > 0 : cmp < 0;
    }
    case 'earlier':
    case 'later': {
      const v = isEmptyValue(value) ? null : periodOfRange(value);
      const t = periodOfTarget(target);
      if (!v || !t) return null;
      return op === 'earlier' ? v.end < t.start : v.start > t.end;
    }
    case 'within':
      return isEmptyValue(value) ? null : within(kind, value, target);
    case 'anyone': {
      if ('period' in target) return null;
      if (kind === 'set') return intersects(atomSet(value), atomSet(target.value));
      return listOf(target.value).some((t) => valuesEqual(kind, value, t));
    }
    case 'include':
    case 'include-all': {
      if ('period' in target) return null;
      const wanted = [...atomSet(target.value)];
      if (wanted.length === 0) return false;
      // A set holds items; any other value is read as text and holds substrings.
      const held = kind === 'set' ? atomSet(value) : null;
      const text = atomOf(single(value));
      const has = (t: string): boolean => (held ? held.has(t) : text.includes(t));
      return op === 'include' ? wanted.some(has) : wanted.every(has);
    }
  }
}

/**
 * The verdict of one condition on the record: true (holds), false (does not), or null (no verdict: the field or a
 * FIELD it is compared with is hidden, the operator or match type is unknown, or an ordering operator — greater,
 * less, earlier, later, within — has an empty or unreadable side). A negation is the opposite verdict, and has no
 * verdict where its operator has none.
 */
export function evaluateCondition(cond: ConditionLike, ctx: ConditionContext): boolean | null {
  const op = normaliseOperator(cond.operation);
  if (op === undefined || cond.key === '' || ctx.isHidden?.(cond.key)) return null;
  const negated = op.startsWith('no-');
  const base = (negated ? op.slice(3) : op) as BaseOperator;
  const value = valueOf(ctx.values, cond.key);
  const target = base === 'null' ? { value: undefined } : resolveTarget(cond, ctx);
  if (target === null) return null;
  const kind = valueKind(cond.type ?? ctx.fieldType?.(cond.key), cond.key, value);
  const verdict = evaluateBase(base, kind, value, target);
  return verdict === null ? null : negated ? !verdict : verdict;
}

/**
 * Conditions combined: AND (all hold; one false makes false) or OR (one holds). Conditions without a verdict are
 * left out; when none has a verdict the result is null.
 */
export function evaluateConditions(
  conditions: readonly ConditionLike[],
  ctx: ConditionContext,
  relation: 'AND' | 'OR' = 'AND',
): boolean | null {
  let seen = false;
  for (const cond of conditions) {
    const verdict = evaluateCondition(cond, ctx);
    if (verdict === null) continue;
    seen = true;
    if (relation === 'AND' && !verdict) return false;
    if (relation === 'OR' && verdict) return true;
  }
  return seen ? relation === 'AND' : null;
}
