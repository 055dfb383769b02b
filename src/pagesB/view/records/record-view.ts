/**
 * What the Lists and Detail screens share (issue 7): the app, its form (fields with labels and options), the
 * caller's permissions and engine, and the display text of a flattened record's fields.
 */
import { appDetail, myPermissions } from '../../../api/apps';
import { appForms } from '../../../api/forms';
import {
  dateFieldDisplay,
  flattenForm,
  holdsValue,
  isEmptyValue,
  optionDisplay,
  parseFormScript,
  parsePermissions,
  richTextToPlain,
  type FlatField,
} from '../../../domain/form-engine';
import {
  SYSTEM_FIELDS,
  engineOf,
  systemFieldText,
  visibleDataActions,
  type DataAction,
  type Engine,
  type FlatRecord,
} from '../../../domain/records';
import { EMPTY_LABEL } from '../../../domain/time/date-display';

export const RECORDS_TEXT = {
  missingApp: '缺少应用参数 (appId)',
  noForm: '该应用没有表单',
  loadFailed: '加载失败',
  retry: '重试',
  empty: '暂无数据',
  searchPlaceholder: '搜索关键字',
  search: '搜索',
  loadingMore: '加载中...',
  noMore: '没有更多了',
  total: '共 {x} 条',
  comments: '评论',
  commentsOff: '评论已关闭',
  noComments: '暂无评论',
  commentPlaceholder: '写下你的评论',
  send: '发送',
  deleteComment: '删除评论',
  confirmDelete: '确定删除这条数据吗?删除后不可恢复',
  confirmArchive: '确定归档这条数据吗?',
  deleted: '已删除',
  archived: '已归档',
  back: '返回',
} as const;

export interface RecordsContext {
  appId: string;
  appType: string | null;
  engine: Engine;
  formId: string;
  formName: string;
  /** The form's value fields in render order. */
  fields: FlatField[];
  actions: DataAction[];
}

const TEXT_TYPES = new Set(['input', 'textarea', 'number', 'code', 'serialNumber', 'sno', 'email', 'phone', 'mobile']);

/** The fields a keyword searches: text-like and number fields (§5 keyword rule). */
export const searchableFields = (fields: readonly FlatField[]) =>
  fields.filter((f) => TEXT_TYPES.has(f.type)).map((f) => ({ key: f.key, type: f.type }));

export async function loadRecordsContext(appId: string | undefined, formId: string | undefined): Promise<RecordsContext> {
  if (!appId) throw new Error(RECORDS_TEXT.missingApp);
  const app = await appDetail(appId);
  const appType = app.type ?? null;
  const forms = await appForms(appId, appType);
  const form = (formId ? forms.find((f) => f.id === formId) : forms[0]) ?? null;
  if (!form) throw new Error(RECORDS_TEXT.noForm);
  const permissions = await myPermissions(appId).catch(() => []);
  const engine = engineOf(appType);
  const fields = flattenForm(parseFormScript(form.script)).filter((f) => holdsValue(f.type));
  return {
    appId,
    appType,
    engine,
    formId: form.id,
    formName: form.name ?? '',
    fields,
    actions: visibleDataActions(parsePermissions(permissions), engine, { formId: form.id }),
  };
}

const namesOf = (value: unknown): string | undefined => {
  const items = Array.isArray(value) ? value : [value];
  const names = items
    .map((v) => (v && typeof v === 'object' ? ((v as Record<string, unknown>).nickname ?? (v as Record<string, unknown>).name ?? (v as Record<string, unknown>).label) : undefined))
    .filter((n): n is string => typeof n === 'string' && n !== '');
  return names.length ? names.join('、') : undefined;
};

/** A custom field's value as shown: option labels, dates with dashes, rich text as plain, names; 未填写 when empty. */
export function fieldText(field: FlatField, value: unknown): string {
  if (isEmptyValue(value)) return EMPTY_LABEL;
  const t = field.type;
  if (['radio', 'checkbox', 'select'].includes(t)) return optionDisplay(field.control.options.options, value);
  if (['date', 'dateRange', 'dateSelector', 'time'].includes(t)) return dateFieldDisplay(t, value, field.control.options.format);
  if (t === 'editor') return richTextToPlain(value) || EMPTY_LABEL;
  if (t === 'switch') return value === true ? '是' : '否';
  if (typeof value === 'string' || typeof value === 'number') return String(value);
  if (typeof value === 'boolean') return value ? '是' : '否';
  return namesOf(value) ?? EMPTY_LABEL;
}

export interface FieldLine {
  key: string;
  label: string;
  text: string;
}

/** The lines of a flattened record: the form's fields, then the system fields. */
export function recordLines(flat: FlatRecord, fields: readonly FlatField[], limit?: number): FieldLine[] {
  const custom = fields.map((f) => ({ key: f.key, label: f.control.name ?? f.name ?? f.key, text: fieldText(f, flat[f.key]) }));
  const system = SYSTEM_FIELDS.map((s) => ({ key: s.key, label: s.label, text: systemFieldText(flat, s.key) ?? EMPTY_LABEL }));
  const lines = [...custom, ...system];
  return limit === undefined ? lines : lines.slice(0, limit);
}

export const paramOf = (v: unknown): string | undefined =>
  typeof v === 'string' && v !== '' && v !== 'undefined' ? decodeURIComponent(v) : undefined;
