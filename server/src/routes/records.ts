/**
 * Record lists, search, delete / archive and comments (issue 7; spec calls-and-errors.md §7, screens-data-rules.md
 * §3, §5, §6). Reads the `form_data` table that form-data.ts writes.
 *
 * - Query and search return only the records the caller may read (`mayRead`: a role in the app's organisation, and
 *   ALL list permission, or MINE and owning / creating the record), so tenants never see each other's records.
 * - Conditions come in either §3 shape (`key, ktype, dtype, op, vtype, value` or `key, operation, type, value,
 *   matchType`). `conditions` must all hold, `keywordConditions` (from a keyword) any one of them.
 * - Delete (newer engine) and archive (older engine) need the `delete` operation permission.
 * - Comments live in `form_data_comments`; the on/off switch is the form's `config.commentOnOff` (default on).
 */
import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';

import {
  formAccess,
  formOr404,
  hasOperation,
  mayRead,
  recordView,
  requireEngine,
  requireOperation,
  sameValue,
  type FormAccess,
  type FormRecord,
} from '../data/forms.js';
import type { Db } from '../db/index.js';
import { formData, formDataComments, users } from '../db/schema.js';
import { requireCaller, type Caller } from '../http/auth.js';
import type { ServerContext } from '../http/context.js';
import { ApiError, ok, parse } from '../http/errors.js';
import { nowIso, randomId } from '../util.js';

const Id = z.string().trim().min(1).max(64);
const MAX_PAGE_SIZE = 200;
const DELETED = 'DELETED';
const ARCHIVED = 'ARCHIVED';

/** A condition in either §3 shape, read into one. */
const Condition = z
  .object({
    key: z.string().min(1).max(100),
    op: z.string().min(1).max(40).optional(),
    operation: z.string().min(1).max(40).optional(),
    ktype: z.string().max(40).optional(),
    type: z.string().max(40).optional(),
    value: z.unknown().optional(),
  })
  .refine((c) => c.op !== undefined || c.operation !== undefined, '缺少 op / operation')
  .transform((c) => ({ key: c.key, op: (c.op ?? c.operation)!, value: c.value }));
type Cond = z.infer<typeof Condition>;

const Conditions = z.array(Condition).max(50).default([]);
const SortParam = z.union([z.string().max(100), z.array(z.string().max(100)).max(5)]).optional();
const PageQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  size: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(20),
  sort: SortParam,
  isQueryField: z.coerce.number().int().optional(),
});
const QueryBody = z.object({ conditions: Conditions, keywordConditions: Conditions }).loose();
const SearchBody = z
  .object({
    conditions: Conditions,
    keywordConditions: Conditions,
    page: z.coerce.number().int().min(1).optional(),
    size: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).optional(),
    sort: SortParam,
  })
  .loose();
const OperatorError = (op: string) => ApiError.badRequest(`参数错误: 不支持的条件 ${op}`);
const KNOWN_OPS = new Set(['equal', 'notEqual', 'include', 'exclude', 'within', 'anyone', 'empty', 'notEmpty', 'greater', 'less', 'greaterEqual', 'lessEqual']);

/* ---------- Reading a record's value ---------- */

const SYSTEM_VALUE: Record<string, (r: FormRecord) => unknown> = {
  id: (r) => r.id,
  ID: (r) => r.id,
  code: (r) => r.code,
  createTime: (r) => r.createdAt,
  createdAt: (r) => r.createdAt,
  lastModifiedTime: (r) => r.updatedAt,
  updatedAt: (r) => r.updatedAt,
  createdBy: (r) => r.createdBy,
  creater: (r) => r.createdBy,
  lastModifiedBy: (r) => r.lastModifiedBy,
  updater: (r) => r.lastModifiedBy,
  ownerId: (r) => r.ownerId,
};

const valueOf = (r: FormRecord, key: string): unknown => (SYSTEM_VALUE[key] ? SYSTEM_VALUE[key](r) : r.content[key]);

/** The texts a value can be searched by: strings, numbers, option labels and values, names. */
function texts(v: unknown): string[] {
  if (v === null || v === undefined) return [];
  if (Array.isArray(v)) return v.flatMap(texts);
  if (typeof v === 'object') {
    const o = v as Record<string, unknown>;
    return ['label', 'value', 'name', 'nickname', 'id', 'text', 'address'].flatMap((k) => (k in o ? texts(o[k]) : []));
  }
  return [String(v)];
}

const isEmpty = (v: unknown) => v === null || v === undefined || v === '' || (Array.isArray(v) && v.length === 0);
const comparable = (v: unknown): number | string | undefined => {
  if (typeof v === 'number') return v;
  if (typeof v === 'string' && v !== '') return /^-?\d+(\.\d+)?$/.test(v) ? Number(v) : v.replace('T', ' ');
  return undefined;
};
const compare = (a: unknown, b: unknown): number | undefined => {
  const x = comparable(a);
  const y = comparable(b);
  if (x === undefined || y === undefined) return undefined;
  if (typeof x === 'number' && typeof y === 'number') return x - y;
  return String(x) < String(y) ? -1 : String(x) > String(y) ? 1 : 0;
};

export function matches(r: FormRecord, c: Cond): boolean {
  const v = valueOf(r, c.key);
  switch (c.op) {
    case 'equal':
      return sameValue(v, c.value);
    case 'notEqual':
      return !sameValue(v, c.value);
    case 'include': {
      const needle = texts(c.value).join('').toLowerCase();
      return needle === '' || texts(v).some((t) => t.toLowerCase().includes(needle));
    }
    case 'exclude': {
      const needle = texts(c.value).join('').toLowerCase();
      return needle === '' || !texts(v).some((t) => t.toLowerCase().includes(needle));
    }
    case 'within': {
      const [from, to] = Array.isArray(c.value) ? c.value : [];
      const lo = from === null || from === undefined || from === '' ? 0 : compare(v, from);
      const hi = to === null || to === undefined || to === '' ? 0 : compare(v, to);
      return lo !== undefined && hi !== undefined && lo >= 0 && hi <= 0;
    }
    case 'anyone': {
      const wanted = new Set(texts(c.value));
      return texts(v).some((t) => wanted.has(t));
    }
    case 'empty':
      return isEmpty(v);
    case 'notEmpty':
      return !isEmpty(v);
    case 'greater':
    case 'less':
    case 'greaterEqual':
    case 'lessEqual': {
      const d = compare(v, c.value);
      if (d === undefined) return false;
      return c.op === 'greater' ? d > 0 : c.op === 'less' ? d < 0 : c.op === 'greaterEqual' ? d >= 0 : d <= 0;
    }
    default:
      throw OperatorError(c.op);
  }
}

/* ---------- Sorting ---------- */

const SORT_KEY: Record<string, string> = { createdAt: 'createTime', updatedAt: 'lastModifiedTime' };

function sorter(sort: string | string[] | undefined): (a: FormRecord, b: FormRecord) => number {
  const list = (sort === undefined ? ['createTime,DESC'] : Array.isArray(sort) ? sort : [sort]).filter((s) => s !== '');
  const keys = list.map((s) => {
    const [rawKey = '', dir = 'DESC'] = s.split(',');
    const key = SORT_KEY[rawKey.trim()] ?? rawKey.trim();
    if (key === '') throw ApiError.badRequest('参数错误: sort');
    return { key, desc: dir.trim().toUpperCase() !== 'ASC' };
  });
  return (a, b) => {
    for (const { key, desc } of keys) {
      const d = compare(valueOf(a, key), valueOf(b, key)) ?? 0;
      if (d !== 0) return desc ? -d : d;
    }
    // Stable tie-break: newest id last created wins.
    return a.id < b.id ? 1 : a.id > b.id ? -1 : 0;
  };
}

/* ---------- Views ---------- */

function userRefs(db: Db, ids: string[]) {
  const unique = [...new Set(ids)];
  const rows = unique.length ? db.select({ id: users.id, nickname: users.nickname, picture: users.picture }).from(users).where(inArray(users.id, unique)).all() : [];
  const map = new Map(rows.map((u) => [u.id, u]));
  return (id: string) => map.get(id) ?? { id, nickname: id === 'anonymous' ? '匿名用户' : id, picture: '' };
}

/** A record as spec §3 gives it: recordView with createTime, lastModifiedTime, createdBy / lastModifiedBy as users, creater / updater names. */
function listView(db: Db, records: FormRecord[]) {
  const user = userRefs(db, records.flatMap((r) => [r.createdBy, r.lastModifiedBy]));
  return records.map((r) => ({
    ...recordView(r),
    createTime: r.createdAt,
    lastModifiedTime: r.updatedAt,
    createdBy: user(r.createdBy),
    lastModifiedBy: user(r.lastModifiedBy),
    creater: user(r.createdBy).nickname,
    updater: user(r.lastModifiedBy).nickname,
  }));
}

interface PageInput {
  page: number;
  size: number;
  sort?: string | string[] | undefined;
  conditions: Cond[];
  keywordConditions: Cond[];
}

function queryPage(db: Db, access: FormAccess, caller: Caller, formId: string, input: PageInput) {
  for (const c of [...input.conditions, ...input.keywordConditions]) if (!KNOWN_OPS.has(c.op)) throw OperatorError(c.op);
  const all = db
    .select()
    .from(formData)
    .where(and(eq(formData.tenantId, access.app.tenantId), eq(formData.appId, access.app.id), eq(formData.formId, formId), ne(formData.status, ARCHIVED), ne(formData.status, DELETED)))
    .all()
    .filter((r) => mayRead(access, r, caller.user.id))
    .filter((r) => input.conditions.every((c) => matches(r, c)))
    .filter((r) => input.keywordConditions.length === 0 || input.keywordConditions.some((c) => matches(r, c)))
    .sort(sorter(input.sort));
  const start = (input.page - 1) * input.size;
  const content = listView(db, all.slice(start, start + input.size));
  return {
    content,
    totalElements: all.length,
    totalPages: Math.ceil(all.length / input.size),
    page: input.page,
    size: input.size,
    last: start + input.size >= all.length,
  };
}

/* ---------- Comments ---------- */

export const commentsOn = (db: Db, formId: string): boolean => {
  const form = formOr404(db, formId);
  const script = form.definitionPublish as { config?: { commentOnOff?: unknown } } | null;
  return script?.config?.commentOnOff !== false;
};

export function registerRecords(api: FastifyInstance, ctx: ServerContext): void {
  const { db } = ctx;

  /** The caller, the app access and the form, on the engine asked for. */
  const accessOf = async (req: FastifyRequest, appId: string, formId: string, engine: 'V1' | 'BIGTABLE' | null) => {
    const caller = await requireCaller(ctx, req);
    const access = formAccess(db, caller, appId);
    if (engine) requireEngine(access.app, engine);
    formOr404(db, formId, access.app.id);
    return { caller, access };
  };

  /** A live record of the app that the caller may read; 404 (detail 数据不存在) when missing, deleted or foreign. */
  const readable = (access: FormAccess, caller: Caller, dataId: string, formId?: string) => {
    const record = db.select().from(formData).where(eq(formData.id, dataId)).get();
    if (!record || record.appId !== access.app.id || record.status === DELETED || (formId && record.formId !== formId)) throw ApiError.notFound();
    if (!mayRead(access, record, caller.user.id)) throw ApiError.forbidden('您没有查看该数据的权限');
    return record;
  };

  // ---- newer engine: query and search ----

  const NEWER = '/bigtable/application/:appId/form/:formId/form-data';
  const AppForm = z.object({ appId: Id, formId: Id });

  const newerQuery = async (req: FastifyRequest) => {
    const { appId, formId } = parse(AppForm, req.params);
    const q = parse(PageQuery, req.query);
    const body = req.method === 'GET' ? { conditions: [], keywordConditions: [] } : parse(QueryBody, req.body);
    const { caller, access } = await accessOf(req, appId, formId, 'BIGTABLE');
    return ok(queryPage(db, access, caller, formId, { ...q, conditions: body.conditions, keywordConditions: body.keywordConditions }));
  };
  api.get(`${NEWER}/query`, newerQuery);
  api.post(`${NEWER}/query`, newerQuery);

  api.post('/bigtable/application/:appId/form/:formId/form-data/search', async (req) => {
    const { appId, formId } = parse(AppForm, req.params);
    const q = parse(PageQuery, req.query);
    const body = parse(SearchBody, req.body);
    const { caller, access } = await accessOf(req, appId, formId, 'BIGTABLE');
    return ok(
      queryPage(db, access, caller, formId, {
        page: body.page ?? q.page,
        size: body.size ?? q.size,
        sort: body.sort ?? q.sort,
        conditions: body.conditions,
        keywordConditions: body.keywordConditions,
      }),
    );
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

  api.post('/ware-engine-form/data/query', async (req) => {
    const body = parse(
      z
        .object({
          formId: Id,
          page: z.coerce.number().int().min(1).default(1),
          size: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(20),
          sort: SortParam,
          conditions: Conditions,
          keywordConditions: Conditions,
        })
        .loose(),
      req.body,
    );
    const form = formOr404(db, body.formId);
    const { caller, access } = await accessOf(req, form.appId, body.formId, 'V1');
    return ok(queryPage(db, access, caller, body.formId, body));
  });

  api.post('/ware-engine-form/data/archive', async (req) => {
    const body = parse(z.object({ id: Id.optional(), ids: z.array(Id).max(100).optional() }).refine((b) => b.id || b.ids?.length, 'id 或 ids 必填'), req.body);
    const ids = [...new Set([...(body.id ? [body.id] : []), ...(body.ids ?? [])])];
    const records = ids.map((id) => {
      const r = db.select().from(formData).where(eq(formData.id, id)).get();
      if (!r || r.status === DELETED || r.status === ARCHIVED) throw ApiError.notFound();
      return r;
    });
    const now = nowIso();
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

  api.get('/bigtable/formDataComment/findAllByDataId', async (req) => {
    const { appId, formId, dataId } = parse(CommentTarget, req.query);
    const { caller, access } = await accessOf(req, appId, formId, null);
    readable(access, caller, dataId, formId);
    const rows = db.select().from(formDataComments).where(eq(formDataComments.dataId, dataId)).orderBy(asc(formDataComments.createdAt), asc(formDataComments.id)).all();
    return ok(commentView(rows, access, caller, formId));
  });

  api.post('/bigtable/formDataComment/create', async (req) => {
    const body = parse(CommentTarget.extend({ content: z.string().trim().min(1, '评论内容不能为空').max(500, '评论最多 500 字') }), req.body);
    const { caller, access } = await accessOf(req, body.appId, body.formId, null);
    const record = readable(access, caller, body.dataId, body.formId);
    if (!commentsOn(db, body.formId)) throw ApiError.forbidden('该表单已关闭评论');
    const row = {
      id: `comment-${randomId(8)}`,
      tenantId: record.tenantId,
      appId: record.appId,
      formId: record.formId,
      dataId: record.id,
      userId: caller.user.id,
      content: body.content,
      createdAt: nowIso(),
    };
    db.insert(formDataComments).values(row).run();
    return ok(commentView([row], access, caller, record.formId)[0]);
  });

  api.delete('/bigtable/formDataComment/:id', async (req) => {
    const { id } = parse(z.object({ id: Id }), req.params);
    const comment = db.select().from(formDataComments).where(eq(formDataComments.id, id)).get();
    if (!comment) throw ApiError.notFound();
    const { caller, access } = await accessOf(req, comment.appId, comment.formId, null);
    readable(access, caller, comment.dataId);
    if (comment.userId !== caller.user.id && !hasOperation(access, comment.formId, 'delete')) throw ApiError.forbidden('只能删除自己的评论');
    db.delete(formDataComments).where(eq(formDataComments.id, id)).run();
    return ok({ id, deleted: true });
  });
}
