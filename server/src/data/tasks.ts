/**
 * The approval engine, shared by both form engines' task APIs (one store, `engine` only flags the app's kind).
 *
 * A process (data/process-definition.ts) runs its nodes one after the other for one record. Reaching an approval
 * node opens an activity instance with one task per assignee. In an any-one node the first approval closes the
 * node (the other assignees' tasks are cancelled); in an all-must node (countersign) every assignee must approve.
 * People added by add-sign must always approve too. Any rejection rejects the node and sends the process back: to
 * the initiator (the record is REJECTED and the initiator gets a RESUBMIT task: edit and resubmit) or to the
 * previous approval node (opened again). Reassigning hands one's task to someone else. The initiator may withdraw a
 * process that has not finished. CC notifications go out when a node that names people is approved and when the
 * process completes; the initiator is told the result.
 *
 * While a process runs or after it has completed, the record is not editable through the form calls, except by the
 * current assignees, and then only the fields their node grants (`requireProcessEditable`).
 *
 * Field changes sent with a decision are checked as an edit of the record is (data/form-values.ts): the values of
 * fields the caller's role may not see are dropped, a change to a field the node does not grant is refused (403), and
 * the whole record as it would be stored is checked by control type, required fields (of the fields the node grants
 * and the role sees), sub-form rows and the form's conditional checks, then for duplicates. A refusal stores nothing:
 * neither the values nor the decision.
 */
import { and, asc, desc, eq, inArray } from 'drizzle-orm';

import { requireValidValues } from './form-values.js';
import { formOr404, permittedContent, type FormAccess } from './forms.js';
import { requireNoDuplicates } from './no-duplicates.js';
import { notifyEvents } from './notify.js';
import { isMember } from './people.js';
import { recordChange } from './record-extras.js';
import { flattenForm } from '../../../src/domain/form-engine/flatten.js';
import { parseFormScript } from '../../../src/domain/form-engine/types.js';
import type { DbOrTx } from '../db/index.js';
import { activityInstances, appRoles, departments, formData, notifications, orgMembers, processInstances, processTasks } from '../db/schema.js';
import { ApiError } from '../errors.js';
import { randomId } from '../util.js';
import {
  definitionOf,
  fieldAccess,
  nextNode,
  nodeOf,
  startNodeOf,
  type ProcessDefinition,
  type ProcessNode,
} from './process-definition.js';

export type TaskRow = typeof processTasks.$inferSelect;
export type InstanceRow = typeof processInstances.$inferSelect;
export type ActivityRow = typeof activityInstances.$inferSelect;
type RecordRow = typeof formData.$inferSelect;

export interface Decision {
  approved: boolean;
  comment?: string | undefined;
  /** Field values the assignee changed (only the fields the node makes editable may differ from the record). */
  content?: Record<string, unknown> | undefined;
  /**
   * The deciding caller's access to an app (data/forms.ts `formAccess`), which `content` is checked with. Null only
   * where no values are sent or none are to be checked: the seed, and the engine's own tests over records it made up.
   */
  accessOf: ((appId: string) => FormAccess) | null;
  /** A handwritten signature (PNG data URL), required where the node asks for one. */
  signature?: string | undefined;
  /** Where a rejection sends the process; the node's first allowed target by default. */
  rejectTo?: 'initiator' | 'previous' | undefined;
}

const ENGINE_TEXT = {
  running: (name: string) => `流程正在进行中: ${name}`,
  startFailed: '启动失败',
  opinionRequired: '驳回时请填写审批意见',
  signatureRequired: '该节点需要手写签名',
  notYours: '这不是您的待办任务',
  alreadyDone: '任务已处理',
  decidedByOthers: '此任务已被他人处理',
  notRunning: '流程已结束或已撤回',
  notEditable: (names: string[]) => `当前节点不允许修改这些字段: ${names.join('、')}`,
  runningLocked: '数据正在审批中,只有当前审批人可以修改节点允许的字段',
  completedLocked: '审批已通过的数据不能修改',
  addSignOff: '当前节点不允许加签',
  reassignOff: '当前节点不允许转交',
  notMemberOf: '只能选择本组织的成员',
  alreadyAssigned: '该成员已是当前节点的审批人',
  onlyInitiator: '只有发起人可以撤回',
  rejectTargetOff: '当前节点不允许驳回到该位置',
  approvedOnce: '审批已通过的数据不能再次发起流程',
  selfApproval: '发起人不能审批自己的申请',
} as const;

const recordOf = (db: DbOrTx, dataId: string): RecordRow => {
  const record = db.select().from(formData).where(eq(formData.id, dataId)).get();
  if (!record) throw ApiError.notFound();
  return record;
};

export const instanceOf = (db: DbOrTx, id: string): InstanceRow | undefined =>
  db.select().from(processInstances).where(eq(processInstances.id, id)).get();

/** Activities of an instance in the order they were reached. */
export const activitiesOf = (db: DbOrTx, instanceId: string): ActivityRow[] =>
  db.select().from(activityInstances).where(eq(activityInstances.processInstanceId, instanceId)).orderBy(asc(activityInstances.seq)).all();

function nextSeq(db: DbOrTx, instanceId: string): number {
  const last = db.select({ seq: activityInstances.seq }).from(activityInstances).where(eq(activityInstances.processInstanceId, instanceId)).orderBy(desc(activityInstances.seq)).get();
  return (last?.seq ?? 0) + 1;
}

function setRecordStatus(db: DbOrTx, dataId: string, status: string, at: string): void {
  db.update(formData).set({ status, updatedAt: at }).where(eq(formData.id, dataId)).run();
}

function notify(db: DbOrTx, inst: InstanceRow, userIds: string[], kind: 'CC' | 'RESULT', title: string, content: string, at: string): void {
  for (const userId of new Set(userIds)) {
    if (!isMember(db, userId, inst.tenantId)) continue;
    db.insert(notifications)
      .values({ id: `ntf-${randomId(8)}`, tenantId: inst.tenantId, userId, kind, title, content, appId: inst.appId, formId: inst.formId, dataId: inst.dataId, processInstanceId: inst.id, read: false, createdAt: at, readAt: null })
      .run();
  }
}

/** The leader of the person's department, or of the nearest department above it led by someone else. */
function departmentLeader(db: DbOrTx, tenantId: string, userId: string): string | null {
  let departmentId = db.select({ d: orgMembers.departmentId }).from(orgMembers).where(and(eq(orgMembers.tenantId, tenantId), eq(orgMembers.userId, userId))).get()?.d ?? null;
  for (let guard = 0; departmentId && guard < 50; guard++) {
    const dept = db.select().from(departments).where(and(eq(departments.tenantId, tenantId), eq(departments.id, departmentId))).get();
    if (!dept) return null;
    if (dept.leaderUserId && dept.leaderUserId !== userId) return dept.leaderUserId;
    departmentId = dept.parentId;
  }
  return null;
}

/** Who decides at a node for this instance: members of the organisation only. */
function assigneesOf(db: DbOrTx, inst: InstanceRow, node: ProcessNode): string[] {
  const a = node.assignee;
  let ids: string[] = [];
  if (a?.type === 'role') {
    ids = db.select({ userId: appRoles.userId }).from(appRoles).where(and(eq(appRoles.appId, inst.appId), eq(appRoles.roleCode, a.role))).all().map((r) => r.userId);
  } else if (a?.type === 'leader') {
    const leader = departmentLeader(db, inst.tenantId, inst.initiatorId);
    ids = leader ? [leader] : [];
  } else if (a?.type === 'users') {
    ids = a.userIds;
  }
  return [...new Set(ids)].filter((id) => isMember(db, id, inst.tenantId));
}

function insertTask(db: DbOrTx, inst: InstanceRow, activity: ActivityRow, assigneeId: string, kind: TaskRow['kind'], at: string, delegatedFrom: string | null = null): TaskRow {
  const row: TaskRow = {
    id: `task-${randomId(8)}`,
    tenantId: inst.tenantId,
    appId: inst.appId,
    formId: inst.formId,
    dataId: inst.dataId,
    processInstanceId: inst.id,
    processKey: inst.processKey,
    nodeId: activity.nodeId,
    name: activity.name,
    assigneeId,
    status: 'TODO',
    outcome: null,
    comment: null,
    createdAt: at,
    completedAt: null,
    kind,
    activityId: activity.id,
    delegatedFrom,
    signature: null,
  };
  db.insert(processTasks).values(row).run();
  notifyEvents.taskAssigned(db, row, inst.processName, at);
  return row;
}

function openActivity(db: DbOrTx, inst: InstanceRow, node: ProcessNode, status: ActivityRow['status'], at: string): ActivityRow {
  const row: ActivityRow = {
    id: `act-${randomId(8)}`,
    tenantId: inst.tenantId,
    processInstanceId: inst.id,
    nodeId: node.id,
    name: node.name,
    type: node.type,
    mode: node.mode,
    status,
    startedAt: at,
    endAt: status === 'ACTIVE' ? null : at,
    seq: nextSeq(db, inst.id),
  };
  db.insert(activityInstances).values(row).run();
  return row;
}

function finish(db: DbOrTx, inst: InstanceRow, def: ProcessDefinition, end: ProcessNode, at: string): void {
  openActivity(db, inst, end, 'COMPLETED', at);
  db.update(processInstances).set({ status: 'COMPLETED', currentNodeId: null, finishedAt: at }).where(eq(processInstances.id, inst.id)).run();
  setRecordStatus(db, inst.dataId, 'COMPLETED', at);
  notify(db, inst, [inst.initiatorId], 'RESULT', `${inst.processName}已通过`, '您发起的审批已通过', at);
  notify(db, inst, def.cc, 'CC', `${inst.processName}已通过`, '抄送给您的审批已通过', at);
}

/** Reaches `node`: opens its activity and tasks, or finishes the process at the end node. A node nobody can decide passes. */
function enter(db: DbOrTx, inst: InstanceRow, def: ProcessDefinition, node: ProcessNode, at: string): void {
  if (node.type === 'end') {
    finish(db, inst, def, node, at);
    return;
  }
  const assignees = assigneesOf(db, inst, node);
  if (assignees.length === 0) {
    openActivity(db, inst, node, 'COMPLETED', at);
    enter(db, inst, def, nextNode(def, node.id, recordOf(db, inst.dataId).content), at);
    return;
  }
  const activity = openActivity(db, inst, node, 'ACTIVE', at);
  db.update(processInstances).set({ currentNodeId: node.id, status: 'RUNNING' }).where(eq(processInstances.id, inst.id)).run();
  for (const userId of assignees) insertTask(db, inst, activity, userId, 'APPROVAL', at);
}

/** The record's instance that has not finished (RUNNING, or REJECTED back to its initiator), if any. */
function openInstanceOf(db: DbOrTx, dataId: string): InstanceRow | undefined {
  return db
    .select()
    .from(processInstances)
    .where(and(eq(processInstances.dataId, dataId), inArray(processInstances.status, ['RUNNING', 'REJECTED'])))
    .get();
}

/**
 * Starts the process `key` for a stored record: on submit, or again after a withdrawal. A record whose process is
 * still open cannot start another (400, detail 流程正在进行中: {name}, which the client shows as 启动失败,当前正在进行中).
 * An approved record never starts one again: a new instance could be withdrawn and unlock the approved record for
 * editing (issue 34, finding 4).
 */
export function startProcess(db: DbOrTx, record: RecordRow, key: string, at: string, instanceId = `pi-${randomId(8)}`): string {
  const def = definitionOf(db, record.appId, key);
  const running = openInstanceOf(db, record.id);
  if (running) throw new ApiError(400, 400, ENGINE_TEXT.running(running.processName), ENGINE_TEXT.running(running.processName));
  const approved = db.select({ id: processInstances.id }).from(processInstances).where(and(eq(processInstances.dataId, record.id), eq(processInstances.status, 'COMPLETED'))).get();
  if (approved) throw ApiError.badRequest(ENGINE_TEXT.approvedOnce);
  const inst: InstanceRow = {
    id: instanceId,
    tenantId: record.tenantId,
    appId: record.appId,
    formId: record.formId,
    dataId: record.id,
    processKey: def.key,
    processName: def.name,
    initiatorId: record.createdBy,
    status: 'RUNNING',
    currentNodeId: null,
    startedAt: at,
    finishedAt: null,
    reportRemovedAt: null,
  };
  db.insert(processInstances).values(inst).run();
  db.update(formData).set({ processInstanceId: instanceId, status: 'RUNNING' }).where(eq(formData.id, record.id)).run();
  const start = startNodeOf(def);
  openActivity(db, inst, start, 'COMPLETED', at);
  enter(db, inst, def, nextNode(def, start.id, record.content), at);
  notifyEvents.processStarted(db, inst, at);
  return instanceId;
}

function taskFor(db: DbOrTx, tenantId: string, taskId: string): TaskRow {
  const task = db.select().from(processTasks).where(and(eq(processTasks.id, taskId), eq(processTasks.tenantId, tenantId))).get();
  if (!task) throw ApiError.notFound();
  return task;
}

function openTaskOf(db: DbOrTx, userId: string, tenantId: string, taskId: string): TaskRow {
  const task = taskFor(db, tenantId, taskId);
  if (task.assigneeId !== userId) throw ApiError.forbidden(ENGINE_TEXT.notYours);
  if (task.status === 'TODO') return task;
  // Cancelled: the node was decided by another assignee (any-one, a rejection) or the process was withdrawn. A decision
  // made offline and replayed later must say which (issue 40: the conflict is shown to the user, in their words).
  if (task.status === 'CANCELLED') {
    throw ApiError.badRequest(instanceOf(db, task.processInstanceId)?.status === 'WITHDRAWN' ? ENGINE_TEXT.notRunning : ENGINE_TEXT.decidedByOthers);
  }
  throw ApiError.badRequest(ENGINE_TEXT.alreadyDone);
}

const stableJson = (v: unknown) => JSON.stringify(v ?? null);

/**
 * The names the form gives these fields, for a refusal a person reads (the client toasts it as it comes); a key the
 * published script does not name stays a key.
 */
function fieldNames(db: DbOrTx, formId: string, keys: string[]): string[] {
  const names = new Map(flattenForm(parseFormScript(formOr404(db, formId).definitionPublish)).map((f) => [f.key, f.name ?? f.key]));
  return keys.map((k) => names.get(k) ?? k);
}

/** The keys whose incoming value differs from the stored one. */
const changedKeys = (stored: Record<string, unknown>, incoming: Record<string, unknown>): string[] =>
  Object.keys(incoming).filter((k) => stableJson(stored[k]) !== stableJson(incoming[k]));

/**
 * Applies an assignee's field changes: only the fields the node makes editable may change, and the record they make
 * must pass the form's value checks for this caller (as an edit, with the node's grants as what they may fill).
 */
function applyNodeEdits(db: DbOrTx, node: ProcessNode, record: RecordRow, content: Record<string, unknown>, userId: string, at: string, access: FormAccess | null): void {
  // As on an edit (routes/form-data.ts): values of fields the caller's role may not see are dropped, not stored.
  const sent = access ? permittedContent(access, record.formId, content) : content;
  const changed = changedKeys(record.content, sent);
  const refused = changed.filter((k) => fieldAccess(node, k) !== 'edit');
  if (refused.length) throw ApiError.forbidden(ENGINE_TEXT.notEditable(fieldNames(db, record.formId, refused)));
  const changes = Object.fromEntries(changed.map((k) => [k, sent[k]]));
  const merged = { ...record.content, ...changes };
  if (access) {
    const form = formOr404(db, record.formId);
    requireValidValues(access, form, merged, 'edit', { editable: (key) => fieldAccess(node, key) === 'edit', now: new Date(at) });
    requireNoDuplicates(db, access.app.tenantId, form, changes, record.id);
  }
  if (changed.length === 0) return;
  db.update(formData).set({ content: merged, lastModifiedBy: userId, updatedAt: at }).where(eq(formData.id, record.id)).run();
  recordChange(db, record, { ...record, content: merged });
}

const cancelOpen = (db: DbOrTx, where: ReturnType<typeof and>) =>
  db.update(processTasks).set({ status: 'CANCELLED' }).where(and(eq(processTasks.status, 'TODO'), where)).run();

/** Sends a rejected process back: to the previous approval node, or to the initiator. */
function sendBack(db: DbOrTx, inst: InstanceRow, def: ProcessDefinition, current: ActivityRow, target: 'initiator' | 'previous', comment: string, at: string): void {
  const previous =
    target === 'previous'
      ? activitiesOf(db, inst.id)
          .filter((a) => a.type === 'approval' && a.status === 'COMPLETED' && a.seq < current.seq && a.nodeId !== current.nodeId)
          .at(-1)
      : undefined;
  if (previous) {
    enter(db, inst, def, nodeOf(def, previous.nodeId), at);
    return;
  }
  const start = startNodeOf(def);
  const activity = openActivity(db, inst, start, 'ACTIVE', at);
  db.update(processInstances).set({ status: 'REJECTED', currentNodeId: start.id }).where(eq(processInstances.id, inst.id)).run();
  setRecordStatus(db, inst.dataId, 'REJECTED', at);
  insertTask(db, inst, activity, inst.initiatorId, 'RESUBMIT', at);
  notify(db, inst, [inst.initiatorId], 'RESULT', `${inst.processName}被驳回`, comment, at);
}

/** The caller decides one of their open tasks (approve or reject, with an opinion, field changes, a signature). */
export function completeTask(db: DbOrTx, userId: string, tenantId: string, taskId: string, decision: Decision, at: string): TaskRow {
  return db.transaction((tx) => {
    const task = openTaskOf(tx, userId, tenantId, taskId);
    const inst = instanceOf(tx, task.processInstanceId);
    if (!inst || (inst.status !== 'RUNNING' && task.kind !== 'RESUBMIT')) throw ApiError.badRequest(ENGINE_TEXT.notRunning);
    const def = definitionOf(tx, inst.appId, inst.processKey);
    const node = nodeOf(def, task.nodeId);
    const comment = decision.comment?.trim() ?? '';
    const record = recordOf(tx, inst.dataId);

    if (task.kind === 'RESUBMIT') {
      // The initiator's answer to a rejection: resubmit (with their edits), or give up (withdraw).
      if (decision.content) applyNodeEdits(tx, node, record, decision.content, userId, at, decision.accessOf?.(inst.appId) ?? null);
      tx.update(processTasks).set({ status: 'DONE', outcome: decision.approved ? 'APPROVED' : 'REJECTED', comment: comment || null, completedAt: at }).where(eq(processTasks.id, task.id)).run();
      tx.update(activityInstances).set({ status: 'COMPLETED', endAt: at }).where(eq(activityInstances.id, task.activityId)).run();
      if (!decision.approved) {
        withdraw(tx, inst, at);
      } else {
        tx.update(processInstances).set({ status: 'RUNNING' }).where(eq(processInstances.id, inst.id)).run();
        setRecordStatus(tx, inst.dataId, 'RUNNING', at);
        enter(tx, { ...inst, status: 'RUNNING' }, def, nextNode(def, node.id, recordOf(tx, inst.dataId).content), at);
      }
      return tx.select().from(processTasks).where(eq(processTasks.id, task.id)).get()!;
    }

    if (!decision.approved && !comment) throw ApiError.badRequest(ENGINE_TEXT.opinionRequired);
    if (decision.approved && node.signature && !decision.signature) throw ApiError.badRequest(ENGINE_TEXT.signatureRequired);
    const target = decision.rejectTo ?? node.rejectTo[0]!;
    if (!decision.approved && !node.rejectTo.includes(target)) throw ApiError.badRequest(ENGINE_TEXT.rejectTargetOff);
    if (decision.content) applyNodeEdits(tx, node, record, decision.content, userId, at, decision.accessOf?.(inst.appId) ?? null);

    tx.update(processTasks)
      .set({ status: 'DONE', outcome: decision.approved ? 'APPROVED' : 'REJECTED', comment: comment || null, completedAt: at, signature: decision.signature ?? null })
      .where(eq(processTasks.id, task.id))
      .run();
    const inActivity = eq(processTasks.activityId, task.activityId);
    const activity = tx.select().from(activityInstances).where(eq(activityInstances.id, task.activityId)).get()!;

    if (!decision.approved) {
      cancelOpen(tx, inActivity);
      tx.update(activityInstances).set({ status: 'REJECTED', endAt: at }).where(eq(activityInstances.id, activity.id)).run();
      sendBack(tx, inst, def, activity, target, comment, at);
    } else {
      // Any-one: the first approval decides for the node's own assignees; people added by add-sign still must approve.
      if (activity.mode === 'any' && task.kind === 'APPROVAL') cancelOpen(tx, and(inActivity, eq(processTasks.kind, 'APPROVAL')));
      const open = tx.select().from(processTasks).where(and(inActivity, eq(processTasks.status, 'TODO'))).all();
      if (open.length === 0) {
        tx.update(activityInstances).set({ status: 'COMPLETED', endAt: at }).where(eq(activityInstances.id, activity.id)).run();
        notify(tx, inst, node.cc, 'CC', `${inst.processName}: ${node.name}已通过`, comment || '抄送给您的审批节点已通过', at);
        enter(tx, inst, def, nextNode(def, node.id, recordOf(tx, inst.dataId).content), at);
      }
    }
    return tx.select().from(processTasks).where(eq(processTasks.id, task.id)).get()!;
  });
}

/**
 * Members of the organisation the caller may hand a task to or add: not already deciding at this activity, and never
 * the process's initiator, who would approve their own request (issue 34, finding 12).
 */
function requireNewAssignees(db: DbOrTx, inst: InstanceRow, activityId: string, userIds: string[]): string[] {
  const unique = [...new Set(userIds)];
  if (unique.includes(inst.initiatorId)) throw ApiError.badRequest(ENGINE_TEXT.selfApproval);
  if (unique.some((id) => !isMember(db, id, inst.tenantId))) throw ApiError.badRequest(ENGINE_TEXT.notMemberOf);
  const open = db.select({ userId: processTasks.assigneeId }).from(processTasks).where(and(eq(processTasks.activityId, activityId), eq(processTasks.status, 'TODO'))).all();
  if (unique.some((id) => open.some((o) => o.userId === id))) throw ApiError.badRequest(ENGINE_TEXT.alreadyAssigned);
  return unique;
}

/** Add-sign: an assignee of an open activity adds people who must approve it too. */
export function addSign(db: DbOrTx, userId: string, tenantId: string, instanceId: string, activityId: string, userIds: string[], at: string): TaskRow[] {
  return db.transaction((tx) => {
    const inst = instanceOf(tx, instanceId);
    if (!inst || inst.tenantId !== tenantId) throw ApiError.notFound();
    const activity = tx.select().from(activityInstances).where(and(eq(activityInstances.id, activityId), eq(activityInstances.processInstanceId, instanceId))).get();
    if (!activity) throw ApiError.notFound();
    const mine = tx.select().from(processTasks).where(and(eq(processTasks.activityId, activityId), eq(processTasks.assigneeId, userId), eq(processTasks.status, 'TODO'))).get();
    if (!mine || inst.status !== 'RUNNING' || activity.status !== 'ACTIVE') throw ApiError.forbidden(ENGINE_TEXT.notYours);
    const node = nodeOf(definitionOf(tx, inst.appId, inst.processKey), activity.nodeId);
    if (!node.addSign || activity.type !== 'approval') throw ApiError.badRequest(ENGINE_TEXT.addSignOff);
    return requireNewAssignees(tx, inst, activityId, userIds).map((id) => insertTask(tx, inst, activity, id, 'ADD_SIGN', at, userId));
  });
}

/** Reassign: the caller hands their open task to another member. */
export function reassignTask(db: DbOrTx, userId: string, tenantId: string, taskId: string, toUserId: string, comment: string | undefined, at: string): TaskRow {
  return db.transaction((tx) => {
    const task = openTaskOf(tx, userId, tenantId, taskId);
    const inst = instanceOf(tx, task.processInstanceId)!;
    const node = nodeOf(definitionOf(tx, inst.appId, inst.processKey), task.nodeId);
    if (!node.reassign || task.kind === 'RESUBMIT') throw ApiError.badRequest(ENGINE_TEXT.reassignOff);
    requireNewAssignees(tx, inst, task.activityId, [toUserId]);
    tx.update(processTasks).set({ status: 'DONE', outcome: 'REASSIGNED', comment: comment?.trim() || null, completedAt: at }).where(eq(processTasks.id, task.id)).run();
    const activity = tx.select().from(activityInstances).where(eq(activityInstances.id, task.activityId)).get()!;
    return insertTask(tx, inst, activity, toUserId, task.kind, at, userId);
  });
}

function withdraw(db: DbOrTx, inst: InstanceRow, at: string): void {
  cancelOpen(db, eq(processTasks.processInstanceId, inst.id));
  db.update(activityInstances).set({ status: 'CANCELLED', endAt: at }).where(and(eq(activityInstances.processInstanceId, inst.id), eq(activityInstances.status, 'ACTIVE'))).run();
  db.update(processInstances).set({ status: 'WITHDRAWN', currentNodeId: null, finishedAt: at }).where(eq(processInstances.id, inst.id)).run();
  setRecordStatus(db, inst.dataId, 'WITHDRAWN', at);
}

/** DELETE process-instances/by-task/{id}: the initiator withdraws the unfinished process a task belongs to. */
export function withdrawByTask(db: DbOrTx, userId: string, tenantId: string, taskId: string, at: string): InstanceRow {
  return db.transaction((tx) => {
    const task = taskFor(tx, tenantId, taskId);
    const inst = instanceOf(tx, task.processInstanceId)!;
    if (inst.initiatorId !== userId) throw ApiError.forbidden(ENGINE_TEXT.onlyInitiator);
    if (inst.status !== 'RUNNING' && inst.status !== 'REJECTED') throw ApiError.badRequest(ENGINE_TEXT.notRunning);
    withdraw(tx, inst, at);
    return instanceOf(tx, inst.id)!;
  });
}

/** The caller's open task on the instance's current activity, if any. */
export function currentTaskOf(db: DbOrTx, instanceId: string, userId: string): TaskRow | undefined {
  return db
    .select()
    .from(processTasks)
    .where(and(eq(processTasks.processInstanceId, instanceId), eq(processTasks.assigneeId, userId), eq(processTasks.status, 'TODO')))
    .get();
}

/**
 * May this caller change these fields of the record through the form calls? A record whose process runs may be
 * changed only by a current assignee, and only in the fields their node makes editable; a completed one not at all;
 * a record returned to its initiator or withdrawn follows the form's own rules again.
 */
export function requireProcessEditable(db: DbOrTx, record: RecordRow, userId: string, content: Record<string, unknown>): void {
  if (!record.processInstanceId) return;
  const inst = instanceOf(db, record.processInstanceId);
  if (!inst) return;
  if (inst.status === 'COMPLETED') throw ApiError.forbidden(ENGINE_TEXT.completedLocked);
  if (inst.status !== 'RUNNING') return;
  const task = currentTaskOf(db, inst.id, userId);
  if (!task) throw ApiError.forbidden(ENGINE_TEXT.runningLocked);
  const node = nodeOf(definitionOf(db, inst.appId, inst.processKey), task.nodeId);
  const refused = changedKeys(record.content, content).filter((k) => fieldAccess(node, k) !== 'edit');
  if (refused.length) throw ApiError.forbidden(ENGINE_TEXT.notEditable(fieldNames(db, record.formId, refused)));
}

/** Marks one of the caller's notifications read. */
export function markNotificationRead(db: DbOrTx, userId: string, tenantId: string, id: string, at: string) {
  const row = db.select().from(notifications).where(and(eq(notifications.id, id), eq(notifications.tenantId, tenantId))).get();
  if (!row || row.userId !== userId) throw ApiError.notFound();
  if (!row.read) db.update(notifications).set({ read: true, readAt: at }).where(eq(notifications.id, id)).run();
  return db.select().from(notifications).where(eq(notifications.id, id)).get()!;
}

/**
 * The fields a caller may change in a record through the form calls: on a record in a running approval, only those
 * the caller's current node grants (`edit`; `requireProcessEditable` refuses changes to the others first); otherwise
 * every field. The value checks (data/form-values.ts) require nothing of the others.
 */
export function editableFieldsOf(db: DbOrTx, record: RecordRow, userId: string): ((key: string) => boolean) | undefined {
  const inst = record.processInstanceId ? instanceOf(db, record.processInstanceId) : undefined;
  if (!inst || inst.status !== 'RUNNING') return undefined;
  const task = currentTaskOf(db, inst.id, userId);
  if (!task) return () => false;
  const node = nodeOf(definitionOf(db, inst.appId, inst.processKey), task.nodeId);
  return (key) => fieldAccess(node, key) === 'edit';
}
