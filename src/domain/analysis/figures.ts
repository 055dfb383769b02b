// How the panel shows a figure (spec screens-data-rules.md §5 "amount with at most two decimals", §9 the number
// arithmetic helper): counts are whole numbers, sums and averages at most two decimals rounded half up; shares of a
// whole (a pie) are computed exactly and shown with one decimal, adding up to 100%.
import { divide, minus, plus, round, times } from '../decimal';

export type Aggregation = 'count' | 'sum' | 'avg';

const group3 = (digits: string) => digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/** `1234.5` → `1,234.5`; `0.125` → `0.13`; counts never show decimals. Not a number → `--`. */
export function formatFigure(value: number, agg: Aggregation = 'sum'): string {
  if (!Number.isFinite(value)) return '--';
  const rounded = round(value, agg === 'count' ? 0 : 2);
  if (!Number.isFinite(rounded)) return '--';
  const [int = '0', frac] = String(Math.abs(rounded)).split('.');
  return `${rounded < 0 ? '-' : ''}${group3(int)}${frac ? `.${frac}` : ''}`;
}

/** The exact total of some figures (0.1 + 0.2 is 0.3). */
export function totalOf(values: readonly number[]): number {
  const finite = values.filter(Number.isFinite);
  if (finite.length === 0) return 0;
  return finite.length === 1 ? finite[0]! : plus(...(finite as [number, number, ...number[]]));
}

const positive = (v: number) => (Number.isFinite(v) && v > 0 ? v : 0);

/**
 * Each value's share of the pie in percent, one decimal, adding up to exactly 100.0 (a legend whose parts make
 * 99.9% reads as an error): each share is cut to its tenth and the tenths left over go to the largest remainders
 * (Hamilton's method; on a tie, the earlier slice). Only positive values are slices: the rest, and a pie with
 * nothing in it, get 0.
 */
export function sharesOf(values: readonly number[]): number[] {
  const parts = values.map(positive);
  const total = totalOf(parts);
  if (total === 0) return parts.map(() => 0);
  const exact = parts.map((v) => times(divide(v, total), 1000));
  const tenths = exact.map(Math.floor);
  const left = 1000 - tenths.reduce((a, b) => a + b, 0);
  const byRemainder = exact.map((e, i) => ({ i, rest: minus(e, tenths[i]!) })).sort((a, b) => b.rest - a.rest || a.i - b.i);
  // What is left is less than one tenth per slice with a remainder, so a value of 0 (no remainder) never gets one.
  for (const { i } of byRemainder.slice(0, left)) tenths[i]! += 1;
  return tenths.map((t) => t / 10);
}

export const formatShare = (percent: number): string => `${Number.isFinite(percent) ? percent.toFixed(1) : '0.0'}%`;
