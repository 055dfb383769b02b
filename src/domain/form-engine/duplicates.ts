// Spec screens-data-rules.md §5: "Duplicate check inside a table: all configured check fields must be filled,
// otherwise the check is skipped. A no-conflict value means a disjoint comparison; otherwise equality is used.
// Duplicate check of a single field value uses equality on the field in the older engine and a per-field value
// check in the newer one." (calls-and-errors.md §5 likewise.) The requests are built as data; api/ sends them.
import {
  atomSet,
  intersects,
  isEmptyValue,
  periodOfRange,
  rangeParts,
  compareNumbers,
  valueKind,
  valueOf,
  valuesEqual,
  type ValueKind,
} from './compare';
import type { FormValues } from './types';

export type DuplicateMode = 'equal' | 'no-conflict';

interface DuplicateCheckField {
  key: string;
  /** 'no-conflict' (also NO_CONFLICT, noConflict): values conflict unless disjoint. Anything else: equality. */
  mode?: string;
}

/** A table's duplicate check: the check fields (keys, or { key, mode }), with a default mode for all of them. */
export interface TableDuplicateCheck {
  fields: readonly (string | DuplicateCheckField)[];
  mode?: string;
}

export interface TableDuplicates {
  /** Pairs of row indexes [earlier, later] that repeat each other on every check field. */
  pairs: [number, number][];
  /** Every row index in some pair, ascending. */
  rows: number[];
  /** Rows left out of the check because a check field is empty. */
  skipped: number[];
}

export function duplicateMode(mode: unknown): DuplicateMode {
  return typeof mode === 'string' && mode.toLowerCase().replace(/[^a-z]/g, '') === 'noconflict'
    ? 'no-conflict'
    : 'equal';
}

const overlap = (a: { start: number; end: number }, b: { start: number; end: number }): boolean =>
  a.start <= b.end && b.start <= a.end;

/** Numeric range [lo, hi] (open ends allowed) as a period of numbers; null if not a numeric range. */
function numberSpan(value: unknown): { start: number; end: number } | null {
  const parts = rangeParts(value);
  if (!parts) return null;
  const [lo, hi] = parts;
  const start = isEmptyValue(lo) ? -Infinity : Number(lo);
  const end = isEmptyValue(hi) ? Infinity : Number(hi);
  return Number.isNaN(start) || Number.isNaN(end) ? null : { start, end };
}

/**
 * Do two values conflict on a check field? Equality mode: equal values (sets as sets, numbers numerically).
 * No-conflict mode: the values are not disjoint — sets share an item; date and date-range periods overlap (both
 * ends included, so ranges that share a day conflict); number ranges overlap; other values are equal.
 */
export function valuesConflict(kind: ValueKind, mode: DuplicateMode, a: unknown, b: unknown): boolean {
  if (mode === 'equal') return valuesEqual(kind, a, b);
  if (kind === 'set' || (kind === 'text' && Array.isArray(a) && Array.isArray(b))) {
    return intersects(atomSet(a), atomSet(b));
  }
  if (kind === 'date' || kind === 'dateRange') {
    const x = periodOfRange(a);
    const y = periodOfRange(b);
    return x && y ? overlap(x, y) : valuesEqual(kind, a, b);
  }
  if (kind === 'number') {
    const x = numberSpan(a);
    const y = numberSpan(b);
    if (x && y) return overlap(x, y);
    return compareNumbers(a, b) === 0;
  }
  return valuesEqual(kind, a, b);
}

/**
 * Rows of a table (a subform's rows) that repeat each other: two rows are duplicates when they conflict on every
 * check field. A row with an empty check field is skipped; with no check field nothing is checked.
 */
export function tableDuplicates(
  rows: readonly FormValues[],
  check: TableDuplicateCheck,
  fieldType?: (key: string) => string | undefined,
): TableDuplicates {
  const fields = check.fields
    .map((f) => (typeof f === 'string' ? { key: f, mode: check.mode } : { key: f.key, mode: f.mode ?? check.mode }))
    .filter((f) => f.key !== '')
    .map((f) => ({ key: f.key, mode: duplicateMode(f.mode), type: fieldType?.(f.key) }));
  const result: TableDuplicates = { pairs: [], rows: [], skipped: [] };
  if (fields.length === 0) return result;
  const checked: number[] = [];
  rows.forEach((row, i) => {
    if (fields.some((f) => isEmptyValue(valueOf(row, f.key)))) result.skipped.push(i);
    else checked.push(i);
  });
  const involved = new Set<number>();
  for (let x = 0; x < checked.length; x += 1) {
    for (let y = x + 1; y < checked.length; y += 1) {
      const i = checked[x] as number;
      const j = checked[y] as number;
      const same = fields.every((f) => {
        const a = valueOf(rows[i], f.key);
        const b = valueOf(rows[j], f.key);
        return valuesConflict(valueKind(f.type, f.key, a), f.mode, a, b);
      });
      if (same) {
        result.pairs.push([i, j]);
        involved.add(i);
        involved.add(j);
      }
    }
  }
  result.rows = [...involved].sort((a, b) => a - b);
  return result;
}

// ---- the single-field duplicate query, per engine ------------------------------------------------------------

export interface DuplicateQueryInput {
  /** The older engine (/ware-engine-form, app type containing V1). */
  isV1: boolean;
  appId: string;
  formId: string;
  key: string;
  value: unknown;
  /** The field's control type (sent in the older engine's filter). */
  type?: string;
  /** The record being edited, which must not count as its own duplicate. */
  dataId?: string;
}

export interface DuplicateQuery {
  method: 'POST';
  path: string;
  body: Record<string, unknown>;
}

/**
 * The request that asks the server whether a field's value already exists; null for an empty value (nothing to
 * check).
 * - Older engine: POST /ware-engine-form/data/duplicate-check { appId, formId, conditions: [{ key, operation:
 *   'equal', type, value }], dataId? } — an equality filter on the field.
 * - Newer engine: POST /bigtable/application/{appId}/form/{formId}/form-data/duplicate-check { key, value,
 *   dataId? } — the per-field value check.
 */
export function duplicateQuery(input: DuplicateQueryInput): DuplicateQuery | null {
  if (input.key === '' || isEmptyValue(input.value)) return null;
  const withId = (body: Record<string, unknown>): Record<string, unknown> =>
    input.dataId ? { ...body, dataId: input.dataId } : body;
  if (input.isV1) {
    const condition: Record<string, unknown> = { key: input.key, operation: 'equal', value: input.value };
    if (input.type !== undefined) condition.type = input.type;
    return {
      method: 'POST',
      path: '/ware-engine-form/data/duplicate-check',
      body: withId({ appId: input.appId, formId: input.formId, conditions: [condition] }),
    };
  }
  return {
    method: 'POST',
    path: `/bigtable/application/${encodeURIComponent(input.appId)}/form/${encodeURIComponent(input.formId)}/form-data/duplicate-check`,
    body: withId({ key: input.key, value: input.value }),
  };
}
