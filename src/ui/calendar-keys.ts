/**
 * The days of the range calendar (ui/Calendar.tsx) as keys: `YYYY-MM-DD`, moved by the arrow keys within the days the
 * calendar offers. Plain string arithmetic on the local calendar (no time zone, no library: one day is a date).
 */
export type DayKey = string;

const pad = (n: number) => String(n).padStart(2, '0');

export const dayKey = (year: number | string, month: number | string, day: number | string): DayKey =>
  `${year}-${pad(Number(month))}-${pad(Number(day))}`;

/** A day NutUI hands over (`2026/11/29`, `2026-11-29`, or its [y, m, d, 'y/m/d', weekday] array) as a key. */
export function keyOf(value: unknown): DayKey | null {
  const text = Array.isArray(value) ? value[3] : value;
  if (typeof text !== 'string') return null;
  const m = /^(\d{4})[/-](\d{1,2})[/-](\d{1,2})$/.exec(text.trim());
  return m ? dayKey(m[1]!, m[2]!, m[3]!) : null;
}

/** How far each arrow key moves: a day sideways, a week up and down (a row of the grid). */
export const ARROW_STEPS: Readonly<Record<string, number>> = {
  ArrowLeft: -1,
  ArrowRight: 1,
  ArrowUp: -7,
  ArrowDown: 7,
};

/** `key` moved by `days`, kept within [first, last]. */
export function movedDay(key: DayKey, days: number, first: DayKey, last: DayKey): DayKey {
  const [y, m, d] = key.split('-').map(Number) as [number, number, number];
  const moved = new Date(y, m - 1, d + days);
  const next = dayKey(moved.getFullYear(), moved.getMonth() + 1, moved.getDate());
  return next < first ? first : next > last ? last : next;
}

/** The day the keyboard starts on: the picked start, else today, within [first, last]. */
export function firstFocus(picked: readonly DayKey[], today: DayKey, first: DayKey, last: DayKey): DayKey {
  const start = picked[0] ?? today;
  return start < first ? first : start > last ? last : start;
}

/** `2026年11月29日`: a day's name for screen readers. */
export function dayName(key: DayKey): string {
  const [y, m, d] = key.split('-').map(Number);
  return `${y}年${m}月${d}日`;
}
