// Spec screens-data-rules.md §4 "Field visibility": hidden or read-only from the field state (addState when
// creating, editState when editing) and from linkage conditions on radio, checkbox and switch values evaluated
// against the current form data; §5 "Hidden fields have their required rule switched off."
import { atomOf, atomSet, intersects, single, switchOn, valueKind, valueOf } from './compare';
import { flattenForm, type FlatField } from './flatten';
import {
  holdsValue,
  isKnownControlType,
  type Control,
  type FieldLinkage,
  type FieldStateSetting,
  type FormScript,
  type FormValues,
} from './types';

export interface FieldState {
  hidden: boolean;
  readOnly: boolean;
  required: boolean;
}

export type FormMode = 'add' | 'edit';

export interface FieldStateContext {
  mode: FormMode;
  /** The form's field-state settings (§3 { id, fieldLinkage, addState, editState }). */
  settings?: readonly FieldStateSetting[];
  /** The current form data. */
  values: FormValues;
  /** Control types by key, for the linkage sources; default: the type the key's prefix names. */
  fieldType?: (key: string) => string | undefined;
  /** Is a linkage source hidden? A hidden source shows nothing. fieldStates supplies it; default: none hidden. */
  isHidden?: (key: string) => boolean;
}

/** Field states by field key. */
export type FieldStates = Readonly<Record<string, FieldState>>;

type FieldInput = Control | FlatField;

const controlOf = (field: FieldInput): Control =>
  'layout' in field && 'control' in field && typeof field.control === 'object' && field.control !== null
    ? (field as FlatField).control
    : (field as Control);

const settingsMaps = new WeakMap<readonly FieldStateSetting[], ReadonlyMap<string, FieldStateSetting>>();

/** Settings by field id (first wins), built once per settings list. */
function settingsById(settings: readonly FieldStateSetting[] | undefined): ReadonlyMap<string, FieldStateSetting> {
  if (!settings) return new Map();
  let map = settingsMaps.get(settings);
  if (!map) {
    const built = new Map<string, FieldStateSetting>();
    for (const s of settings) if (s.id !== '' && !built.has(s.id)) built.set(s.id, s);
    settingsMaps.set(settings, built);
    map = built;
  }
  return map;
}

/**
 * Does a linkage entry hold? The source's value against `conds`: a switch compares on/off (conds `[true]`,
 * `['true']`, `[1]` all mean on), a checkbox holds when any checked value is in conds, a radio (and any other
 * control) when its value is. A hidden source holds nothing.
 */
function linkageHolds(
  link: FieldLinkage,
  values: FormValues,
  fieldType?: (key: string) => string | undefined,
  isHidden?: (key: string) => boolean,
): boolean {
  if (link.key === '' || isHidden?.(link.key)) return false;
  const value = valueOf(values, link.key);
  const kind = valueKind(fieldType?.(link.key), link.key, value);
  if (kind === 'boolean') return link.conds.some((c) => switchOn(c) === switchOn(value));
  const conds = atomSet(link.conds);
  if (kind === 'set') return intersects(atomSet(value), conds);
  return conds.has(atomOf(single(value)));
}

/**
 * One field's state.
 * - hidden: options.hidden, or the mode's state is HIDDEN, or the field has linkage entries and none holds
 *   (entries are alternatives: any one shows the field);
 * - readOnly: the mode's state is READ_ONLY, or options.disabled, or editing a field whose options.editUpdate is
 *   false, or a control type we do not know (rendered read-only with a notice);
 * - required: rules.required (or options.required) on a visible field of a known type that holds a value.
 */
export function fieldState(field: FieldInput, ctx: FieldStateContext): FieldState {
  const control = controlOf(field);
  const setting = settingsById(ctx.settings).get(control.key);
  const state = setting ? (ctx.mode === 'add' ? setting.addState : setting.editState) : null;
  const links = (setting?.fieldLinkage ?? []).filter((l) => l.key !== '');
  const linkedAway = links.length > 0 && !links.some((l) => linkageHolds(l, ctx.values, ctx.fieldType, ctx.isHidden));
  const known = isKnownControlType(control.type);
  const hidden = control.options.hidden === true || state === 'HIDDEN' || linkedAway;
  const readOnly =
    state === 'READ_ONLY' ||
    control.options.disabled === true ||
    (ctx.mode === 'edit' && control.options.editUpdate === false) ||
    !known;
  const required =
    !hidden && known && holdsValue(control.type) && (control.rules.required || control.options.required === true);
  return { hidden, readOnly, required };
}

// ---- the whole form, and cheap recomputation after one edit ---------------------------------------------------
//
// How an edit stays cheap (states and checks recomputed within 16 ms for a 300-field form):
// a field's state depends only on the mode, its own control and setting, and the values (and visibility) of the
// linkage sources its setting names — never on its own value. fieldStateIndex inverts the settings once into
// `dependants` (source key → keys whose fieldLinkage names it). After an edit of key K, fieldStatesAfterEdit walks
// `dependants` from K (breadth first, so a source hidden by the edit hides its own dependants too) and recomputes
// only those fields; every other state is reused as the same object, so a renderer memoised per field re-renders
// only what changed. The cost is O(number of dependants of K), usually a handful, instead of O(fields).
// A change of mode or settings changes every state: call fieldStates again.

export interface FieldStateIndex {
  /** The fields with a key, in render order. */
  readonly fields: readonly FlatField[];
  readonly byKey: ReadonlyMap<string, FlatField>;
  readonly settings: readonly FieldStateSetting[];
  readonly types: ReadonlyMap<string, string>;
  /** Linkage source key → keys of the fields whose linkage names it. */
  readonly dependants: ReadonlyMap<string, readonly string[]>;
}

/** Precomputes what fieldStates needs: fields by key, types by key and the linkage dependency index. */
export function fieldStateIndex(
  fields: readonly FlatField[],
  settings: readonly FieldStateSetting[] = [],
): FieldStateIndex {
  const byKey = new Map<string, FlatField>();
  const types = new Map<string, string>();
  for (const f of fields) {
    if (f.key === '' || byKey.has(f.key)) continue;
    byKey.set(f.key, f);
    types.set(f.key, f.type);
  }
  const dependants = new Map<string, string[]>();
  for (const setting of settingsById(settings).values()) {
    if (!byKey.has(setting.id)) continue;
    for (const link of setting.fieldLinkage) {
      if (link.key === '') continue;
      const list = dependants.get(link.key) ?? [];
      if (!list.includes(setting.id)) list.push(setting.id);
      dependants.set(link.key, list);
    }
  }
  return { fields: [...byKey.values()], byKey, settings, types, dependants };
}

/** The keys whose state may change when `changed` change: their dependants, and theirs, and so on. */
export function affectedBy(index: FieldStateIndex, changed: readonly string[]): Set<string> {
  const out = new Set<string>();
  const queue = [...changed];
  for (let key = queue.shift(); key !== undefined; key = queue.shift()) {
    for (const dependant of index.dependants.get(key) ?? []) {
      if (out.has(dependant)) continue;
      out.add(dependant);
      queue.push(dependant);
    }
  }
  return out;
}

type FormInput = FieldStateIndex | readonly FlatField[] | Pick<FormScript, 'list' | 'renderList'>;

const indexes = new WeakMap<object, { settings: readonly FieldStateSetting[] | undefined; index: FieldStateIndex }>();

const isIndex = (form: FormInput): form is FieldStateIndex => !Array.isArray(form) && 'dependants' in form;

/** The index of a form (a script, its flattened fields, or an index), built once per form and settings list. */
function indexOf(form: FormInput, settings: readonly FieldStateSetting[] | undefined): FieldStateIndex {
  if (isIndex(form)) return form;
  const cached = indexes.get(form);
  if (cached && cached.settings === settings) return cached.index;
  const fields = Array.isArray(form) ? (form as readonly FlatField[]) : flattenForm(form as FormScript);
  const index = fieldStateIndex(fields, settings);
  indexes.set(form, { settings, index });
  return index;
}

const sameState = (a: FieldState | undefined, b: FieldState): boolean =>
  a !== undefined && a.hidden === b.hidden && a.readOnly === b.readOnly && a.required === b.required;

function resolve(
  index: FieldStateIndex,
  ctx: FieldStateContext,
  keys: Iterable<string>,
  previous: FieldStates | undefined,
): Record<string, FieldState> {
  const out: Record<string, FieldState> = Object.create(null) as Record<string, FieldState>;
  const pending = new Set(keys);
  const visiting = new Set<string>();
  const sub: FieldStateContext = {
    ...ctx,
    settings: index.settings,
    fieldType: (key) => index.types.get(key) ?? ctx.fieldType?.(key),
    isHidden: (key) => stateOf(key)?.hidden === true,
  };
  function stateOf(key: string): FieldState | undefined {
    if (!pending.has(key)) return previous?.[key];
    const done = out[key];
    if (done) return done;
    const field = index.byKey.get(key);
    // A linkage cycle is broken by taking the field being resolved as visible.
    if (!field || visiting.has(key)) return undefined;
    visiting.add(key);
    const fresh = fieldState(field, sub);
    visiting.delete(key);
    const old = previous?.[key];
    const state = old && sameState(old, fresh) ? old : fresh;
    out[key] = state;
    return state;
  }
  for (const key of pending) stateOf(key);
  return out;
}

/** Every field's state, by key. `form` is a script, its flattened fields, or a fieldStateIndex. */
export function fieldStates(form: FormInput, ctx: FieldStateContext): FieldStates {
  const index = indexOf(form, ctx.settings);
  return resolve(index, ctx, index.byKey.keys(), undefined);
}

/**
 * The states after the fields `changed` were edited: only their linkage dependants are recomputed; unchanged
 * states keep their identity, and when none changed `previous` itself is returned. `ctx.values` holds the edit.
 */
export function fieldStatesAfterEdit(
  form: FormInput,
  previous: FieldStates,
  changed: string | readonly string[],
  ctx: FieldStateContext,
): FieldStates {
  const index = indexOf(form, ctx.settings);
  const affected = affectedBy(index, typeof changed === 'string' ? [changed] : changed);
  if (affected.size === 0) return previous;
  const updates = resolve(index, ctx, affected, previous);
  let changedAny = false;
  for (const key of affected) if (updates[key] !== previous[key]) changedAny = true;
  if (!changedAny) return previous;
  const next: Record<string, FieldState> = Object.create(null) as Record<string, FieldState>;
  for (const key of Object.keys(previous)) next[key] = previous[key] as FieldState;
  for (const key of affected) {
    const state = updates[key];
    if (state) next[key] = state;
  }
  return next;
}

/**
 * The read/write state list (form-field-configs) over the form's own field-state settings: the list's setting of a
 * field wins over the one the form's answer carries; a field the list does not name keeps its own, so the list's
 * failure (an empty list) leaves the form as its answer sets it. The form screen and the record detail read states
 * through this one rule.
 */
export function withFieldConfigs(own: readonly FieldStateSetting[], configs: readonly FieldStateSetting[]): FieldStateSetting[] {
  const configured = new Set(configs.map((c) => c.id));
  return [...own.filter((s) => !configured.has(s.id)), ...configs];
}
