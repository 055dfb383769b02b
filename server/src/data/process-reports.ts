/**
 * The process report (spec calls-and-errors.md §7 "Process report removal: a delete/get pair"; the home counter
 * report's neighbour startedBy): the initiator's account of one process they started, as 我发起的 lists it.
 *
 * - GET reads it: who may read the process (`readableInstance`) may read its report, until the initiator removes it.
 * - DELETE removes it, by the initiator only, once the process is over (approved or withdrawn): it leaves 我发起的 and
 *   the startedBy counter. The record and the process history stay (they belong to the application and to the
 *   approvers, whose 已办 still holds their tasks). A running or returned process must be withdrawn first.
 */
import { and, eq } from 'drizzle-orm';

import type { Caller } from './caller.js';
import { readableInstance } from './task-lists.js';
import { instanceOf, type InstanceRow } from './tasks.js';
import type { DbOrTx } from '../db/index.js';
import { apps, formData, processInstances, users } from '../db/schema.js';
import { ApiError } from '../errors.js';

const REPORT_TEXT = {
  gone: '流程报告不存在',
  onlyInitiator: '只有发起人可以删除流程报告',
  notFinished: '流程未结束，不能删除；请先撤回',
} as const;

/** A process is over when it is approved or withdrawn; only then may its initiator remove the report. */
const finished = (inst: InstanceRow) => inst.status === 'COMPLETED' || inst.status === 'WITHDRAWN';

function reportView(db: DbOrTx, inst: InstanceRow, callerId: string) {
  const app = db.select({ name: apps.name }).from(apps).where(eq(apps.id, inst.appId)).get();
  const record = db.select({ code: formData.code }).from(formData).where(eq(formData.id, inst.dataId)).get();
  const initiator = db.select().from(users).where(eq(users.id, inst.initiatorId)).get();
  const durationMs = inst.finishedAt ? Date.parse(inst.finishedAt) - Date.parse(inst.startedAt) : null;
  return {
    id: inst.id,
    processInstanceId: inst.id,
    processName: inst.processName,
    title: initiator ? `${initiator.nickname}的${inst.processName}` : inst.processName,
    status: inst.status,
    appId: inst.appId,
    appName: app?.name ?? '',
    formId: inst.formId,
    dataId: inst.dataId,
    code: record?.code ?? null,
    initiator: initiator ? { id: initiator.id, nickname: initiator.nickname, picture: initiator.picture } : null,
    startTime: inst.startedAt,
    endTime: inst.finishedAt,
    durationMs,
    removable: inst.initiatorId === callerId && finished(inst),
  };
}

/** GET process-reports/{id}: the report of a process the caller may read; 404 once removed. */
export function processReport(db: DbOrTx, caller: Caller, tenantId: string, instanceId: string) {
  const { inst } = readableInstance(db, caller, tenantId, instanceId);
  if (inst.reportRemovedAt) throw ApiError.notFound(REPORT_TEXT.gone);
  return reportView(db, inst, caller.user.id);
}

/** DELETE process-reports/{id}: the initiator removes the report of a finished process. */
export function removeProcessReport(db: DbOrTx, caller: Caller, tenantId: string, instanceId: string, at: string) {
  return db.transaction((tx) => {
    const { inst } = readableInstance(tx, caller, tenantId, instanceId);
    if (inst.reportRemovedAt) throw ApiError.notFound(REPORT_TEXT.gone);
    if (inst.initiatorId !== caller.user.id) throw ApiError.forbidden(REPORT_TEXT.onlyInitiator);
    if (!finished(inst)) throw ApiError.badRequest(REPORT_TEXT.notFinished);
    tx.update(processInstances).set({ reportRemovedAt: at }).where(and(eq(processInstances.id, inst.id), eq(processInstances.tenantId, tenantId))).run();
    return { id: inst.id, processInstanceId: inst.id, removed: true, removedAt: instanceOf(tx, inst.id)!.reportRemovedAt };
  });
}
