/**
 * The state of a form being filled, bound to the engine (issue 6 §2): values, field states recomputed through the
 * engine's dependency index after each edit (fieldStatesAfterEdit), field errors and the conditional checks. Decides
 * nothing itself: every rule is a call into domain/form-engine.
 *
 * Live checks (issue 6 §5): a field's error shows once it has been touched — on blur for text inputs, on change for
 * every other control — and only that field (and the fields whose state the edit changed) is re-checked, so an edit
 * stays far under 16 ms. The conditional checks (checkSetting) run at submit as before, and also on change when the
 * setting's checkEvent lists 'change'. Once a submit showed messages, they follow the edits.
 *
 * Relations (issue 6 §2, §6): a linkquery control looks up its records (data-linkage, debounced 500 ms, spec §9)
 * when one of its condition fields changes; a field marked no-duplicates asks the server on blur, and again before a
 * submit (checkDuplicates).
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';

import { duplicateCheck } from '../../api/forms';
import { dataLinkage } from '../../api/relations';
import { isV1 } from '../../domain/engine';
import {
  checkRunsOn,
  childFields,
  duplicateQuery,
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
  type FieldState,
  type FieldStateIndex,
  type FieldStates,
  type FieldStateSetting,
  type FlatField,
  type FormMode,
  type FormScript,
  type FormValues,
  type Permission,
} from '../../domain/form-engine';
import {
  RELATION_TEXT,
  addressIncomplete,
  duplicateMessage,
  isNoDuplicateField,
  linkQueryRequest,
  linkQueryResult,
  linkQuerySetting,
  linkQuerySources,
  subformErrors,
} from '../../domain/form-engine/relations';
import { DEFAULT_DEBOUNCE_WAIT } from '../../domain/timing/debounce';

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
  // Without a permission list (the call failed) every field is shown: submitting is still checked by the server.
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

const PASSED: CheckResult = { passed: true, failures: [], message: null, fieldErrors: {} };

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

/** Text inputs are touched on blur (no message while the first characters are typed); other controls on change. */
const TOUCHED_ON_BLUR = new Set(['input', 'textarea', 'number', 'editor', 'code']);

interface Live {
  errors: Record<string, string>;
  rows: Record<string, Record<string, string>[]>;
  check: CheckResult;
}

export type LinkStatus = 'loading' | 'failed' | 'done';

export function useFormFilling(model: FormModel, initialValues: FormValues, context: FormContext | null = null) {
  const ctx = useCallback((values: FormValues) => ({ mode: model.mode, settings: model.settings, values }), [model]);
  const [values, setValues] = useState<FormValues>(initialValues);
  const [states, setStates] = useState<FieldStates>(() => fieldStates(model.index, ctx(initialValues)));
  const [shown, setShown] = useState<Validation | null>(null);
  const [live, setLive] = useState<Live>({ errors: {}, rows: {}, check: PASSED });
  const [duplicates, setDuplicates] = useState<Record<string, string>>({});
  const [linkStatus, setLinkStatus] = useState<Record<string, LinkStatus>>({});
  const latest = useRef({ values, states, duplicates });
  latest.current = { values, states, duplicates };
  const touched = useRef(new Set<string>());
  const linkTimers = useRef(new Map<string, ReturnType<typeof setTimeout>>());
  const linkSeq = useRef(new Map<string, number>());
  /** The last value per field the server said is not stored yet: not asked again (the server re-checks at submit). */
  const unique = useRef(new Map<string, string>());
  const contextRef = useRef(context);
  contextRef.current = context;

  useEffect(() => () => linkTimers.current.forEach((t) => clearTimeout(t)), []);

  /** Re-checks the touched fields among `keys` (the edited one and those whose state changed). */
  const recheck = useCallback(
    (keys: Iterable<string>, nextValues: FormValues, nextStates: FieldStates, dups: Record<string, string>) => {
      const checkLive = checkRunsOn(model.script.checkSetting, 'change');
      setLive((prev) => {
        let errors = prev.errors;
        let rows = prev.rows;
        for (const key of keys) {
          if (!touched.current.has(key)) continue;
          const field = model.byKey.get(key);
          if (!field) continue;
          const { error, rows: r } = fieldErrorOf(field, nextStates[key], nextValues[key], dups[key]);
          if ((errors[key] ?? null) !== error) {
            errors = { ...errors };
            if (error) errors[key] = error;
            else delete errors[key];
          }
          if (r) rows = { ...rows, [key]: r };
          else if (rows[key]) {
            rows = { ...rows };
            delete rows[key];
          }
        }
        const check = checkLive
          ? evaluateCheckSetting(model.script.checkSetting, {
              values: nextValues,
              isHidden: (k) => nextStates[k]?.hidden === true,
              fieldType: (k) => model.index.types.get(k),
              event: 'change',
            })
          : prev.check;
        return errors === prev.errors && rows === prev.rows && check === prev.check ? prev : { errors, rows, check };
      });
    },
    [model],
  );

  const apply = useCallback(
    (changes: Record<string, unknown>, touch: boolean) => {
      let nextValues = latest.current.values;
      let nextStates = latest.current.states;
      const before = latest.current.duplicates;
      let dups = before;
      const keys = new Set<string>();
      for (const [key, value] of Object.entries(changes)) {
        nextValues = { ...nextValues, [key]: value };
        const after = fieldStatesAfterEdit(model.index, nextStates, key, ctx(nextValues));
        if (after !== nextStates) for (const k of Object.keys(after)) if (after[k] !== nextStates[k]) keys.add(k);
        nextStates = after;
        keys.add(key);
        // A changed value is no longer known to be a duplicate: it is asked again on blur.
        if (dups[key]) {
          dups = { ...dups };
          delete dups[key];
        }
        const field = model.byKey.get(key);
        if (touch && field && !TOUCHED_ON_BLUR.has(field.type)) touched.current.add(key);
      }
      latest.current = { values: nextValues, states: nextStates, duplicates: dups };
      setValues(nextValues);
      setStates(nextStates);
      if (dups !== before) setDuplicates(dups);
      recheck(keys, nextValues, nextStates, dups);
      setShown((s) => (s ? validateForm(model, nextValues, nextStates, undefined, dups) : s));
      return keys;
    },
    [model, ctx, recheck],
  );

  const lookUp = useCallback(
    (linkKey: string) => {
      const field = model.byKey.get(linkKey);
      const setting = field && linkQuerySetting(field.control);
      const appId = contextRef.current?.appId;
      if (!setting || !appId) return;
      const body = linkQueryRequest(setting, latest.current.values, appId);
      const seq = (linkSeq.current.get(linkKey) ?? 0) + 1;
      linkSeq.current.set(linkKey, seq);
      if (!body) {
        setLinkStatus((s) => ({ ...s, [linkKey]: 'done' }));
        if (!isEmptyValue(latest.current.values[linkKey])) apply({ [linkKey]: [] }, false);
        return;
      }
      setLinkStatus((s) => ({ ...s, [linkKey]: 'loading' }));
      dataLinkage(body)
        .then((page) => {
          if (linkSeq.current.get(linkKey) !== seq) return;
          const { rows, fills } = linkQueryResult(
            setting,
            page.content.map((r) => ({ id: r.id, code: r.code ?? null, content: r.content ?? r.data ?? null })),
          );
          setLinkStatus((s) => ({ ...s, [linkKey]: 'done' }));
          apply({ [linkKey]: rows, ...fills }, false);
        })
        .catch(() => {
          if (linkSeq.current.get(linkKey) === seq) setLinkStatus((s) => ({ ...s, [linkKey]: 'failed' }));
        });
    },
    [model, apply],
  );

  const scheduleLookUps = useCallback(
    (keys: Iterable<string>) => {
      for (const key of keys) {
        for (const linkKey of model.linkSources.get(key) ?? []) {
          const timers = linkTimers.current;
          const pending = timers.get(linkKey);
          if (pending) clearTimeout(pending);
          timers.set(
            linkKey,
            setTimeout(() => {
              timers.delete(linkKey);
              lookUp(linkKey);
            }, DEFAULT_DEBOUNCE_WAIT),
          );
        }
      }
    },
    [model, lookUp],
  );

  const edit = useCallback(
    (key: string, value: unknown) => {
      apply({ [key]: value }, true);
      scheduleLookUps([key]);
    },
    [apply, scheduleLookUps],
  );

  /** Records the server's answer for a no-duplicates field: its message, the touched state, the checks shown. */
  const markDuplicate = useCallback(
    (key: string, duplicate: boolean, asked?: string) => {
      const field = model.byKey.get(key);
      if (!field) return;
      if (duplicate || asked === undefined) unique.current.delete(key);
      else unique.current.set(key, asked);
      const dups = { ...latest.current.duplicates };
      if (duplicate) dups[key] = duplicateMessage(field.control.name, key);
      else delete dups[key];
      latest.current = { ...latest.current, duplicates: dups };
      setDuplicates(dups);
      touched.current.add(key);
      recheck([key], latest.current.values, latest.current.states, dups);
      setShown((s) => (s ? validateForm(model, latest.current.values, latest.current.states, undefined, dups) : s));
    },
    [model, recheck],
  );

  /** Asks the server whether a no-duplicates field's value is already stored; resolves true when it is. */
  const askDuplicate = useCallback(
    async (key: string): Promise<boolean> => {
      const field = model.byKey.get(key);
      const c = contextRef.current;
      const value = latest.current.values[key];
      if (!field || !c || !isNoDuplicateField(field.control) || latest.current.states[key]?.hidden) return false;
      const query = duplicateQuery({
        isV1: isV1(c.appType),
        appId: c.appId,
        formId: c.formId,
        key,
        value,
        type: field.type,
        ...(c.dataId ? { dataId: c.dataId } : {}),
      });
      if (!query) return false;
      const asked = JSON.stringify(value);
      if (unique.current.get(key) === asked) return false;
      let duplicate: boolean;
      try {
        duplicate = (await duplicateCheck(query.path, query.body)).duplicate;
      } catch {
        return false; // Unknown: the server checks again at submit.
      }
      if (latest.current.values[key] !== value) return false; // Edited meanwhile: asked again on the next blur.
      markDuplicate(key, duplicate, asked);
      return duplicate;
    },
    [model, markDuplicate],
  );

  /**
   * A submit the server refused with a field's duplicate message (someone stored the value between the blur check
   * and the submit): the field shows the message, as if the blur check had found it. Resolves whether one matched.
   */
  const refusedAsDuplicate = useCallback(
    (message: string): boolean => {
      const field = model.fields.find((f) => isNoDuplicateField(f.control) && duplicateMessage(f.control.name, f.key) === message);
      if (!field) return false;
      markDuplicate(field.key, true);
      setShown(validateForm(model, latest.current.values, latest.current.states, undefined, latest.current.duplicates));
      return true;
    },
    [model, markDuplicate],
  );

  /** A field lost focus: it is touched, its error shows; a no-duplicates field asks the server. */
  const blur = useCallback(
    (key: string) => {
      touched.current.add(key);
      recheck([key], latest.current.values, latest.current.states, latest.current.duplicates);
      void askDuplicate(key);
    },
    [recheck, askDuplicate],
  );

  /**
   * Before a submit: every no-duplicates field with a value the server has not already called unique asks again;
   * resolves false when one is a duplicate.
   */
  const checkDuplicates = useCallback(async () => {
    const keys = model.fields.filter((f) => isNoDuplicateField(f.control)).map((f) => f.key);
    const found = await Promise.all(keys.map(askDuplicate));
    return !found.some(Boolean);
  }, [model, askDuplicate]);

  /** Replaces every value (a restored draft, a loaded record). */
  const reset = useCallback(
    (next: FormValues) => {
      const nextStates = fieldStates(model.index, ctx(next));
      latest.current = { values: next, states: nextStates, duplicates: {} };
      touched.current.clear();
      unique.current.clear();
      setValues(next);
      setStates(nextStates);
      setShown(null);
      setLive({ errors: {}, rows: {}, check: PASSED });
      setDuplicates({});
    },
    [model, ctx],
  );

  const validate = useCallback(() => {
    const result = validateForm(
      model,
      latest.current.values,
      latest.current.states,
      undefined,
      latest.current.duplicates,
    );
    setShown(result);
    return result;
  }, [model]);

  const validation = useMemo<Validation | null>(() => {
    if (shown) return shown;
    if (Object.keys(live.errors).length === 0 && live.check.passed && Object.keys(live.rows).length === 0) return null;
    return {
      ok: Object.keys(live.errors).length === 0 && live.check.passed,
      errors: live.errors,
      check: live.check,
      rows: live.rows,
      submitted: false,
    };
  }, [shown, live]);

  const visibleValues = useMemo(() => {
    // Hidden fields are not sent: their values would fail checks the user cannot see.
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(values)) if (states[k]?.hidden !== true) out[k] = v;
    return out;
  }, [values, states]);

  return { values, states, validation, edit, blur, reset, validate, checkDuplicates, refusedAsDuplicate, visibleValues, linkStatus };
}
