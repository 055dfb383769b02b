/**
 * The leave request app (请假申请, short code `leave-request`, newer engine) and its approval process: the
 * initiator's department leader, then an all-must countersign with handwritten signatures by 王管理 and 李子管,
 * copied to 赵访客 when approved. Its records hold tasks in every state. Ids start with `ap-`.
 */
import { replay } from './tasks.js';
import { DEFAULT_ACCESS_CONFIG, permissionRows } from '../data/apps.js';
import { control, fieldKeys, script } from '../data/form-script.js';
import type { Db } from '../db/index.js';
import * as t from '../db/schema.js';

const LEAVE = { appId: 'ap-leave', formId: 'ap-form-leave', viewId: 'ap-view-leave-list', key: 'leave-request', processKey: 'leave-approval' } as const;

const ADMIN = '10001';
const SUBADMIN = '10002';
const MEMBER = '10003';
const GUEST = '10004';

const options = (...labels: string[]) => labels.map((label, i) => ({ label, value: String.fromCharCode(97 + i) }));

function leaveForm() {
  return script([
    control('radio', 'type', '请假类型', { options: options('年假', '病假', '事假', '调休') }, true),
    control('date', 'start', '开始日期', { format: 'YYYY-MM-DD' }, true),
    control('date', 'end', '结束日期', { format: 'YYYY-MM-DD' }, true),
    control('number', 'days', '请假天数', { precision: 1, min: 0.5 }, true),
    control('input', 'reason', '请假事由', { maxlength: 140 }, true),
    control('input', 'handover', '工作交接', {}),
  ]);
}

const leaveProcess = {
  key: LEAVE.processKey,
  name: '请假审批',
  nodes: [
    { id: 'start', type: 'start', name: '发起' },
    { id: 'leader', type: 'approval', name: '直属领导审批', assignee: { type: 'leader' }, fields: { number_days: 'edit', input_handover: 'edit' }, rejectTo: ['initiator'] },
    { id: 'hr', type: 'approval', name: '人事会签', assignee: { type: 'users', userIds: [ADMIN, SUBADMIN] }, mode: 'all', signature: true },
    { id: 'end', type: 'end', name: '结束' },
  ],
  edges: [
    { from: 'start', to: 'leader' },
    { from: 'leader', to: 'hr' },
    { from: 'hr', to: 'end' },
  ],
  cc: [GUEST],
};

export function seedApprovals(db: Db, created: string): void {
  const form = leaveForm();
  db.insert(t.apps)
    .values({
      id: LEAVE.appId,
      tenantId: '1001',
      key: LEAVE.key,
      shortCode: LEAVE.key,
      name: '请假申请',
      icon: '',
      type: 'FORM',
      description: 'newer engine, leave requests with a countersign',
      accessConfig: { ...DEFAULT_ACCESS_CONFIG, ifPublic: false },
      shareConfig: { title: '请假申请', description: '请假申请 - Ware', icon: '' },
      packageId: null,
      sort: 100,
      createdAt: created,
    })
    .run();
  db.insert(t.forms)
    .values({ id: LEAVE.formId, appId: LEAVE.appId, tenantId: '1001', name: '请假申请单', key: LEAVE.key, definitionPublish: form, definitionLatest: form, fieldStates: [], processKey: LEAVE.processKey, version: 1 })
    .run();
  const fields = fieldKeys(form.list);
  db.insert(t.views)
    .values({ id: LEAVE.viewId, appId: LEAVE.appId, tenantId: '1001', formId: LEAVE.formId, name: '请假申请列表', type: 'list', config: { columns: fields.slice(0, 4), sort: [{ key: 'createTime', direction: 'DESC' }], pageSize: 20 } })
    .run();
  db.insert(t.appRoles)
    .values([
      { appId: LEAVE.appId, userId: ADMIN, roleCode: 'ADMIN', grantedAt: created },
      { appId: LEAVE.appId, userId: SUBADMIN, roleCode: 'SUB_ADMIN', grantedAt: created },
      { appId: LEAVE.appId, userId: MEMBER, roleCode: 'MEMBER', grantedAt: created },
    ])
    .run();
  db.insert(t.rolePermissions).values(permissionRows(LEAVE.appId, LEAVE.formId, [LEAVE.viewId], fields)).run();
  db.insert(t.processes).values({ id: 'ap-proc-leave', appId: LEAVE.appId, tenantId: '1001', key: leaveProcess.key, name: leaveProcess.name, definition: leaveProcess }).run();

  const leaves: [string, string, number, string, string][] = [
    [MEMBER, 'a', 2, '2026-03-02', '回老家探亲'],
    [MEMBER, 'b', 1, '2026-03-05', '感冒发烧'],
    [SUBADMIN, 'c', 3, '2026-03-10', '处理家事'],
    [MEMBER, 'c', 5, '2026-03-16', '装修新房'],
    [MEMBER, 'a', 1, '2026-03-20', '参加婚礼'],
    [MEMBER, 'd', 0.5, '2026-03-24', '办理证件'],
  ];
  leaves.forEach(([owner, type, days, start, reason], i) => {
    const n = i + 1;
    const at = `2026-03-${String(n).padStart(2, '0')}T01:00:00.000Z`;
    db.insert(t.formData)
      .values({
        id: `ap-leave-${n}`,
        tenantId: '1001',
        appId: LEAVE.appId,
        formId: LEAVE.formId,
        code: `LEAVE-REQUEST-2026-${String(n).padStart(4, '0')}`,
        content: { radio_type: type, date_start: start, date_end: start, number_days: days, input_reason: reason },
        ownerId: owner,
        createdBy: owner,
        lastModifiedBy: owner,
        processInstanceId: `ap-pi-leave-${n}`,
        status: 'SUBMITTED',
        createdAt: at,
        updatedAt: at,
      })
      .run();
  });
  // Waits for the leader (李子管 leads 销售部, above member's 华东销售组).
  replay(db, 'ap-leave-1', []);
  // The leader approved, one of the countersign signed; 李子管 still has to.
  replay(db, 'ap-leave-2', [
    { by: SUBADMIN, approved: true, comment: '同意' },
    { by: ADMIN, approved: true, comment: '同意', signature: true },
  ]);
  // 李子管's own leave: his leader is 王管理 (总经办); completed, copied to 赵访客.
  replay(db, 'ap-leave-3', [
    { by: ADMIN, approved: true, comment: '同意' },
    { by: ADMIN, approved: true, comment: '同意', signature: true },
    { by: SUBADMIN, approved: true, comment: '已备案', signature: true },
  ]);
  // Sent back to member, who has to edit and resubmit.
  replay(db, 'ap-leave-4', [{ by: SUBADMIN, approved: false, comment: '请先安排好工作交接' }]);
  // Handed over by the leader to 王管理.
  replay(db, 'ap-leave-5', [{ by: SUBADMIN, reassignTo: ADMIN, comment: '出差中,请王总审批' }]);
  // Withdrawn by member.
  replay(db, 'ap-leave-6', [{ by: MEMBER, withdraw: true }]);
}
