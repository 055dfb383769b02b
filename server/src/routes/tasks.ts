/**
 * Approval tasks, processes, their history and notifications (spec calls-and-errors.md §7), on both engines' paths
 * over the one engine (data/tasks.ts) and its reads (data/task-lists.ts). Lists merge both engines unless the path
 * names one (`/bigtable/v1/tasks/...` and the older engine's own `tasks` and `notifications`: older only).
 */
import { and, eq, or } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';

import { requestIdOf, RequestId } from './form-data.js';
import { appOr404 } from '../data/apps.js';
import { formAccess, requireEngine } from '../data/forms.js';
import { once } from '../data/idempotency.js';
import { processReport, removeProcessReport } from '../data/process-reports.js';
import {
  activityStatistics,
  activityViews,
  instanceFormData,
  instanceView,
  notificationPage,
  processView,
  readableInstance,
  startedPage,
  taskDetail,
  taskHistory,
  taskPage,
  type ListQuery,
  type TaskEngine,
} from '../data/task-lists.js';
import { addSign, completeTask, markNotificationRead, reassignTask, startProcess, withdrawByTask } from '../data/tasks.js';
import type { DbOrTx } from '../db/index.js';
import { formData, processes, processInstances, processTasks } from '../db/schema.js';
import { ApiError, ok, parse } from '../errors.js';
import { requireTenantCaller } from '../http/auth.js';
import type { ServerContext } from '../http/context.js';
import { Id, IdParam, paging, TEXTAREA_MAX } from '../http/inputs.js';

const ListParams = z.object({ ...paging(100), keyword: z.string().max(100).optional(), appId: Id.optional(), engine: z.enum(['V1', 'V2']).optional() });
const Content = z.record(z.string().min(1).max(100), z.unknown());
const Decision = z.object({
  approved: z.boolean(),
  comment: z.string().max(TEXTAREA_MAX).optional(),
  content: Content.optional(),
  /** The newer engine's name for content (the older engine renamed data to content). */
  data: Content.optional(),
  signature: z.string().regex(/^data:image\/(png|jpeg);base64,/, '签名应为图片').max(600_000).optional(),
  rejectTo: z.enum(['initiator', 'previous']).optional(),
  /** The client's idempotency key (as a submit's): a replayed decision is taken once. */
  requestId: RequestId.optional(),
});
const Start = z.object({ appId: Id, dataId: Id.optional(), businessKey: Id.optional() });
const ByInstance = z.object({ processInstanceId: Id });

export function registerTasks(api: FastifyInstance, ctx: ServerContext): void {
  const { db } = ctx;
  const caller = (req: FastifyRequest) => requireTenantCaller(ctx, req);

  const listQuery = async (req: FastifyRequest, engine?: TaskEngine): Promise<ListQuery> => {
    const { caller: c, tenantId } = await caller(req);
    const q = parse(ListParams, req.query ?? {});
    return { tenantId, userId: c.user.id, page: q.page, size: q.size, keyword: q.keyword, appId: q.appId, engine: engine ?? q.engine };
  };
  const tasks = (status: 'TODO' | 'DONE', engine?: TaskEngine) => async (req: FastifyRequest) => ok(taskPage(db, { ...(await listQuery(req, engine)), status }));

  // ---- lists ----
  api.get('/bigtable/task/todo', tasks('TODO'));
  api.get('/bigtable/task/done', tasks('DONE'));
  api.get('/bigtable/v1/tasks/my-todos', tasks('TODO', 'V1'));
  api.get('/bigtable/v1/tasks/my-done', tasks('DONE', 'V1'));
  api.get('/ware-engine-form/tasks', tasks('TODO', 'V1'));
  // The spec's one "started" call; like every task list it merges both engines (an `engine` query narrows it).
  api.get('/bigtable/v1/process-instances/my-started', async (req) => ok(startedPage(db, await listQuery(req))));
  api.get('/bigtable/notifications', async (req) => ok(notificationPage(db, await listQuery(req))));
  api.get('/ware-engine-form/notifications', async (req) => ok(notificationPage(db, await listQuery(req, 'V1'))));
  api.post('/ware-engine-form/notifications/:id/read', async (req) => {
    const { caller: c, tenantId } = await caller(req);
    const { id } = parse(IdParam, req.params);
    const n = markNotificationRead(db, c.user.id, tenantId, id, ctx.clock.iso());
    return ok({ id: n.id, read: n.read, readTime: n.readAt });
  });

  // ---- acting on tasks ----
  const complete = async (req: FastifyRequest) => {
    const { caller: c, tenantId } = await caller(req);
    const { id } = parse(IdParam, req.params);
    const d = parse(Decision, req.body ?? {});
    const content = d.content ?? d.data;
    // Field changes are checked as an edit by this caller (their role's fields, the form's value checks).
    const accessOf = (appId: string) => formAccess(db, c, appId);
    const at = ctx.clock.iso();
    const decide = (tx: DbOrTx) => completeTask(tx, c.user.id, tenantId, id, { approved: d.approved, comment: d.comment, content, accessOf, signature: d.signature, rejectTo: d.rejectTo }, at);
    // A repeat of a decision answers the task as it is since that decision, instead of 任务已处理.
    const task = once(
      {
        db,
        scope: `user:${c.user.id}:task:${id}`,
        requestId: requestIdOf(req, d.requestId),
        again: (tx, taskId) => tx.select().from(processTasks).where(eq(processTasks.id, taskId)).get(),
        act: (tx) => {
          const done = decide(tx);
          return { id: done.id, answer: done };
        },
        at,
      },
      undefined,
    );
    return ok(task ?? null);
  };
  api.put('/bigtable/task/:id/complete', complete);
  api.put('/ware-engine-form/task/:id/complete', complete);
  api.put('/ware-engine-form/app-task/:id/complete', complete);

  api.post('/ware-engine-form/process-instance/:id/activity/:aid/add-sign', async (req) => {
    const { caller: c, tenantId } = await caller(req);
    const { id, aid } = parse(z.object({ id: Id, aid: Id }), req.params);
    const { userIds } = parse(z.object({ userIds: z.array(Id).min(1).max(20) }), req.body ?? {});
    return ok(addSign(db, c.user.id, tenantId, id, aid, userIds, ctx.clock.iso()));
  });

  api.post('/ware-engine-form/task/re-assignment', async (req) => {
    const { caller: c, tenantId } = await caller(req);
    const body = parse(z.object({ taskId: Id, userId: Id, comment: z.string().max(TEXTAREA_MAX).optional() }), req.body ?? {});
    return ok(reassignTask(db, c.user.id, tenantId, body.taskId, body.userId, body.comment, ctx.clock.iso()));
  });

  api.delete('/ware-engine-form/process-instances/by-task/:id', async (req) => {
    const { caller: c, tenantId } = await caller(req);
    const { id } = parse(IdParam, req.params);
    return ok(instanceView(db, withdrawByTask(db, c.user.id, tenantId, id, ctx.clock.iso())));
  });

  // ---- starting ----
  const start = (engine: 'V1' | 'BIGTABLE') => async (req: FastifyRequest) => {
    const { caller: c, tenantId } = await caller(req);
    const { key } = parse(z.object({ key: z.string().min(1).max(100) }), req.params);
    const body = parse(Start, req.body ?? {});
    const dataId = body.dataId ?? body.businessKey;
    if (!dataId) throw ApiError.badRequest('参数错误: dataId: 必填');
    const app = appOr404(db, body.appId);
    if (app.tenantId !== tenantId) throw ApiError.notFound();
    requireEngine(app, engine);
    const record = db.select().from(formData).where(and(eq(formData.id, dataId), eq(formData.appId, app.id))).get();
    if (!record) throw ApiError.notFound();
    if (record.createdBy !== c.user.id) throw ApiError.forbidden('只有提交人可以发起流程');
    const id = startProcess(db, record, key, ctx.clock.iso());
    return ok(instanceView(db, db.select().from(processInstances).where(eq(processInstances.id, id)).get()!));
  };
  api.post('/ware-engine-form/processes/key/:key/start', start('V1'));
  api.post('/bigtable/process-definitions/key/:key/start', start('BIGTABLE'));

  // A process definition, for whoever may open its application (the task page shows the process a task belongs to).
  api.get('/ware-engine-form/processes/:id', async (req) => {
    const { caller: c, tenantId } = await caller(req);
    const { id } = parse(IdParam, req.params);
    const row = db.select().from(processes).where(and(eq(processes.tenantId, tenantId), or(eq(processes.id, id), eq(processes.key, id)))).get();
    if (!row) throw ApiError.notFound('流程不存在');
    formAccess(db, c, row.appId);
    return ok(processView(db, tenantId, row));
  });

  // ---- the process report (data/process-reports.ts) ----
  api.get('/ware-engine-form/process-reports/:id', async (req) => {
    const { caller: c, tenantId } = await caller(req);
    return ok(processReport(db, c, tenantId, parse(IdParam, req.params).id));
  });
  api.delete('/ware-engine-form/process-reports/:id', async (req) => {
    const { caller: c, tenantId } = await caller(req);
    return ok(removeProcessReport(db, c, tenantId, parse(IdParam, req.params).id, ctx.clock.iso()));
  });

  // ---- history ----
  const instanceQuery = async (req: FastifyRequest) => {
    const { caller: c, tenantId } = await caller(req);
    const { processInstanceId } = parse(ByInstance, req.query ?? {});
    return readableInstance(db, c, tenantId, processInstanceId).inst;
  };
  api.get('/ware-engine-form/history/process-instances', async (req) => {
    const { caller: c, tenantId } = await caller(req);
    const q = parse(z.object({ processInstanceId: Id.optional(), businessKey: Id.optional() }), req.query ?? {});
    if (!q.processInstanceId && !q.businessKey) throw ApiError.badRequest('参数错误: processInstanceId 或 businessKey 必填');
    const rows = db
      .select()
      .from(processInstances)
      .where(and(eq(processInstances.tenantId, tenantId), q.processInstanceId ? eq(processInstances.id, q.processInstanceId) : eq(processInstances.dataId, q.businessKey!)))
      .all();
    // Only the instances the caller may read; an unreadable one is left out like a record of someone else.
    const readable = rows.filter((r) => {
      try {
        readableInstance(db, c, tenantId, r.id);
        return true;
      } catch {
        return false;
      }
    });
    return ok(readable.sort((a, b) => b.startedAt.localeCompare(a.startedAt)).map((r) => instanceView(db, r)));
  });
  api.get('/ware-engine-form/history/activity-instances', async (req) => ok(activityViews(db, await instanceQuery(req))));
  api.get('/ware-engine-form/history/tasks', async (req) => ok(taskHistory(db, await instanceQuery(req))));
  api.get('/ware-engine-form/history/task', async (req) => {
    const { caller: c, tenantId } = await caller(req);
    const { taskId } = parse(z.object({ taskId: Id }), req.query ?? {});
    return ok(taskDetail(db, c, tenantId, taskId));
  });
  api.get('/ware-engine-form/history/activity-statistics', async (req) => {
    const { caller: c, tenantId } = await caller(req);
    const q = parse(z.object({ appId: Id, processKey: z.string().min(1).max(100) }), req.query ?? {});
    const app = appOr404(db, q.appId);
    if (app.tenantId !== tenantId) throw ApiError.notFound();
    formAccess(db, c, app.id);
    return ok(activityStatistics(db, c, tenantId, app.id, q.processKey));
  });
  api.get('/ware-engine-form/process-instances/:id/form-data', async (req) => {
    const { caller: c, tenantId } = await caller(req);
    const { id } = parse(IdParam, req.params);
    return ok(instanceFormData(db, c, tenantId, id));
  });
}

