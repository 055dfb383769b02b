// Spec screens-data-rules.md §5: "Relative-date matching: weeks start on Monday; references are today, yesterday,
// tomorrow, this, next and last week, month and year, last 7, 14 and 30 days, next 7, 14 and 30 days."
import dayjs, { type ConfigType, type Dayjs } from 'dayjs';

/** The references, in the spec's order (our spelling; lookups also accept THIS_WEEK, this-week, last_7_days ...). */
export const RELATIVE_DATES = [
  'today',
  'yesterday',
  'tomorrow',
  'thisWeek',
  'nextWeek',
  'lastWeek',
  'thisMonth',
  'nextMonth',
  'lastMonth',
  'thisYear',
  'nextYear',
  'lastYear',
  'last7Days',
  'last14Days',
  'last30Days',
  'next7Days',
  'next14Days',
  'next30Days',
] as const;
export type RelativeDate = (typeof RELATIVE_DATES)[number];

const BY_SQUASHED: ReadonlyMap<string, RelativeDate> = new Map(RELATIVE_DATES.map((r) => [squash(r), r]));

function squash(text: string): string {
  return text.toLowerCase().replace(/[^a-z0-9]/g, '');
}

/** The reference a text names, whatever its case and separators; undefined when it names none. */
export function relativeDateOf(text: unknown): RelativeDate | undefined {
  return typeof text === 'string' ? BY_SQUASHED.get(squash(text)) : undefined;
}

/** Monday 00:00 of the week holding `day`. */
function weekStart(day: Dayjs): Dayjs {
  return day.startOf('day').subtract((day.day() + 6) % 7, 'day');
}

/**
 * The period a reference stands for, seen from `now`: [start of its first day 00:00:00.000, end of its last day
 * 23:59:59.999], local time. Weeks run Monday to Sunday. "last N days" are the N days ending today (today
 * included); "next N days" the N days starting today. Unknown references (or an unreadable now) give null.
 */
export function relativeDateRange(reference: unknown, now: ConfigType): [Dayjs, Dayjs] | null {
  const ref = relativeDateOf(reference);
  const base = dayjs(now);
  if (ref === undefined || !base.isValid()) return null;
  const today = base.startOf('day');
  const days = (from: Dayjs, count: number): [Dayjs, Dayjs] => [from, from.add(count - 1, 'day').endOf('day')];
  const unit = (start: Dayjs, u: 'month' | 'year'): [Dayjs, Dayjs] => [start.startOf(u), start.endOf(u)];
  switch (ref) {
    case 'today':
      return days(today, 1);
    case 'yesterday':
      return days(today.subtract(1, 'day'), 1);
    case 'tomorrow':
      return days(today.add(1, 'day'), 1);
    case 'thisWeek':
      return days(weekStart(today), 7);
    case 'nextWeek':
      return days(weekStart(today).add(7, 'day'), 7);
    case 'lastWeek':
      return days(weekStart(today).subtract(7, 'day'), 7);
    case 'thisMonth':
      return unit(today, 'month');
    case 'nextMonth':
      return unit(today.startOf('month').add(1, 'month'), 'month');
    case 'lastMonth':
      return unit(today.startOf('month').subtract(1, 'month'), 'month');
    case 'thisYear':
      return unit(today, 'year');
    case 'nextYear':
      return unit(today.add(1, 'year'), 'year');
    case 'lastYear':
      return unit(today.subtract(1, 'year'), 'year');
    case 'last7Days':
      return days(today.subtract(6, 'day'), 7);
    case 'last14Days':
      return days(today.subtract(13, 'day'), 14);
    case 'last30Days':
      return days(today.subtract(29, 'day'), 30);
    case 'next7Days':
      return days(today, 7);
    case 'next14Days':
      return days(today, 14);
    case 'next30Days':
      return days(today, 30);
  }
}
