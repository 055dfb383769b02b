/**
 * Approval history of the seeded expense records, replayed through the task engine so that every task row matches
 * its record's status: RUNNING waits for finance (ADMIN) after the manager (SUB_ADMIN) approved, COMPLETED passed
 * both, REJECTED was turned down by the manager.
 */
import { and, eq } from 'drizzle-orm';

import { completeTask, startProcess } from '../data/tasks.js';
import type { Db } from '../db/index.js';
import { formData, forms, processTasks } from '../db/schema.js';

/** Who decides, in order, for a seeded record of each final status. */
const HISTORY: Record<string, { role: 'SUB_ADMIN' | 'ADMIN'; approved: boolean; comment: string }[]> = {
  RUNNING: [{ role: 'SUB_ADMIN', approved: true, comment: '同意' }],
  COMPLETED: [
    { role: 'SUB_ADMIN', approved: true, comment: '同意' },
    { role: 'ADMIN', approved: true, comment: '已核对票据' },
  ],
  REJECTED: [{ role: 'SUB_ADMIN', approved: false, comment: '缺少发票' }],
};

export function seedTasks(db: Db, deciders: Record<'SUB_ADMIN' | 'ADMIN', string>): void {
  const withProcess = db.select().from(forms).all().filter((f) => f.processKey);
  for (const form of withProcess) {
    const records = db.select().from(formData).where(eq(formData.formId, form.id)).all();
    for (const record of records) {
      const history = HISTORY[record.status];
      if (!history) continue;
      startProcess(db, record, form.processKey!, record.createdAt, record.processInstanceId ?? undefined);
      for (const step of history) {
        const open = db
          .select()
          .from(processTasks)
          .where(and(eq(processTasks.dataId, record.id), eq(processTasks.status, 'TODO'), eq(processTasks.assigneeId, deciders[step.role])))
          .get();
        if (!open) throw new Error(`seed: no open task for ${step.role} on ${record.id}`);
        completeTask(db, deciders[step.role], record.tenantId, open.id, { approved: step.approved, comment: step.comment }, record.updatedAt);
      }
    }
  }
}
