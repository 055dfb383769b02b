// Spec screens-data-rules.md §5: "Dates are normalised with dashes".
import dayjs from 'dayjs';

const DATE_TIME_FORMAT = 'YYYY-MM-DD HH:mm:ss';

/** A number, or a string of digits only, of this many digits or fewer is a Unix time in seconds, else in ms. */
const SECONDS_DIGITS = 10;

/** `YYYY-MM-DDTHH:mm[:ss[.sss]]` with `Z` or `±HH:mm`: an instant, not a wall-clock text. */
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/;

function fromTimestamp(value: number, format: string): string {
  const digits = String(Math.trunc(Math.abs(value))).length;
  const date = digits <= SECONDS_DIGITS ? dayjs.unix(value) : dayjs(value);
  return date.isValid() ? date.format(format) : '';
}

/**
 * A date value written with dashes.
 * - Strings: slashes and dots between the date's numbers become dashes (`2026/11/22 08:00` → `2026-11-22 08:00`,
 *   `2026.1.2` → `2026-1-2`); the rest of the string is kept as written.
 * - Timestamps (numbers, or strings of 13 digits in ms or 10 in seconds) and Date objects are formatted in local
 *   time with `format` (default `YYYY-MM-DD HH:mm:ss`).
 * - ISO 8601 instants as servers send them (`2026-11-22T00:30:05.103Z`, or with an offset) are formatted in local
 *   time with `format` too: a `T` and a zone are not for people to read.
 * - Empty values (undefined, null, '', whitespace) and invalid dates give ''.
 */
export function normaliseDate(value: unknown, format: string = DATE_TIME_FORMAT): string {
  if (value === undefined || value === null) return '';
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? '' : dayjs(value).format(format);
  if (typeof value === 'number') return Number.isFinite(value) ? fromTimestamp(value, format) : '';
  if (typeof value !== 'string') return '';
  const text = value.trim();
  if (text === '') return '';
  if (/^\d{10}$|^\d{13}$/.test(text)) return fromTimestamp(Number(text), format);
  if (ISO_INSTANT.test(text)) {
    const date = dayjs(text);
    return date.isValid() ? date.format(format) : '';
  }
  return text.replace(/^(\d{4})[/.](\d{1,2})[/.](\d{1,2})(?=$|[^\d])/, '$1-$2-$3');
}
