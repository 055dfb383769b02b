/**
 * A record's values checked on the server with the client's own rules (src/domain/form-engine): the fields the role
 * may fill, their states (hidden, read-only, required from the field-state settings and linkage), the required and
 * format checks, the shape each control type holds, sub-form rows and the form's conditional checks. A record that
 * fails is refused with the field errors in the client's shape: `data.errors` (field key → message) and `data.rows`
 * (sub-form key → per-row errors).
 */
import type { Form, FormAccess } from './forms.js';
import { fieldStates } from '../../../src/domain/form-engine/field-state.js';
import { buildFormModel, validateForm } from '../../../src/domain/form-engine/form-model.js';
import { parseFieldStateSettings, parseFormScript, parsePermissions } from '../../../src/domain/form-engine/types.js';
import { valueShapeError } from '../../../src/domain/form-engine/value-types.js';
import { ApiError } from '../http/errors.js';

interface ValueErrors {
  errors: Record<string, string>;
  rows: Record<string, Record<string, string>[]>;
}

/** The errors of `values` (the whole record as it would be stored) on this form for this caller, or null. */
function valueErrors(access: FormAccess, form: Form, values: Record<string, unknown>, mode: 'add' | 'edit'): (ValueErrors & { message: string }) | null {
  const settings = parseFieldStateSettings(form.fieldStates ?? []);
  const model = buildFormModel(parseFormScript(form.definitionPublish), settings, mode, parsePermissions(access.permissions), { formId: form.id, role: access.role });
  const states = fieldStates(model.index, { mode, settings, values });
  const result = validateForm(model, values, states);
  const errors = { ...result.errors };
  for (const f of model.fields) {
    if (errors[f.key] || states[f.key]?.hidden) continue;
    const shape = valueShapeError(f.control, values[f.key]);
    if (shape) errors[f.key] = shape;
  }
  const checkMessage = result.check.passed ? null : (result.check.message ?? '表单校验未通过');
  if (Object.keys(errors).length === 0 && checkMessage === null) return null;
  const first = Object.values(errors)[0] ?? checkMessage!;
  return { errors, rows: result.rows, message: first };
}

/** Refuses values with errors: 400 `表单校验未通过: {first error}`, the field errors in `data`. */
export function requireValidValues(access: FormAccess, form: Form, values: Record<string, unknown>, mode: 'add' | 'edit'): void {
  const found = valueErrors(access, form, values, mode);
  if (found) throw new ApiError(400, 400, `表单校验未通过: ${found.message}`, undefined, { errors: found.errors, rows: found.rows });
}
