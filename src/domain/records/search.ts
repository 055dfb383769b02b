// Spec screens-data-rules.md §5 (search keyword rule; a within date range with a 10-character start gets 00:00:00 and
// 24:00:00), §6 (filters on system user fields and subordinates, staff type), §3 (filter condition in two shapes);
// calls-and-errors.md §5 ("Form data search uses isQueryField=0"), §7 (form-data/query?page&size&sort&isQueryField=0).
// The keyword and date-range rules themselves are form-engine/values.ts's; this module builds the search's filter
// conditions and query payloads with them.
import type { Engine } from '../engine';
import { controlTypeOfKey } from '../form-engine/types';
import {
  dateRangeFilterValue,
  filterCondition,
  keywordConditions as valuesKeywordConditions,
} from '../form-engine/values';
import type { QueryParams } from '../query';
import {
  filterConditionSchema,
  operationConditionSchema,
  type FilterCondition,
  type OperationCondition,
} from './schemas';
import { DEFAULT_SORT, sortParams, type SortInput } from './sort';
import { normaliseDate } from '../time/normalise-date';

/** The operators used here, by their §5 names. */
export const OP = { equal: 'equal', include: 'include', within: 'within', anyone: 'anyone' } as const;

/** vtype / matchType of a value typed in by the user (§5 match type CUSTOM). */
export const CUSTOM_VALUE = 'CUSTOM';

/** dtype: the type of the condition's value (ours: the spec names the field, not its values). */
export const DTYPE = { string: 'string', number: 'number', date: 'date', list: 'array' } as const;

/* ---------- The keyword rule and the date range: form-engine/values.ts's rules, in this shape ---------- */

export interface SearchableField {
  key: string;
  /** The control type; when absent, the type named by the key's prefix (`number_amount` → number). */
  type?: string;
}

/** A condition of the other shape (key, operation, type, value) with the value typed in by the user, in this shape. */
function fromValuesRule(c: { key: string; operation: string; type?: string; value?: unknown }): FilterCondition {
  const dtype = typeof c.value === 'number' ? DTYPE.number : DTYPE.string;
  return { key: c.key, ktype: c.type, dtype, op: c.operation, vtype: CUSTOM_VALUE, value: c.value };
}

/** The system field of the record's business code (§3), which a record card shows as its title. */
const CODE_KEY = 'code';

/**
 * The conditions a search keyword gives, any of which may match: one per searchable field, by the rule of
 * form-engine/values.ts (a numeric keyword matches number fields by equality with the keyword converted to a number;
 * every other pair uses contains), and the record's business code containing it, since the card's title is that code
 * (issue 42: searching the code a card shows found nothing). An empty keyword gives none.
 */
export function keywordConditions(keyword: string, fields: readonly SearchableField[]): FilterCondition[] {
  const typed: { key: string; type: string }[] = [];
  for (const field of fields) {
    const type = field.type ?? controlTypeOfKey(field.key);
    if (type !== undefined) typed.push({ key: field.key, type });
  }
  const byField = valuesKeywordConditions(typed, keyword).map(fromValuesRule);
  const kw = keyword.trim();
  return kw === '' ? byField : [...byField, { key: CODE_KEY, dtype: DTYPE.string, op: OP.include, vtype: CUSTOM_VALUE, value: kw }];
}

const normalised = (v: unknown): unknown => (typeof v === 'string' ? normaliseDate(v) : v);

/**
 * §5: the bounds of a date range, normalised with dashes first; a 10-character start gets 00:00:00 and the end
 * 24:00:00 (form-engine/values.ts dateRangeFilterValue; an end that already has a time keeps it).
 */
export function dayBounds(start: unknown, end: unknown): [unknown, unknown] {
  const bounded = dateRangeFilterValue(OP.within, [normalised(start), normalised(end)]);
  const [from, to] = bounded as [unknown, unknown];
  return [from, to];
}

/**
 * A condition as the server reads it (form-engine/values.ts filterCondition): a within date range gets its day
 * bounds, a department value its id list, null checks on list-valued controls an empty list. Others are unchanged.
 */
export function serverCondition(condition: FilterCondition): FilterCondition {
  const read = filterCondition({ type: condition.ktype, operation: condition.op, value: condition.value });
  return read.value === condition.value ? condition : { ...condition, value: read.value };
}

/** A date-range filter on a field (date, dateRange, dateSelector, or the system times createTime, lastModifiedTime). */
export function dateRangeCondition(key: string, start: unknown, end: unknown, type = 'date'): FilterCondition {
  return { key, ktype: type, dtype: DTYPE.date, op: OP.within, vtype: CUSTOM_VALUE, value: dayBounds(start, end) };
}

/* ---------- System user fields and subordinates (§6) ---------- */

/** §6 system user fields, by the record key they filter on. */
const SYSTEM_USER_FIELDS = { creator: 'createdBy', owner: 'ownerId', lastModifier: 'lastModifiedBy' } as const;
export type SystemUserField = keyof typeof SYSTEM_USER_FIELDS;

/** A system user field, or a staff control of the form by its key. */
export type UserFilterTarget = SystemUserField | { staffKey: string };

const STAFF_TYPE = 'staff';

const keyOf = (target: UserFilterTarget): string =>
  typeof target === 'string' ? SYSTEM_USER_FIELDS[target] : target.staffKey;

const uniqueIds = (ids: readonly string[]): string[] => [...new Set(ids.filter((id) => id !== ''))];

function staffCondition(target: UserFilterTarget, ids: string[]): FilterCondition {
  return { key: keyOf(target), ktype: STAFF_TYPE, dtype: DTYPE.list, op: OP.anyone, vtype: CUSTOM_VALUE, value: ids };
}

/** Records whose user field is any of these users; null when none is chosen (no filter at all). */
export function userCondition(target: UserFilterTarget, userIds: readonly string[]): FilterCondition | null {
  const ids = uniqueIds(userIds);
  return ids.length === 0 ? null : staffCondition(target, ids);
}

/**
 * Records whose user field is one of my subordinates (ids from the subordinates call). Unlike userCondition, no
 * subordinates still gives a condition, with an empty list, so that it matches no record instead of every record.
 */
export function subordinatesCondition(target: UserFilterTarget, subordinateIds: readonly string[]): FilterCondition {
  return staffCondition(target, uniqueIds(subordinateIds));
}

/* ---------- The two shapes (§3) ---------- */

/**
 * key, ktype, dtype, op, vtype, value → key, operation, type, value, matchType: op is operation, ktype (the key's
 * control type) is type, vtype is matchType. dtype has no place in the other shape and is dropped.
 */
export function toOperationShape(c: FilterCondition): OperationCondition {
  const out: OperationCondition = { key: c.key, operation: c.op, value: c.value };
  if (c.ktype !== undefined) out.type = c.ktype;
  if (c.vtype !== undefined) out.matchType = c.vtype;
  return out;
}

/** key, operation, type, value, matchType → key, ktype, dtype, op, vtype, value (no dtype: the shape has none). */
export function toFilterShape(c: OperationCondition): FilterCondition {
  const out: FilterCondition = { key: c.key, op: c.operation, value: c.value };
  if (c.type !== undefined) out.ktype = c.type;
  if (c.matchType !== undefined) out.vtype = c.matchType;
  return out;
}

/** A condition in either shape as a FilterCondition; null when it is neither. */
export function readFilterCondition(raw: unknown): FilterCondition | null {
  const filter = filterConditionSchema.safeParse(raw);
  if (filter.success) return filter.data;
  const operation = operationConditionSchema.safeParse(raw);
  return operation.success ? toFilterShape(operation.data) : null;
}

/** Conditions in either shape; unreadable ones are left out. */
export function readFilterConditions(raw: unknown): FilterCondition[] {
  if (!Array.isArray(raw)) return [];
  const out: FilterCondition[] = [];
  for (const item of raw) {
    const condition = readFilterCondition(item);
    if (condition) out.push(condition);
  }
  return out;
}

/* ---------- The query payload per engine ---------- */

const DEFAULT_PAGE = 1;
const DEFAULT_PAGE_SIZE = 20;
/** calls-and-errors.md §5: the newer engine's form data query asks for isQueryField=0. */
const IS_QUERY_FIELD = 0;

export interface RecordQuery {
  formId: string;
  /** 1-based (the spec's linkage query starts at page 1). */
  page?: number;
  size?: number;
  /** Default DEFAULT_SORT (newest first). An empty list asks for no sort. */
  sort?: SortInput | readonly SortInput[];
  keyword?: string;
  /** The form's fields the keyword may apply to. */
  fields?: readonly SearchableField[];
  /** Filters: all must hold. */
  conditions?: readonly FilterCondition[];
  /**
   * Minutes east of UTC of the user's clock (480 in China). Sent so the server reads a day range on the system
   * times (ISO instants) in the user's days; left out when absent (the server then assumes UTC+8).
   */
  timeZoneOffset?: number;
}

/** What the API layer sends: query parameters and a JSON body (transport CallOptions' `query` and `data`). */
export interface QueryPayload {
  query: QueryParams;
  data: {
    /** All must hold; values as the server reads them (serverCondition). */
    conditions: FilterCondition[];
    /** From the keyword: any may hold. */
    keywordConditions: FilterCondition[];
    [key: string]: unknown;
  };
}

const positive = (n: number | undefined, fallback: number): number =>
  typeof n === 'number' && Number.isInteger(n) && n > 0 ? n : fallback;

/**
 * The form data query of an engine. Newer (current): page, size, sort and isQueryField=0 as query parameters
 * (form-data/query?page&size&sort&isQueryField=0). Older (v1, POST data/query): formId, page, size and sort in
 * the body. Sorts are converted per engine (sort.ts); one sort is one parameter, several repeat it.
 */
export function recordQueryPayload(q: RecordQuery, engine: Engine): QueryPayload {
  const page = positive(q.page, DEFAULT_PAGE);
  const size = positive(q.size, DEFAULT_PAGE_SIZE);
  const sorts = sortParams(q.sort ?? DEFAULT_SORT, engine);
  const sort = sorts.length === 0 ? undefined : sorts.length === 1 ? sorts[0] : sorts;
  const conditions = (q.conditions ?? []).map(serverCondition);
  const keyword = keywordConditions(q.keyword ?? '', q.fields ?? []);
  const zone = Number.isInteger(q.timeZoneOffset) ? { timeZoneOffset: q.timeZoneOffset } : {};
  if (engine === 'current') {
    return {
      query: { page, size, sort, isQueryField: IS_QUERY_FIELD },
      data: { conditions, keywordConditions: keyword, ...zone },
    };
  }
  return { query: {}, data: { formId: q.formId, page, size, sort, conditions, keywordConditions: keyword, ...zone } };
}
