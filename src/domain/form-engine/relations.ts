// The value rules of the relation, sub-form, address and location controls (spec screens-data-rules.md §3
// "sub-form and proxy-form controls carry options.fields", "Associated-data row", §5 "Null checks on
// associationForm, linkquery, subform and proxyform values give an empty list", "Linkage query default page 1, size
// 999", duplicate checks; calls-and-errors.md §7 data-linkage, form-association). The spec gives no value shapes for
// these controls: the shapes below are ours and documented in features/form-renderer/README.md.
import { atomOf, isEmptyValue, valueOf } from './compare';
import { tableDuplicates, type TableDuplicateCheck } from './duplicates';
import type { FlatField } from './flatten';
import { FORM_ENGINE_TEXT, fillText } from './messages';
import { holdsValue, type Control, type FormValues } from './types';
import { fieldError } from './validators';
import { LINKAGE_QUERY_PAGE, LINKAGE_QUERY_SIZE } from '../constants';

/** Texts of these controls (ours: the spec names the controls, not their words). */
export const RELATION_TEXT = {
  choose: '选择数据',
  searchPlaceholder: '搜索',
  noRecords: '暂无可选数据',
  loadFailed: '数据加载失败，请重试',
  retry: '重试',
  done: '完成',
  cancel: '取消',
  remove: '移除 {x}',
  addRow: '添加一行',
  removeRow: '删除第{x}行',
  row: '第{x}行',
  rowLimit: '最多添加{x}行',
  linkQueryWaiting: '填写查询条件后自动带出数据',
  linkQueryNone: '没有查询到匹配的数据',
  linkQueryFound: '已带出 {x} 条数据',
  province: '省份',
  city: '城市',
  district: '区县',
  chooseArea: '请选择省市区',
  detailPlaceholder: '详细地址',
  areaFailed: '地区加载失败，请重试',
  choosePosition: '选择位置',
  currentPosition: '获取当前位置',
  positionPlaceholder: '位置描述（可手动填写）',
  positionUnavailable: '无法获取位置，已保留您填写的地址，请手动填写或稍后重试',
  positionCancelled: '已取消选择位置',
  rowErrors: '子表单有 {x} 处需要修改',
} as const;

const isObject = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object' && !Array.isArray(v);
const str = (v: unknown): string => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');

// ---- association / associationForm ---------------------------------------------------------------------------

/** One chosen record of another form, as an association value stores it. */
export interface AssociationItem {
  /** The chosen record's id. */
  id: string;
  /** The form it belongs to. */
  formId: string;
  /** What the user saw when choosing (the showFields' values, else the record code). */
  label: string;
  code?: string;
}

/** associationForm holds any number of records; association holds one unless options.multiple is true. */
export function associationMultiple(control: Pick<Control, 'type' | 'options'>): boolean {
  if (control.type === 'associationForm') return control.options.multiple !== false;
  return control.options.multiple === true;
}

/** The target form of an association, linkquery or proxyform control (options.formId), '' when missing. */
export const targetFormId = (control: Pick<Control, 'options'>): string => str(control.options.formId);

/** The fields of the target form shown for a record (options.showFields), as keys. */
export function showFieldsOf(control: Pick<Control, 'options'>): string[] {
  const raw = control.options.showFields;
  return Array.isArray(raw) ? raw.map(str).filter((k) => k !== '') : [];
}

/** A stored association value read tolerantly: a list of items; a bare id or one object counts as one item. */
export function associationItems(value: unknown, formId = ''): AssociationItem[] {
  const list = Array.isArray(value) ? value : isEmptyValue(value) ? [] : [value];
  const out: AssociationItem[] = [];
  for (const raw of list) {
    const id = isObject(raw) ? atomOf(raw.id ?? raw.dataId ?? raw.formAssociationId) : atomOf(raw);
    if (id === '' || out.some((o) => o.id === id)) continue;
    const item: AssociationItem = {
      id,
      formId: isObject(raw) ? str(raw.formId) || formId : formId,
      label: isObject(raw) ? str(raw.label) || str(raw.code) || id : id,
    };
    if (isObject(raw) && str(raw.code)) item.code = str(raw.code);
    out.push(item);
  }
  return out;
}

/** A record's text in a list or tag: the showFields' values joined with ' / ', else its code, else its id. */
export function recordLabel(
  record: { id: string; code?: string | null; content?: Record<string, unknown> | null },
  showFields: readonly string[],
): string {
  const parts = showFields
    .map((k) => valueOf(record.content ?? {}, k))
    .filter((v) => !isEmptyValue(v))
    .map((v) =>
      isObject(v)
        ? str(v.name ?? v.label ?? v.id)
        : Array.isArray(v)
          ? v.map((x) => (isObject(x) ? str(x.name ?? x.label ?? x.id) : str(x))).join('、')
          : str(v),
    )
    .filter((s) => s !== '');
  return parts.length ? parts.join(' / ') : record.code || record.id;
}

/** Choosing a record: adds it (or, for a single association, replaces the choice); choosing it again removes it. */
export function toggleAssociation(value: unknown, item: AssociationItem, multiple: boolean): AssociationItem[] {
  const items = associationItems(value);
  if (items.some((i) => i.id === item.id)) return items.filter((i) => i.id !== item.id);
  return multiple ? [...items, item] : [item];
}

// ---- linkquery ---------------------------------------------------------------------------------------------------

/** The data-linkage setting of a linkquery control. */
export interface LinkQuerySetting {
  /** The source form whose records are looked up. */
  formId: string;
  /** Each: the source form's field `key` must equal this form's field `field`. */
  conditions: { key: string; field: string }[];
  showFields: string[];
  /** Values copied from the first record found into this form: source field `from` → this form's field `to`. */
  fill: { from: string; to: string }[];
  page: number;
  size: number;
}

const pairs = <A extends string, B extends string>(raw: unknown, a: A, b: B): Record<A | B, string>[] =>
  Array.isArray(raw)
    ? raw
        .filter(isObject)
        .map((o) => ({ [a]: str(o[a]), [b]: str(o[b]) }) as Record<A | B, string>)
        .filter((o) => o[a] !== '' && o[b] !== '')
    : [];

/**
 * A linkquery control's setting: options.formId, options.conditions [{ key, field }], options.showFields, options.fill
 * [{ from, to }]; page and size default to the spec's 1 and 999 (§5). Null without a form or a condition (nothing to
 * look up: the control then only shows its value).
 */
export function linkQuerySetting(control: Pick<Control, 'options'>): LinkQuerySetting | null {
  const formId = targetFormId(control);
  const conditions = pairs(control.options.conditions, 'key', 'field');
  if (formId === '' || conditions.length === 0) return null;
  const num = (v: unknown, d: number) => (typeof v === 'number' && Number.isInteger(v) && v > 0 ? v : d);
  return {
    formId,
    conditions,
    showFields: showFieldsOf(control),
    fill: pairs(control.options.fill, 'from', 'to'),
    page: num(control.options.page, LINKAGE_QUERY_PAGE),
    size: Math.min(num(control.options.size, LINKAGE_QUERY_SIZE), LINKAGE_QUERY_SIZE),
  };
}

/** For each field of this form, the linkquery fields that look up records when it changes. */
export function linkQuerySources(fields: readonly FlatField[]): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const f of fields) {
    if (f.type !== 'linkquery') continue;
    const setting = linkQuerySetting(f.control);
    for (const c of setting?.conditions ?? []) out.set(c.field, [...(out.get(c.field) ?? []), f.key]);
  }
  return out;
}

/** The data-linkage call's body; null while a condition field is empty (no lookup: the value becomes []). */
export function linkQueryRequest(setting: LinkQuerySetting, values: FormValues, appId: string) {
  const conditions = setting.conditions.map((c) => ({ key: c.key, value: valueOf(values, c.field) }));
  if (conditions.some((c) => isEmptyValue(c.value))) return null;
  return { appId, formId: setting.formId, conditions, page: setting.page, size: setting.size };
}

/** One record a linkquery found, as its value stores it. */
interface LinkedRow {
  id: string;
  label: string;
  /** The showFields' values of the record. */
  data: Record<string, unknown>;
}

/** The linkquery value for the records found, and the values to copy into this form (from the first record). */
export function linkQueryResult(
  setting: LinkQuerySetting,
  records: readonly { id: string; code?: string | null; content?: Record<string, unknown> | null }[],
) {
  const rows: LinkedRow[] = records.map((r) => ({
    id: r.id,
    label: recordLabel(r, setting.showFields),
    data: Object.fromEntries(setting.showFields.map((k) => [k, valueOf(r.content ?? {}, k) ?? null])),
  }));
  const first = records[0]?.content ?? null;
  const fills: Record<string, unknown> = {};
  if (first)
    for (const f of setting.fill) if (!isEmptyValue(valueOf(first, f.from))) fills[f.to] = valueOf(first, f.from);
  return { rows, fills };
}

// ---- subform / proxyform -----------------------------------------------------------------------------------------

export type Row = Record<string, unknown>;

/** A stored sub-form value read tolerantly: the row objects (anything else in the list is dropped). */
export function subformRows(value: unknown): Row[] {
  return Array.isArray(value) ? value.filter(isObject) : [];
}

/** The most rows a sub-form takes: options.max (or maxRows) when a positive integer, else unlimited. */
export function subformMaxRows(control: Pick<Control, 'options'>): number {
  const raw = control.options.max ?? control.options.maxRows;
  return typeof raw === 'number' && Number.isInteger(raw) && raw > 0 ? raw : Infinity;
}

/** A new row: each child's defaultValue. */
export function newRow(children: readonly FlatField[]): Row {
  const row: Row = {};
  for (const c of children) {
    const v = c.control.options.defaultValue;
    if (c.key && holdsValue(c.type) && !isEmptyValue(v)) row[c.key] = v;
  }
  return row;
}

/** A child field's state inside a row: its own options (hidden, disabled, required) and rules; rows have no linkage. */
export function childState(child: FlatField, parentReadOnly = false) {
  const hidden = child.control.options.hidden === true;
  return {
    hidden,
    readOnly: parentReadOnly || child.control.options.disabled === true,
    required:
      !hidden && holdsValue(child.type) && (child.control.rules.required || child.control.options.required === true),
  };
}

/** The duplicate check a sub-form configures (options.duplicateCheck: keys or { fields, mode }); null without one. */
function subformDuplicateCheck(control: Pick<Control, 'options'>): TableDuplicateCheck | null {
  const raw = control.options.duplicateCheck;
  if (Array.isArray(raw)) return raw.length ? { fields: raw.map(str) } : null;
  if (isObject(raw) && Array.isArray(raw.fields) && raw.fields.length) {
    const check: TableDuplicateCheck = {
      fields: raw.fields.map((f) => (isObject(f) ? { key: str(f.key), mode: str(f.mode) } : str(f))),
    };
    if (typeof raw.mode === 'string') check.mode = raw.mode;
    return check;
  }
  return null;
}

/** Per-row field errors of a sub-form (row index → child key → message), and the rows repeating each other. */
export function subformErrors(
  control: Pick<Control, 'options'>,
  children: readonly FlatField[],
  value: unknown,
  parentReadOnly = false,
) {
  const rows = subformRows(value);
  const errors: Record<string, string>[] = rows.map((row) => {
    const out: Record<string, string> = {};
    for (const child of children) {
      if (!child.key || !holdsValue(child.type)) continue;
      const error = fieldError(child.control, childState(child, parentReadOnly), valueOf(row, child.key));
      if (error) out[child.key] = error;
    }
    return out;
  });
  const check = subformDuplicateCheck(control);
  const types = new Map(children.map((c) => [c.key, c.type]));
  const duplicates = check ? tableDuplicates(rows, check, (k) => types.get(k)) : null;
  const count = errors.reduce((n, e) => n + Object.keys(e).length, 0);
  let message: string | null = count ? fillText(RELATION_TEXT.rowErrors, String(count)) : null;
  if (!message && duplicates && duplicates.rows.length)
    message = fillText(FORM_ENGINE_TEXT.tableDuplicate, duplicates.rows.map((i) => i + 1).join('、'));
  return { rows: errors, duplicateRows: duplicates?.rows ?? [], message };
}

// ---- address -----------------------------------------------------------------------------------------------------

/** An address: the chosen areas from province down (names and codes, same length) and the typed details. */
export interface AddressValue {
  location: string[];
  codes: string[];
  details: string;
}

/** How many area levels an address asks for: options.level 1 (province), 2 (city) or 3 (district, the default). */
export function addressLevel(control: Pick<Control, 'options'>): 1 | 2 | 3 {
  const l = control.options.level;
  return l === 1 || l === 2 ? l : 3;
}

/** A stored address read tolerantly (a plain string counts as details). */
export function addressValue(value: unknown): AddressValue {
  if (typeof value === 'string') return { location: [], codes: [], details: value };
  if (!isObject(value)) return { location: [], codes: [], details: '' };
  const list = (v: unknown) => (Array.isArray(v) ? v.map(str) : []);
  const location = list(value.location);
  const codes = list(value.codes);
  return { location, codes: codes.length === location.length ? codes : [], details: str(value.details) };
}

/** Choosing the area of one level keeps the levels above it and drops the ones below (they depend on it). */
export function chooseArea(value: unknown, level: number, area: { code: string; name: string }): AddressValue {
  const a = addressValue(value);
  return {
    location: [...a.location.slice(0, level), area.name],
    codes: [...a.codes.slice(0, level), area.code],
    details: a.details,
  };
}

/** '浙江省 杭州市 西湖区 文三路 1 号'. */
export function addressDisplay(value: unknown): string {
  const a = addressValue(value);
  return [...a.location, a.details].filter((s) => s.trim() !== '').join(' ');
}

/** A required address needs every level it asks for; details are optional. Null when complete or empty. */
export function addressIncomplete(control: Pick<Control, 'options'>, value: unknown): boolean {
  const a = addressValue(value);
  return a.location.length > 0 && a.location.length < addressLevel(control);
}

// ---- fixedPosition -----------------------------------------------------------------------------------------------

/** A location: what the user sees (address, place name) and the coordinates when the device gave them. */
export interface PositionValue {
  address: string;
  name?: string;
  latitude?: number;
  longitude?: number;
}

export function positionValue(value: unknown): PositionValue {
  if (typeof value === 'string') return { address: value };
  if (!isObject(value)) return { address: '' };
  const out: PositionValue = { address: str(value.address) };
  if (str(value.name)) out.name = str(value.name);
  const lat = Number(value.latitude);
  const lng = Number(value.longitude);
  if (value.latitude !== undefined && value.longitude !== undefined && Number.isFinite(lat) && Number.isFinite(lng)) {
    out.latitude = lat;
    out.longitude = lng;
  }
  return out;
}

export function positionDisplay(value: unknown): string {
  const p = positionValue(value);
  const coords =
    p.latitude !== undefined && p.longitude !== undefined
      ? `(${p.latitude.toFixed(6)}, ${p.longitude.toFixed(6)})`
      : '';
  return [p.name, p.address, coords].filter((s) => s).join(' ');
}

// ---- single-field duplicate check --------------------------------------------------------------------------------

/**
 * Is a field marked "no duplicates"? The spec names the check, not the flag: options.noRepeat (the platform's
 * designer name), noDuplicate or unique, any of them true.
 */
export function isNoDuplicateField(control: Pick<Control, 'options'>): boolean {
  const o = control.options;
  return [o.noRepeat, o.noDuplicate, o.unique].some((v) => v === true || v === 'true' || v === 1);
}

/** The spec's message for a value already stored (FORM_ENGINE_TEXT.valueDuplicate). */
export const duplicateMessage = (name: string | undefined, key: string): string =>
  fillText(FORM_ENGINE_TEXT.valueDuplicate, name || key);
