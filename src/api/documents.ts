/**
 * The content service's calls (spec calls-and-errors.md §7 "CMS" and "Storage" file download). Paths and shapes are
 * the local server's (server/README.md "Documents, comments, scores, collections and articles"). Every call is
 * silent: the document pages show their own error states and keep what the user typed.
 */
import { z } from 'zod/mini';

import { request, urlOf } from './transport';

const idSchema = z.pipe(z.union([z.string(), z.number()]), z.transform(String));
const userSchema = z.looseObject({ id: idSchema, nickname: z.nullish(z.string()), picture: z.nullish(z.string()) });

export const scoreSummarySchema = z.looseObject({
  documentId: idSchema,
  average: z.catch(z.number(), 0),
  count: z.catch(z.int(), 0),
  myScore: z.nullish(z.int()),
});
export type ScoreSummary = z.infer<typeof scoreSummarySchema>;

const fileInfo = {
  fileId: idSchema,
  name: z.catch(z.string(), ''),
  fileType: z.catch(z.string(), ''),
  size: z.nullish(z.number()),
  contentType: z.nullish(z.string()),
  /** The server's URLs for this file; a private file's carry a short-lived ticket, so use them when given. */
  previewUrl: z.nullish(z.string()),
  downloadUrl: z.nullish(z.string()),
};

const documentSchema = z.looseObject({
  id: idSchema,
  title: z.catch(z.string(), ''),
  description: z.nullish(z.string()),
  readCount: z.catch(z.int(), 0),
  createTime: z.nullish(z.string()),
  createdBy: z.nullish(userSchema),
  ...fileInfo,
  commentCount: z.catch(z.int(), 0),
  score: z.nullish(scoreSummarySchema),
  collected: z.catch(z.boolean(), false),
  member: z.catch(z.boolean(), false),
});
export type LibraryDocument = z.infer<typeof documentSchema>;

const fileTicketSchema = z.looseObject({ documentId: z.nullish(idSchema), title: z.nullish(z.string()), ...fileInfo });

const documentCommentSchema = z.looseObject({
  id: idSchema,
  content: z.string(),
  createTime: z.nullish(z.string()),
  user: z.nullish(userSchema),
  mine: z.catch(z.boolean(), false),
});
export type DocumentComment = z.infer<typeof documentCommentSchema>;

const commentPageSchema = z.looseObject({
  content: z.array(documentCommentSchema),
  totalElements: z.int(),
  page: z.int(),
  size: z.int(),
  last: z.boolean(),
});

const articleSchema = z.looseObject({
  id: idSchema,
  title: z.catch(z.string(), ''),
  content: z.catch(z.string(), ''),
  updateTime: z.nullish(z.string()),
});
export type Article = z.infer<typeof articleSchema>;

const CMS = '/cms';
const quiet = { silent: true, loading: false } as const;

/** A document of the caller's organisation (or a public one), with the caller's favourite and score. */
export function documentDetail(id: string) {
  return request({ path: `${CMS}/documentLib/detail`, query: { id }, schema: documentSchema, ...quiet });
}

/** The not-signed-in variant: public documents only (403 LOGIN_REQUIRED otherwise). No token is sent. */
export function unLoginDetail(id: string) {
  return request({
    path: `${CMS}/documentLib/unLoginDetail`,
    query: { id },
    auth: 'anonymous',
    tenant: false,
    schema: documentSchema,
    ...quiet,
  });
}

/** What a download will fetch: a document's file (`id`) or a stored file (`fileId`). Anonymous without a token. */
export function preDownload(target: { id: string } | { fileId: string }, signedIn: boolean) {
  return request({
    path: `${CMS}/documentLib/preDownload`,
    query: target,
    auth: signedIn ? 'bearer' : 'anonymous',
    schema: fileTicketSchema,
    ...quiet,
  });
}

export function countRead(id: string, signedIn: boolean) {
  return request({
    method: 'POST',
    path: `${CMS}/documentLib/documentReadCount`,
    data: { id },
    auth: signedIn ? 'bearer' : 'anonymous',
    tenant: signedIn,
    schema: z.looseObject({ id: idSchema, readCount: z.int() }),
    ...quiet,
  });
}

export function addCollection(documentId: string) {
  return request({
    method: 'POST',
    path: `${CMS}/collection/add`,
    data: { documentId },
    schema: z.looseObject({ collected: z.boolean() }),
    ...quiet,
  });
}

export function deleteCollection(documentId: string) {
  return request({
    method: 'DELETE',
    path: `${CMS}/collection/delete`,
    data: { documentId },
    schema: z.looseObject({ collected: z.boolean() }),
    ...quiet,
  });
}

export function documentComments(documentId: string, page: number, size = 20) {
  return request({
    path: `${CMS}/comment/list`,
    query: { documentId, page, size },
    schema: commentPageSchema,
    ...quiet,
  });
}

export function addDocumentComment(documentId: string, content: string) {
  return request({
    method: 'POST',
    path: `${CMS}/comment/add`,
    data: { documentId, content },
    schema: documentCommentSchema,
    silent: true,
  });
}

export function addScore(documentId: string, score: number) {
  return request({
    method: 'POST',
    path: `${CMS}/score/add`,
    data: { documentId, score },
    schema: scoreSummarySchema,
    ...quiet,
  });
}

const scoreRecordSchema = z.looseObject({ score: z.catch(z.int(), 0), updateTime: z.nullish(z.string()), user: z.nullish(userSchema) });

/** Who scored the document and how, newest first (members of its organisation only). */
export function scoreRecords(documentId: string) {
  return request({ path: `${CMS}/score/list`, query: { documentId }, schema: z.array(scoreRecordSchema), ...quiet });
}

/** The document's score as it is now: average, count and mine. */
export function scoreSummary(documentId: string) {
  return request({ path: `${CMS}/score/selectByDocumentId`, query: { documentId }, schema: scoreSummarySchema, ...quiet });
}

/** An article by id, without a token (the service agreement is read before signing in). */
export function articleById(id: string) {
  return request({
    path: `${CMS}/content/article/detailsById`,
    query: { id },
    auth: 'anonymous',
    tenant: false,
    schema: articleSchema,
    ...quiet,
  });
}

/** Spec §7 "Storage": `GET {api}/file/fileoperation/download?fileId&isDownload` (inline to preview, attachment to save). */
export function fileUrl(fileId: string, download: boolean): string {
  return urlOf({ path: '/file/fileoperation/download', query: { fileId, isDownload: download ? 1 : 0 } });
}
