/**
 * Approval history of the seeded records, replayed through the engine (data/tasks.ts) so that every task, activity
 * and notification matches its record's status. Each step is one person's action on their open task of the record.
 */
import { and, eq } from 'drizzle-orm';

import { addSign, completeTask, reassignTask, startProcess, withdrawByTask } from '../data/tasks.js';
import type { Db } from '../db/index.js';
import { formData, forms, processTasks } from '../db/schema.js';

/** A tiny signature image for seeded countersigns (the engine stores what the client draws). */
const SEED_SIGNATURE =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

export type Step =
  | { by: string; approved: boolean; comment?: string; signature?: boolean }
  | { by: string; reassignTo: string; comment?: string }
  | { by: string; addSign: string[] }
  | { by: string; withdraw: true };

const minutesAfter = (iso: string, n: number) => new Date(Date.parse(iso) + n * 60_000).toISOString();

/** Starts the record's process at its creation time and replays the steps a few minutes apart. */
export function replay(db: Db, dataId: string, steps: Step[]): void {
  const record = db.select().from(formData).where(eq(formData.id, dataId)).get();
  const form = record && db.select().from(forms).where(eq(forms.id, record.formId)).get();
  if (!record || !form?.processKey) throw new Error(`seed: ${dataId} has no process`);
  startProcess(db, record, form.processKey, record.createdAt, record.processInstanceId ?? undefined);
  steps.forEach((step, i) => {
    const at = minutesAfter(record.createdAt, 10 * (i + 1));
    const open = db
      .select()
      .from(processTasks)
      .where(and(eq(processTasks.dataId, record.id), eq(processTasks.status, 'TODO'), eq(processTasks.assigneeId, step.by)))
      .get();
    if ('withdraw' in step) {
      const any = db.select().from(processTasks).where(eq(processTasks.dataId, record.id)).get()!;
      withdrawByTask(db, step.by, record.tenantId, any.id, at);
      return;
    }
    if (!open) throw new Error(`seed: no open task for ${step.by} on ${record.id}`);
    if ('reassignTo' in step) reassignTask(db, step.by, record.tenantId, open.id, step.reassignTo, step.comment, at);
    else if ('addSign' in step) addSign(db, step.by, record.tenantId, open.processInstanceId, open.activityId, step.addSign, at);
    else completeTask(db, step.by, record.tenantId, open.id, { approved: step.approved, comment: step.comment, accessOf: null, signature: step.signature ? SEED_SIGNATURE : undefined }, at);
  });
}

/**
 * The expense claims: RUNNING (1,280.50: the manager, then the finance countersign approved; finance, admin, waits),
 * COMPLETED (560: manager and finance), REJECTED (89.90: the manager sent it back to member, who has to resubmit).
 */
export function seedTasks(db: Db, people: Record<'subadmin' | 'admin' | 'guest', string>): void {
  replay(db, 'data-expense-1', [
    { by: people.subadmin, approved: true, comment: '同意' },
    { by: people.guest, approved: true, comment: '票据齐全' },
    { by: people.admin, approved: true, comment: '同意' },
  ]);
  replay(db, 'data-expense-2', [
    { by: people.subadmin, approved: true, comment: '同意' },
    { by: people.admin, approved: true, comment: '已核对票据' },
  ]);
  replay(db, 'data-expense-3', [{ by: people.subadmin, approved: false, comment: '缺少发票' }]);
}
