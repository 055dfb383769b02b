// Spec screens-data-rules.md §3 "Control types seen": every control type in one table, by family. A family is what
// the rest of the code asks about a type: how its value is displayed (display.ts), which editor fills it (the
// renderer's registry, one editor per family), whether it can be filled at all, when a typed value counts as touched.
// A new control type is one row here; the compiler then asks for its display rule and its editor.
import { CONTROL_TYPES, isKnownControlType, type ControlType } from './types';

export type ControlFamily =
  | 'layout'
  | 'divider'
  | 'text'
  | 'richText'
  | 'number'
  | 'choice'
  | 'switch'
  | 'rate'
  | 'date'
  | 'dateRange'
  | 'variable'
  | 'upload'
  | 'picker'
  | 'association'
  | 'linkquery'
  | 'rows'
  | 'address'
  | 'position';

/** The families without a value to fill: layout containers and dividers. */
type Unfilled = 'layout' | 'divider';
/** The families the form fills, each through one editor. */
export type EditorFamily = Exclude<ControlFamily, Unfilled>;

export const CONTROL_FAMILY = {
  tabs: 'layout',
  grid: 'layout',
  divider: 'divider',
  input: 'text',
  code: 'text',
  editor: 'richText',
  number: 'number',
  radio: 'choice',
  checkbox: 'choice',
  checklabel: 'choice',
  switch: 'switch',
  rate: 'rate',
  date: 'date',
  dateSelector: 'date',
  dateRange: 'dateRange',
  vari: 'variable',
  uploadImg: 'upload',
  uploadFile: 'upload',
  ownerId: 'picker',
  staff: 'picker',
  department: 'picker',
  member: 'picker',
  associateMember: 'picker',
  customer: 'picker',
  supplier: 'picker',
  relatedSales: 'picker',
  association: 'association',
  associationForm: 'association',
  linkquery: 'linkquery',
  subform: 'rows',
  proxyform: 'rows',
  address: 'address',
  fixedPosition: 'position',
} as const satisfies Record<ControlType, ControlFamily>;

/** The control types of one family, e.g. the picker types. */
export type TypesOf<F extends ControlFamily> = {
  [T in ControlType]: (typeof CONTROL_FAMILY)[T] extends F ? T : never;
}[ControlType];

export function typesOfFamily<F extends ControlFamily>(family: F): TypesOf<F>[] {
  return CONTROL_TYPES.filter((t): t is TypesOf<F> => CONTROL_FAMILY[t] === family);
}

/** The family of a control type; null for a type the spec does not name (shown read-only with a notice). */
export function controlFamily(type: string): ControlFamily | null {
  return isKnownControlType(type) ? CONTROL_FAMILY[type] : null;
}

const isEditorFamily = (family: ControlFamily | null): family is EditorFamily =>
  family !== null && family !== 'layout' && family !== 'divider';

/** The editor family of a type the form fills; null for layout, dividers and unknown types. */
export function editorFamily(type: string): EditorFamily | null {
  const family = controlFamily(type);
  return isEditorFamily(family) ? family : null;
}

/** Can the user fill a control of this type on mobile? */
export const isEditableType = (type: string): boolean => editorFamily(type) !== null;

/**
 * Typed values count as touched when the field loses focus (no message flashes while the first characters are
 * typed); so does an address, whose area is picked level by level (the province alone is not yet an unfinished
 * address: its message waits until the area sheet closes or the details lose focus); and the rows of a sub-form or
 * proxy form, whose cells show their own messages once touched (a new, empty row is not an error yet), the whole
 * control's at submit. Every other control is touched by its change.
 */
const TOUCHED_ON_BLUR: ReadonlySet<ControlFamily> = new Set(['text', 'richText', 'number', 'address', 'rows']);

export const touchedOnBlur = (type: string): boolean => {
  const family = controlFamily(type);
  return family !== null && TOUCHED_ON_BLUR.has(family);
};
