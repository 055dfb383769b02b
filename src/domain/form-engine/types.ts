// Spec screens-data-rules.md §3 "Form script (layout)", "Field-state setting per field", "Control types seen",
// "Permission entry"; §6 permission kinds. Schemas are tolerant: the renderer must survive malformed input.
import { z } from 'zod/mini';

// zod 4 compiles object parsers with `new Function` unless told not to, and WeChat forbids it (docs/toolchain.md). The
// setting is read when a schema is defined, so it is set here, before the first schema of this module.
z.config({ jitless: true });

/** The control types of §3, in the spec's order. */
export const CONTROL_TYPES = [
  'tabs',
  'grid',
  'divider',
  'input',
  'radio',
  'checkbox',
  'switch',
  'number',
  'date',
  'dateRange',
  'dateSelector',
  'ownerId',
  'address',
  'uploadFile',
  'uploadImg',
  'staff',
  'fixedPosition',
  'association',
  'associationForm',
  'linkquery',
  'subform',
  'proxyform',
  'relatedSales',
  'member',
  'supplier',
  'customer',
  'associateMember',
  'checklabel',
  'rate',
  'editor',
  'code',
  'vari',
  'department',
] as const;
export type ControlType = (typeof CONTROL_TYPES)[number];

const KNOWN_TYPES: ReadonlySet<string> = new Set(CONTROL_TYPES);
/** Longest first, so `dateRange_x` is a dateRange and not a date. */
const TYPES_BY_LENGTH = [...CONTROL_TYPES].sort((a, b) => b.length - a.length);

/** Layout containers: their children sit in `columns[].list`; they hold no value. */
export const LAYOUT_TYPES: ReadonlySet<string> = new Set(['tabs', 'grid']);
/** Controls without a value of their own (layout and decoration). */
const NON_VALUE_TYPES: ReadonlySet<string> = new Set(['tabs', 'grid', 'divider']);

export function isKnownControlType(type: unknown): type is ControlType {
  return typeof type === 'string' && KNOWN_TYPES.has(type);
}

/** Does a control of this type hold a value (and so take part in permissions, states and checks)? */
export function holdsValue(type: string): boolean {
  return !NON_VALUE_TYPES.has(type);
}

/** §3 "Field keys carry these type names as prefixes": the type a key names (`radio_kind` → radio), if any. */
export function controlTypeOfKey(key: string): ControlType | undefined {
  return TYPES_BY_LENGTH.find((type) => key.startsWith(type));
}

// ---- tolerant building blocks -------------------------------------------------------------------------------

/**
 * Any input, absent included. zod 4 reports an absent key unless its schema is optional on input, so every tolerant
 * field starts here; a trailing `.optional()` marks the fields whose output may be undefined.
 */
const anything = () => z.optional(z.unknown());

/** true, 'true', 1, '1' are true; false, 'false', 0, '0' are false; anything else (absent, null) is undefined. */
export const flagSchema = z.optional(
  z.pipe(
    anything(),
    z.transform((v): boolean | undefined => {
      if (v === true || v === 1 || v === 'true' || v === '1') return true;
      if (v === false || v === 0 || v === 'false' || v === '0') return false;
      return undefined;
    }),
  ),
);

/** A key or id: strings are kept, numbers become strings, anything else becomes ''. */
const keySchema = z.pipe(
  anything(),
  z.transform((v) => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '')),
);

const optionalText = z.optional(
  z.pipe(
    anything(),
    z.transform((v) => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : undefined)),
  ),
);

/** A list whose malformed items are dropped, one by one, instead of failing the whole list; not a list → []. */
function tolerantList<T extends z.ZodMiniType>(item: T) {
  return z.pipe(
    anything(),
    z.transform((v): z.output<T>[] => {
      if (!Array.isArray(v)) return [];
      const out: z.output<T>[] = [];
      for (const entry of v) {
        const parsed = item.safeParse(entry);
        if (parsed.success) out.push(parsed.data);
      }
      return out;
    }),
  );
}

// ---- controls -----------------------------------------------------------------------------------------------

/** An option of a radio / checkbox / checklabel: { label, value }; a bare string or number stands for both. */
const optionSchema = z.pipe(
  z.transform((v) => (typeof v === 'string' || typeof v === 'number' ? { label: String(v), value: v } : v)),
  z.looseObject({
    label: z.pipe(
      anything(),
      z.transform((v) => (v === undefined || v === null ? '' : String(v))),
    ),
    value: z.union([z.string(), z.number(), z.boolean()]),
  }),
);
export type ControlOption = z.infer<typeof optionSchema>;

/**
 * §3 "rules (required)". The platform sends either an object `{ required }` or a list of rule objects
 * `[{ required, message }]` (the local server does); both become `{ required, message? }`.
 */
const rulesSchema = z.pipe(
  anything(),
  z.transform((v): { required: boolean; message?: string } => {
    const list = Array.isArray(v) ? v : v && typeof v === 'object' ? [v] : [];
    let required = false;
    let message: string | undefined;
    for (const rule of list) {
      if (!rule || typeof rule !== 'object') continue;
      const r = rule as Record<string, unknown>;
      if (flagSchema.parse(r.required) === true) {
        required = true;
        if (typeof r.message === 'string' && r.message !== '') message ??= r.message;
      }
    }
    return message === undefined ? { required } : { required, message };
  }),
);
type ControlRules = z.infer<typeof rulesSchema>;

interface ControlOptions {
  defaultValue?: unknown;
  hidden?: boolean;
  disabled?: boolean;
  /** Some scripts put `required` in options instead of rules; both count. */
  required?: boolean;
  options: ControlOption[];
  /** Absent means editable when editing; false makes the field read-only in edit mode. */
  editUpdate?: boolean;
  format?: string;
  /** A guest sees a supplier control only when it is open (§6). */
  open?: boolean;
  /** Child controls of subform and proxyform. */
  fields: Control[];
  [extra: string]: unknown;
}

interface ControlColumn {
  label?: string;
  span?: number;
  list: Control[];
  [extra: string]: unknown;
}

/** A control of the form script. Unknown types are kept as written (see isKnownControlType). */
export interface Control {
  key: string;
  type: string;
  name?: string;
  options: ControlOptions;
  rules: ControlRules;
  columns?: ControlColumn[];
  [extra: string]: unknown;
}

const optionsSchema: z.ZodMiniType<ControlOptions> = z.lazy(() =>
  z.pipe(
    z.looseObject({
      defaultValue: z.optional(z.unknown()),
      hidden: flagSchema,
      disabled: flagSchema,
      required: flagSchema,
      options: tolerantList(optionSchema),
      editUpdate: flagSchema,
      format: optionalText,
      open: flagSchema,
      fields: tolerantList(controlSchema),
    }),
    z.transform((o) => {
      // Drop the keys a tolerant field turned into undefined, so `'hidden' in options` means it was sent.
      const out: Record<string, unknown> = {};
      for (const [k, v] of Object.entries(o)) if (v !== undefined) out[k] = v;
      return out as ControlOptions;
    }),
  ),
);

/** A grid or tabs column: `{ label?, span?, list }`; a bare array stands for its list. */
const columnSchema: z.ZodMiniType<ControlColumn> = z.lazy(() =>
  z.pipe(
    z.transform((v) => (Array.isArray(v) ? { list: v } : v)),
    z.pipe(
      z.looseObject({
        label: optionalText,
        span: z.optional(
          z.pipe(
            anything(),
            z.transform((v) => (typeof v === 'number' && Number.isFinite(v) ? v : undefined)),
          ),
        ),
        list: tolerantList(controlSchema),
        children: z.optional(z.unknown()),
      }),
      z.transform(({ children, ...column }) => {
        // `children` is accepted as another spelling of `list`.
        const list = column.list.length > 0 ? column.list : tolerantList(controlSchema).parse(children);
        const out: Record<string, unknown> = { ...column, list };
        if (out.label === undefined) delete out.label;
        if (out.span === undefined) delete out.span;
        return out as ControlColumn;
      }),
    ),
  ),
);

/**
 * A control. Parsing an object never fails: a missing key becomes '', a missing type '' (an unknown type), missing
 * options and rules become empty. Non-objects in a list are dropped by the list.
 */
export const controlSchema: z.ZodMiniType<Control> = z.lazy(() =>
  z.pipe(
    z.looseObject({
      key: keySchema,
      type: z.pipe(
        anything(),
        z.transform((v) => (typeof v === 'string' ? v : '')),
      ),
      name: optionalText,
      options: z.pipe(
        z.transform((v): unknown => (v && typeof v === 'object' && !Array.isArray(v) ? v : {})),
        optionsSchema,
      ),
      rules: rulesSchema,
      columns: z.optional(z.unknown()),
    }),
    z.transform(({ columns, ...control }) => {
      const out: Record<string, unknown> = { ...control };
      if (out.name === undefined) delete out.name;
      if (Array.isArray(columns)) out.columns = tolerantList(columnSchema).parse(columns);
      return out as Control;
    }),
  ),
);

// ---- conditions and checkSetting --------------------------------------------------------------------------------

/**
 * A condition `{ key, operation, type?, value, matchType? }`. The other layer's spelling (`op`, `ktype`, `vtype`) is
 * accepted too. A missing matchType is CUSTOM.
 */
const conditionSchema = z.pipe(
  z.transform((v) => {
    if (!v || typeof v !== 'object' || Array.isArray(v)) return v;
    const c = v as Record<string, unknown>;
    return { ...c, operation: c.operation ?? c.op, type: c.type ?? c.ktype, matchType: c.matchType ?? c.vtype };
  }),
  z.looseObject({
    key: keySchema,
    operation: z.pipe(
      anything(),
      z.transform((v) => (typeof v === 'string' ? v.trim().toLowerCase() : '')),
    ),
    type: optionalText,
    value: z.optional(z.unknown()),
    matchType: z.pipe(
      anything(),
      z.transform((v): string => (typeof v === 'string' && v !== '' ? v.toUpperCase() : 'CUSTOM')),
    ),
  }),
);

/** One check of checkSetting.checkList: its conditions must all hold (or any, with relation OR). */
const checkItemSchema = z.pipe(
  z.transform((v) => {
    if (!v || typeof v !== 'object' || Array.isArray(v)) return v;
    const c = v as Record<string, unknown>;
    return { ...c, conditions: c.conditions ?? c.conds };
  }),
  z.looseObject({
    id: keySchema,
    name: optionalText,
    conditions: tolerantList(conditionSchema),
    relation: z.pipe(
      anything(),
      z.transform((v): 'AND' | 'OR' => (typeof v === 'string' && /^(or|any)$/i.test(v) ? 'OR' : 'AND')),
    ),
    errorText: optionalText,
  }),
);

/** §3 checkSetting { checkList, errorText, showErrorFields, checkEvent }. */
export const checkSettingSchema = z.looseObject({
  checkList: tolerantList(checkItemSchema),
  errorText: optionalText,
  /** true: mark the fields of the failing checks; a list: mark those keys; absent or false: mark none. */
  showErrorFields: z.pipe(
    anything(),
    z.transform((v): boolean | string[] => {
      if (Array.isArray(v)) return v.filter((k): k is string => typeof k === 'string');
      return flagSchema.parse(v) === true;
    }),
  ),
  /** The events that run the checks ('submit', 'change', ...), lower-cased; empty means submit only. */
  checkEvent: z.pipe(
    anything(),
    z.transform((v): string[] => {
      const list = Array.isArray(v) ? v : typeof v === 'string' ? v.split(',') : [];
      return list
        .filter((e): e is string => typeof e === 'string' && e.trim() !== '')
        .map((e) => e.trim().toLowerCase());
    }),
  ),
});
export type CheckSetting = z.infer<typeof checkSettingSchema>;

const EMPTY_CHECK_SETTING: CheckSetting = {
  checkList: [],
  errorText: undefined,
  showErrorFields: false,
  checkEvent: [],
};

// ---- the form script ------------------------------------------------------------------------------------------

/**
 * §3 form script { list, renderList, checkSetting, config }. Accepts the script as a JSON string too (the app's
 * `script` / `definition_publish` may be stored as text). Never fails: anything unreadable is an empty form.
 */
const formScriptSchema = z.pipe(
  z.transform((v) => {
    if (typeof v === 'string') {
      try {
        return JSON.parse(v) as unknown;
      } catch {
        return {};
      }
    }
    return v && typeof v === 'object' && !Array.isArray(v) ? v : {};
  }),
  z.looseObject({
    list: tolerantList(controlSchema),
    renderList: tolerantList(controlSchema),
    checkSetting: z.pipe(
      anything(),
      z.transform((v) => {
        const parsed = checkSettingSchema.safeParse(v && typeof v === 'object' ? v : {});
        return parsed.success ? parsed.data : EMPTY_CHECK_SETTING;
      }),
    ),
    config: z.pipe(
      anything(),
      z.transform((v) => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {})),
    ),
  }),
);
export type FormScript = z.infer<typeof formScriptSchema>;

/** Reads a form script; never throws. */
export function parseFormScript(raw: unknown): FormScript {
  const parsed = formScriptSchema.safeParse(raw);
  return parsed.success ? parsed.data : { list: [], renderList: [], checkSetting: EMPTY_CHECK_SETTING, config: {} };
}

// ---- field-state settings -------------------------------------------------------------------------------------

type FieldStateValue = 'HIDDEN' | 'READ_ONLY';

const stateValueSchema = z.pipe(
  anything(),
  z.transform((v): FieldStateValue | null => {
    if (typeof v !== 'string') return null;
    const upper = v.trim().toUpperCase().replace('-', '_');
    return upper === 'HIDDEN' || upper === 'READ_ONLY' ? upper : null;
  }),
);

/** A linkage entry: this field is shown when control `key` has one of the values `conds`. */
const fieldLinkageSchema = z.looseObject({
  key: keySchema,
  conds: z.pipe(
    anything(),
    z.transform((v) => (Array.isArray(v) ? v : v === undefined || v === null ? [] : [v])),
  ),
});
export type FieldLinkage = z.infer<typeof fieldLinkageSchema>;

/** §3 field-state setting { id, fieldLinkage, addState, editState }; `key` is accepted for id. */
const fieldStateSettingSchema = z.pipe(
  z.transform((v) => {
    if (!v || typeof v !== 'object' || Array.isArray(v)) return v;
    const s = v as Record<string, unknown>;
    return { ...s, id: s.id ?? s.key };
  }),
  z.looseObject({
    id: keySchema,
    fieldLinkage: tolerantList(fieldLinkageSchema),
    addState: stateValueSchema,
    editState: stateValueSchema,
  }),
);
export type FieldStateSetting = z.infer<typeof fieldStateSettingSchema>;

const fieldStateSettingsSchema = tolerantList(fieldStateSettingSchema);

/** Reads the field-state settings; never throws (malformed entries are dropped). */
export function parseFieldStateSettings(raw: unknown): FieldStateSetting[] {
  return fieldStateSettingsSchema.parse(raw);
}

// ---- permissions ----------------------------------------------------------------------------------------------

/** §3 "Permission entry: type and businessKey" (the local server adds formId). */
const permissionSchema = z.looseObject({
  type: z.pipe(
    anything(),
    z.transform((v) => (typeof v === 'string' ? v : '')),
  ),
  businessKey: keySchema,
  formId: z.pipe(
    anything(),
    z.transform((v) => (typeof v === 'string' || typeof v === 'number' ? String(v) : null)),
  ),
});
export type Permission = z.infer<typeof permissionSchema>;

const permissionsSchema = tolerantList(permissionSchema);

/** Reads permission entries; never throws. */
export function parsePermissions(raw: unknown): Permission[] {
  return permissionsSchema.parse(raw);
}

/** Form data: field key → value, as the record's `data` / `content` holds it. */
export type FormValues = Readonly<Record<string, unknown>>;
