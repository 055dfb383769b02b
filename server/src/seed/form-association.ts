/**
 * Demo data of form association (newer engine), run by `seedDatabase` inside its transaction, after the record
 * extras (whose `tickets` and `quiet` apps it links):
 * - association `assoc-tickets-quiet` (关联登记): the ticket form 工单 linked to the register form 登记表;
 * - two more registers: `data-quiet-2` (张成员's, free to be linked) and `data-quiet-3` (李子管's, which the member
 *   may not read);
 * - ticket 1 already linked to `data-quiet-1` (the member reads it) and to `data-quiet-3` (the read rule leaves it
 *   out of the member's rows; the admin sees both).
 */
import type { Db } from '../db/index.js';
import * as t from '../db/schema.js';

const TENANT = '1001';
const USERS = { admin: '10001', subadmin: '10002', member: '10003' } as const;
const TICKETS_QUIET = 'assoc-tickets-quiet';

const register = (n: number, owner: string, subject: string, detail: string, created: string) => ({
  id: `data-quiet-${n}`,
  tenantId: TENANT,
  appId: 'app-quiet',
  formId: 'form-quiet',
  code: `QUIET-2026-${String(n).padStart(4, '0')}`,
  content: { input_subject: subject, input_detail: detail },
  ownerId: owner,
  createdBy: owner,
  lastModifiedBy: owner,
  createdAt: created,
  updatedAt: created,
});

export function seedFormAssociation(db: Db, created: string): void {
  db.insert(t.formData)
    .values([register(2, USERS.member, '设备借用', '投影仪一台', created), register(3, USERS.subadmin, '内部会议', '仅管理员可见', created)])
    .run();
  db.insert(t.formAssociations)
    .values({ id: TICKETS_QUIET, tenantId: TENANT, appId: 'app-tickets', formId: 'form-tickets', associatedAppId: 'app-quiet', associatedFormId: 'form-quiet', name: '关联登记', sort: 1 })
    .run();
  db.insert(t.formAssociationRows)
    .values([
      { id: 'assoc-row-1', tenantId: TENANT, associationId: TICKETS_QUIET, dataId: 'data-tickets-1', associatedDataId: 'data-quiet-1', createdBy: USERS.admin, createdAt: created },
      { id: 'assoc-row-2', tenantId: TENANT, associationId: TICKETS_QUIET, dataId: 'data-tickets-1', associatedDataId: 'data-quiet-3', createdBy: USERS.admin, createdAt: created },
    ])
    .run();
}
