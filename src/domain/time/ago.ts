// Spec screens-data-rules.md §9: "Relative time: under 300 s shows just now; under 1 hour minutes; under 1 day
// hours; under 30 days days; then months (30 days) and years." Without a date library, for the app's entry
// (the offline note of every loaded screen); relative-time.ts reads dates with dayjs and comes here.

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const MONTH = 30 * DAY;
const YEAR = 365 * DAY;

/**
 * How long ago, given the seconds since: under 300 s 刚刚; under an hour N分钟前; under a day N小时前; under 30 days
 * N天前; under 365 days N个月前 (30-day months, so 360–364 days read 12个月前); then N年前 (365-day years). Every N is
 * rounded down; a time in the future reads 刚刚.
 */
export function agoText(seconds: number): string {
  if (seconds < 300) return '刚刚';
  if (seconds < HOUR) return `${Math.floor(seconds / MINUTE)}分钟前`;
  if (seconds < DAY) return `${Math.floor(seconds / HOUR)}小时前`;
  if (seconds < MONTH) return `${Math.floor(seconds / DAY)}天前`;
  if (seconds < YEAR) return `${Math.floor(seconds / MONTH)}个月前`;
  return `${Math.floor(seconds / YEAR)}年前`;
}
