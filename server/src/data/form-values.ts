/**
 * A record's values checked on the server with the client's own rules (src/domain/form-engine), so that what the
 * client would refuse is refused here too: the fields the role may fill, their states (hidden and read-only from the
 * field-state settings and linkage), required fields, formats, the shape each control type holds, sub-form rows and
 * the form's conditional checks (checkSetting). A record that fails is refused with the field errors in the client's
 * shape: `data.errors` (field key → message) and, for sub-forms, `data.rows` (sub-form key → per-row errors).
 *
 * Only what the caller could have filled is asked of them: fields their role may not see, fields hidden or read-only
 * in this mode, and, on a record in a running approval, fields their node does not grant are never required, their
 * stored values are not re-checked, and conditional checks leave them out (as the client leaves out hidden fields).
 */
import type { Form, FormAccess } from './forms.js';
import { evaluateCheckSetting } from '../../../src/domain/form-engine/check-setting.js';
import { fieldStates } from '../../../src/domain/form-engine/field-state.js';
import { buildFormModel, fieldErrorOf } from '../../../src/domain/form-engine/form-model.js';
import { parseFieldStateSettings, parseFormScript, parsePermissions } from '../../../src/domain/form-engine/types.js';
import { valueShapeError } from '../../../src/domain/form-engine/value-types.js';
import { ApiError } from '../errors.js';

export interface ValueCheckOptions {
  /** May the caller change this field? Default: every field (a submit, or an edit outside a running approval). */
  editable?: ((key: string) => boolean) | undefined;
  /** The moment relative dates (`today`) of the conditional checks are read from: the server clock. */
  now?: Date;
}

interface Refusal {
  errors: Record<string, string>;
  rows: Record<string, Record<string, string>[]>;
  message: string;
}

/** The errors of `values` (the whole record as it would be stored) on this form for this caller, or null. */
function valueErrors(access: FormAccess, form: Form, values: Record<string, unknown>, mode: 'add' | 'edit', options: ValueCheckOptions): Refusal | null {
  const editable = options.editable ?? (() => true);
  const settings = parseFieldStateSettings(form.fieldStates ?? []);
  // The model holds only the fields the role may see (form-field permissions): the others are never checked.
  const model = buildFormModel(parseFormScript(form.definitionPublish), settings, mode, parsePermissions(access.permissions), { formId: form.id, role: access.role });
  const states = fieldStates(model.index, { mode, settings, values });
  /** A field the caller fills: their role sees it, it is shown and writable in this mode, and their node grants it. */
  const fills = (key: string): boolean => {
    const state = states[key];
    return model.byKey.has(key) && state !== undefined && !state.hidden && !state.readOnly && editable(key);
  };
  const errors: Record<string, string> = {};
  const rows: Record<string, Record<string, string>[]> = {};
  for (const f of model.fields) {
    const state = states[f.key];
    if (!state || state.hidden || !editable(f.key)) continue;
    const value = values[f.key];
    const shape = valueShapeError(f.control, value);
    if (shape) {
      errors[f.key] = shape;
      continue;
    }
    // A read-only field is not the caller's to fill: not required of them (its stored or default value stands).
    const found = fieldErrorOf(f, state.readOnly ? { ...state, required: false } : state, value);
    if (found.error) errors[f.key] = found.error;
    if (found.rows?.some((row) => Object.keys(row).length > 0)) rows[f.key] = found.rows;
  }
  const check = evaluateCheckSetting(model.script.checkSetting, {
    values,
    // Conditions on a field the caller does not fill have no verdict (as on a hidden field in the client).
    isHidden: (key) => !fills(key),
    fieldType: (key) => model.index.types.get(key),
    event: 'submit',
    ...(options.now ? { now: options.now } : {}),
  });
  for (const [key, texts] of Object.entries(check.fieldErrors)) if (!errors[key] && texts[0]) errors[key] = texts[0];
  const message = Object.values(errors)[0] ?? (check.passed ? undefined : (check.message ?? '表单校验未通过'));
  return message === undefined ? null : { errors, rows, message };
}

/**
 * Refuses values with errors: 400 `表单校验未通过: {first error}`, with `data: { errors, rows }`. A submit is checked
 * in mode `add`, an update as the whole record it makes in mode `edit`.
 */
export function requireValidValues(access: FormAccess, form: Form, values: Record<string, unknown>, mode: 'add' | 'edit', options: ValueCheckOptions = {}): void {
  const found = valueErrors(access, form, values, mode, options);
  if (found) throw new ApiError(400, 400, `表单校验未通过: ${found.message}`, undefined, { errors: found.errors, rows: found.rows });
}
