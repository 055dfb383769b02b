// Spec screens-data-rules.md §2: "Share links have the form {host}/?Appid={appId}&code={index|search|list}&viewId=
// {viewId}. The code is chosen by the current page: the search page gives search, the lists page gives list, any
// other gives index." This is the receiving side: once the access flow lets the user in on the application index,
// code=search opens the Search screen and code=list the Lists screen, with the same app, view and form (the view's
// form: the link carries no formId). code=index, an unknown code or an app without forms stays on the index.

import { PATHS } from '../../routes';
import { buildUrl } from '../navigation';
import { searchFormId } from '../records/search-open';


export interface SharedPageInput {
  /** The link's `code`. */
  code: unknown;
  appId: string;
  viewId: string | null;
  views: readonly { id: string; formId?: string | null }[];
  appFormId?: string | null;
  forms: readonly { id: string }[];
}

const PAGE_OF_CODE: Readonly<Record<string, string>> = { search: PATHS.search, list: PATHS.lists };

/** The page a shared link's code opens after the index, as a navigation url; null to stay on the index. */
export function sharedPageTarget({ code, appId, viewId, views, appFormId, forms }: SharedPageInput): string | null {
  const page = typeof code === 'string' ? PAGE_OF_CODE[code] : undefined;
  if (!page) return null;
  const formId = searchFormId({ formId: null, viewId, views, appFormId: appFormId ?? null, forms });
  if (!formId) return null;
  return buildUrl(page, { appId, formId, ...(viewId ? { viewId } : {}) });
}
