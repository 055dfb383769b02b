// "The records behind a figure open in the lists screen": the filter conditions that pick the records one figure
// counts. An option figure is the records with that option (or without a value, for 未填写); a date figure the
// records of its day, week (Monday to Sunday) or month; both within the panel's date range on the data set's date.
import dayjs from 'dayjs';

import type { DayRange, Grouping } from './date-range';
import { OP, CUSTOM_VALUE, dateRangeCondition, type FilterCondition } from '../records';

export interface FigureSource {
  dimension: { key: string; kind: 'option' | 'date'; group?: Grouping | null } | null;
  /** The date the panel's range applies to (`createTime` or a date field). */
  dateField: string;
}

const DAY = 'YYYY-MM-DD';

/** The days of one date figure: a day, a week from its Monday, a month `YYYY-MM`. */
export function periodDays(key: string, group: Grouping): DayRange {
  const none = { start: null, end: null };
  if (group === 'month') {
    const first = dayjs(`${key}-01`);
    return /^\d{4}-\d{2}$/.test(key) && first.isValid() ? { start: first.format(DAY), end: first.endOf('month').format(DAY) } : none;
  }
  const day = dayjs(key);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(key) || !day.isValid()) return none;
  return { start: day.format(DAY), end: (group === 'week' ? day.add(6, 'day') : day).format(DAY) };
}

const later = (a: string | null, b: string | null) => (a === null ? b : b === null ? a : a > b ? a : b);
const earlier = (a: string | null, b: string | null) => (a === null ? b : b === null ? a : a < b ? a : b);

const within = (key: string, r: DayRange): FilterCondition[] => (r.start || r.end ? [dateRangeCondition(key, r.start, r.end, 'date')] : []);

/** The conditions for the records of the figure `rowKey` (null: the records without a value), in `range`. */
export function figureConditions(source: FigureSource, rowKey: string | null, range: DayRange): FilterCondition[] {
  const dim = source.dimension;
  if (dim?.kind === 'date' && rowKey !== null) {
    const period = periodDays(rowKey, dim.group ?? 'day');
    if (dim.key === source.dateField) return within(dim.key, { start: later(period.start, range.start), end: earlier(period.end, range.end) });
    return [...within(dim.key, period), ...within(source.dateField, range)];
  }
  const option: FilterCondition[] =
    dim === null
      ? []
      : rowKey === null
        ? [{ key: dim.key, op: 'null', vtype: CUSTOM_VALUE }]
        : [{ key: dim.key, op: OP.equal, vtype: CUSTOM_VALUE, value: rowKey }];
  return [...option, ...within(source.dateField, range)];
}
