/**
 * What the Search screen needs before it can search: the app, the form the address names (or the view's
 * form), whether its search is open, its fields (those the user may see), and who "me" is for the user filters.
 */
import { appDetail, myPermissions } from '../../../api/apps';
import { appForms } from '../../../api/forms';
import { currentUser } from '../../../api/user';
import { fieldPermissionKeys, flattenForm, holdsValue, parseFormScript, parsePermissions, type FlatField } from '../../../domain/form-engine';
import { engineOf, type Engine } from '../../../domain/records';
import { filterFieldsOf, type FilterField } from '../../../domain/records/search-filters';
import { searchFormId, searchOpenness } from '../../../domain/records/search-open';
import { useSession } from '../../../stores/session';
import { RECORDS_TEXT } from '../parts/record-view';

export interface SearchContext {
  appId: string;
  appType: string | null;
  engine: Engine;
  formId: string;
  formName: string;
  viewId: string | null;
  /** The form's value fields the user may see, in render order (result lines, keyword fields). */
  fields: FlatField[];
  /** What the filter panel offers. */
  filterFields: FilterField[];
  /** The signed-in user's id (the 我 of the user filters); null when unknown. */
  me: string | null;
}

export type SearchOpening = { kind: 'open'; ctx: SearchContext } | { kind: 'not-open'; appId: string };

async function myId(): Promise<string | null> {
  const known = useSession.getState().userId;
  if (known) return known;
  try {
    const user = await currentUser();
    useSession.getState().setUser(user);
    return user.id;
  } catch {
    return null;
  }
}

export async function openSearch(appId: string | undefined, formId: string | undefined, viewId: string | undefined): Promise<SearchOpening> {
  if (!appId) throw new Error(RECORDS_TEXT.missingApp);
  const app = await appDetail(appId);
  const appType = app.type ?? null;
  const [forms, permissions, me] = await Promise.all([
    appForms(appId, appType),
    // Fails closed: an unreadable permission list fails the opening (retry view), it is not read as "none held".
    myPermissions(appId).then(parsePermissions),
    myId(),
  ]);
  const views = (app.views ?? []).map((v) => ({ id: v.id, formId: v.formId ?? null, config: (v as { config?: unknown }).config }));
  const chosen = searchFormId({ formId: formId ?? null, viewId: viewId ?? null, views, appFormId: app.formId ?? null, forms });
  const form = forms.find((f) => f.id === chosen);
  if (!form) throw new Error(RECORDS_TEXT.noForm);
  if (!searchOpenness({ formScript: form.script, viewId: viewId ?? null, views }).open) return { kind: 'not-open', appId };
  // §6 "Only fields whose key is in the user's form-field permission list are rendered": the form renderer's rule
  // (renderableFields) and the server's (it refuses a condition on a field the role may not see), none listed means none.
  const allowed = fieldPermissionKeys(permissions, form.id);
  const fields = flattenForm(parseFormScript(form.script)).filter((f) => holdsValue(f.type) && allowed.has(f.key));
  return {
    kind: 'open',
    ctx: {
      appId,
      appType,
      engine: engineOf(appType),
      formId: form.id,
      formName: form.name ?? '',
      viewId: viewId ?? null,
      fields,
      filterFields: filterFieldsOf(fields),
      me,
    },
  };
}
