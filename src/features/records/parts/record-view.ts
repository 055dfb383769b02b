/**
 * What the Lists and Detail screens share: the app, its form (fields with labels and options), the
 * caller's permissions and engine, and the display text of a flattened record's fields.
 */
import { appDetail, myPermissions } from '../../../api/apps';
import { appForms } from '../../../api/forms';
import { fieldPermissionKeys, flattenForm, holdsValue, parseFieldStateSettings, parseFormScript, parsePermissions, type FlatField } from '../../../domain/form-engine';
import type { FieldStateSetting } from '../../../domain/form-engine/types';
import { engineOf, visibleDataActions, type DataAction, type Engine } from '../../../domain/records';

export { recordLines, searchableFields } from './record-display';

export const RECORDS_TEXT = {
  /** Opened on the records behind a figure of the statistic analysis. */
  filtered: '仅显示统计图表所选数据',
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
  sortBy: '排序',
  sortAsc: '升序',
  sortDesc: '降序',
  viewUnavailable: '该视图不可用，已显示默认列表',
  records: '数据列表',
  advancedSearch: '高级查询',
  exported: '已导出 {x} 条数据',
  exportFailed: '导出失败，请稍后重试',
} as const;

/** The retry view's title: a message of ours (no app, no form) as it is, a server or network failure as 加载失败. */
export const loadFailedText = (error: Error): string => (!(error as { status?: unknown }).status && error.message ? error.message : RECORDS_TEXT.loadFailed);

export interface RecordsContext {
  appId: string;
  appType: string | null;
  engine: Engine;
  formId: string;
  formName: string;
  /** The form's value fields in render order. */
  fields: FlatField[];
  /** The form's field-state settings: a detail hides what the form's linkage hid for the record (domain/records detailFields). */
  fieldStateSettings: FieldStateSetting[];
  actions: DataAction[];
  /** The form-field-permission keys of the caller's role (spec §5, §6): the only custom columns a list shows. */
  permittedFields: Set<string>;
  /** The form's published script as the server gave it (its `config` says whether the form opens a search). */
  formScript: unknown;
}

/** The app a records screen works in and its type, which names the engine every later call goes through. */
export interface RecordsApp {
  appId: string;
  appType: string | null;
  /** The app's views with their config (whether each opens a search: domain/records/search-open). */
  views: { id: string; config?: unknown }[];
}

/** The app's detail, read for its type: the first call of a records screen, the one every other waits for. */
export async function loadRecordsApp(appId: string | undefined): Promise<RecordsApp> {
  if (!appId) throw new Error(RECORDS_TEXT.missingApp);
  const app = await appDetail(appId);
  return { appId, appType: app.type ?? null, views: (app.views ?? []).map((v) => ({ id: v.id, config: (v as { config?: unknown }).config })) };
}

/**
 * The context of a records screen. Time to first rows is a chain of calls, so only what needs an answer waits for
 * it: the permissions (which need only the app id) are asked beside the app's detail, the forms after it. `app` is
 * the detail's load when the caller started it already (to start its own calls that need only the app's type).
 */
export async function loadRecordsContext(appId: string | undefined, formId: string | undefined, app?: Promise<RecordsApp>): Promise<RecordsContext> {
  if (!appId) throw new Error(RECORDS_TEXT.missingApp);
  // Fails closed: a permission list that cannot be read fails the screen's load (its retry view), it is not read
  // as "none held" (a list of records without their fields and actions, with no word of why).
  const held = myPermissions(appId);
  // Awaited below; marked handled now so a failure of the calls before it is not also an unhandled rejection.
  held.catch(() => undefined);
  const { appType } = await (app ?? loadRecordsApp(appId));
  const forms = await appForms(appId, appType);
  const form = (formId ? forms.find((f) => f.id === formId) : forms[0]) ?? null;
  if (!form) throw new Error(RECORDS_TEXT.noForm);
  const permissions = parsePermissions(await held);
  const engine = engineOf(appType);
  const fields = flattenForm(parseFormScript(form.script)).filter((f) => holdsValue(f.type));
  return {
    appId,
    appType,
    engine,
    formId: form.id,
    formName: form.name ?? '',
    fields,
    fieldStateSettings: parseFieldStateSettings(form.fieldStates ?? []),
    actions: visibleDataActions(permissions, engine, { formId: form.id }),
    permittedFields: fieldPermissionKeys(permissions, form.id),
    formScript: form.script,
  };
}
