// Spec screens-data-rules.md §5 (search keyword, date-range filters, department values, null checks, rich text,
// option labels, date display) and §9 (the date picker's range).
import dayjs, { type ConfigType } from 'dayjs';

import { atomOf, isEmptyValue, rangeParts, toDecimal } from './compare';
import { evaluateConditions, normaliseOperator, type ConditionLike } from './conditions';
import { controlFamily } from './controls';
import type { ControlOption, FormValues } from './types';
import { DATE_PICKER_YEARS } from '../constants';
import { dateDisplay, dateRangeDisplay, EMPTY_LABEL } from '../time/date-display';

// ---- search keyword ---------------------------------------------------------------------------------------------

/**
 * §5: "Search keyword applies to input and number fields only": the fields whose value is text or a number as the
 * user typed it. A record card (Lists, Search) also shows as plain text the values of the text family's `code`
 * control and the names the pickers stored (customer, supplier, member, staff...: `{ id, name }`), so a keyword
 * finds those too (issue 42: a customer name shown on a card found nothing). Choices, dates and the rest show a
 * label or format that is not the stored value and stay out.
 */
const KEYWORD_FAMILIES: ReadonlySet<string> = new Set(['text', 'number', 'picker']);
export const isKeywordField = (type: string): boolean => {
  const family = controlFamily(type);
  return family !== null && KEYWORD_FAMILIES.has(family);
};

/**
 * The conditions a search keyword stands for, one per searchable field, any of which may hold (OR): a text or picker
 * field contains the keyword; a number field equals the keyword converted to a number when the keyword is numeric,
 * and otherwise contains it. The keyword is trimmed; a blank keyword gives no conditions (everything matches).
 */
export function keywordConditions(fields: readonly { key: string; type: string }[], keyword: string): ConditionLike[] {
  const kw = keyword.trim();
  if (kw === '') return [];
  const numeric = toDecimal(kw) !== null;
  return fields
    .filter((f) => f.key !== '' && isKeywordField(f.type))
    .map((f) =>
      f.type === 'number' && numeric
        ? { key: f.key, type: f.type, operation: 'equal', value: Number(kw) }
        : { key: f.key, type: f.type, operation: 'include', value: kw },
    );
}

/** The names a picker value shows (`{ id, name }` items; staff may carry `nickname`), as the text the keyword reads. */
function pickerNames(value: unknown): string {
  const items = Array.isArray(value) ? value : [value];
  return items
    .map((item) => (item && typeof item === 'object' ? ((item as { name?: unknown; nickname?: unknown }).name ?? (item as { nickname?: unknown }).nickname) : item))
    .filter((name): name is string => typeof name === 'string')
    .join('、');
}

/**
 * Does a record match a search keyword (see keywordConditions)? A blank keyword matches every record. Picker values
 * are read as the names they show (the condition evaluator alone would compare them by id).
 */
export function matchesKeyword(
  values: FormValues,
  fields: readonly { key: string; type: string }[],
  keyword: string,
): boolean {
  const conditions = keywordConditions(fields, keyword);
  if (conditions.length === 0) return true;
  const shown: Record<string, unknown> = { ...values };
  for (const f of fields) if (controlFamily(f.type) === 'picker' && f.key in values) shown[f.key] = pickerNames(values[f.key]);
  return evaluateConditions(conditions, { values: shown }, 'OR') === true;
}

// ---- filter values ----------------------------------------------------------------------------------------------

/** §5 / §9 "Date range filters use 00:00:00 to 24:00:00." */
export const DAY_START = ' 00:00:00';
export const DAY_END = ' 24:00:00';

/** A 10-character date: 2026-11-22 (slashes and dots too). */
const isDay = (v: unknown): v is string => typeof v === 'string' && /^\d{4}[-/.]\d{2}[-/.]\d{2}$/.test(v);

/**
 * A date range filter value `[start, end]` with operator within and a 10-character start (`YYYY-MM-DD`) gets
 * 00:00:00 on the start and 24:00:00 on the end (when the end is a 10-character date too; an end that already has a
 * time is kept). Any other value or operator is returned as given.
 */
export function dateRangeFilterValue(operation: string, value: unknown): unknown {
  if (normaliseOperator(operation) !== 'within' || !Array.isArray(value) || value.length !== 2) return value;
  const [start, end] = value as unknown[];
  if (!isDay(start)) return value;
  return [start + DAY_START, isDay(end) ? end + DAY_END : end];
}

/** §5: department values given as objects ({ id, name }) become a comma-separated id list: `'d1,d2'`. */
export function departmentIds(value: unknown): string {
  const items = Array.isArray(value) ? value : isEmptyValue(value) ? [] : [value];
  return items
    .map(atomOf)
    .filter((id) => id !== '')
    .join(',');
}

/** §5: the controls whose null checks use an empty list. */
const EMPTY_LIST_TYPES: ReadonlySet<string> = new Set(['associationForm', 'linkquery', 'subform', 'proxyform']);

/** A value of associationForm / linkquery / subform / proxyform that is empty (null, '', absent) reads as []. */
export function listSafeValue(type: string, value: unknown): unknown {
  return EMPTY_LIST_TYPES.has(type) && isEmptyValue(value) && !Array.isArray(value) ? [] : value;
}

/**
 * A filter condition `{ key, operation, type, value }` as the server reads it: null / no-null on associationForm,
 * linkquery, subform and proxyform compare with an empty list; a department value becomes its id list; a
 * `within` date range gets the whole days (dateRangeFilterValue).
 */
export function filterCondition<C extends { type?: string; operation: string; value?: unknown }>(condition: C): C {
  const op = normaliseOperator(condition.operation);
  const type = condition.type ?? '';
  if ((op === 'null' || op === 'no-null') && EMPTY_LIST_TYPES.has(type)) return { ...condition, value: [] };
  if (type === 'department') return { ...condition, value: departmentIds(condition.value) };
  if (op === 'within') return { ...condition, value: dateRangeFilterValue(condition.operation, condition.value) };
  return condition;
}

// ---- display ----------------------------------------------------------------------------------------------------

/** §5: rich text as plain text: the escaped markers &lt; and &gt; become < and >, then every tag is stripped. */
export function richTextToPlain(html: unknown): string {
  if (typeof html !== 'string') return '';
  return html
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/<[^>]*>/g, '');
}

/** The option labels of a radio value or checkbox values; a value missing from the options shows as itself. */
export function optionLabels(options: readonly ControlOption[], value: unknown): string[] {
  const items = Array.isArray(value) ? value : [value];
  const labels: string[] = [];
  for (const item of items) {
    if (isEmptyValue(item)) continue;
    const atom = atomOf(item);
    const option = options.find((o) => String(o.value) === atom);
    if (option) labels.push(option.label);
    else if (item && typeof item === 'object' && typeof (item as { label?: unknown }).label === 'string') {
      labels.push((item as { label: string }).label);
    } else labels.push(atom);
  }
  return labels;
}

export const LABEL_SEPARATOR = '、';

/** §5 "Radio and checkbox values are shown as option labels": joined with 、, 未填写 when empty. */
export function optionDisplay(options: readonly ControlOption[], value: unknown): string {
  const labels = optionLabels(options, value);
  return labels.length === 0 ? EMPTY_LABEL : labels.join(LABEL_SEPARATOR);
}

/** A date or date-range field for display (dashes; `start ~ end`, -- for a missing end; 未填写 when empty). */
export function dateFieldDisplay(type: string, value: unknown, format?: string): string {
  if (type === 'dateRange') {
    const parts = rangeParts(value) ?? [value, undefined];
    return dateRangeDisplay(parts[0], parts[1], format);
  }
  return dateDisplay(value, format);
}

// ---- date picker range -----------------------------------------------------------------------------------------

/** §9 "Date picker range plus and minus 10 years": the same day 10 years before and after `now`. */
export function datePickerBounds(now: ConfigType): { start: Date; end: Date } {
  const base = dayjs(now);
  return {
    start: base.subtract(DATE_PICKER_YEARS, 'year').startOf('day').toDate(),
    end: base.add(DATE_PICKER_YEARS, 'year').endOf('day').toDate(),
  };
}

/** The same bounds as the date pickers take them (`start` / `end`, YYYY-MM-DD). */
export function datePickerRange(now: ConfigType): { start: string; end: string } {
  const { start, end } = datePickerBounds(now);
  return { start: dayjs(start).format('YYYY-MM-DD'), end: dayjs(end).format('YYYY-MM-DD') };
}
