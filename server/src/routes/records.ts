/**
 * Record lists, search, delete / archive and comments (spec calls-and-errors.md §7, screens-data-rules.md
 * §3, §5, §6). Reads the `form_data` table that form-data.ts writes.
 *
 * - Query and search (data/record-list/, counted and paged in the database) return only the records the caller may
 *   read (`mayRead` / `readableRecords`: a role in the app's organisation, and ALL list permission, or MINE and
 *   owning / creating the record), so tenants never see each other's records.
 * - Conditions come in either §3 shape (`key, ktype, dtype, op, vtype, value` or `key, operation, type, value,
 *   matchType`), read by data/record-search.ts (§5 operators, day ranges on the caller's clock). `conditions` must
 *   all hold, `keywordConditions` (from a keyword, or from a raw `keyword` by the §5 rule) any one of them.
 * - Field permissions (§6): records carry only the values of the fields the caller's role may see (`listedRecords`);
 *   a condition or sort on a field it may not see is refused (400 `无权查询字段: {key}`), system fields stay
 *   searchable, and the raw keyword only looks at visible input and number fields.
 * - Delete (newer engine) and archive (older engine) need the `delete` operation permission.
 * - Comments live in `form_data_comments`; the on/off switch is the form's `config.commentOnOff` (default on). The
 *   older engine reaches the same comments by its own paths (data/{id}/comments, comments/{id}) for its own apps only.
 */
import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';

import type { Caller } from '../data/caller.js';
import { formOr404, hasOperation, mayRead, requireEngine, requireOperation, type FormAccess } from '../data/forms.js';
import { once } from '../data/idempotency.js';
import { keptForm, keptFormAccess } from '../data/record-list/kept-access.js';
import type { PageInput } from '../data/record-list/plan.js';
import { Condition, TimeZoneOffset } from '../data/record-search.js';
import { userRefs } from '../data/record-views.js';
import type { ListRead } from '../data/worker-reads.js';
import type { Db } from '../db/index.js';
import { formData, formDataComments } from '../db/schema.js';
import { ApiError, ok, parse } from '../errors.js';
import { requireCaller } from '../http/auth.js';
import { spendComment } from '../http/comment-quota.js';
import type { ServerContext } from '../http/context.js';
import { readFaultOf } from '../http/faults.js';
import { Id, IdParam, paging, TEXTAREA_MAX } from '../http/inputs.js';
import { randomId } from '../util.js';
import { requestIdOf, RequestId } from './form-data.js';

const MAX_PAGE_SIZE = 200;
const DELETED = 'DELETED';
const ARCHIVED = 'ARCHIVED';

const Conditions = z.array(Condition).max(50).default([]);
const SortParam = z.union([z.string().max(100), z.array(z.string().max(100)).max(5)]).optional();
const PageQuery = z.object({
  ...paging(MAX_PAGE_SIZE),
  sort: SortParam,
  isQueryField: z.coerce.number().int().optional(),
});
/** What every query and search body may carry besides paging: conditions, a raw keyword, the caller's clock. */
const SearchFields = {
  conditions: Conditions,
  keywordConditions: Conditions,
  keyword: z.string().max(100).optional(),
  timeZoneOffset: TimeZoneOffset.optional(),
};
const QueryBody = z.object(SearchFields).loose();
const SearchBody = z
  .object({
    ...SearchFields,
    page: z.coerce.number().int().min(1).optional(),
    size: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).optional(),
    sort: SortParam,
  })
  .loose();

/* ---------- Comments ---------- */

const commentsOn = (db: Db, formId: string): boolean => {
  const form = formOr404(db, formId);
  const script = form.definitionPublish as { config?: { commentOnOff?: unknown } } | null;
  return script?.config?.commentOnOff !== false;
};

export function registerRecords(api: FastifyInstance, ctx: ServerContext): void {
  const { db } = ctx;

  /** The caller, the app access and the form, on the engine asked for (kept while the database is unchanged). */
  const accessOf = async (req: FastifyRequest, appId: string, formId: string, engine: 'V1' | 'BIGTABLE' | null) => {
    const caller = await requireCaller(ctx, req);
    const access = keptFormAccess(db, caller, appId);
    if (engine) requireEngine(access.app, engine);
    keptForm(db, formId, access.app.id);
    return { caller, access };
  };

  /** A live record of the app that the caller may read; 404 (detail 数据不存在) when missing, deleted or foreign. */
  const readable = (access: FormAccess, caller: Caller, dataId: string, formId?: string) => {
    const record = db.select().from(formData).where(eq(formData.id, dataId)).get();
    if (!record || record.appId !== access.app.id || record.status === DELETED || (formId && record.formId !== formId)) throw ApiError.notFound();
    if (!mayRead(access, record, caller.user.id)) throw ApiError.forbidden('您没有查看该数据的权限');
    return record;
  };

  /**
   * A page of records, read where the server reads lists (ctx.reads: a read worker, or in process): the caller is
   * authenticated here, the access, engine, form and page are read there by the same code (data/worker-reads.ts).
   */
  const listed = async (req: FastifyRequest, reply: FastifyReply, read: Omit<ListRead, 'caller'>) => {
    const caller = await requireCaller(ctx, req);
    const json = await ctx.reads.run('listPage', { ...read, caller }, readFaultOf(req));
    return reply.type('application/json; charset=utf-8').send(json);
  };
  const pageInput = (input: PageInput): PageInput => ({
    page: input.page,
    size: input.size,
    sort: input.sort,
    conditions: input.conditions,
    keywordConditions: input.keywordConditions,
    keyword: input.keyword,
    timeZoneOffset: input.timeZoneOffset,
  });

  // ---- newer engine: query and search ----

  const NEWER = '/bigtable/application/:appId/form/:formId/form-data';
  const AppForm = z.object({ appId: Id, formId: Id });

  const newerQuery = async (req: FastifyRequest, reply: FastifyReply) => {
    const { appId, formId } = parse(AppForm, req.params);
    const q = parse(PageQuery, req.query);
    const body = req.method === 'GET' ? { conditions: [], keywordConditions: [] } : parse(QueryBody, req.body);
    return listed(req, reply, { appId, formId, engine: 'BIGTABLE', input: pageInput({ ...q, conditions: body.conditions, keywordConditions: body.keywordConditions, keyword: body.keyword, timeZoneOffset: body.timeZoneOffset }) });
  };
  api.get(`${NEWER}/query`, newerQuery);
  api.post(`${NEWER}/query`, newerQuery);

  api.post('/bigtable/application/:appId/form/:formId/form-data/search', async (req, reply) => {
    const { appId, formId } = parse(AppForm, req.params);
    const q = parse(PageQuery, req.query);
    const body = parse(SearchBody, req.body);
    return listed(req, reply, {
      appId,
      formId,
      engine: 'BIGTABLE',
      input: pageInput({
        page: body.page ?? q.page,
        size: body.size ?? q.size,
        sort: body.sort ?? q.sort,
        conditions: body.conditions,
        keywordConditions: body.keywordConditions,
        keyword: body.keyword,
        timeZoneOffset: body.timeZoneOffset,
      }),
    });
  });

  // ---- newer engine: delete ----

  api.delete(`${NEWER}/:dataId`, async (req) => {
    const { appId, formId, dataId } = parse(AppForm.extend({ dataId: Id }), req.params);
    const { caller, access } = await accessOf(req, appId, formId, 'BIGTABLE');
    const record = readable(access, caller, dataId, formId);
    requireOperation(access, record.formId, 'delete');
    db.transaction((tx) => {
      tx.delete(formDataComments).where(eq(formDataComments.dataId, record.id)).run();
      tx.delete(formData).where(eq(formData.id, record.id)).run();
    });
    return ok({ id: record.id, deleted: true });
  });

  // ---- older engine: query and archive ----

  api.post('/ware-engine-form/data/query', async (req, reply) => {
    const body = parse(
      z
        .object({
          formId: Id,
          ...paging(MAX_PAGE_SIZE),
          sort: SortParam,
          ...SearchFields,
        })
        .loose(),
      req.body,
    );
    // The form first, as before: a missing form is a 404 whoever asks.
    const form = keptForm(db, body.formId);
    return listed(req, reply, { appId: form.appId, formId: body.formId, engine: 'V1', input: pageInput(body) });
  });

  api.post('/ware-engine-form/data/archive', async (req) => {
    const body = parse(z.object({ id: Id.optional(), ids: z.array(Id).max(100).optional() }).refine((b) => b.id || b.ids?.length, 'id 或 ids 必填'), req.body);
    const ids = [...new Set([...(body.id ? [body.id] : []), ...(body.ids ?? [])])];
    const records = ids.map((id) => {
      const r = db.select().from(formData).where(eq(formData.id, id)).get();
      if (!r || r.status === DELETED || r.status === ARCHIVED) throw ApiError.notFound();
      return r;
    });
    const now = ctx.clock.iso();
    for (const r of records) {
      const { caller, access } = await accessOf(req, r.appId, r.formId, 'V1');
      readable(access, caller, r.id);
      requireOperation(access, r.formId, 'delete');
    }
    db.transaction((tx) => {
      for (const r of records) tx.update(formData).set({ status: ARCHIVED, updatedAt: now }).where(eq(formData.id, r.id)).run();
    });
    return ok({ ids, archived: true });
  });

  // ---- comments (both engines) ----

  const CommentTarget = z.object({ appId: Id, formId: Id, dataId: Id });
  const commentView = (rows: (typeof formDataComments.$inferSelect)[], access: FormAccess, caller: Caller, formId: string) => {
    const user = userRefs(db, rows.map((c) => c.userId));
    const moderator = hasOperation(access, formId, 'delete');
    return rows.map((c) => ({
      id: c.id,
      dataId: c.dataId,
      formId: c.formId,
      appId: c.appId,
      content: c.content,
      createTime: c.createdAt,
      user: user(c.userId),
      canDelete: c.userId === caller.user.id || moderator,
    }));
  };

  api.get('/bigtable/formDataComment/getCommentOnOff', async (req) => {
    const { appId, formId } = parse(AppForm, req.query);
    await accessOf(req, appId, formId, null);
    return ok({ on: commentsOn(db, formId) });
  });

  // The older engine's comments (data/{id}/comments, comments/{id}) and the newer engine's (formDataComment) are the
  // same comments: one list, one way to add and one to delete, reached by either engine's paths, each checked by the
  // same read rule (the record must be readable by the caller, the form's switch on to add).
  const listComments = async (req: FastifyRequest, t: { appId: string; formId: string; dataId: string }, engine: 'V1' | null) => {
    const { caller, access } = await accessOf(req, t.appId, t.formId, engine);
    readable(access, caller, t.dataId, t.formId);
    const rows = db.select().from(formDataComments).where(eq(formDataComments.dataId, t.dataId)).orderBy(asc(formDataComments.createdAt), asc(formDataComments.id)).all();
    return ok(commentView(rows, access, caller, t.formId));
  };
  const CommentContent = z.string().trim().min(1, '评论内容不能为空').max(TEXTAREA_MAX, `评论最多 ${TEXTAREA_MAX} 字`);
  const addComment = async (req: FastifyRequest, t: { appId: string; formId: string; dataId: string; content: string; requestId?: string | undefined }, engine: 'V1' | null) => {
    const { caller, access } = await accessOf(req, t.appId, t.formId, engine);
    const record = readable(access, caller, t.dataId, t.formId);
    const at = ctx.clock.iso();
    // The client's idempotency key (as a submit's): a repeat answers the first comment, spending no quota; one
    // deleted since stays deleted (null).
    const view = once(
      {
        db,
        scope: `user:${caller.user.id}:comment:${record.id}`,
        requestId: requestIdOf(req, t.requestId),
        again: (tx, id) => tx.select().from(formDataComments).where(eq(formDataComments.id, id)).get(),
        act: (tx) => {
          if (!commentsOn(db, t.formId)) throw ApiError.forbidden('该表单已关闭评论');
          spendComment(ctx, caller.user.id);
          const row = {
            id: `comment-${randomId(8)}`,
            tenantId: record.tenantId,
            appId: record.appId,
            formId: record.formId,
            dataId: record.id,
            userId: caller.user.id,
            content: t.content,
            createdAt: at,
          };
          tx.insert(formDataComments).values(row).run();
          return { id: row.id, answer: row };
        },
        at,
      },
      undefined,
    );
    return ok(view ? commentView([view], access, caller, record.formId)[0] : null);
  };
  const removeComment = async (req: FastifyRequest, id: string, engine: 'V1' | null) => {
    const comment = db.select().from(formDataComments).where(eq(formDataComments.id, id)).get();
    if (!comment) throw ApiError.notFound();
    const { caller, access } = await accessOf(req, comment.appId, comment.formId, engine);
    readable(access, caller, comment.dataId);
    if (comment.userId !== caller.user.id && !hasOperation(access, comment.formId, 'delete')) throw ApiError.forbidden('只能删除自己的评论');
    db.delete(formDataComments).where(eq(formDataComments.id, id)).run();
    return ok({ id, deleted: true });
  };
  /** The older engine names only the record: its app and form are the record's (404 when there is none). */
  const recordTarget = (dataId: string) => {
    const record = db.select().from(formData).where(eq(formData.id, dataId)).get();
    if (!record || record.status === DELETED) throw ApiError.notFound();
    return { appId: record.appId, formId: record.formId, dataId };
  };

  api.get('/bigtable/formDataComment/findAllByDataId', async (req) => listComments(req, parse(CommentTarget, req.query), null));
  api.post('/bigtable/formDataComment/create', async (req) => addComment(req, parse(CommentTarget.extend({ content: CommentContent, requestId: RequestId.optional() }), req.body), null));
  api.delete('/bigtable/formDataComment/:id', async (req) => removeComment(req, parse(IdParam, req.params).id, null));

  api.get('/ware-engine-form/data/:id/comments', async (req) => listComments(req, recordTarget(parse(IdParam, req.params).id), 'V1'));
  api.post('/ware-engine-form/data/:id/comments', async (req) => {
    const target = recordTarget(parse(IdParam, req.params).id);
    const { content, requestId } = parse(z.object({ content: CommentContent, requestId: RequestId.optional() }), req.body);
    return addComment(req, { ...target, content, requestId }, 'V1');
  });
  api.delete('/ware-engine-form/comments/:id', async (req) => removeComment(req, parse(IdParam, req.params).id, 'V1'));
}
