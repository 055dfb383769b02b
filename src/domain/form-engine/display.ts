// Spec screens-data-rules.md §5: "Radio and checkbox values are shown as option labels", "Dates are normalised with
// dashes; a date range is shown as start to end with -- for a missing end; an empty value shows the label 未填写",
// rich text as plain text. The one rule for how a field's value reads as text: the form's read-only view, the Lists
// rows, the Search results, the Detail and the change log all call displayText. README.md "Display" lists the rule
// per family and the cases the spec leaves open.
import { isEmptyValue, switchOn } from './compare';
import { controlFamily, type ControlFamily } from './controls';
import { DISPLAY_TEXT, EMPTY_LABEL, fillText } from './messages';
import { pickedItems } from './pickers';
import { addressDisplay, associationItems, positionDisplay, subformRows } from './relations';
import type { Control } from './types';
import { dateFieldDisplay, LABEL_SEPARATOR, optionDisplay, richTextToPlain } from './values';

/** What the rule reads of a field: its type and its options (option labels, date format). */
export interface DisplayField {
  type: string;
  control: Pick<Control, 'options'>;
}

const isObject = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object' && !Array.isArray(v);

/** One item of a value whose type says nothing more: its name (name, nickname, label), else its id, else as JSON. */
function itemText(item: unknown): string {
  if (typeof item === 'string') return item;
  if (typeof item === 'number') return String(item);
  if (typeof item === 'boolean') return item ? DISPLAY_TEXT.on : DISPLAY_TEXT.off;
  if (isObject(item)) {
    for (const k of ['name', 'nickname', 'label', 'id']) {
      const v = item[k];
      if ((typeof v === 'string' && v.trim() !== '') || typeof v === 'number') return String(v);
    }
  }
  return JSON.stringify(item) ?? '';
}

/** A value of an unknown type, or of a field the form no longer has: text as is, items by their names. */
function plainText(value: unknown): string {
  const items = Array.isArray(value) ? value : [value];
  return items.filter((v) => !isEmptyValue(v)).map(itemText).join(LABEL_SEPARATOR);
}

const joined = (texts: readonly string[]) => texts.filter((t) => t !== '').join(LABEL_SEPARATOR);
const formatOf = (field: DisplayField) => {
  const format = field.control.options.format;
  return typeof format === 'string' ? format : undefined;
};

type Rule = (value: unknown, field: DisplayField) => string;

const BY_FAMILY: Record<ControlFamily, Rule> = {
  layout: plainText,
  divider: plainText,
  text: plainText,
  number: plainText,
  rate: plainText,
  variable: plainText,
  richText: (value) => richTextToPlain(value),
  choice: (value, field) => optionDisplay(field.control.options.options ?? [], value),
  switch: (value) => (switchOn(value) ? DISPLAY_TEXT.on : DISPLAY_TEXT.off),
  date: (value, field) => dateFieldDisplay(field.type, value, formatOf(field)),
  dateRange: (value, field) => dateFieldDisplay(field.type, value, formatOf(field)),
  upload: plainText,
  picker: (value) => joined(pickedItems(value).map((i) => i.name)),
  association: (value) => joined(associationItems(value).map((i) => i.label)),
  linkquery: (value) => joined(associationItems(value).map((i) => i.label)),
  rows: (value) => {
    const count = subformRows(value).length;
    return count ? fillText(DISPLAY_TEXT.rows, String(count)) : '';
  },
  address: (value) => addressDisplay(value),
  position: (value) => positionDisplay(value),
};

/**
 * A field's value as text: by its control type's family (controls.ts); an unknown type, or no field at all (a key
 * the form no longer has), reads as plain text. Empty values, and values a rule finds nothing in, read 未填写. Never
 * throws: a malformed value falls back to plain text.
 */
export function displayText(field: DisplayField | null | undefined, value: unknown): string {
  if (isEmptyValue(value)) return EMPTY_LABEL;
  const family = field ? controlFamily(field.type) : null;
  let text: string;
  try {
    text = field && family ? BY_FAMILY[family](value, field) : plainText(value);
  } catch {
    text = plainText(value);
  }
  return text === '' ? EMPTY_LABEL : text;
}
