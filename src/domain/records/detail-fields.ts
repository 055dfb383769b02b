// Which of a form's fields a record's detail shows (spec screens-data-rules.md §4 field visibility: "hidden … according
// to linkage conditions (values of radio, checkbox and switch controls) evaluated against the current form data").
// On a detail the current data is the record's own: a field its form hid by linkage when the record was filled (发票抬头
// while 需要发票 is 否) holds nothing the user chose to give, and showing it as 未填写 says the record is incomplete.
// The add and edit states are the form's modes (hidden while adding, read-only while editing), not a rule of reading.
import { fieldStates, type FlatField, type FormValues } from '../form-engine';
import type { FieldStateSetting } from '../form-engine/types';

export function detailFields(fields: readonly FlatField[], settings: readonly FieldStateSetting[], values: FormValues): FlatField[] {
  const linkageOnly = settings.map((s) => ({ ...s, addState: null, editState: null }));
  const states = fieldStates(fields, { mode: 'edit', settings: linkageOnly, values });
  return fields.filter((f) => states[f.key]?.hidden !== true);
}
