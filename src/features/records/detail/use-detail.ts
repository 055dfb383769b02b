/**
 * The Detail screen's loads: the record (with what the screen needs to show it), its extras (custom buttons, print
 * templates, change log) and its comments, each keyed by the record it belongs to.
 */
import Taro from '@tarojs/taro';

import { changeEntries, type ChangeEntry } from './change-log';
import { myPermissions } from '../../../api/apps';
import { ApiError } from '../../../api/errors';
import { formFieldConfigs } from '../../../api/forms';
import { hostSessionReady, inHostApp } from '../../../api/host-session';
import { changeLogs, customButtons, detailRecord, printTemplates, type CustomButton, type PrintTemplate } from '../../../api/record-extras';
import { commentsOn, recordComments, type RecordComment } from '../../../api/records';
import { useLoad } from '../../../data';
import { parseFieldStateSettings, withFieldConfigs } from '../../../domain/form-engine';
import { dataMissingBehaviour, flattenRecord, mayRunButton, DATA_MISSING_TEXT, type FlatRecord } from '../../../domain/records';
import { RECORDS_TEXT, loadRecordsContext, type RecordsContext } from '../parts/record-view';

/** The record as the screen shows it, or why it cannot: gone (数据不存在) or not the user's to see (the server's 403). */
export type DetailRecordView = { kind: 'ready'; ctx: RecordsContext; record: FlatRecord; collaborator: boolean } | { kind: 'missing'; message: string };

/** 数据不存在 (calls-and-errors §8): this is a default page; the behaviour decides toast or native-host modal. */
function showMissing(serverMessage: string | undefined): string {
  const appMode = inHostApp();
  const behaviour = dataMissingBehaviour({ page: 'default', appMode, ...(serverMessage ? { serverMessage } : {}) });
  if (behaviour.kind === 'toast') void Taro.showToast({ title: behaviour.text, icon: 'none' });
  if (behaviour.kind === 'modal') void Taro.showModal({ content: behaviour.text, showCancel: false });
  return behaviour.kind === 'resolve' ? DATA_MISSING_TEXT.detail : behaviour.text;
}

/**
 * The record for the detail (api/record-extras detailRecord): the list shape (with creater / updater users) on both
 * engines, read by the rule that lets invited collaborators in. A missing record is the server's 404 数据不存在 (or,
 * on the older engine's list by ids, an empty answer); no permission is its 403. Both are answers, not failures:
 * the screen shows them with 返回 instead of 重试.
 */
async function loadDetail(appId: string | undefined, formId: string | undefined, dataId: string): Promise<DetailRecordView> {
  await hostSessionReady();
  const form = await loadRecordsContext(appId, formId);
  // The read/write state list, as the form screen reads it (asked beside the record; its failure is an empty list):
  // where it names a field, its setting decides whether the detail shows it.
  const [raw, configs] = await Promise.all([
    detailRecord({ appId: form.appId, appType: form.appType, formId: form.formId, dataId }),
    formFieldConfigs(form.formId, form.engine === 'v1'),
  ]);
  const ctx = { ...form, fieldStateSettings: withFieldConfigs(form.fieldStateSettings, parseFieldStateSettings(configs)) };
  const record = raw ? flattenRecord(raw, ctx.engine) : null;
  return record ? { kind: 'ready', ctx, record, collaborator: raw?.collaborator === true } : { kind: 'missing', message: showMissing(undefined) };
}

const gone = (error: unknown): DetailRecordView => {
  if (error instanceof ApiError && error.status === 404) return { kind: 'missing', message: showMissing(error.message) };
  if (error instanceof ApiError && error.status === 403) return { kind: 'missing', message: error.message || RECORDS_TEXT.loadFailed };
  throw error;
};

export function useDetailRecord(appId: string | undefined, formId: string | undefined, dataId: string) {
  return useLoad(['record', appId, formId, dataId], () => loadDetail(appId, formId, dataId).catch(gone));
}

export interface Extras {
  buttons: CustomButton[];
  templates: PrintTemplate[];
  /** Null when the change log could not be read (its card says so). */
  log: ChangeEntry[] | null;
}

/** Buttons, templates and the change log: each failure only hides its part (the record is what matters). */
export function useDetailExtras(ctx: RecordsContext, dataId: string) {
  return useLoad(['record-extras', ctx.appId, ctx.formId, dataId], async (): Promise<Extras> => {
    const t = { appId: ctx.appId, appType: ctx.appType, formId: ctx.formId };
    const [buttons, templates, logs, permissions] = await Promise.all([
      customButtons(t).catch(() => []),
      printTemplates(t).catch(() => []),
      changeLogs({ ...t, dataId }).catch(() => null),
      // Fails closed: an unreadable list holds no operation, so no custom button shows (the record's own actions
      // come from the context's permissions, whose failure fails the whole screen).
      myPermissions(ctx.appId).catch(() => []),
    ]);
    return { buttons: buttons.filter((b) => mayRunButton(b, permissions, ctx.formId)), templates, log: logs ? changeEntries(logs, ctx.fields) : null };
  });
}

export interface Comments {
  /** The form has comments switched on. */
  on: boolean;
  list: RecordComment[];
}

/** The comments of the record when its form has them on; a failure reads as none (the record is what matters). */
export function useComments(ctx: RecordsContext, dataId: string) {
  return useLoad(['comments', ctx.appId, ctx.formId, dataId], async (): Promise<Comments> => {
    const on = await commentsOn(ctx.appId, ctx.formId).then((r) => r.on, () => false);
    return { on, list: on ? await recordComments({ appId: ctx.appId, formId: ctx.formId, dataId, appType: ctx.appType }).catch(() => []) : [] };
  });
}
