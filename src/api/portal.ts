/**
 * The portal's and community's calls (spec calls-and-errors.md §7: `/bigtable/portal`, rich texts, CMS articles,
 * `documentLib/chooseDir`, `cms/cos`, `watchRecord`, `/ad/adSlot/findAdsByUniqueKey`). Comments, scores and
 * favourites on an article are the content service's calls in documents.ts, with the article's id as `documentId`.
 * Reads are silent: each block and screen shows its own retry view.
 */
import { z } from 'zod/mini';

import {
  adSlotSchema,
  articleDetailSchema,
  articlePageSchema,
  articleSummarySchema,
  contentObjectSchema,
  directorySchema,
  portalSchema,
  richTextSchema,
  watchRecordSchema,
} from './schemas/portal';
import { request } from './transport';

const quiet = { silent: true, loading: false } as const;

/** The organisation's front page, or one page of its portal by id. */
export function portalPage(id?: string) {
  return request({
    path: id ? `/bigtable/portal/${encodeURIComponent(id)}` : '/bigtable/portal',
    schema: portalSchema,
    ...quiet,
  });
}

export function richTextsByIds(ids: readonly string[]) {
  return request({
    path: '/bigtable/rich-texts',
    query: { ids: ids.join(',') },
    schema: z.array(richTextSchema),
    ...quiet,
  });
}

export interface ArticleQuery {
  page: number;
  size: number;
  kind?: 'article' | 'post';
  keyword?: string;
}

export function articleList(q: ArticleQuery) {
  return request({
    method: 'POST',
    path: '/cms/content/article/list',
    data: { ...q },
    schema: articlePageSchema,
    ...quiet,
  });
}

export function articlesByIds(ids: readonly string[]) {
  return request({
    method: 'POST',
    path: '/cms/content/article/list/ids',
    data: { ids },
    schema: z.array(articleSummarySchema),
    ...quiet,
  });
}

/** An organisation's article; reading it counts one read. */
export function articleDetail(id: string) {
  return request({ path: '/cms/content/article/detailsById', query: { id }, schema: articleDetailSchema, ...quiet });
}

export function chooseDir(dirId: string) {
  return request({ path: '/cms/documentLib/chooseDir', query: { dirId }, schema: directorySchema, ...quiet });
}

/** Chosen documents of the library by ids, in the order asked (another organisation's are left out). */
export function documentsByIds(ids: readonly string[]) {
  return request({ path: '/cms/documentLib/findByIds', query: { ids: ids.join(',') }, schema: directorySchema.shape.documents, ...quiet });
}

/** Several content objects (videos) by ids, in the order asked. */
export function contentObjects(ids: readonly string[]) {
  return request({ path: '/cms/cos/findByIds', query: { ids: ids.join(',') }, schema: z.array(contentObjectSchema), ...quiet });
}

export function contentObject(id: string) {
  return request({ path: '/cms/cos/findById', query: { id }, schema: contentObjectSchema, ...quiet });
}

export function myWatchRecord(cosId: string) {
  return request({ path: '/cms/watchRecord/findMyWatchRecord', query: { cosId }, schema: watchRecordSchema, ...quiet });
}

export function updateWatchRecord(cosId: string, position: number, duration: number | null) {
  return request({
    method: 'POST',
    path: '/cms/watchRecord/updateRecord',
    data: { cosId, position, duration },
    schema: z.looseObject({ position: z.number() }),
    ...quiet,
  });
}

export function adsByUniqueKey(uniqueKey: string) {
  return request({ path: '/ad/adSlot/findAdsByUniqueKey', query: { uniqueKey }, schema: adSlotSchema, ...quiet });
}
