// The Lists screen opened on the records behind something else (a figure of the statistic analysis): conditions
// carried in the address as `filter` (JSON of filter conditions, spec §3 first shape). A filter that cannot be read
// is ignored rather than failing the list: the list then shows every record, said so by the screen's notice missing.
import { z } from 'zod/mini';

import { filterConditionSchema, type FilterCondition } from './schemas';

const MAX_CONDITIONS = 10;

/** The `filter` query value of conditions. */
export const encodeListFilter = (conditions: readonly FilterCondition[]): string => JSON.stringify(conditions);

/** The conditions of a `filter` query value (already URL-decoded); [] when absent or unreadable. */
export function decodeListFilter(raw: string | undefined): FilterCondition[] {
  if (!raw) return [];
  try {
    const parsed = z.array(filterConditionSchema).check(z.maxLength(MAX_CONDITIONS)).safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : [];
  } catch {
    return [];
  }
}
