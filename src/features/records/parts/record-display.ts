/**
 * The display rules of the Lists and Detail screens, pure (no Taro, no calls): the text of a flattened
 * record's fields, its lines, and the fields a keyword searches.
 */
import { displayText, isKeywordField, type FlatField } from '../../../domain/form-engine';
import { SYSTEM_FIELDS, systemFieldText, type FlatRecord, type UserNames } from '../../../domain/records';
import { EMPTY_LABEL } from '../../../domain/time/date-display';

/** The fields a keyword searches (§5 keyword rule, form-engine `isKeywordField`): text, number and picker fields. */
export const searchableFields = (fields: readonly FlatField[]) =>
  fields.filter((f) => isKeywordField(f.type)).map((f) => ({ key: f.key, type: f.type }));

export interface FieldLine {
  key: string;
  label: string;
  text: string;
  /** Lists and search results: an image field's first picture (a file id or an address), a thumbnail beside the text. */
  picture?: string;
}

/** A line with its image field's first picture, when the field is an image field and its value names one. */
function withPicture(line: FieldLine, field: FlatField | undefined, value: unknown): FieldLine {
  const picture = field?.type === 'uploadImg' ? firstPictureOf(value) : null;
  return picture ? { ...line, picture } : line;
}

/**
 * The system fields a record's lines show: all but its internal id (data-…), which names the record for the server
 * and means nothing to a reader (domain/records README 6: 业务编码 is the record's number, and the card's title).
 */
const SHOWN_SYSTEM_FIELDS = SYSTEM_FIELDS.filter((s) => s.key !== 'id');

/**
 * The lines of a flattened record: the form's fields, then the system fields, people by the names `names` holds
 * for their ids (未知用户 when it holds none, never the id). `pictures`: an image field's line carries its first picture, for a card
 * of a list (the detail shows every picture its own way).
 */
export function recordLines(flat: FlatRecord, fields: readonly FlatField[], limit?: number, names?: UserNames, pictures = false): FieldLine[] {
  const custom = fields.map((f) => {
    const line = { key: f.key, label: f.control.name ?? f.name ?? f.key, text: displayText(f, flat[f.key]) };
    return pictures ? withPicture(line, f, flat[f.key]) : line;
  });
  const system = SHOWN_SYSTEM_FIELDS.map((s) => ({ key: s.key, label: s.label, text: systemFieldText(flat, s.key, names) ?? EMPTY_LABEL }));
  const lines = [...custom, ...system];
  return limit === undefined ? lines : lines.slice(0, limit);
}

/** A list column as the Lists screen gets it from domain/records `listColumns`. */
export interface ColumnLike {
  key: string;
  label: string;
  system: boolean;
}

/**
 * The lines of a record for the view's columns, in the view's order: a system column by its system text (names,
 * times), a custom one by its field's display text; 未填写 when empty. Made once per list: the fields are looked up
 * once, not once per row.
 */
export function columnLinesOf(columns: readonly ColumnLike[], fields: readonly FlatField[]): (flat: FlatRecord) => FieldLine[] {
  const byKey = new Map(fields.map((f) => [f.key, f]));
  return (flat) =>
    columns.map((c) => {
      const field = byKey.get(c.key);
      const text = c.system ? (systemFieldText(flat, c.key) ?? EMPTY_LABEL) : field ? displayText(field, flat[c.key]) : EMPTY_LABEL;
      const line = { key: c.key, label: c.label, text };
      return c.system ? line : withPicture(line, field, flat[c.key]);
    });
}

/**
 * The first picture of an uploadImg value, for a list row's thumbnail (the list's own reading: the detail shows every
 * picture its own way): an item's file id, else its address; a bare string is an address. Null when none names one.
 */
export function firstPictureOf(value: unknown): string | null {
  for (const item of Array.isArray(value) ? value : [value]) {
    if (typeof item === 'string' && item.trim()) return item.trim();
    if (item === null || typeof item !== 'object') continue;
    const f = item as Record<string, unknown>;
    const found = [f.fileId, f.url, f.fileUrl].find((v): v is string => typeof v === 'string' && v.trim() !== '');
    if (found) return found.trim();
  }
  return null;
}

/** A form field as the list's column and sort rules read it: key, type and its label in the form. */
export const fieldLike = (f: FlatField) => ({ key: f.key, type: f.type, label: f.control.name ?? f.name ?? f.key });
