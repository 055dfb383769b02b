// The form being filled, outside any UI framework (TanStack Query's query-core / react-query split): values, field
// states, live and submit checks, linkquery lookups, the single-field duplicate check and the saving of the input.
// Spec screens-data-rules.md §4 (field visibility), §5 (checks, duplicate check, linkage query), §9 (debounce 500 ms).
// A renderer subscribes and reads snapshots; the calls (lookups) and the saving are injected, so the session runs
// the same in H5, in the mini program and in Node tests with fake timers.
//
// Live checks: a field's error shows once it has been touched (text inputs on blur, other controls on change,
// controls.ts touchedOnBlur), and an edit re-checks only that field and the fields whose state it changed. The
// conditional checks run at submit, and on change when the setting's checkEvent lists 'change'. Once a submit
// showed messages, they follow the edits.
import { checkRunsOn, evaluateCheckSetting, type CheckResult } from './check-setting';
import { isEmptyValue } from './compare';
import { touchedOnBlur } from './controls';
import { duplicateQuery, type DuplicateQuery } from './duplicates';
import { fieldStates, fieldStatesAfterEdit, type FieldStates } from './field-state';
import {
  CHECK_PASSED,
  fieldErrorOf,
  validateForm,
  type FormContext,
  type FormModel,
  type Validation,
} from './form-model';
import { duplicateMessage, isNoDuplicateField, linkQueryRequest, linkQueryResult, linkQuerySetting } from './relations';
import type { FormValues } from './types';
import { isV1 } from '../engine';
import { DEFAULT_DEBOUNCE_WAIT } from '../timing/debounce';
import { globalTimers, type TimerId, type Timers } from '../timing/timers';

export type LinkStatus = 'loading' | 'failed' | 'done';

/** What a renderer reads. The same object until something changes (useSyncExternalStore compares by identity). */
interface FormSnapshot {
  values: FormValues;
  states: FieldStates;
  /** The messages shown: a submit's (every error), else the live checks' (touched fields); null when none. */
  validation: Validation | null;
  linkStatus: Readonly<Record<string, LinkStatus>>;
  /** The values to send: hidden fields' values would fail checks the user cannot see, so they are left out. */
  visibleValues: FormValues;
}

/** A record a data-linkage lookup found. */
interface LinkedRecord {
  id: string;
  code?: string | null | undefined;
  content?: Record<string, unknown> | null | undefined;
  data?: Record<string, unknown> | null | undefined;
}

export type LinkQueryBody = NonNullable<ReturnType<typeof linkQueryRequest>>;

/** The server calls the session makes. Either may reject: the session shows a failure or lets the server decide. */
export interface FormLookups {
  /** The linkquery lookup (data-linkage). */
  dataLinkage: (body: LinkQueryBody) => Promise<{ content: readonly LinkedRecord[] }>;
  /** Is a no-duplicates field's value already stored? */
  duplicateCheck: (query: DuplicateQuery) => Promise<boolean>;
}

/**
 * Where the input is kept while it is filled (README "never losing input"): a local copy 500 ms after the last
 * change and a server draft 3 s after it, both only once the user has edited something.
 */
export interface FormSaving {
  local?: ((values: FormValues) => void) | undefined;
  /** Omitted where there is no draft (anonymous filling, editing a stored record). A failure is ignored. */
  draft?: ((values: FormValues) => Promise<unknown>) | undefined;
}

export const LOCAL_SAVE_DELAY = DEFAULT_DEBOUNCE_WAIT;
export const DRAFT_SAVE_DELAY = 3000;

export interface FormSessionOptions {
  /** The record being filled; read at each call (it may arrive after the session is made). Null: no calls. */
  context?: () => FormContext | null;
  lookups?: FormLookups | null;
  saving?: FormSaving | null;
  timers?: Timers;
}

export interface FormSession {
  subscribe: (listener: () => void) => () => void;
  getSnapshot: () => FormSnapshot;
  /** The user changed a field: states, checks, lookups and saving follow. */
  edit: (key: string, value: unknown) => void;
  /** A field lost focus: it is touched, its error shows; a no-duplicates field asks the server. */
  blur: (key: string) => void;
  /** Replaces every value (a restored draft, a loaded record); nothing is touched any more. */
  reset: (values: FormValues) => void;
  /** Shows every message, as a submit does. */
  validate: () => Validation;
  /** Before a submit: asks again for each no-duplicates value not already known unique; false when one is stored. */
  checkDuplicates: () => Promise<boolean>;
  /** A submit the server refused with a field's duplicate message: the field shows it. True when one matched. */
  refusedAsDuplicate: (message: string) => boolean;
  /**
   * A submit the server refused with field errors (key → message): each field the form shows takes its message, as
   * after a submit, until its value changes. True when one is shown; the values stay as typed.
   */
  refusedFields: (errors: Readonly<Record<string, unknown>>) => boolean;
  /** Saves the local copy now and drops the pending saves (before a submit: the copy must hold what is sent). */
  saveNow: () => void;
  /** Drops pending lookups and saves (the form is left). */
  dispose: () => void;
}

interface Live {
  errors: Record<string, string>;
  rows: Record<string, Record<string, string>[]>;
  check: CheckResult;
}

const NO_LIVE: Live = { errors: {}, rows: {}, check: CHECK_PASSED };

function visibleOf(values: FormValues, states: FieldStates): FormValues {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(values)) if (states[k]?.hidden !== true) out[k] = v;
  return out;
}

function validationOf(shown: Validation | null, live: Live): Validation | null {
  if (shown) return shown;
  const ok = Object.keys(live.errors).length === 0 && live.check.passed;
  if (ok && Object.keys(live.rows).length === 0) return null;
  return { ok, errors: live.errors, check: live.check, rows: live.rows, submitted: false };
}

export function createFormSession(
  model: FormModel,
  initialValues: FormValues,
  options: FormSessionOptions = {},
): FormSession {
  const timers = options.timers ?? globalTimers;
  const contextOf = () => options.context?.() ?? null;
  const stateContext = (values: FormValues) => ({ mode: model.mode, settings: model.settings, values });

  let values = initialValues;
  let states = fieldStates(model.index, stateContext(initialValues));
  let shown: Validation | null = null;
  let live = NO_LIVE;
  /** What the server found wrong with a field's value (stored already, or refused at submit); cleared when it changes. */
  let serverErrors: Record<string, string> = {};
  let linkStatus: Record<string, LinkStatus> = {};
  const touched = new Set<string>();
  const linkTimers = new Map<string, TimerId>();
  const linkSeq = new Map<string, number>();
  /** The last value per field the server said is not stored yet: not asked again (the server re-checks at submit). */
  const unique = new Map<string, string>();
  let edited = false;
  const saveTimers: { local: TimerId | null; draft: TimerId | null } = { local: null, draft: null };

  const listeners = new Set<() => void>();
  let snapshot: FormSnapshot = {
    values,
    states,
    validation: null,
    linkStatus,
    visibleValues: visibleOf(values, states),
  };

  /** The messages shown, derived again only when the submit's or the live checks' result changed. */
  let derived: { shown: Validation | null; live: Live; validation: Validation | null } = {
    shown,
    live,
    validation: null,
  };

  /** A new snapshot from the current state, reusing every part that did not change; then tells the listeners. */
  function publish() {
    if (derived.shown !== shown || derived.live !== live)
      derived = { shown, live, validation: validationOf(shown, live) };
    const prev = snapshot;
    const { validation } = derived;
    if (
      values === prev.values &&
      states === prev.states &&
      validation === prev.validation &&
      linkStatus === prev.linkStatus
    )
      return;
    snapshot = {
      values,
      states,
      validation,
      linkStatus,
      visibleValues: values === prev.values && states === prev.states ? prev.visibleValues : visibleOf(values, states),
    };
    for (const listener of [...listeners]) listener();
  }

  function clearSaves() {
    if (saveTimers.local !== null) timers.clearTimeout(saveTimers.local);
    if (saveTimers.draft !== null) timers.clearTimeout(saveTimers.draft);
    saveTimers.local = null;
    saveTimers.draft = null;
  }

  /** After each change of values once the user has edited: the local copy and the draft are saved when it settles. */
  function scheduleSaves() {
    if (!edited) return;
    clearSaves();
    const saving = options.saving;
    const local = saving?.local;
    const draft = saving?.draft;
    const at = values;
    if (local) {
      saveTimers.local = timers.setTimeout(() => {
        saveTimers.local = null;
        local(at);
      }, LOCAL_SAVE_DELAY);
    }
    if (draft) {
      saveTimers.draft = timers.setTimeout(() => {
        saveTimers.draft = null;
        void Promise.resolve()
          .then(() => draft(at))
          .catch(() => undefined);
      }, DRAFT_SAVE_DELAY);
    }
  }

  /** Re-checks the touched fields among `keys` (the edited one and those whose state changed). */
  function recheck(keys: Iterable<string>) {
    let { errors, rows } = live;
    for (const key of keys) {
      if (!touched.has(key)) continue;
      const field = model.byKey.get(key);
      if (!field) continue;
      const { error, rows: r } = fieldErrorOf(field, states[key], values[key], serverErrors[key]);
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
    const check = checkRunsOn(model.script.checkSetting, 'change')
      ? evaluateCheckSetting(model.script.checkSetting, {
          values,
          isHidden: (k) => states[k]?.hidden === true,
          fieldType: (k) => model.index.types.get(k),
          event: 'change',
        })
      : live.check;
    if (errors !== live.errors || rows !== live.rows || check !== live.check) live = { errors, rows, check };
  }

  const revalidateShown = () => {
    if (shown) shown = validateForm(model, values, states, undefined, serverErrors);
  };

  function apply(changes: Record<string, unknown>, touch: boolean) {
    const keys = new Set<string>();
    for (const [key, value] of Object.entries(changes)) {
      values = { ...values, [key]: value };
      const after = fieldStatesAfterEdit(model.index, states, key, stateContext(values));
      if (after !== states) for (const k of Object.keys(after)) if (after[k] !== states[k]) keys.add(k);
      states = after;
      keys.add(key);
      // A changed value is no longer known to be a duplicate (asked again on blur) or refused.
      if (serverErrors[key]) {
        serverErrors = { ...serverErrors };
        delete serverErrors[key];
      }
      const field = model.byKey.get(key);
      if (touch && field && !touchedOnBlur(field.type)) touched.add(key);
    }
    recheck(keys);
    revalidateShown();
    scheduleSaves();
    publish();
  }

  const setLinkStatus = (key: string, status: LinkStatus) => {
    if (linkStatus[key] === status) return;
    linkStatus = { ...linkStatus, [key]: status };
    publish();
  };

  function lookUp(linkKey: string) {
    const field = model.byKey.get(linkKey);
    const setting = field && linkQuerySetting(field.control);
    const appId = contextOf()?.appId;
    const lookups = options.lookups;
    if (!setting || !appId || !lookups) return;
    const body = linkQueryRequest(setting, values, appId);
    const seq = (linkSeq.get(linkKey) ?? 0) + 1;
    linkSeq.set(linkKey, seq);
    if (!body) {
      setLinkStatus(linkKey, 'done');
      if (!isEmptyValue(values[linkKey])) apply({ [linkKey]: [] }, false);
      return;
    }
    setLinkStatus(linkKey, 'loading');
    lookups
      .dataLinkage(body)
      .then((page) => {
        if (linkSeq.get(linkKey) !== seq) return;
        const { rows, fills } = linkQueryResult(
          setting,
          page.content.map((r) => ({ id: r.id, code: r.code ?? null, content: r.content ?? r.data ?? null })),
        );
        linkStatus = { ...linkStatus, [linkKey]: 'done' };
        apply({ [linkKey]: rows, ...fills }, false);
      })
      .catch(() => {
        if (linkSeq.get(linkKey) === seq) setLinkStatus(linkKey, 'failed');
      });
  }

  /** Each linkquery whose condition fields changed looks up once the edits settle (500 ms, spec §9). */
  function scheduleLookUps(keys: Iterable<string>) {
    for (const key of keys) {
      for (const linkKey of model.linkSources.get(key) ?? []) {
        const pending = linkTimers.get(linkKey);
        if (pending !== undefined) timers.clearTimeout(pending);
        linkTimers.set(
          linkKey,
          timers.setTimeout(() => {
            linkTimers.delete(linkKey);
            lookUp(linkKey);
          }, DEFAULT_DEBOUNCE_WAIT),
        );
      }
    }
  }

  /** Records the server's answer for a no-duplicates field: its message, the touched state, the checks shown. */
  function markDuplicate(key: string, duplicate: boolean, asked?: string) {
    const field = model.byKey.get(key);
    if (!field) return;
    if (duplicate || asked === undefined) unique.delete(key);
    else unique.set(key, asked);
    serverErrors = { ...serverErrors };
    if (duplicate) serverErrors[key] = duplicateMessage(field.control.name, key);
    else delete serverErrors[key];
    touched.add(key);
    recheck([key]);
    revalidateShown();
  }

  async function askDuplicate(key: string): Promise<boolean> {
    const field = model.byKey.get(key);
    const c = contextOf();
    const lookups = options.lookups;
    const value = values[key];
    if (!field || !c || !lookups || !isNoDuplicateField(field.control) || states[key]?.hidden) return false;
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
    if (unique.get(key) === asked) return false;
    let duplicate: boolean;
    try {
      duplicate = await lookups.duplicateCheck(query);
    } catch {
      return false; // Unknown: the server checks again at submit.
    }
    if (values[key] !== value) return false; // Edited meanwhile: asked again on the next blur.
    markDuplicate(key, duplicate, asked);
    publish();
    return duplicate;
  }

  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => snapshot,
    edit(key, value) {
      edited = true;
      apply({ [key]: value }, true);
      scheduleLookUps([key]);
    },
    blur(key) {
      touched.add(key);
      recheck([key]);
      publish();
      void askDuplicate(key);
    },
    reset(next) {
      values = next;
      states = fieldStates(model.index, stateContext(next));
      touched.clear();
      unique.clear();
      shown = null;
      live = NO_LIVE;
      serverErrors = {};
      scheduleSaves();
      publish();
    },
    validate() {
      shown = validateForm(model, values, states, undefined, serverErrors);
      publish();
      return shown;
    },
    async checkDuplicates() {
      const keys = model.fields.filter((f) => isNoDuplicateField(f.control)).map((f) => f.key);
      const found = await Promise.all(keys.map(askDuplicate));
      return !found.some(Boolean);
    },
    refusedAsDuplicate(message) {
      const field = model.fields.find(
        (f) => isNoDuplicateField(f.control) && duplicateMessage(f.control.name, f.key) === message,
      );
      if (!field) return false;
      markDuplicate(field.key, true);
      shown = validateForm(model, values, states, undefined, serverErrors);
      publish();
      return true;
    },
    refusedFields(errors) {
      const shownHere = Object.entries(errors).filter(
        (e): e is [string, string] =>
          typeof e[1] === 'string' && e[1] !== '' && model.byKey.has(e[0]) && states[e[0]]?.hidden !== true,
      );
      if (shownHere.length === 0) return false;
      serverErrors = { ...serverErrors, ...Object.fromEntries(shownHere) };
      shown = validateForm(model, values, states, undefined, serverErrors);
      publish();
      return true;
    },
    saveNow() {
      clearSaves();
      options.saving?.local?.(values);
    },
    dispose() {
      clearSaves();
      for (const t of linkTimers.values()) timers.clearTimeout(t);
      linkTimers.clear();
    },
  };
}
