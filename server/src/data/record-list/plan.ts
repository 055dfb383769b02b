/**
 * What a list request asks (spec screens-data-rules.md §3 query and search, §5 conditions and keyword), checked and
 * made into a plan the page is read by: the sorts, the conditions all of which must hold, the keyword's conditions
 * one of which must hold, and the caller's clock for dates.
 */
import { keptForm } from './kept-access.js';
import { sortKeys, type SortKey } from './sort.js';
import type { DbOrTx } from '../../db/index.js';
import { permittedFieldKeys, type FormAccess, type FormRecord } from '../forms.js';
import { DEFAULT_TIME_ZONE_OFFSET, keywordConditionsOf, matches, requireSearchable, type Cond } from '../record-search.js';

export interface PageInput {
  page: number;
  size: number;
  sort?: string | string[] | undefined;
  conditions: Cond[];
  keywordConditions: Cond[];
  /** A raw keyword: the §5 keyword rule on the form's input and number fields, added to keywordConditions. */
  keyword?: string | undefined;
  timeZoneOffset?: number | undefined;
}

export interface Plan {
  sorts: SortKey[];
  conditions: Cond[];
  /** Any one of these must hold (keyword conditions); empty: no keyword. */
  anyOf: Cond[];
  /** A keyword on a form without input or number fields finds nothing, rather than everything. */
  nothing: boolean;
  offset: number;
}

export function planOf(db: DbOrTx, access: FormAccess, formId: string, input: PageInput): Plan {
  // §6: conditions and sorts on fields the caller may not see would reveal their values; the keyword skips them.
  const visible = permittedFieldKeys(access, formId);
  const sorts = sortKeys(input.sort);
  requireSearchable(
    [...input.conditions, ...input.keywordConditions, ...sorts].map((c) => c.key),
    visible,
  );
  const anyOf = [
    ...input.keywordConditions,
    ...(input.keyword ? keywordConditionsOf(keptForm(db, formId).definitionPublish, input.keyword, visible) : []),
  ];
  return {
    sorts,
    conditions: input.conditions,
    anyOf,
    nothing: !!input.keyword?.trim() && anyOf.length === 0,
    offset: input.timeZoneOffset ?? DEFAULT_TIME_ZONE_OFFSET,
  };
}

/** Does the record hold the plan's conditions and, with a keyword, one of its conditions (the §5 rule)? */
export const holdsAll = (plan: Plan) => (r: FormRecord) =>
  !plan.nothing &&
  plan.conditions.every((c) => matches(r, c, plan.offset)) &&
  (plan.anyOf.length === 0 || plan.anyOf.some((c) => matches(r, c, plan.offset)));
