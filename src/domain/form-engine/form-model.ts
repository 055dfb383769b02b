// Spec screens-data-rules.md §4 (field visibility), §5 (validation, conditional checks), §6 (field permissions): a
// form ready to be filled (flattened, filtered, indexed) and the checks of a whole form, as pure functions.
import { evaluateCheckSetting, type CheckResult } from './check-setting';
import { isEmptyValue } from './compare';
import { fieldStateIndex, type FieldState, type FieldStateIndex, type FieldStates, type FormMode } from './field-state';
import { childFields, flattenForm, type FlatField } from './flatten';
import { renderableFields } from './permissions';
import { RELATION_TEXT, addressIncomplete, linkQuerySources, subformErrors } from './relations';
import { holdsValue, type FieldStateSetting, type FormScript, type FormValues, type Permission } from './types';
import { fieldError } from './validators';

export interface FormModel {
  script: FormScript;
  /** The fields the user may see (form-field permissions applied), flattened, in render order. */
  fields: FlatField[];
  index: FieldStateIndex;
  settings: FieldStateSetting[];
  mode: FormMode;
  /** Fields by key, and the linkquery fields each field's changes look up. */
  byKey: Map<string, FlatField>;
  linkSources: Map<string, string[]>;
}

/** The record being filled: what the relation calls and the duplicate check need. */
export interface FormContext {
  appId: string;
  formId: string;
  appType: string | null;
  dataId: string | null;
}

/** The model of a form: flattened, filtered by the user's field permissions, indexed for cheap recomputation. */
export function buildFormModel(
  script: FormScript,
  settings: FieldStateSetting[],
  mode: FormMode,
  permissions: readonly Permission[] | null,
  options: { formId?: string; role?: string } = {},
): FormModel {
  const flat = flattenForm(script);
  // null filters nothing: for a caller that has already decided what may be seen (tests, a task's own field map).
  // The form screen never passes null: a permission read that fails stops its load (fails closed).
  const fields = permissions ? renderableFields(flat, permissions, options) : flat;
  return {
    script,
    fields,
    index: fieldStateIndex(fields, settings),
    settings,
    mode,
    byKey: new Map(fields.map((f) => [f.key, f])),
    linkSources: linkQuerySources(fields),
  };
}

/** The values a new record starts with: each field's defaultValue. */
export function defaultValues(fields: readonly FlatField[]): FormValues {
  const out: Record<string, unknown> = {};
  for (const f of fields) {
    const value = f.control.options.defaultValue;
    if (f.key && holdsValue(f.type) && !isEmptyValue(value)) out[f.key] = value;
  }
  return out;
}

export interface Validation {
  ok: boolean;
  errors: Record<string, string>;
  check: CheckResult;
  /** Per-row errors of sub-form and proxy-form fields: row index → child key → message. */
  rows: Record<string, Record<string, string>[]>;
  /** A submit showed these (every error shown), rather than live checks (touched fields only). */
  submitted: boolean;
}

export const CHECK_PASSED: CheckResult = { passed: true, failures: [], message: null, fieldErrors: {} };

/** One field's error: required / format (fieldError), an unfinished address, a sub-form's row errors, a duplicate. */
export function fieldErrorOf(
  field: FlatField,
  state: FieldState | undefined,
  value: unknown,
  duplicate?: string,
): { error: string | null; rows?: Record<string, string>[] } {
  if (!state || state.hidden) return { error: null };
  const base = fieldError(field.control, state, value);
  if (base) return { error: base };
  if (field.type === 'address' && !state.readOnly && addressIncomplete(field.control, value))
    return { error: RELATION_TEXT.chooseArea };
  if ((field.type === 'subform' || field.type === 'proxyform') && !state.readOnly) {
    const sub = subformErrors(field.control, childFields(field.control), value);
    return { error: sub.message, rows: sub.rows };
  }
  return { error: duplicate ?? null };
}

/** Field errors and the conditional checks of the whole form, for a submit. */
export function validateForm(
  model: FormModel,
  values: FormValues,
  states: FieldStates,
  now?: Date,
  duplicates: Readonly<Record<string, string>> = {},
): Validation {
  const errors: Record<string, string> = {};
  const rows: Record<string, Record<string, string>[]> = {};
  for (const f of model.fields) {
    const { error, rows: r } = fieldErrorOf(f, states[f.key], values[f.key], duplicates[f.key]);
    if (error) errors[f.key] = error;
    if (r) rows[f.key] = r;
  }
  const check = evaluateCheckSetting(model.script.checkSetting, {
    values,
    isHidden: (key) => states[key]?.hidden === true,
    fieldType: (key) => model.index.types.get(key),
    event: 'submit',
    ...(now ? { now } : {}),
  });
  return { ok: Object.keys(errors).length === 0 && check.passed, errors, check, rows, submitted: true };
}
