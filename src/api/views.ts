/**
 * List views (spec calls-and-errors.md §7): the older engine's `views` (an app's views) and
 * `views/key/{id}`, the newer engine's `/bigtable/form/{formId}/list-config`. Shapes are the local server's
 * (server/README.md "List views"); both are read into the common ListView by domain/records `readListView`.
 */
import { z } from 'zod/mini';

import { byEngine } from './engine';
import { request } from './transport';
import { engineOf } from '../domain/engine';
import { chooseView, readListView, type ListView } from '../domain/records/view-config';

const enc = encodeURIComponent;

const viewSchema = z.pipe(
  z.unknown(),
  z.transform((raw) => readListView(raw)),
);
const viewsSchema = z.pipe(
  z.array(z.unknown()),
  z.transform((items) =>
    items.flatMap((raw) => {
      const view = readListView(raw);
      return view ? [view] : [];
    }),
  ),
);

export interface FormViews {
  /** The views of this form the caller holds (newer engine: ids and names only). */
  views: ListView[];
  /** The view the list opens: the one asked for, else the first held; null when the caller holds none. */
  chosen: ListView | null;
}

/** One view by id (older engine, views/key/{id}). */
function viewByKey(id: string) {
  return request({ path: `/ware-engine-form/views/key/${enc(id)}`, silent: true, loading: false, schema: viewSchema });
}

/**
 * The views of a form for the Lists screen. Silent: the screen falls back to its default columns and says so.
 * Older engine: views/key/{viewId} when one is asked for, else the app's views of this form (the first opens).
 * Newer engine: the list config, which makes the same choice on the server.
 */
export async function formViews(
  appId: string,
  appType: string | null | undefined,
  formId: string,
  viewId: string | undefined,
): Promise<FormViews> {
  if (engineOf(appType) === 'v1' && viewId) {
    const chosen = await viewByKey(viewId);
    return { views: chosen ? [chosen] : [], chosen };
  }
  return byEngine(appType, {
    v1: {
      path: '/views',
      query: { appId, formId },
      silent: true,
      loading: false,
      schema: z.pipe(
        z.unknown(),
        z.transform((raw): FormViews => {
          const views = viewsSchema.parse(raw);
          return { views, chosen: chooseView(views, undefined) };
        }),
      ),
    },
    current: {
      path: `/form/${enc(formId)}/list-config`,
      query: viewId ? { viewId } : {},
      silent: true,
      loading: false,
      schema: z.pipe(
        z.unknown(),
        z.transform((raw): FormViews => {
          const chosen = readListView(raw);
          const views = z.catch(viewsSchema, []).parse((raw as { views?: unknown } | null)?.views);
          return { views, chosen: chosen?.id ? chosen : null };
        }),
      ),
    },
  });
}
