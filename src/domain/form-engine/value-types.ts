// Spec screens-data-rules.md §3 controls: the shape of the value each control type holds. The renderer produces these
// shapes; the local server checks a submitted record against them (with the required, format and conditional checks
// of form-model.ts) before storing it, so one definition decides what a field may hold.
import { isEmptyValue } from './compare';
import { FORM_ENGINE_TEXT, fillText } from './messages';

const NUMERIC_TEXT = /^\s*[-+]?(\d+\.?\d*|\.\d+)(e[-+]?\d+)?\s*$/i;
const isNumberLike = (v: unknown) => (typeof v === 'number' && Number.isFinite(v)) || (typeof v === 'string' && NUMERIC_TEXT.test(v));
const isScalar = (v: unknown) => typeof v === 'string' || (typeof v === 'number' && Number.isFinite(v));
const isPlainObject = (v: unknown) => typeof v === 'object' && v !== null && !Array.isArray(v);
/** An option or a picked person / record: its value, or an object naming it. */
const isChoice = (v: unknown) => isScalar(v) || typeof v === 'boolean' || isPlainObject(v);
const isList = (v: unknown) => Array.isArray(v);
const isChoiceList = (v: unknown) => Array.isArray(v) ? v.every(isChoice) : isChoice(v);

/** What a value of each control type may be; a type not listed may hold anything. */
const SHAPES: Readonly<Record<string, (value: unknown) => boolean>> = {
  input: isScalar,
  number: isNumberLike,
  rate: isNumberLike,
  switch: (v) => typeof v === 'boolean' || v === 0 || v === 1 || v === '0' || v === '1',
  radio: isChoice,
  checkbox: isChoiceList,
  checklabel: isChoiceList,
  date: (v) => typeof v === 'string' || (typeof v === 'number' && Number.isFinite(v)),
  dateSelector: (v) => typeof v === 'string',
  dateRange: (v) => isList(v) && (v as unknown[]).length <= 2 && (v as unknown[]).every((x) => x === null || typeof x === 'string'),
  editor: (v) => typeof v === 'string',
  uploadImg: isList,
  uploadFile: isList,
  subform: (v) => isList(v) && (v as unknown[]).every(isPlainObject),
  proxyform: (v) => isList(v) && (v as unknown[]).every(isPlainObject),
  address: (v) => isPlainObject(v) || isList(v) || typeof v === 'string',
  fixedPosition: (v) => isPlainObject(v) || typeof v === 'string',
  ownerId: isChoice,
  staff: isChoiceList,
  member: isChoiceList,
  customer: isChoiceList,
  supplier: isChoiceList,
  association: isChoiceList,
};

/** The error of a value that is not what its control holds (`{name}格式不正确`), or null. Empty values pass here. */
export function valueShapeError(control: { type: string; name?: string | undefined }, value: unknown): string | null {
  if (isEmptyValue(value)) return null;
  const fits = SHAPES[control.type];
  if (!fits || fits(value)) return null;
  return fillText(FORM_ENGINE_TEXT.wrongShape, control.name || control.type);
}
