/**
 * The display rules of the Lists and Detail screens (issue 7), pure (no Taro, no calls): the text of a flattened
 * record's fields, its lines, and the fields a keyword searches.
 */
import {
  dateFieldDisplay,
  isEmptyValue,
  optionDisplay,
  richTextToPlain,
  type FlatField,
} from '../../../domain/form-engine';
import { SYSTEM_FIELDS, systemFieldText, type FlatRecord } from '../../../domain/records';
import { EMPTY_LABEL } from '../../../domain/time/date-display';

const TEXT_TYPES = new Set(['input', 'textarea', 'number', 'code', 'serialNumber', 'sno', 'email', 'phone', 'mobile']);

/** The fields a keyword searches: text-like and number fields (§5 keyword rule). */
export const searchableFields = (fields: readonly FlatField[]) =>
  fields.filter((f) => TEXT_TYPES.has(f.type)).map((f) => ({ key: f.key, type: f.type }));

const namesOf = (value: unknown): string | undefined => {
  const items = Array.isArray(value) ? value : [value];
  const names = items
    .map((v) => (v && typeof v === 'object' ? ((v as Record<string, unknown>).nickname ?? (v as Record<string, unknown>).name ?? (v as Record<string, unknown>).label) : undefined))
    .filter((n): n is string => typeof n === 'string' && n !== '');
  return names.length ? names.join('、') : undefined;
};

/** A custom field's value as shown: option labels, dates with dashes, rich text as plain, names; 未填写 when empty. */
export function fieldText(field: FlatField, value: unknown): string {
  if (isEmptyValue(value)) return EMPTY_LABEL;
  const t = field.type;
  if (['radio', 'checkbox', 'select'].includes(t)) return optionDisplay(field.control.options.options, value);
  if (['date', 'dateRange', 'dateSelector', 'time'].includes(t)) return dateFieldDisplay(t, value, field.control.options.format);
  if (t === 'editor') return richTextToPlain(value) || EMPTY_LABEL;
  if (t === 'switch') return value === true ? '是' : '否';
  if (typeof value === 'string' || typeof value === 'number') return String(value);
  if (typeof value === 'boolean') return value ? '是' : '否';
  return namesOf(value) ?? EMPTY_LABEL;
}

export interface FieldLine {
  key: string;
  label: string;
  text: string;
}

/** The lines of a flattened record: the form's fields, then the system fields. */
export function recordLines(flat: FlatRecord, fields: readonly FlatField[], limit?: number): FieldLine[] {
  const custom = fields.map((f) => ({ key: f.key, label: f.control.name ?? f.name ?? f.key, text: fieldText(f, flat[f.key]) }));
  const system = SYSTEM_FIELDS.map((s) => ({ key: s.key, label: s.label, text: systemFieldText(flat, s.key) ?? EMPTY_LABEL }));
  const lines = [...custom, ...system];
  return limit === undefined ? lines : lines.slice(0, limit);
}

export const paramOf = (v: unknown): string | undefined =>
  typeof v === 'string' && v !== '' && v !== 'undefined' ? decodeURIComponent(v) : undefined;

/** A list column as the Lists screen gets it from domain/records `listColumns`. */
export interface ColumnLike {
  key: string;
  label: string;
  system: boolean;
}

/**
 * The lines of a record for the view's columns, in the view's order: a system column by its system text (names,
 * times), a custom one by its field's display text; 未填写 when empty.
 */
export function columnLines(flat: FlatRecord, columns: readonly ColumnLike[], fields: readonly FlatField[]): FieldLine[] {
  const byKey = new Map(fields.map((f) => [f.key, f]));
  return columns.map((c) => {
    const field = byKey.get(c.key);
    const text = c.system ? (systemFieldText(flat, c.key) ?? EMPTY_LABEL) : field ? fieldText(field, flat[c.key]) : EMPTY_LABEL;
    return { key: c.key, label: c.label, text };
  });
}

/** A form field as the list's column and sort rules read it: key, type and its label in the form. */
export const fieldLike = (f: FlatField) => ({ key: f.key, type: f.type, label: f.control.name ?? f.name ?? f.key });
