/**
 * Record lists, search, delete / archive and comments (spec calls-and-errors.md §7). Paths and shapes are the
 * local server's (server/README.md "Record lists, search, delete and comments"). Query bodies come from
 * domain/records `recordQueryPayload`; pages are read with `toRecordPage` (both engines, tolerant rows).
 */
import { z } from 'zod/mini';

import { byEngine, engineCall } from './engine';
import { request, type CallOptions } from './transport';
import { engineOf, recordQueryPayload, toRecordPage, type RecordQuery } from '../domain/records';

const enc = encodeURIComponent;

const pageSchema = z.unknown();

/** One page of records of a form (newer engine: search with the query parameters; older: data/query). */
export async function queryRecords(appId: string, appType: string | null | undefined, q: RecordQuery) {
  const engine = engineOf(appType);
  const payload = recordQueryPayload(q, engine);
  const raw = await byEngine(appType, {
    v1: { method: 'POST', path: '/data/query', data: payload.data, loading: false, schema: pageSchema },
    current: {
      method: 'POST',
      path: `/application/${enc(appId)}/form/${enc(q.formId)}/form-data/search`,
      query: payload.query,
      data: payload.data,
      loading: false,
      schema: pageSchema,
    },
  });
  return toRecordPage(raw, engine);
}

const exportedFileSchema = z.looseObject({
  fileId: z.string(),
  name: z.string(),
  downloadUrl: z.string(),
  rows: z.catch(z.number(), 0),
});

/**
 * The list's records (its conditions, keyword and sort; no paging) as an .xlsx file, saved or opened from its
 * downloadUrl (GET /file/fileoperation/download, §7's file download). §7 names no call that makes the file: these
 * are the local server's, one per engine like the list's query (server/src/routes/record-export.ts).
 */
export function exportRecords(
  appId: string,
  appType: string | null | undefined,
  q: Omit<RecordQuery, 'page' | 'size'>,
) {
  // The list's own payload: its page and size are left for the server to ignore (an export is every row it may give).
  const payload = recordQueryPayload({ ...q, page: 1, size: 1 }, engineOf(appType));
  return byEngine(appType, {
    v1: { method: 'POST', path: '/data/export', data: payload.data, schema: exportedFileSchema },
    current: {
      method: 'POST',
      path: `/application/${enc(appId)}/form/${enc(q.formId)}/form-data/export`,
      data: { ...payload.data, ...(payload.query.sort ? { sort: payload.query.sort } : {}) },
      schema: exportedFileSchema,
    },
  });
}

/** Deletes (newer engine) or archives (older engine) a record. */
export function deleteRecord(appId: string, formId: string, appType: string | null | undefined, dataId: string) {
  return byEngine(appType, {
    v1: { method: 'POST', path: '/data/archive', data: { id: dataId }, schema: z.unknown() },
    // A JSON body (the tenant goes in it): the server refuses an empty body sent as JSON.
    current: {
      method: 'DELETE',
      path: `/application/${enc(appId)}/form/${enc(formId)}/form-data/${enc(dataId)}`,
      data: {},
      schema: z.unknown(),
    },
  });
}

const commentSchema = z.looseObject({
  id: z.string(),
  content: z.string(),
  createTime: z.nullish(z.string()),
  user: z.nullish(z.looseObject({ id: z.string(), nickname: z.nullish(z.string()), picture: z.nullish(z.string()) })),
  canDelete: z.optional(z.boolean()),
});
export type RecordComment = z.infer<typeof commentSchema>;

export interface CommentTarget {
  appId: string;
  formId: string;
  dataId: string;
  /** The app's type: an older-engine (V1) app's records are commented through that engine's own paths. */
  appType?: string | null;
}

const COMMENT = '/bigtable/formDataComment';

/** The comments switch is the form's (the older engine has no switch call of its own in §7: both read this one). */
export function commentsOn(appId: string, formId: string) {
  return request({
    path: `${COMMENT}/getCommentOnOff`,
    query: { appId, formId },
    silent: true,
    loading: false,
    schema: z.looseObject({ on: z.boolean() }),
  });
}

/** GET data/{id}/comments (older engine) or formDataComment/findAllByDataId (newer). */
export function recordComments({ appType, ...target }: CommentTarget) {
  return byEngine(appType, {
    v1: { path: `/data/${enc(target.dataId)}/comments`, silent: true, loading: false, schema: z.array(commentSchema) },
    current: {
      path: '/formDataComment/findAllByDataId',
      query: { ...target },
      silent: true,
      loading: false,
      schema: z.array(commentSchema),
    },
  });
}

/**
 * Posting a comment, as a call the record's page makes and the outbox keeps to replay: POST data/{id}/comments
 * (older engine) or formDataComment/create (newer). `requestId` makes a replay that arrives twice post once.
 */
export function commentCall({ appType, ...target }: CommentTarget, content: string, requestId: string): CallOptions<typeof commentSchema> {
  return engineCall(appType, {
    v1: { method: 'POST', path: `/data/${enc(target.dataId)}/comments`, data: { content, requestId }, schema: commentSchema },
    current: { method: 'POST', path: '/formDataComment/create', data: { ...target, content, requestId }, schema: commentSchema },
  }).options;
}

/** DELETE comments/{id} (older engine) or formDataComment/{id} (newer). */
export function deleteComment(id: string, appType?: string | null) {
  return byEngine(appType, {
    v1: { method: 'DELETE', path: `/comments/${enc(id)}`, data: {}, schema: z.unknown() },
    current: { method: 'DELETE', path: `/formDataComment/${enc(id)}`, data: {}, schema: z.unknown() },
  });
}
