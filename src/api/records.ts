/**
 * Record lists, search, delete / archive and comments (spec calls-and-errors.md §7). Paths and shapes are the
 * local server's (server/README.md "Record lists, search, delete and comments"). Query bodies come from
 * domain/records `recordQueryPayload`; pages are read with `toRecordPage` (both engines, tolerant rows).
 */
import { z } from 'zod/mini';

import { byEngine } from './engine';
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
}

const COMMENT = '/bigtable/formDataComment';

export function commentsOn(appId: string, formId: string) {
  return request({
    path: `${COMMENT}/getCommentOnOff`,
    query: { appId, formId },
    silent: true,
    loading: false,
    schema: z.looseObject({ on: z.boolean() }),
  });
}

export function recordComments(target: CommentTarget) {
  return request({
    path: `${COMMENT}/findAllByDataId`,
    query: { ...target },
    silent: true,
    loading: false,
    schema: z.array(commentSchema),
  });
}

/**
 * Posting a comment, as a call the record's page makes and the outbox keeps to replay: `requestId` makes a replay
 * that arrives twice post once.
 */
export function commentCall(target: CommentTarget, content: string, requestId: string): CallOptions<typeof commentSchema> {
  return { method: 'POST', path: `${COMMENT}/create`, data: { ...target, content, requestId }, schema: commentSchema };
}

export function deleteComment(id: string) {
  return request({ method: 'DELETE', path: `${COMMENT}/${enc(id)}`, data: {}, schema: z.unknown() });
}
