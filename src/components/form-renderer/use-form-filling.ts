/**
 * The state of a form being filled, bound to the engine (issue 6 §2): values, field states recomputed through the
 * engine's dependency index after each edit (fieldStatesAfterEdit), field errors and the conditional checks. Decides
 * nothing itself: every rule is a call into domain/form-engine.
 */
import { useCallback, useMemo, useRef, useState } from 'react';

import {
  evaluateCheckSetting,
  fieldError,
  fieldStateIndex,
  fieldStates,
  fieldStatesAfterEdit,
  flattenForm,
  holdsValue,
  isEmptyValue,
  renderableFields,
  type CheckResult,
  type FieldStateIndex,
  type FieldStates,
  type FieldStateSetting,
  type FlatField,
  type FormMode,
  type FormScript,
  type FormValues,
  type Permission,
} from '../../domain/form-engine';

export interface FormModel {
  script: FormScript;
  /** The fields the user may see (form-field permissions applied), flattened, in render order. */
  fields: FlatField[];
  index: FieldStateIndex;
  settings: FieldStateSetting[];
  mode: FormMode;
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
  // Without a permission list (the call failed) every field is shown: submitting is still checked by the server.
  const fields = permissions ? renderableFields(flat, permissions, options) : flat;
  return { script, fields, index: fieldStateIndex(fields, settings), settings, mode };
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
}

/** Field errors and the conditional checks of the whole form, for a submit. */
export function validateForm(model: FormModel, values: FormValues, states: FieldStates, now?: Date): Validation {
  const errors: Record<string, string> = {};
  for (const f of model.fields) {
    const state = states[f.key];
    if (!state) continue;
    const error = fieldError(f.control, state, values[f.key]);
    if (error) errors[f.key] = error;
  }
  const check = evaluateCheckSetting(model.script.checkSetting, {
    values,
    isHidden: (key) => states[key]?.hidden === true,
    fieldType: (key) => model.index.types.get(key),
    event: 'submit',
    ...(now ? { now } : {}),
  });
  return { ok: Object.keys(errors).length === 0 && check.passed, errors, check };
}

export function useFormFilling(model: FormModel, initialValues: FormValues) {
  const ctx = useCallback((values: FormValues) => ({ mode: model.mode, settings: model.settings, values }), [model]);
  const [values, setValues] = useState<FormValues>(initialValues);
  const [states, setStates] = useState<FieldStates>(() => fieldStates(model.index, ctx(initialValues)));
  const [validation, setValidation] = useState<Validation | null>(null);
  const latest = useRef({ values, states });
  latest.current = { values, states };

  const edit = useCallback(
    (key: string, value: unknown) => {
      const nextValues = { ...latest.current.values, [key]: value };
      const nextStates = fieldStatesAfterEdit(model.index, latest.current.states, key, ctx(nextValues));
      latest.current = { values: nextValues, states: nextStates };
      setValues(nextValues);
      setStates(nextStates);
      // Once a submit showed messages, they follow the edits (a fixed field loses its message at once).
      setValidation((shown) => (shown ? validateForm(model, nextValues, nextStates) : shown));
    },
    [model, ctx],
  );

  /** Replaces every value (a restored draft, a loaded record). */
  const reset = useCallback(
    (next: FormValues) => {
      const nextStates = fieldStates(model.index, ctx(next));
      latest.current = { values: next, states: nextStates };
      setValues(next);
      setStates(nextStates);
      setValidation(null);
    },
    [model, ctx],
  );

  const validate = useCallback(() => {
    const result = validateForm(model, latest.current.values, latest.current.states);
    setValidation(result);
    return result;
  }, [model]);

  const visibleValues = useMemo(() => {
    // Hidden fields are not sent: their values would fail checks the user cannot see.
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(values)) if (states[k]?.hidden !== true) out[k] = v;
    return out;
  }, [values, states]);

  return { values, states, validation, edit, reset, validate, visibleValues };
}
