/**
 * Everything the form screen needs before it can render: the app (engine, role, access config), the form script and
 * field-state settings, the user's permissions, the record (edit), the local fill or server draft to restore, app
 * variables and the fill status.
 */
import { appDetail, myPermissions } from '../../api/apps';
import { appForms, appVariables, formById, formFieldConfigs, recordById, serverDraft, submissionStatus } from '../../api/forms';
import { engineOf } from '../../domain/engine';
import { canSubmit, parseFieldStateSettings, parseFormScript, parsePermissions, withFieldConfigs } from '../../domain/form-engine';
import { NO_LINK_CHANGES, type LinkChanges } from '../../domain/records/link-changes';
import { newRequestId, readFormFill, type FormFillKey } from '../../stores/form-fill';
import { useSession } from '../../stores/session';
import { buildFormModel, defaultValues, type FormModel } from '../form-renderer';

export interface LoadedForm {
  appId: string;
  appName: string;
  appType: string | null;
  formId: string;
  formName: string;
  dataId: string | null;
  model: FormModel;
  initialValues: Record<string, unknown>;
  requestId: string;
  fillKey: FormFillKey;
  /** Where the initial values came from, when not the defaults / the record. */
  restored: 'local' | 'server' | null;
  canSubmit: boolean;
  anonymous: boolean;
  variables: Record<string, string>;
  submittedBefore: number;
  /** 关联数据 chosen before a reload (the local copy's), saved after the submit. */
  links: LinkChanges;
}

export const FORM_PAGE_TEXT = {
  missingApp: '缺少应用参数 (appId)',
  noForm: '该应用没有可填写的表单',
  loadFailed: '表单加载失败',
  restoredLocal: '已恢复上次未提交的内容',
  restoredServer: '已恢复服务器上的草稿',
  submittedBefore: '您已提交过此表单 {x} 次',
  noCreate: '您没有提交此表单的权限',
  noEdit: '您没有修改此数据的权限',
  permissionsUnreadable: '无法确认您对此表单的权限，请重试',
  submit: '提交',
  save: '保存',
  submitting: '提交中...',
  retry: '重新提交',
  submitFailed: '提交失败，您填写的内容已保存，请检查网络后重新提交',
  needSignIn: '请先登录后再填写',
} as const;

export async function loadForm(params: { appId?: string | undefined; formId?: string | undefined; dataId?: string | undefined }): Promise<LoadedForm> {
  const appId = params.appId;
  if (!appId) throw new Error(FORM_PAGE_TEXT.missingApp);
  const session = useSession.getState();
  const signedIn = Boolean(session.token);
  const app = await appDetail(appId);
  const appType = app.type ?? null;
  const form = await formOf(appId, appType, params.formId);
  if (!form) throw new Error(FORM_PAGE_TEXT.noForm);
  // Fails closed: without the permission list the screen cannot know which fields the user may see or whether
  // they may submit, so the load fails (the retry view) instead of showing every field.
  const [permissionList, configs] = await Promise.all([
    myPermissions(appId).catch(permissionsUnreadable),
    formFieldConfigs(form.id, engineOf(appType) === 'v1'),
  ]);
  const permissions = parsePermissions(permissionList);
  const role = typeof (app as Record<string, unknown>).role === 'string' ? String((app as Record<string, unknown>).role) : 'GUEST';
  const dataId = params.dataId || null;
  const mode = dataId ? 'edit' : 'add';
  const states = withFieldConfigs(parseFieldStateSettings(form.fieldStates ?? []), parseFieldStateSettings(configs));
  const model = buildFormModel(parseFormScript(form.script), states, mode, permissions, { formId: form.id, role });

  let initialValues: Record<string, unknown> = dataId
    ? { ...((await recordById(appId, form.id, dataId)).content ?? {}) }
    : defaultValues(model.fields);
  const fillKey: FormFillKey = { userId: session.userId, appId, formId: form.id, dataId };
  const local = readFormFill(fillKey);
  let restored: LoadedForm['restored'] = null;
  if (local && Object.keys(local.values).length) {
    initialValues = { ...initialValues, ...local.values };
    restored = 'local';
  } else if (signedIn && !dataId) {
    const draft = await serverDraft(appId, form.id, appType).catch(() => null);
    if (draft && Object.keys(draft.content).length) {
      initialValues = { ...initialValues, ...draft.content };
      restored = 'server';
    }
  }
  const variables = Object.fromEntries(((await appVariables(appId).catch(() => [])) ?? []).map((v) => [v.key, v.value]));
  const status = signedIn && !dataId ? await submissionStatus(appId, form.id).catch(() => null) : null;
  const accessConfig = ((app as Record<string, unknown>).accessConfig ?? {}) as Record<string, unknown>;
  return {
    appId,
    appName: app.name,
    appType,
    formId: form.id,
    formName: form.name ?? '',
    dataId,
    model,
    initialValues,
    requestId: local?.requestId ?? (await newRequestId()),
    fillKey,
    restored,
    // A new record needs `create`, saving an edit needs `edit`: known, and said, before the user types.
    canSubmit: canSubmit(permissions, form.id, mode),
    anonymous: !signedIn && accessConfig.needAuth !== true,
    variables,
    submittedBefore: status?.count ?? 0,
    links: local?.links ?? NO_LINK_CHANGES,
  };
}

/**
 * The form to fill: the one the link names (the newer engine reads it alone, and it must be of this app), else the
 * app's first. Null when there is none.
 */
async function formOf(appId: string, appType: string | null, formId: string | undefined) {
  if (formId && engineOf(appType) === 'current') {
    const form = await formById(formId).catch((error: unknown) => {
      if ((error as { status?: unknown } | null)?.status === 404) return null;
      throw error;
    });
    return form && (!form.appId || form.appId === appId) ? form : null;
  }
  const forms = await appForms(appId, appType);
  return (formId ? forms.find((f) => f.id === formId) : forms[0]) ?? null;
}

/**
 * A permission read that failed. A 401 stays as it is (the screen offers sign-in); anything else becomes the
 * screen's own reason, said in the retry view.
 */
function permissionsUnreadable(error: unknown): never {
  console.warn('[form] permissions could not be read; the form is not shown', error);
  if ((error as { status?: unknown } | null)?.status === 401) throw error;
  throw new Error(FORM_PAGE_TEXT.permissionsUnreadable);
}
