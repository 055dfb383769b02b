// Spec screens-data-rules.md §5/§9: weeks start on Monday; date range filters run from 00:00:00 to 24:00:00. The
// panel's range is whole days, sent as `YYYY-MM-DD` (the server reads them on the user's clock).
import dayjs, { type ConfigType } from 'dayjs';

import { relativeDateRange } from '../form-engine/relative-date';

/** The ranges the panel offers, in the order shown; `all` is no range, `custom` the user's own days. */
export const RANGE_PRESETS = ['all', 'thisWeek', 'lastWeek', 'thisMonth', 'lastMonth', 'thisYear', 'last30Days', 'custom'] as const;
export type RangePreset = (typeof RANGE_PRESETS)[number];

export interface DayRange {
  /** `YYYY-MM-DD`, inclusive; null is open. */
  start: string | null;
  end: string | null;
}

export const OPEN_RANGE: DayRange = { start: null, end: null };

const DAY = 'YYYY-MM-DD';

/** The days a preset stands for, seen from `now` (local time). `custom` keeps `custom`; `all` is open. */
export function presetRange(preset: RangePreset, now: ConfigType, custom: DayRange = OPEN_RANGE): DayRange {
  if (preset === 'all') return OPEN_RANGE;
  if (preset === 'custom') return orderedRange(custom);
  const range = relativeDateRange(preset, now);
  return range ? { start: range[0].format(DAY), end: range[1].format(DAY) } : OPEN_RANGE;
}

/** A range whose start is after its end is read the other way round. */
export function orderedRange(r: DayRange): DayRange {
  return r.start && r.end && r.start > r.end ? { start: r.end, end: r.start } : r;
}

/** The days the custom range's date pickers offer, seen from `now`: from two years before this year to this year's end. */
export function customRangeBounds(now: ConfigType): { startDate: string; endDate: string } {
  const d = dayjs(now);
  return { startDate: d.subtract(2, 'year').startOf('year').format(DAY), endDate: d.endOf('year').format(DAY) };
}

export type CustomRangeProblem = 'incomplete' | 'startAfterEnd';

const pickedDay = (text: unknown): string | null => {
  // A date picker answers `YYYY-MM-DD`; `YYYY/M/D` reads the same.
  if (typeof text !== 'string') return null;
  const m = /^(\d{4})[/-](\d{1,2})[/-](\d{1,2})$/.exec(text.trim());
  if (!m) return null;
  const day = `${m[1]}-${m[2]!.padStart(2, '0')}-${m[3]!.padStart(2, '0')}`;
  // 2026-02-30 would roll over to March: a day that does not read back the same is not a day.
  return dayjs(day).isValid() && dayjs(day).format(DAY) === day ? day : null;
};

/** The custom range the user confirmed: both days present and the start not after the end. */
export function customRange(picked: unknown): { range: DayRange } | { problem: CustomRangeProblem } {
  const [start, end] = Array.isArray(picked) ? picked.map(pickedDay) : [];
  if (!start || !end) return { problem: 'incomplete' };
  if (start > end) return { problem: 'startAfterEnd' };
  return { range: { start, end } };
}

export type Grouping = 'day' | 'week' | 'month';
export const GROUPINGS: readonly Grouping[] = ['day', 'week', 'month'];

/**
 * How a date row is named: a day `MM-DD`, a week by its Monday `MM-DD起`, a month `YYYY年M月`. Anything else (an
 * option label) stays as the server gave it.
 */
export function periodLabel(key: string | null, label: string, group: Grouping | null): string {
  if (key === null || group === null) return label;
  if (group === 'month') {
    const m = /^(\d{4})-(\d{2})$/.exec(key);
    return m ? `${m[1]}年${Number(m[2])}月` : label;
  }
  const d = /^\d{4}-(\d{2})-(\d{2})$/.exec(key);
  if (!d) return label;
  return group === 'week' ? `${d[1]}-${d[2]}起` : `${d[1]}-${d[2]}`;
}
