// Spec screens-data-rules.md §2: the "Search not open" screen (/pagesB/view/search/isNotOpen). The spec names the
// screen, not the setting behind it: this is ours (README.md "Search screen"). A search is open unless the form's
// script config or the view it is opened from says `searchOpen: false`; a viewId that names no view of the app
// (deleted, or a link to another app) is not open either, so an old shared link never shows a different view.

/** The texts of the search-not-open page (ours: the spec gives the screen, not its words). */
export const SEARCH_NOT_OPEN_TEXT = {
  title: '查询未开放',
  description: '该应用的查询功能尚未开放，请联系应用管理员。',
  back: '返回',
  toApp: '进入应用',
} as const;

export interface SearchTarget {
  /** The form's published script (its `config` is read). */
  formScript: unknown;
  /** The viewId of the address, if any. */
  viewId: string | null;
  /** The app's views as the app detail gives them. */
  views: readonly { id: string; config?: unknown }[];
}

const isObject = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object' && !Array.isArray(v);

/** `config.searchOpen` of a script or a view: only an explicit false closes. */
const closedBy = (holder: unknown): boolean => isObject(holder) && isObject(holder.config) && holder.config.searchOpen === false;

export type SearchOpenness = { open: true } | { open: false; reason: 'form' | 'view' | 'no-view' };

export function searchOpenness({ formScript, viewId, views }: SearchTarget): SearchOpenness {
  if (closedBy(formScript)) return { open: false, reason: 'form' };
  if (viewId) {
    const view = views.find((v) => v.id === viewId);
    if (!view) return { open: false, reason: 'no-view' };
    if (closedBy(view)) return { open: false, reason: 'view' };
  }
  return { open: true };
}

export interface FormChoice {
  /** formId of the address. */
  formId: string | null;
  viewId: string | null;
  views: readonly { id: string; formId?: string | null }[];
  /** The app's main form (app.formId), then its forms in order. */
  appFormId?: string | null;
  forms: readonly { id: string }[];
}

/**
 * The form a search (or a shared link) is about: the address's formId; else the form of the view it names; else the
 * app's main form; else its first form. Null when the app has none.
 */
export function searchFormId({ formId, viewId, views, appFormId, forms }: FormChoice): string | null {
  if (formId) return formId;
  const viewForm = viewId ? views.find((v) => v.id === viewId)?.formId : null;
  if (viewForm) return viewForm;
  if (appFormId && forms.some((f) => f.id === appFormId)) return appFormId;
  return forms[0]?.id ?? null;
}
