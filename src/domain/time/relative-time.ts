// Spec screens-data-rules.md §9's relative time (ago.ts) between two dates as the platform sends them.
import dayjs, { type ConfigType } from 'dayjs';

import { agoText } from './ago';

/**
 * How long ago `then` was, seen from `now` (Date, timestamp in ms, or a date string dayjs reads), as agoText says
 * it; a missing or unreadable date gives ''.
 */
export function relativeTime(now: ConfigType, then: ConfigType): string {
  if (now === undefined || now === null || then === undefined || then === null) return '';
  const from = dayjs(now);
  const to = dayjs(then);
  if (!from.isValid() || !to.isValid()) return '';
  return agoText(from.diff(to, 'second'));
}
