/**
 * What the approval engine (data/tasks.ts) answers to reads: the to-do, done, started and notification lists of
 * both engines (spec §3: content[] and totalElements, each item flagged by its engine), the home counters, and the
 * history of one process (instance, activities, tasks) with what the reader may do and see.
 *
 * Who reads a process: its initiator, anyone who holds or held a task in it, anyone notified of it, and whoever may
 * read the record by the app's own list rule (`mayRead`). Which fields: the reader's current node decides (hidden
 * fields are left out, editable ones said so), and a reader with a role in the app sees no field outside the role's
 * field permissions (`permittedFieldKeys`, the rule of every other record read).
 */
import { and, count, desc, eq, inArray, isNull, like, notLike, or, sql, type SQL } from 'drizzle-orm';

import { appOr404, effectiveRole, permissionsOf, rolesIn } from './apps.js';
import type { Caller } from './caller.js';
import { fieldKeys, type Control } from './form-script.js';
import { formOr404, mayRead, permittedFieldKeys, recordView, type FormAccess } from './forms.js';
import { fieldAccess, definitionOf, nodeOf, type FieldAccess } from './process-definition.js';
import { activitiesOf, currentTaskOf, instanceOf, type InstanceRow, type TaskRow } from './tasks.js';
import type { DbOrTx } from '../db/index.js';
import { apps, formData, notifications, processInstances, processTasks, users } from '../db/schema.js';
import { ApiError } from '../errors.js';
import { offsetOf } from './paging.js';

export type TaskEngine = 'V1' | 'V2';
const engineOfType = (appType: string): TaskEngine => (appType.includes('V1') ? 'V1' : 'V2');
const engineWhere = (engine: TaskEngine | undefined): SQL[] =>
  engine === 'V1' ? [like(apps.type, '%V1%')] : engine === 'V2' ? [notLike(apps.type, '%V1%')] : [];

export interface ListQuery {
  tenantId: string;
  userId: string;
  page: number;
  size: number;
  engine?: TaskEngine | undefined;
  /** Matches the title (process name, initiator), the node, the application's name or the record's code. */
  keyword?: string | undefined;
  appId?: string | undefined;
}

const escapeLike = (s: string) => `%${s.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
const keywordWhere = (keyword: string | undefined, ...columns: Parameters<typeof like>[0][]): SQL[] => {
  const k = keyword?.trim();
  if (!k) return [];
  return [or(...columns.map((c) => sql`${c} LIKE ${escapeLike(k)} ESCAPE '\\'`))!];
};

/** The title of a process as the lists show it: whose request of what, e.g. 张成员的费用报销审批. */
const processTitle = (initiator: string | null, processName: string) => (initiator ? `${initiator}的${processName}` : processName);

export const userView = (u: { id: string; nickname: string; picture: string } | null | undefined) =>
  u ? { id: u.id, nickname: u.nickname, picture: u.picture } : null;

/** The caller's open (todo) or completed (done) tasks, counted, in one organisation. */
export function taskCounts(db: DbOrTx, tenantId: string, userId: string): { todo: number; done: number } {
  const n = (status: 'TODO' | 'DONE') =>
    db.select({ n: count() }).from(processTasks).where(and(eq(processTasks.tenantId, tenantId), eq(processTasks.assigneeId, userId), eq(processTasks.status, status))).get()?.n ?? 0;
  return { todo: n('TODO'), done: n('DONE') };
}

/** One page of the caller's tasks, newest first (done: most recently completed first). `page` counts from 1. */
export function taskPage(db: DbOrTx, q: ListQuery & { status: 'TODO' | 'DONE' }) {
  const where = and(
    eq(processTasks.tenantId, q.tenantId),
    eq(processTasks.assigneeId, q.userId),
    eq(processTasks.status, q.status),
    ...engineWhere(q.engine),
    ...(q.appId ? [eq(processTasks.appId, q.appId)] : []),
    ...keywordWhere(q.keyword, processInstances.processName, users.nickname, processTasks.name, apps.name, formData.code),
  );
  const from = () =>
    db
      .select({ task: processTasks, appName: apps.name, appType: apps.type, starter: users, recordCode: formData.code, processName: processInstances.processName, instanceStatus: processInstances.status })
      .from(processTasks)
      .innerJoin(apps, eq(apps.id, processTasks.appId))
      .innerJoin(formData, eq(formData.id, processTasks.dataId))
      .innerJoin(processInstances, eq(processInstances.id, processTasks.processInstanceId))
      .leftJoin(users, eq(users.id, processInstances.initiatorId));
  const totalElements =
    db
      .select({ n: count() })
      .from(processTasks)
      .innerJoin(apps, eq(apps.id, processTasks.appId))
      .innerJoin(formData, eq(formData.id, processTasks.dataId))
      .innerJoin(processInstances, eq(processInstances.id, processTasks.processInstanceId))
      .leftJoin(users, eq(users.id, processInstances.initiatorId))
      .where(where)
      .get()?.n ?? 0;
  const content = from()
    .where(where)
    .orderBy(desc(q.status === 'TODO' ? processTasks.createdAt : processTasks.completedAt), desc(processTasks.id))
    .limit(q.size)
    .offset(offsetOf(q))
    .all()
    .map((r) => ({
      id: r.task.id,
      taskId: r.task.id,
      name: r.task.name,
      title: processTitle(r.starter?.nickname ?? null, r.processName),
      processName: r.processName,
      kind: r.task.kind,
      status: r.task.status,
      outcome: r.task.outcome,
      comment: r.task.comment,
      instanceStatus: r.instanceStatus,
      engine: engineOfType(r.appType),
      appId: r.task.appId,
      appName: r.appName,
      formId: r.task.formId,
      dataId: r.task.dataId,
      code: r.recordCode,
      processInstanceId: r.task.processInstanceId,
      startUserId: r.starter?.id ?? null,
      startUserName: r.starter?.nickname ?? '',
      createTime: r.task.createdAt,
      endTime: r.task.completedAt,
    }));
  return { content, totalElements };
}

/** One page of the processes the caller started (the current process of each record), newest first. */
/** The processes the caller started whose report they have not removed (data/process-reports.ts). */
const startedWhere = (tenantId: string, userId: string) =>
  and(eq(processInstances.tenantId, tenantId), eq(processInstances.initiatorId, userId), isNull(processInstances.reportRemovedAt));
/** The record's current process only: a record started again after a withdrawal is listed once. */
const currentOfRecord = and(eq(formData.id, processInstances.dataId), eq(formData.processInstanceId, processInstances.id));

/** The home counter startedBy: what 我发起的 lists. */
export function startedCount(db: DbOrTx, tenantId: string, userId: string): number {
  return db.select({ n: count() }).from(processInstances).innerJoin(formData, currentOfRecord).where(startedWhere(tenantId, userId)).get()?.n ?? 0;
}

export function startedPage(db: DbOrTx, q: ListQuery) {
  const where = and(
    startedWhere(q.tenantId, q.userId),
    ...engineWhere(q.engine),
    ...(q.appId ? [eq(processInstances.appId, q.appId)] : []),
    ...keywordWhere(q.keyword, processInstances.processName, apps.name, formData.code),
  );
  const current = currentOfRecord;
  const totalElements =
    db
      .select({ n: count() })
      .from(processInstances)
      .innerJoin(apps, eq(apps.id, processInstances.appId))
      .innerJoin(formData, current)
      .where(where)
      .get()?.n ?? 0;
  const rows = db
    .select({ inst: processInstances, appName: apps.name, appType: apps.type, starter: users, recordCode: formData.code })
    .from(processInstances)
    .innerJoin(apps, eq(apps.id, processInstances.appId))
    .innerJoin(formData, current)
    .leftJoin(users, eq(users.id, processInstances.initiatorId))
    .where(where)
    .orderBy(desc(processInstances.startedAt), desc(processInstances.id))
    .limit(q.size)
    .offset(offsetOf(q))
    .all();
  // The open task of each, for withdrawing by task (DELETE process-instances/by-task/{id}) and the node waited at.
  const ids = rows.map((r) => r.inst.id);
  const open = ids.length
    ? db.select().from(processTasks).where(and(inArray(processTasks.processInstanceId, ids), eq(processTasks.status, 'TODO'))).all()
    : [];
  const content = rows.map((r) => {
    const waiting = open.filter((t) => t.processInstanceId === r.inst.id);
    return {
      id: r.inst.id,
      processInstanceId: r.inst.id,
      title: processTitle(r.starter?.nickname ?? null, r.inst.processName),
      processName: r.inst.processName,
      name: waiting[0]?.name ?? null,
      status: r.inst.status,
      taskId: waiting[0]?.id ?? null,
      engine: engineOfType(r.appType),
      appId: r.inst.appId,
      appName: r.appName,
      formId: r.inst.formId,
      dataId: r.inst.dataId,
      code: r.recordCode,
      startUserId: r.inst.initiatorId,
      startUserName: r.starter?.nickname ?? '',
      createTime: r.inst.startedAt,
      endTime: r.inst.finishedAt,
    };
  });
  return { content, totalElements };
}

/** One page of the caller's notifications, newest first, with the number still unread. */
export function notificationPage(db: DbOrTx, q: ListQuery) {
  const mine = and(eq(notifications.tenantId, q.tenantId), eq(notifications.userId, q.userId), ...engineWhere(q.engine));
  const where = and(mine, ...(q.appId ? [eq(notifications.appId, q.appId)] : []), ...keywordWhere(q.keyword, notifications.title, notifications.content, apps.name));
  const counted = (w: SQL | undefined) =>
    db.select({ n: count() }).from(notifications).innerJoin(apps, eq(apps.id, notifications.appId)).where(w).get()?.n ?? 0;
  const totalElements = counted(where);
  const unread = counted(and(mine, eq(notifications.read, false)));
  const content = db
    .select({ n: notifications, appName: apps.name, appType: apps.type })
    .from(notifications)
    .innerJoin(apps, eq(apps.id, notifications.appId))
    .where(where)
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(q.size)
    .offset(offsetOf(q))
    .all()
    .map(({ n, appName, appType }) => ({
      id: n.id,
      kind: n.kind,
      title: n.title,
      content: n.content,
      read: n.read,
      engine: engineOfType(appType),
      appId: n.appId,
      appName,
      formId: n.formId,
      dataId: n.dataId,
      processInstanceId: n.processInstanceId,
      createTime: n.createdAt,
      readTime: n.readAt,
    }));
  return { content, totalElements, unread };
}

/* ---------- one process ---------- */

function participates(db: DbOrTx, inst: InstanceRow, userId: string): boolean {
  if (inst.initiatorId === userId) return true;
  const task = db.select({ id: processTasks.id }).from(processTasks).where(and(eq(processTasks.processInstanceId, inst.id), eq(processTasks.assigneeId, userId))).get();
  if (task) return true;
  return !!db.select({ id: notifications.id }).from(notifications).where(and(eq(notifications.processInstanceId, inst.id), eq(notifications.userId, userId))).get();
}

function accessOf(db: DbOrTx, caller: Caller, appId: string): FormAccess {
  const app = appOr404(db, appId);
  const roles = rolesIn(db, caller, app);
  return { app, roles, role: effectiveRole(roles), permissions: permissionsOf(db, app.id, roles) };
}

/** The instance, if the caller may read it in this organisation (404 otherwise, as for a record one may not see). */
export function readableInstance(db: DbOrTx, caller: Caller, tenantId: string, instanceId: string): { inst: InstanceRow; access: FormAccess } {
  const inst = instanceOf(db, instanceId);
  if (!inst || inst.tenantId !== tenantId) throw ApiError.notFound();
  const access = accessOf(db, caller, inst.appId);
  const record = db.select().from(formData).where(eq(formData.id, inst.dataId)).get();
  if (!record) throw ApiError.notFound();
  if (!participates(db, inst, caller.user.id) && !mayRead(access, record, caller.user.id)) throw ApiError.forbidden('您没有查看该流程的权限');
  return { inst, access };
}

const userById = (db: DbOrTx, id: string | null) => (id ? userView(db.select().from(users).where(eq(users.id, id)).get()) : null);

export function instanceView(db: DbOrTx, inst: InstanceRow) {
  return {
    id: inst.id,
    processInstanceId: inst.id,
    processKey: inst.processKey,
    processName: inst.processName,
    businessKey: inst.dataId,
    dataId: inst.dataId,
    appId: inst.appId,
    formId: inst.formId,
    status: inst.status,
    currentNodeId: inst.currentNodeId,
    startedAt: inst.startedAt,
    finishedAt: inst.finishedAt,
    initiator: userById(db, inst.initiatorId),
  };
}

export function activityViews(db: DbOrTx, inst: InstanceRow) {
  return activitiesOf(db, inst.id).map((a) => ({
    id: a.id,
    activityId: a.nodeId,
    activityName: a.name,
    activityType: a.type,
    mode: a.mode,
    status: a.status,
    startedAt: a.startedAt,
    endAt: a.endAt,
  }));
}

/** Every task of the instance ever opened, in order (cancelled ones are left out: nobody acted on them). */
export function taskHistory(db: DbOrTx, inst: InstanceRow) {
  const rows = db
    .select()
    .from(processTasks)
    .where(and(eq(processTasks.processInstanceId, inst.id), inArray(processTasks.status, ['TODO', 'DONE'])))
    .orderBy(processTasks.createdAt, processTasks.completedAt)
    .all();
  const people = new Map(
    db
      .select()
      .from(users)
      .where(inArray(users.id, [...new Set(rows.flatMap((r) => [r.assigneeId, r.delegatedFrom ?? r.assigneeId]))].concat('')))
      .all()
      .map((u) => [u.id, userView(u)]),
  );
  return rows.map((t) => taskHistoryView(t, people.get(t.assigneeId) ?? null, t.delegatedFrom ? (people.get(t.delegatedFrom) ?? null) : null));
}

const taskHistoryView = (t: TaskRow, assignee: ReturnType<typeof userView>, delegatedFrom: ReturnType<typeof userView>) => ({
  id: t.id,
  name: t.name,
  nodeId: t.nodeId,
  activityInstanceId: t.activityId,
  processInstanceId: t.processInstanceId,
  kind: t.kind,
  status: t.status,
  outcome: t.outcome,
  comment: t.comment,
  signature: t.signature,
  assignee,
  delegatedFrom,
  createTime: t.createdAt,
  endTime: t.completedAt,
});

/** One task with its node's settings and what the caller may do (the task page). */
export function taskDetail(db: DbOrTx, caller: Caller, tenantId: string, taskId: string) {
  const task = db.select().from(processTasks).where(and(eq(processTasks.id, taskId), eq(processTasks.tenantId, tenantId))).get();
  if (!task) throw ApiError.notFound();
  const { inst } = readableInstance(db, caller, tenantId, task.processInstanceId);
  const node = nodeOf(definitionOf(db, inst.appId, inst.processKey), task.nodeId);
  const mine = task.assigneeId === caller.user.id && task.status === 'TODO';
  const open = inst.status === 'RUNNING' || inst.status === 'REJECTED';
  return {
    task: taskHistoryView(task, userById(db, task.assigneeId), userById(db, task.delegatedFrom)),
    instance: instanceView(db, inst),
    node: { id: node.id, name: node.name, type: node.type, mode: node.mode, signature: node.signature, rejectTo: node.rejectTo },
    actions: {
      complete: mine,
      reject: mine && task.kind !== 'RESUBMIT',
      addSign: mine && task.kind !== 'RESUBMIT' && node.addSign,
      reassign: mine && task.kind !== 'RESUBMIT' && node.reassign,
      resubmit: mine && task.kind === 'RESUBMIT',
      withdraw: open && inst.initiatorId === caller.user.id,
    },
  };
}

/**
 * The record of a process as the reader sees it: the content they may see, and every field's access (`edit` only in
 * the fields the reader's open task's node makes editable), with the form's script to render it.
 */
export function instanceFormData(db: DbOrTx, caller: Caller, tenantId: string, instanceId: string) {
  const { inst, access } = readableInstance(db, caller, tenantId, instanceId);
  const record = db.select().from(formData).where(eq(formData.id, inst.dataId)).get()!;
  const form = formOr404(db, inst.formId);
  const script = form.definitionPublish as { list?: Control[] } | null;
  const keys = fieldKeys(script?.list ?? []);
  const task = currentTaskOf(db, inst.id, caller.user.id);
  const node = task ? nodeOf(definitionOf(db, inst.appId, inst.processKey), task.nodeId) : null;
  const byRole = access.roles.some((r) => r !== 'GUEST') ? permittedFieldKeys(access, inst.formId) : null;
  const fields: Record<string, FieldAccess> = {};
  for (const key of keys) {
    const nodeSays = node ? fieldAccess(node, key) : 'read';
    fields[key] = byRole && !byRole.has(key) ? 'hidden' : nodeSays;
  }
  const content = Object.fromEntries(Object.entries(record.content).filter(([k]) => fields[k] !== undefined && fields[k] !== 'hidden'));
  const app = appOr404(db, inst.appId);
  return {
    record: recordView({ ...record, content }),
    fields,
    form: { id: form.id, name: form.name, script: form.definitionPublish },
    app: { id: app.id, name: app.name, type: app.type },
    instance: instanceView(db, inst),
    taskId: task?.id ?? null,
  };
}

/** history/activity-statistics: per node of a process, how many activities are open and how many finished. */
/**
 * history/activity-statistics: per node of one process, how many of its activities are open (`instances`) and how
 * many are over (`finished`), counted over the processes the caller may read (the rule of `readableInstance`: a
 * participant, or a reader of the record), so the figures say nothing of records the caller may not see.
 */
export function activityStatistics(db: DbOrTx, caller: Caller, tenantId: string, appId: string, processKey: string) {
  const access = accessOf(db, caller, appId);
  const def = definitionOf(db, appId, processKey);
  const insts = db
    .select()
    .from(processInstances)
    .where(and(eq(processInstances.tenantId, tenantId), eq(processInstances.appId, appId), eq(processInstances.processKey, processKey)))
    .all();
  const records = new Map(
    insts.length ? db.select().from(formData).where(inArray(formData.id, [...new Set(insts.map((i) => i.dataId))])).all().map((r) => [r.id, r]) : [],
  );
  const readable = new Set(
    insts
      .filter((i) => {
        const record = records.get(i.dataId);
        return record !== undefined && (participates(db, i, caller.user.id) || mayRead(access, record, caller.user.id));
      })
      .map((i) => i.id),
  );
  const open = new Map<string, number>();
  const finished = new Map<string, number>();
  for (const inst of readable) {
    for (const a of activitiesOf(db, inst)) {
      const into = a.status === 'ACTIVE' ? open : finished;
      into.set(a.nodeId, (into.get(a.nodeId) ?? 0) + 1);
    }
  }
  return def.nodes.map((n) => ({ id: n.id, name: n.name, type: n.type, instances: open.get(n.id) ?? 0, finished: finished.get(n.id) ?? 0 }));
}

/** processes/{id}: a process definition by id or key, in the caller's organisation. */
export function processView(db: DbOrTx, tenantId: string, def: { id: string; appId: string; key: string; name: string; definition: unknown }) {
  const parsed = definitionOf(db, def.appId, def.key);
  return {
    id: def.id,
    key: def.key,
    name: def.name,
    appId: def.appId,
    tenantId,
    nodes: parsed.nodes.map((n) => ({ id: n.id, name: n.name, type: n.type, mode: n.mode, signature: n.signature })),
  };
}
