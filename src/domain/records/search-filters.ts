// Spec screens-data-rules.md §5 (date range filters use 00:00:00 to 24:00:00), §6 ("Filters may target system user
// fields (creator, owner, last modifier) and subordinates (staff type)"), §3 (filter condition). The Search screen's
// filter panel, as data: which fields it offers, the conditions its choices give, and what is wrong with them.
// Interpretations: README.md "Search screen".
import type { FilterCondition } from './schemas';
import {
  CUSTOM_VALUE,
  DTYPE,
  OP,
  dayBounds,
  subordinatesCondition,
  userCondition,
  type SystemUserField,
} from './search';
import { toDecimal } from '../form-engine/compare';
import { DAY_END, DAY_START } from '../form-engine/values';
import { normaliseDate } from '../time/normalise-date';

/* ---------- The fields the panel offers ---------- */

type FilterKind = 'choice' | 'number' | 'date';

export interface FilterField {
  key: string;
  /** The control type (radio, checkbox, number, date ...), or `date` for the system times. */
  type: string;
  label: string;
  kind: FilterKind;
  /** Choices: the control's options. */
  options?: readonly { label: string; value: string | number | boolean }[];
}

/** Control types filtered by their options (any chosen option matches). */
const CHOICE_TYPES: ReadonlySet<string> = new Set(['radio', 'checkbox', 'checklabel', 'select']);
/** Control types filtered by a range (number) or a range of days (dates; a dateRange record overlaps it). */
const NUMBER_TYPES: ReadonlySet<string> = new Set(['number', 'rate']);
const DATE_TYPES: ReadonlySet<string> = new Set(['date', 'dateSelector', 'dateRange']);

/** The system times a search can filter by (§3 system fields), with their §3 labels. */
const SYSTEM_TIME_FILTERS: readonly FilterField[] = [
  { key: 'createTime', type: 'date', label: '创建时间', kind: 'date' },
  { key: 'lastModifiedTime', type: 'date', label: '更新时间', kind: 'date' },
];

/** The system user fields (§6), in the panel's order, with their §3 labels. */
export const SYSTEM_USER_FILTERS: readonly { field: SystemUserField; label: string }[] = [
  { field: 'creator', label: '创建人' },
  { field: 'owner', label: '数据所有者' },
  { field: 'lastModifier', label: '最后修改人' },
];

export interface FieldLike {
  key: string;
  type: string;
  name?: string | undefined;
  control?: { name?: string | undefined; options?: { options?: readonly { label: string; value: unknown }[] } };
}

const optionValue = (v: unknown): string | number | boolean | null =>
  typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean' ? v : null;

/**
 * The form's fields the filter panel offers, in form order: choices with at least one option, numbers, dates; then
 * the system times. A field of another type is searched by the keyword only (input, number) or not at all.
 */
export function filterFieldsOf(fields: readonly FieldLike[]): FilterField[] {
  const out: FilterField[] = [];
  for (const f of fields) {
    const label = f.control?.name ?? f.name ?? f.key;
    if (CHOICE_TYPES.has(f.type)) {
      const options = (f.control?.options?.options ?? [])
        .map((o) => ({ label: o.label, value: optionValue(o.value) }))
        .filter((o): o is { label: string; value: string | number | boolean } => o.value !== null);
      if (options.length > 0) out.push({ key: f.key, type: f.type, label, kind: 'choice', options });
    } else if (NUMBER_TYPES.has(f.type)) out.push({ key: f.key, type: f.type, label, kind: 'number' });
    else if (DATE_TYPES.has(f.type)) out.push({ key: f.key, type: f.type, label, kind: 'date' });
  }
  return [...out, ...SYSTEM_TIME_FILTERS];
}

/* ---------- The panel's state (what the search remembers per form) ---------- */

/** Someone a user field may be filtered by: me, my subordinates, or a member by id. */
export type UserPick = { kind: 'me' } | { kind: 'subordinates' } | { kind: 'user'; id: string };

export interface SearchState {
  keyword: string;
  /** Choice fields: the chosen option values. */
  choices: Readonly<Record<string, readonly (string | number | boolean)[]>>;
  /** Number fields: the typed bounds, as typed ('' = open). */
  numbers: Readonly<Record<string, readonly [string, string]>>;
  /** Date fields and system times: the chosen days YYYY-MM-DD ('' = open). */
  dates: Readonly<Record<string, readonly [string, string]>>;
  /** System user fields: who. */
  users: Readonly<Partial<Record<SystemUserField, readonly UserPick[]>>>;
}

export const EMPTY_SEARCH: SearchState = { keyword: '', choices: {}, numbers: {}, dates: {}, users: {} };

/** What the user fields' picks stand for: the signed-in user and the subordinates call's answer. */
export interface UserContext {
  me: string | null;
  /** null: not loaded (the call failed or was not needed). */
  subordinates: readonly string[] | null;
}

export const FILTER_ERROR = {
  notANumber: '请输入数字',
  minAboveMax: '最小值不能大于最大值',
  notADay: '请选择日期',
  startAfterEnd: '开始日期不能晚于结束日期',
  noSubordinates: '未能获取您的下属',
} as const;

export interface FilterResult {
  conditions: FilterCondition[];
  /** Per field key (or system user field): what is wrong. No condition is sent while there is one. */
  errors: Record<string, string>;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A number bound as typed: '' is open (null); otherwise a number, or an error. */
function numberBound(text: string): number | null | 'invalid' {
  const t = text.trim();
  if (t === '') return null;
  const d = toDecimal(t);
  return d === null ? 'invalid' : Number(d.toString());
}

/** A day as chosen: '' is open; slashes are normalised first (§5 "Dates are normalised with dashes"). */
function dayBound(text: string): string | null | 'invalid' {
  const t = normaliseDate(text.trim());
  if (t === '') return null;
  return DAY.test(t) ? t : 'invalid';
}

/**
 * §5: a range of days covers whole days: the start gets 00:00:00 and the end 24:00:00 (dayBounds when both are
 * given). With one side only, that side gets its bound and the other stays open (null).
 */
export function dayRange(start: string | null, end: string | null): [string | null, string | null] {
  if (start !== null && end !== null) return dayBounds(start, end) as [string, string];
  return [start === null ? null : start + DAY_START, end === null ? null : end + DAY_END];
}

function choiceCondition(field: FilterField, values: readonly (string | number | boolean)[]): FilterCondition | null {
  if (values.length === 0) return null;
  return { key: field.key, ktype: field.type, dtype: DTYPE.list, op: OP.anyone, vtype: CUSTOM_VALUE, value: [...values] };
}

function userPicksCondition(field: SystemUserField, picks: readonly UserPick[], ctx: UserContext): FilterCondition | 'no-subordinates' | null {
  if (picks.length === 0) return null;
  const ids: string[] = [];
  let subordinates = false;
  for (const pick of picks) {
    if (pick.kind === 'me' && ctx.me) ids.push(ctx.me);
    if (pick.kind === 'user') ids.push(pick.id);
    if (pick.kind === 'subordinates') {
      if (ctx.subordinates === null) return 'no-subordinates';
      subordinates = true;
      ids.push(...ctx.subordinates);
    }
  }
  // With 我的下属 chosen, no subordinates still filters (matching nobody), never "everyone" (search.ts).
  return subordinates ? subordinatesCondition(field, ids) : userCondition(field, ids);
}

/**
 * The filter conditions of the panel's state (all must hold), in the first §3 shape; the keyword is not here
 * (recordQueryPayload turns it into keyword conditions). Fields the panel does not offer are ignored.
 */
export function filterConditions(state: SearchState, fields: readonly FilterField[], ctx: UserContext): FilterResult {
  const conditions: FilterCondition[] = [];
  const errors: Record<string, string> = {};
  for (const field of fields) {
    if (field.kind === 'choice') {
      const c = choiceCondition(field, state.choices[field.key] ?? []);
      if (c) conditions.push(c);
    } else if (field.kind === 'number') {
      const [lo, hi] = (state.numbers[field.key] ?? ['', '']).map(numberBound) as [ReturnType<typeof numberBound>, ReturnType<typeof numberBound>];
      if (lo === 'invalid' || hi === 'invalid') errors[field.key] = FILTER_ERROR.notANumber;
      else if (lo !== null && hi !== null && lo > hi) errors[field.key] = FILTER_ERROR.minAboveMax;
      else if (lo !== null || hi !== null) {
        conditions.push({ key: field.key, ktype: field.type, dtype: DTYPE.number, op: OP.within, vtype: CUSTOM_VALUE, value: [lo, hi] });
      }
    } else {
      const [from, to] = (state.dates[field.key] ?? ['', '']).map(dayBound) as [ReturnType<typeof dayBound>, ReturnType<typeof dayBound>];
      if (from === 'invalid' || to === 'invalid') errors[field.key] = FILTER_ERROR.notADay;
      else if (from !== null && to !== null && from > to) errors[field.key] = FILTER_ERROR.startAfterEnd;
      else if (from !== null || to !== null) {
        conditions.push({ key: field.key, ktype: field.type, dtype: DTYPE.date, op: OP.within, vtype: CUSTOM_VALUE, value: dayRange(from, to) });
      }
    }
  }
  for (const { field } of SYSTEM_USER_FILTERS) {
    const c = userPicksCondition(field, state.users[field] ?? [], ctx);
    if (c === 'no-subordinates') errors[field] = FILTER_ERROR.noSubordinates;
    else if (c) conditions.push(c);
  }
  return { conditions, errors };
}

/** How many filters are set (the panel's badge): each field or user field with a choice, a bound or a pick. */
export function activeFilterCount(state: SearchState): number {
  const filled = (pair: readonly [string, string] | undefined) => !!pair && (pair[0].trim() !== '' || pair[1].trim() !== '');
  return (
    Object.values(state.choices).filter((v) => v.length > 0).length +
    Object.values(state.numbers).filter(filled).length +
    Object.values(state.dates).filter(filled).length +
    Object.values(state.users).filter((v) => (v?.length ?? 0) > 0).length
  );
}

/** Does the state need the subordinates call (我的下属 picked on some user field)? */
export const needsSubordinates = (state: SearchState): boolean =>
  Object.values(state.users).some((picks) => picks?.some((p) => p.kind === 'subordinates'));
