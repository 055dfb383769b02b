/**
 * A small approval engine: enough to make the home counters (todo, done) and the task lists real.
 *
 * A process definition (table `processes`, e.g. the seeded 费用报销审批) is a chain of nodes joined by edges. Starting
 * it for a record opens tasks at the first approval node, one per holder of the node's role in the app; completing
 * one of them closes the node (the others' open rows are removed: any one holder may decide). Approving moves on
 * to the next node, or finishes the record as COMPLETED at the end node; rejecting finishes it as REJECTED.
 */
import { and, count, desc, eq, like, ne, notLike } from 'drizzle-orm';
import { z } from 'zod';

import type { DbOrTx } from '../db/index.js';
import { appRoles, apps, formData, processes, processTasks, users } from '../db/schema.js';
import { ApiError } from '../http/errors.js';
import { offsetOf } from '../http/inputs.js';
import { randomId } from '../util.js';

const ProcessNode = z.object({
  id: z.string(),
  type: z.enum(['start', 'approval', 'end']),
  name: z.string(),
  assignee: z.object({ type: z.literal('role'), role: z.enum(['ADMIN', 'SUB_ADMIN', 'MEMBER']) }).optional(),
});
const ProcessDefinition = z.object({
  key: z.string(),
  name: z.string(),
  nodes: z.array(ProcessNode).min(2),
  edges: z.array(z.object({ from: z.string(), to: z.string() })),
});
type ProcessDefinition = z.infer<typeof ProcessDefinition>;
type ProcessNode = z.infer<typeof ProcessNode>;

export type TaskRow = typeof processTasks.$inferSelect;
type RecordRef = Pick<typeof formData.$inferSelect, 'id' | 'tenantId' | 'appId' | 'formId'>;

function definitionOf(db: DbOrTx, appId: string, key: string): ProcessDefinition {
  const row = db.select().from(processes).where(and(eq(processes.appId, appId), eq(processes.key, key))).get();
  if (!row) throw ApiError.notFound();
  return ProcessDefinition.parse(row.definition);
}

function nextNode(def: ProcessDefinition, fromId: string): ProcessNode {
  const edge = def.edges.find((e) => e.from === fromId);
  const node = edge && def.nodes.find((n) => n.id === edge.to);
  if (!node) throw new Error(`process ${def.key}: no node after ${fromId}`);
  return node;
}

/** Opens the tasks of an approval node for every holder of its role in the app. */
function openNode(db: DbOrTx, record: RecordRef, def: ProcessDefinition, instanceId: string, node: ProcessNode, at: string): void {
  const role = node.assignee?.role;
  const holders = role
    ? db.select({ userId: appRoles.userId }).from(appRoles).where(and(eq(appRoles.appId, record.appId), eq(appRoles.roleCode, role))).all()
    : [];
  for (const { userId } of holders) {
    db.insert(processTasks)
      .values({
        id: `task-${randomId(8)}`,
        tenantId: record.tenantId,
        appId: record.appId,
        formId: record.formId,
        dataId: record.id,
        processInstanceId: instanceId,
        processKey: def.key,
        nodeId: node.id,
        name: node.name,
        assigneeId: userId,
        status: 'TODO',
        outcome: null,
        comment: null,
        createdAt: at,
        completedAt: null,
      })
      .run();
  }
}

/** Moves a record past `fromId`: opens the next approval node, or finishes the record at the end node. */
function advance(db: DbOrTx, record: RecordRef, def: ProcessDefinition, instanceId: string, fromId: string, at: string): void {
  const node = nextNode(def, fromId);
  if (node.type === 'end') {
    db.update(formData).set({ status: 'COMPLETED', updatedAt: at }).where(eq(formData.id, record.id)).run();
    return;
  }
  openNode(db, record, def, instanceId, node, at);
}

/** Starts the process `key` for a stored record (called in the submit transaction). Returns the instance id. */
export function startProcess(db: DbOrTx, record: RecordRef, key: string, at: string, instanceId = `pi-${randomId(8)}`): string {
  const def = definitionOf(db, record.appId, key);
  const start = def.nodes.find((n) => n.type === 'start');
  if (!start) throw new Error(`process ${key} has no start node`);
  db.update(formData).set({ processInstanceId: instanceId, status: 'RUNNING' }).where(eq(formData.id, record.id)).run();
  advance(db, record, def, instanceId, start.id, at);
  return instanceId;
}

/** The caller completes one of their open tasks. */
export function completeTask(db: DbOrTx, userId: string, tenantId: string, taskId: string, decision: { approved: boolean; comment?: string | undefined }, at: string): TaskRow {
  return db.transaction((tx) => {
    const task = tx.select().from(processTasks).where(and(eq(processTasks.id, taskId), eq(processTasks.tenantId, tenantId))).get();
    if (!task) throw ApiError.notFound();
    if (task.assigneeId !== userId) throw ApiError.forbidden();
    if (task.status !== 'TODO') throw ApiError.badRequest('任务已处理');
    const outcome = decision.approved ? 'APPROVED' : 'REJECTED';
    tx.update(processTasks).set({ status: 'DONE', outcome, comment: decision.comment ?? null, completedAt: at }).where(eq(processTasks.id, task.id)).run();
    // Any one holder decides for the node: the others' open rows go.
    tx.delete(processTasks)
      .where(and(eq(processTasks.processInstanceId, task.processInstanceId), eq(processTasks.nodeId, task.nodeId), eq(processTasks.status, 'TODO'), ne(processTasks.id, task.id)))
      .run();
    const record = { id: task.dataId, tenantId: task.tenantId, appId: task.appId, formId: task.formId };
    if (!decision.approved) {
      tx.update(formData).set({ status: 'REJECTED', updatedAt: at }).where(eq(formData.id, task.dataId)).run();
    } else {
      advance(tx, record, definitionOf(tx, task.appId, task.processKey), task.processInstanceId, task.nodeId, at);
    }
    return tx.select().from(processTasks).where(eq(processTasks.id, task.id)).get()!;
  });
}

export type TaskEngine = 'V1' | 'V2';
const engineOfType = (appType: string): TaskEngine => (appType.includes('V1') ? 'V1' : 'V2');

/** The caller's open (todo) or completed (done) tasks in one organisation, counted. */
export function taskCounts(db: DbOrTx, tenantId: string, userId: string): { todo: number; done: number } {
  const n = (status: 'TODO' | 'DONE') =>
    db.select({ n: count() }).from(processTasks).where(and(eq(processTasks.tenantId, tenantId), eq(processTasks.assigneeId, userId), eq(processTasks.status, status))).get()?.n ?? 0;
  return { todo: n('TODO'), done: n('DONE') };
}

/**
 * One page of the caller's tasks, newest first, each flagged with its engine (spec §3: task lists merge two
 * engines; the result is content[] and totalElements). `page` counts from 1; `engine` narrows to one engine's tasks.
 */
export function taskPage(db: DbOrTx, q: { tenantId: string; userId: string; status: 'TODO' | 'DONE'; page: number; size: number; engine?: TaskEngine }) {
  // The engine is the app's: a type containing V1 is the older one (engineOfType), filtered in SQL like the rest, so
  // a page reads only its own rows however many tasks the person has.
  const where = and(
    eq(processTasks.tenantId, q.tenantId),
    eq(processTasks.assigneeId, q.userId),
    eq(processTasks.status, q.status),
    ...(q.engine === 'V1' ? [like(apps.type, '%V1%')] : q.engine === 'V2' ? [notLike(apps.type, '%V1%')] : []),
  );
  const totalElements =
    db.select({ n: count() }).from(processTasks).innerJoin(apps, eq(apps.id, processTasks.appId)).innerJoin(formData, eq(formData.id, processTasks.dataId)).where(where).get()?.n ?? 0;
  const content = db
    .select({ task: processTasks, appName: apps.name, appType: apps.type, starter: users.nickname, recordCode: formData.code })
    .from(processTasks)
    .innerJoin(apps, eq(apps.id, processTasks.appId))
    .innerJoin(formData, eq(formData.id, processTasks.dataId))
    .leftJoin(users, eq(users.id, formData.createdBy))
    .where(where)
    .orderBy(desc(q.status === 'TODO' ? processTasks.createdAt : processTasks.completedAt), desc(processTasks.id))
    .limit(q.size)
    .offset(offsetOf(q))
    .all()
    .map((r) => ({
      id: r.task.id,
      name: r.task.name,
      engine: engineOfType(r.appType),
      appId: r.task.appId,
      appName: r.appName,
      formId: r.task.formId,
      dataId: r.task.dataId,
      code: r.recordCode,
      processInstanceId: r.task.processInstanceId,
      startUserName: r.starter ?? '',
      createTime: r.task.createdAt,
      endTime: r.task.completedAt,
      outcome: r.task.outcome,
    }));
  return { content, totalElements };
}
