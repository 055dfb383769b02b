// Spec screens-data-rules.md §5: "a date range is shown as start to end with -- for a missing end; an empty value
// shows the label 未填写."
import { normaliseDate } from './normalise-date';

export const EMPTY_LABEL = '未填写';
const MISSING_END = '--';
const RANGE_SEPARATOR = ' ~ ';

/** A date for display: normalised with dashes, or 未填写 when empty. */
export function dateDisplay(value: unknown, format?: string): string {
  const text = normaliseDate(value, format);
  return text === '' ? EMPTY_LABEL : text;
}

/**
 * A date range for display: `start ~ end`, with `--` standing for a missing end (and a missing start);
 * 未填写 when both are empty.
 */
export function dateRangeDisplay(start: unknown, end: unknown, format?: string): string {
  const from = normaliseDate(start, format);
  const to = normaliseDate(end, format);
  if (from === '' && to === '') return EMPTY_LABEL;
  return `${from || MISSING_END}${RANGE_SEPARATOR}${to || MISSING_END}`;
}
