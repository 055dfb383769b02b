/**
 * The Lists screen's two loads: what the list is (app, form, permissions, the view's columns and sort choices) and
 * its records, a page at a time, keyed by everything the query sends (form, page size, sort, keyword).
 */
import { hostSessionReady } from '../../../api/host-session';
import { queryRecords } from '../../../api/records';
import { formViews } from '../../../api/views';
import { usePagedLoad, useLoad, type PagedLoad } from '../../../data';
import { flattenRecords, listColumns, sortChoices, type FilterCondition, type FlatRecord, type ListColumn, type ListView, type SortChoice, type SortOrder } from '../../../domain/records';
import { searchOpenness } from '../../../domain/records/search-open';
import { fieldLike } from '../parts/record-display';
import { loadRecordsApp, loadRecordsContext, searchableFields, type RecordsApp, type RecordsContext } from '../parts/record-view';

/** Rows a page holds when the view does not say. */
const DEFAULT_PAGE_SIZE = 20;

export interface ListSetup {
  ctx: RecordsContext;
  view: ListView | null;
  /** The view asked for could not be read (no permission, gone, failed): the default list is shown. */
  viewFailed: boolean;
  /** Search opens for this form and view: otherwise 高级查询 is not offered (it led to 查询未开放, issue 42 item 6). */
  searchOpen: boolean;
  columns: ListColumn[];
  choices: SortChoice[];
  pageSize: number;
}

async function loadSetup(appId: string | undefined, formId: string | undefined, viewId: string | undefined): Promise<ListSetup> {
  await hostSessionReady();
  const app = loadRecordsApp(appId);
  // Its failure is the context's to throw (or, without an app id, never awaited): not an unhandled rejection.
  app.catch(() => undefined);
  // A view that cannot be read leaves the default list (first permitted fields, newest first), said so.
  const viewOf = (ref: Pick<RecordsApp, 'appId' | 'appType'>, form: string) =>
    formViews(ref.appId, ref.appType, form, viewId).catch((error: unknown) => {
      console.warn('[lists] view failed', error);
      return null;
    });
  // The form named in the address: its view is asked beside the forms (it needs only the app's type), not after.
  const early = formId ? app.then((ref) => viewOf(ref, formId), () => null) : null;
  const ctx = await loadRecordsContext(appId, formId, app);
  const views = await (early ?? viewOf(ctx, ctx.formId));
  const view = views?.chosen ?? null;
  const fields = ctx.fields.map(fieldLike);
  const columns = listColumns(view, fields, ctx.permittedFields);
  return {
    ctx,
    view,
    viewFailed: views === null || (viewId !== undefined && view === null),
    // The search screen's own rule, from the same app detail and form script it reads.
    searchOpen: searchOpenness({ formScript: ctx.formScript, viewId: viewId ?? null, views: (await app).views }).open,
    columns,
    choices: sortChoices(view, columns, fields),
    pageSize: view?.pageSize ?? DEFAULT_PAGE_SIZE,
  };
}

export function useListSetup(appId: string | undefined, formId: string | undefined, viewId: string | undefined) {
  return useLoad(['list-setup', appId, formId, viewId], () => loadSetup(appId, formId, viewId));
}

/**
 * The records of the list: page n of the query; the next page exists while fewer than the total are loaded.
 * `conditions` narrow it (the records behind a figure of the statistic analysis).
 */
export function useListRecords(setup: ListSetup | undefined, sort: readonly SortOrder[], keyword: string, conditions: readonly FilterCondition[] = []): PagedLoad<FlatRecord> {
  const ctx = setup?.ctx;
  const size = setup?.pageSize ?? DEFAULT_PAGE_SIZE;
  return usePagedLoad(
    ['records', ctx?.appId, ctx?.formId, size, sort, keyword, conditions],
    async (page) => {
      if (!ctx) return { rows: [] };
      const result = await queryRecords(ctx.appId, ctx.appType, { formId: ctx.formId, page, size, sort: [...sort], keyword, fields: searchableFields(ctx.fields), conditions });
      const loaded = (page - 1) * size + result.content.length;
      const more = result.content.length > 0 && loaded < result.totalElements;
      return { rows: flattenRecords(result.content, ctx.engine), total: result.totalElements, ...(more ? { next: page + 1 } : {}) };
    },
    { enabled: ctx !== undefined },
  );
}
