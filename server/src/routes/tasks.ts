/**
 * Approval tasks (spec calls-and-errors.md §7): the caller's to-do and done lists of both engines, merged and flagged
 * (`/bigtable/task/todo|done`), one engine's lists (`/bigtable/v1/tasks/my-todos|my-done` for the older engine), and
 * completing a task on either engine (`PUT /bigtable/task/{id}/complete`, `PUT /ware-engine-form/task/{id}/complete`).
 * The engine itself is `data/tasks.ts`.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';

import { completeTask, taskPage, type TaskEngine } from '../data/tasks.js';
import { requireTenantCaller } from '../http/auth.js';
import type { ServerContext } from '../http/context.js';
import { ok, parse } from '../http/errors.js';
import { IdParam, paging } from '../http/inputs.js';

const PageQuery = z.object(paging(100));
const Decision = z.object({ approved: z.boolean(), comment: z.string().max(500).optional() });

export function registerTasks(api: FastifyInstance, ctx: ServerContext): void {
  const { db } = ctx;

  const list = (status: 'TODO' | 'DONE', engine?: TaskEngine) => async (req: FastifyRequest) => {
    const { caller, tenantId } = await requireTenantCaller(ctx, req);
    const { page, size } = parse(PageQuery, req.query ?? {});
    return ok(taskPage(db, { tenantId, userId: caller.user.id, status, page, size, ...(engine ? { engine } : {}) }));
  };
  api.get('/bigtable/task/todo', list('TODO'));
  api.get('/bigtable/task/done', list('DONE'));
  api.get('/bigtable/v1/tasks/my-todos', list('TODO', 'V1'));
  api.get('/bigtable/v1/tasks/my-done', list('DONE', 'V1'));

  const complete = async (req: FastifyRequest) => {
    const { caller, tenantId } = await requireTenantCaller(ctx, req);
    const { id } = parse(IdParam, req.params);
    const decision = parse(Decision, req.body ?? {});
    return ok(completeTask(db, caller.user.id, tenantId, id, decision, ctx.clock.iso()));
  };
  api.put('/bigtable/task/:id/complete', complete);
  api.put('/ware-engine-form/task/:id/complete', complete);
}
