// How the panel shows a figure (spec screens-data-rules.md §5 "amount with at most two decimals", §9 the number
// arithmetic helper): counts are whole numbers, sums and averages at most two decimals rounded half up; shares of a
// whole (a pie) are computed exactly and shown with one decimal.
import { divide, plus, round, times } from '../decimal';

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

/** Each value's share of the total in percent, one decimal (0 when the total is 0). */
export function sharesOf(values: readonly number[]): number[] {
  const total = totalOf(values);
  return values.map((v) => (total === 0 || !Number.isFinite(v) ? 0 : round(times(divide(v, total), 100), 1)));
}

export const formatShare = (percent: number): string => `${Number.isFinite(percent) ? percent.toFixed(1) : '0.0'}%`;
