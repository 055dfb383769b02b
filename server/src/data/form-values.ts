/**
 * A record's values checked on the server with the client's own rules (src/domain/form-engine): the fields the role
 * may fill, their states (hidden from the field-state settings and linkage), the format checks and the shape each
 * control type holds. A record that fails is refused with the field errors in the client's shape: `data.errors`
 * (field key → message).
 */
import type { Form, FormAccess } from './forms.js';
import { isEmptyValue } from '../../../src/domain/form-engine/compare.js';
import { fieldStates } from '../../../src/domain/form-engine/field-state.js';
import { buildFormModel, validateForm } from '../../../src/domain/form-engine/form-model.js';
import { parseFieldStateSettings, parseFormScript, parsePermissions } from '../../../src/domain/form-engine/types.js';
import { valueShapeError } from '../../../src/domain/form-engine/value-types.js';
import { ApiError } from '../http/errors.js';

/**
 * The errors of `values` (the whole record as it would be stored) on this form for this caller, or null: the format
 * of every filled field the caller may see (validators.ts, through validateForm) and the shape of its value.
 * Required fields, sub-form rows and the conditional checks are computed by the same call but not yet enforced here:
 * the existing clients and tests submit partial records (see README "Values").
 */
function valueErrors(access: FormAccess, form: Form, values: Record<string, unknown>, mode: 'add' | 'edit'): { errors: Record<string, string>; message: string } | null {
  const settings = parseFieldStateSettings(form.fieldStates ?? []);
  const model = buildFormModel(parseFormScript(form.definitionPublish), settings, mode, parsePermissions(access.permissions), { formId: form.id, role: access.role });
  const states = fieldStates(model.index, { mode, settings, values });
  const result = validateForm(model, values, states);
  const errors: Record<string, string> = {};
  for (const f of model.fields) {
    if (states[f.key]?.hidden || isEmptyValue(values[f.key])) continue;
    const error = valueShapeError(f.control, values[f.key]) ?? (f.type === 'subform' || f.type === 'proxyform' ? null : result.errors[f.key]);
    if (error) errors[f.key] = error;
  }
  const first = Object.values(errors)[0];
  return first === undefined ? null : { errors, message: first };
}

/** Refuses values with errors: 400 `表单校验未通过: {first error}`, the field errors in `data`. */
export function requireValidValues(access: FormAccess, form: Form, values: Record<string, unknown>, mode: 'add' | 'edit'): void {
  const found = valueErrors(access, form, values, mode);
  if (found) throw new ApiError(400, 400, `表单校验未通过: ${found.message}`, undefined, { errors: found.errors });
}
