/**
 * The content service (spec calls-and-errors.md §7 "CMS"): the document library (detail, unLoginDetail, findByIds,
 * preDownload, documentReadCount), document comments, scores and collections, and articles (the service agreement).
 *
 * - A document belongs to one organisation. Signed-in calls work in the caller's organisation (`tenantOf`): another
 *   organisation's document is a 404 数据不存在, exactly like a missing one, so ids reveal nothing.
 * - A public document (`isPublic`) is also readable without a token through unLoginDetail, preDownload and
 *   documentReadCount; a private one answers 403 LOGIN_REQUIRED there, so the client can offer sign-in.
 * - Comments, scores and collections always need a token and membership of the document's organisation.
 * - File bytes are served by storage.ts (`/file/fileoperation/download`); preDownload only names and describes them.
 */
import path from 'node:path';

import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';

import { registerArticleLists } from './community.js';
import { FileId, mayReadFile } from './storage.js';
import type { Caller } from '../data/caller.js';
import { articleSummaries, countArticleRead, organisationArticle } from '../data/community.js';
import { privateFileTenants } from '../data/files.js';
import { usersByIds } from '../data/people.js';
import { cmsArticles, cmsCollections, cmsComments, cmsDocuments, cmsScores } from '../db/cms.js';
import { files } from '../db/schema.js';
import { ApiError, ok, parse } from '../errors.js';
import { bearerOf, optionalCaller, optionalTenantOf, requestedTenant, requireCaller, requireTenantCaller } from '../http/auth.js';
import { spendComment } from '../http/comment-quota.js';
import type { ServerContext } from '../http/context.js';
import { Id, IdParam, paging, TEXTAREA_MAX } from '../http/inputs.js';
import { ReadOnce } from '../http/read-once.js';
import { randomId } from '../util.js';

/** Spec §9 "rate default count 5". */
const SCORE_MAX = 5;
const LOGIN_REQUIRED = { code: 'LOGIN_REQUIRED', message: '该文档需登录后查看' } as const;

type DocumentRow = typeof cmsDocuments.$inferSelect;

export function registerCms(api: FastifyInstance, ctx: ServerContext): void {
  const { db } = ctx;

  const fileOf = (fileId: string) =>
    db.select({ id: files.id, name: files.name, size: files.size, contentType: files.contentType }).from(files).where(eq(files.id, fileId)).get();

  const fileUrl = (fileId: string, download: boolean, ticket: string | null) =>
    `${ctx.url}/api/file/fileoperation/download?fileId=${fileId}&isDownload=${download ? 1 : 0}${ticket ? `&ticket=${ticket}` : ''}`;

  /** A file's description and URLs, for a caller already allowed to read it: a private file's URLs carry a ticket. */
  const fileView = (fileId: string) => {
    const file = fileOf(fileId);
    if (!file) throw ApiError.notFound('文件不存在');
    const ticket = privateFileTenants(db, file.id).length ? ctx.fileTickets.issue(file.id, ctx.clock.epochSeconds()) : null;
    return {
      fileId: file.id,
      name: file.name,
      fileName: file.name,
      fileType: path.extname(file.name).slice(1).toLowerCase(),
      size: file.size,
      contentType: file.contentType,
      previewUrl: fileUrl(file.id, false, ticket),
      downloadUrl: fileUrl(file.id, true, ticket),
    };
  };

  const userRef = (ids: string[]) => {
    const byId = new Map(usersByIds(db, [...new Set(ids)]).map((u) => [u.id, u]));
    return (id: string) => {
      const u = byId.get(id);
      return u ? { id: u.id, nickname: u.nickname, picture: u.picture } : { id, nickname: '', picture: '' };
    };
  };

  const scoreSummary = (documentId: string, userId: string | null) => {
    const rows = db.select({ userId: cmsScores.userId, score: cmsScores.score }).from(cmsScores).where(eq(cmsScores.documentId, documentId)).all();
    const total = rows.reduce((sum, r) => sum + r.score, 0);
    return {
      documentId,
      average: rows.length ? Math.round((total / rows.length) * 10) / 10 : 0,
      count: rows.length,
      myScore: userId ? (rows.find((r) => r.userId === userId)?.score ?? null) : null,
    };
  };

  const commentCount = (documentId: string) => db.select({ n: count() }).from(cmsComments).where(eq(cmsComments.documentId, documentId)).get()?.n ?? 0;

  const collected = (documentId: string, userId: string) =>
    !!db.select().from(cmsCollections).where(and(eq(cmsCollections.documentId, documentId), eq(cmsCollections.userId, userId))).get();

  /** `member`: the caller belongs to the document's organisation, so may favourite, score and comment. */
  const documentView = (doc: DocumentRow, caller: Caller | null, member: boolean) => ({
    id: doc.id,
    tenantId: doc.tenantId,
    title: doc.title,
    description: doc.description,
    isPublic: doc.isPublic,
    readCount: doc.readCount,
    createTime: doc.createdAt,
    createdBy: userRef([doc.createdBy])(doc.createdBy),
    ...fileView(doc.fileId),
    commentCount: commentCount(doc.id),
    score: scoreSummary(doc.id, caller?.user.id ?? null),
    collected: caller ? collected(doc.id, caller.user.id) : false,
    member,
  });

  const findDocument = (id: string) => db.select().from(cmsDocuments).where(eq(cmsDocuments.id, id)).get();

  /**
   * What comments, scores and collections attach to: a document of the caller's organisation, or one of its
   * community articles (their ids never collide: articles are `pt-art-*` / `art-*`, documents `doc-*`). Any other id
   * is 404 (foreign ids look missing).
   */
  const memberDocument = async (req: FastifyRequest, id: string): Promise<{ caller: Caller; doc: { id: string; tenantId: string } }> => {
    const { caller, tenantId } = await requireTenantCaller(ctx, req);
    const doc = findDocument(id) ?? organisationArticle(db, id);
    if (!doc || doc.tenantId !== tenantId) throw ApiError.notFound();
    return { caller, doc: { id: doc.id, tenantId: doc.tenantId } };
  };

  /**
   * Reading a document: a member of its organisation may do everything; anyone else (signed in elsewhere, or not
   * signed in) may only read a public one (`member: false`). Otherwise 404 for the signed-in (foreign ids look
   * missing) and 403 LOGIN_REQUIRED without a token, so the client can offer sign-in.
   */
  const reads = new ReadOnce(ctx.clock);
  const readableDocument = async (req: FastifyRequest, id: string): Promise<{ caller: Caller | null; doc: DocumentRow; member: boolean }> => {
    const caller = await optionalCaller(ctx, req);
    const doc = findDocument(id);
    if (caller) {
      const tenantId = optionalTenantOf(ctx, caller, requestedTenant(req));
      if (doc && doc.tenantId === tenantId) return { caller, doc, member: true };
      if (doc?.isPublic) return { caller, doc, member: false };
      if (!tenantId) throw ApiError.tenantRequired();
      throw ApiError.notFound();
    }
    if (!doc) throw ApiError.notFound();
    if (!doc.isPublic) throw ApiError.forbidden(LOGIN_REQUIRED.message, LOGIN_REQUIRED.code);
    return { caller: null, doc, member: false };
  };

  // ---- the document library ----

  api.get('/cms/documentLib/detail', async (req) => {
    const { id } = parse(IdParam, req.query);
    await requireCaller(ctx, req);
    const { caller, doc, member } = await readableDocument(req, id);
    return ok(documentView(doc, member ? caller : null, member));
  });

  // No token is read: the not-signed-in variant of the preview page.
  api.get('/cms/documentLib/unLoginDetail', async (req) => {
    const { id } = parse(IdParam, req.query);
    const doc = findDocument(id);
    if (!doc) throw ApiError.notFound();
    if (!doc.isPublic) throw ApiError.forbidden(LOGIN_REQUIRED.message, LOGIN_REQUIRED.code);
    return ok(documentView(doc, null, false));
  });

  api.get('/cms/documentLib/findByIds', async (req) => {
    const { ids } = parse(z.object({ ids: z.string().trim().min(1).max(2000) }), req.query);
    const wanted = [...new Set(ids.split(',').map((s) => s.trim()).filter(Boolean))].slice(0, 200);
    const { caller, tenantId } = await requireTenantCaller(ctx, req);
    const rows = wanted.length ? db.select().from(cmsDocuments).where(and(inArray(cmsDocuments.id, wanted), eq(cmsDocuments.tenantId, tenantId))).all() : [];
    const byId = new Map(rows.map((r) => [r.id, r]));
    return ok(wanted.flatMap((id) => (byId.has(id) ? [documentView(byId.get(id)!, caller, true)] : [])));
  });

  // A document (same rules as reading it) or a bare file id (a capability, like the download route itself, unless a
  // private document holds the file: then only its organisation's members).
  api.get('/cms/documentLib/preDownload', async (req) => {
    const q = parse(
      z.object({ id: Id.optional(), fileId: FileId.optional() }).refine((v) => (v.id === undefined) !== (v.fileId === undefined), '需要 id 或 fileId 之一'),
      req.query,
    );
    if (q.fileId) {
      if (!(await mayReadFile(ctx, req, q.fileId, undefined))) {
        if (!bearerOf(req)) throw ApiError.forbidden(LOGIN_REQUIRED.message, LOGIN_REQUIRED.code);
        throw ApiError.notFound('文件不存在');
      }
      return ok({ documentId: null, ...fileView(q.fileId) });
    }
    const { doc } = await readableDocument(req, q.id!);
    return ok({ documentId: doc.id, title: doc.title, ...fileView(doc.fileId) });
  });

  api.post('/cms/documentLib/documentReadCount', async (req) => {
    const { id } = parse(IdParam.loose(), req.body);
    const { caller, doc } = await readableDocument(req, id);
    if (!reads.counts(caller ? { userId: caller.user.id } : { address: req.ip }, `document:${doc.id}`)) return ok({ id: doc.id, readCount: doc.readCount });
    db.update(cmsDocuments).set({ readCount: doc.readCount + 1 }).where(eq(cmsDocuments.id, doc.id)).run();
    return ok({ id: doc.id, readCount: doc.readCount + 1 });
  });

  // ---- collections ----

  const DocumentRef = z.object({ documentId: Id }).loose();

  api.post('/cms/collection/add', async (req) => {
    const { documentId } = parse(DocumentRef, req.body);
    const { caller, doc } = await memberDocument(req, documentId);
    db.insert(cmsCollections).values({ userId: caller.user.id, documentId: doc.id, tenantId: doc.tenantId, createdAt: ctx.clock.iso() }).onConflictDoNothing().run();
    return ok({ documentId: doc.id, collected: true });
  });

  // The id may come in the query or a JSON body (DELETE bodies are optional in HTTP).
  api.delete('/cms/collection/delete', async (req) => {
    const { documentId } = parse(DocumentRef, { ...(req.body as object | undefined), ...(req.query as object) });
    const { caller, doc } = await memberDocument(req, documentId);
    db.delete(cmsCollections).where(and(eq(cmsCollections.userId, caller.user.id), eq(cmsCollections.documentId, doc.id))).run();
    return ok({ documentId: doc.id, collected: false });
  });

  // ---- comments ----

  const commentView = (rows: (typeof cmsComments.$inferSelect)[], caller: Caller) => {
    const user = userRef(rows.map((r) => r.userId));
    return rows.map((c) => ({ id: c.id, documentId: c.documentId, content: c.content, createTime: c.createdAt, user: user(c.userId), mine: c.userId === caller.user.id }));
  };

  api.get('/cms/comment/list', async (req) => {
    const q = parse(
      z.object({ documentId: Id, ...paging(100) }).loose(),
      req.query,
    );
    const { caller, doc } = await memberDocument(req, q.documentId);
    const total = commentCount(doc.id);
    const rows = db
      .select()
      .from(cmsComments)
      .where(eq(cmsComments.documentId, doc.id))
      .orderBy(desc(cmsComments.createdAt), desc(cmsComments.id))
      .limit(q.size)
      .offset((q.page - 1) * q.size)
      .all();
    return ok({ content: commentView(rows, caller), totalElements: total, page: q.page, size: q.size, last: q.page * q.size >= total });
  });

  api.post('/cms/comment/add', async (req) => {
    const body = parse(
      z.object({ documentId: Id, content: z.string().trim().min(1, '请输入评论内容').max(TEXTAREA_MAX, `评论不能超过${TEXTAREA_MAX}个字`) }).loose(),
      req.body,
    );
    const { caller, doc } = await memberDocument(req, body.documentId);
    spendComment(ctx, caller.user.id);
    const row = { id: `cms-comment-${randomId(8)}`, tenantId: doc.tenantId, documentId: doc.id, userId: caller.user.id, content: body.content, createdAt: ctx.clock.iso() };
    db.insert(cmsComments).values(row).run();
    return ok(commentView([row], caller)[0]);
  });

  // ---- scores ----

  api.get('/cms/score/list', async (req) => {
    const { documentId } = parse(DocumentRef, req.query);
    const { doc } = await memberDocument(req, documentId);
    const rows = db.select().from(cmsScores).where(eq(cmsScores.documentId, doc.id)).orderBy(desc(cmsScores.updatedAt)).all();
    const user = userRef(rows.map((r) => r.userId));
    return ok(rows.map((r) => ({ documentId: r.documentId, score: r.score, createTime: r.createdAt, updateTime: r.updatedAt, user: user(r.userId) })));
  });

  api.get('/cms/score/selectByDocumentId', async (req) => {
    const { documentId } = parse(DocumentRef, req.query);
    const { caller, doc } = await memberDocument(req, documentId);
    return ok(scoreSummary(doc.id, caller.user.id));
  });

  // One score per user and document: scoring again replaces it.
  api.post('/cms/score/add', async (req) => {
    const body = parse(z.object({ documentId: Id, score: z.number().int().min(1).max(SCORE_MAX) }).loose(), req.body);
    const { caller, doc } = await memberDocument(req, body.documentId);
    const now = ctx.clock.iso();
    db.insert(cmsScores)
      .values({ documentId: doc.id, userId: caller.user.id, tenantId: doc.tenantId, score: body.score, createdAt: now, updatedAt: now })
      .onConflictDoUpdate({ target: [cmsScores.documentId, cmsScores.userId], set: { score: body.score, updatedAt: now } })
      .run();
    return ok(scoreSummary(doc.id, caller.user.id));
  });

  // ---- articles ----

  // Public articles (the service agreement) need no token; an organisation's article needs membership of it, and
  // reading it there counts one read and adds the community's parts (album, counts, the caller's score and favourite).
  api.get('/cms/content/article/detailsById', async (req) => {
    const { id } = parse(IdParam, req.query);
    const article = db.select().from(cmsArticles).where(eq(cmsArticles.id, id)).get();
    if (!article) throw ApiError.notFound();
    const base = { id: article.id, title: article.title, content: article.content, updateTime: article.updatedAt };
    if (article.isPublic) return ok(base);
    const { caller, tenantId } = await requireTenantCaller(ctx, req);
    if (article.tenantId !== tenantId) throw ApiError.notFound();
    const read = reads.counts({ userId: caller.user.id }, `article:${article.id}`) ? countArticleRead(db, article.id) : article;
    return ok({
      ...base,
      ...articleSummaries(db, ctx.url, [read])[0],
      content: article.content,
      score: scoreSummary(article.id, caller.user.id),
      collected: collected(article.id, caller.user.id),
      member: true,
    });
  });

  registerArticleLists(api, ctx);
}
