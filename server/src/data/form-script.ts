/**
 * Form scripts (spec screens-data-rules.md §3 "Form script"): { list, renderList, checkSetting, config }.
 *
 * A control: { key, type, name, model, options: { defaultValue, hidden, disabled, required, placeholder, options?,
 * editUpdate?, format?, fields? }, rules: [{ required, message }], columns? }. Keys carry the control type as a prefix
 * (`input_name`). Containers (tabs, grid) hold their children in `columns[].list`; subform and proxyform carry their
 * child controls in `options.fields`.
 *
 * Field-state settings (stored beside the script as `fieldStates`): [{ id, fieldLinkage: [{ key, conds }], addState,
 * editState }], where `fieldLinkage` lists the radio/checkbox/switch values (`conds`) of control `key` under which
 * the field is shown, and addState / editState are 'HIDDEN' | 'READ_ONLY' | null.
 */

export interface Control {
  key: string;
  type: string;
  name: string;
  model: string;
  options: Record<string, unknown>;
  rules: { required: boolean; message: string }[];
  columns?: { label?: string; span?: number; list: Control[] }[];
}

export interface FormScript {
  list: Control[];
  renderList: Control[];
  checkSetting: {
    checkList: {
      id: string;
      name: string;
      conditions: { key: string; operation: string; type: string; value: unknown; matchType?: string }[];
      errorText: string;
    }[];
    errorText: string;
    showErrorFields: boolean;
    checkEvent: string[];
  };
  config: Record<string, unknown>;
}

export interface FieldState {
  id: string;
  fieldLinkage: { key: string; conds: unknown[] }[];
  addState: 'HIDDEN' | 'READ_ONLY' | null;
  editState: 'HIDDEN' | 'READ_ONLY' | null;
}

const CONTAINERS = new Set(['tabs', 'grid', 'divider']);

export function control(
  type: string,
  suffix: string,
  name: string,
  options: Record<string, unknown> = {},
  required = false,
): Control {
  const key = `${type}_${suffix}`;
  return {
    key,
    type,
    name,
    model: key,
    options: { defaultValue: null, hidden: false, disabled: false, required, placeholder: '', ...options },
    rules: required ? [{ required: true, message: `${name}不能为空` }] : [],
  };
}

export function script(list: Control[], extra: Partial<FormScript> = {}): FormScript {
  return {
    list,
    renderList: [],
    checkSetting: { checkList: [], errorText: '', showErrorFields: false, checkEvent: [] },
    config: { labelWidth: 100, labelPosition: 'top', size: 'default' },
    ...extra,
  };
}

/** Every data field of a script, containers flattened (sub-form children excluded: they belong to the sub-form). */
export function fieldKeys(list: Control[]): string[] {
  const out: string[] = [];
  for (const c of list) {
    if (c.columns) for (const col of c.columns) out.push(...fieldKeys(col.list));
    if (!CONTAINERS.has(c.type)) out.push(c.key);
  }
  return out;
}

/** The control of a data field by key (containers flattened, as fieldKeys), or undefined. */
export function controlOf(list: Control[], key: string): Control | undefined {
  for (const c of list) {
    if (c.key === key && !CONTAINERS.has(c.type)) return c;
    for (const col of c.columns ?? []) {
      const found = controlOf(col.list, key);
      if (found) return found;
    }
  }
  return undefined;
}

/** The name of each data field of a script by key (containers flattened, as fieldKeys). */
export function fieldNames(list: Control[], into = new Map<string, string>()): Map<string, string> {
  for (const c of list) {
    if (c.columns) for (const col of c.columns) fieldNames(col.list, into);
    if (!CONTAINERS.has(c.type)) into.set(c.key, c.name);
  }
  return into;
}
