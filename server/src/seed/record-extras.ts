/**
 * Demo data of the record detail's extras, run by `seedDatabase` inside its transaction:
 * - app `tickets` (工单处理, newer engine, organisation 1001): a form with a status field, the custom button
 *   标记已处理 whose function sets the status to 已处理, a print template, two tickets (one owned by subadmin, which the
 *   member cannot read until invited to collaborate);
 * - app `quiet` (静默登记, newer engine): a form with comments switched off (`config.commentOnOff: false`);
 * - app `expense` (older engine, from the main seed): a custom button and a print template, so both engines have them.
 * The tables are this feature's own (data/record-extras.ts): they are created here if needed and cleared on reset.
 */
import { DEFAULT_ACCESS_CONFIG, permissionRows } from '../data/apps.js';
import { control, fieldKeys, script } from '../data/form-script.js';
import { appFunctions, customButtons, printTemplates } from '../data/record-extras.js';
import type { Db } from '../db/index.js';
import * as t from '../db/schema.js';

const TENANT = '1001';
const USERS = { admin: '10001', subadmin: '10002', member: '10003' } as const;

const TICKETS = { appId: 'app-tickets', formId: 'form-tickets', viewId: 'view-tickets-list', code: 'tickets' } as const;
const QUIET = { appId: 'app-quiet', formId: 'form-quiet', viewId: 'view-quiet-list', code: 'quiet' } as const;

const ticketForm = () =>
  script([
    control('input', 'title', '工单标题', { placeholder: '请输入标题' }, true),
    control('radio', 'status', '处理状态', { options: [{ label: '待处理', value: 'open' }, { label: '已处理', value: 'done' }], defaultValue: 'open' }, true),
    control('input', 'note', '备注', {}),
    // Empty in the seed: the detail's thumbnails and attachment links are tested with files uploaded by the test.
    control('uploadImg', 'photos', '现场照片', { limit: 9 }),
    control('uploadFile', 'files', '附件', { limit: 5 }),
  ]);

const quietForm = () =>
  script([control('input', 'subject', '登记事项', {}, true), control('input', 'detail', '说明', {})], {
    config: { labelWidth: 100, labelPosition: 'top', size: 'default', commentOnOff: false },
  });

function seedApp(db: Db, app: { appId: string; formId: string; viewId: string; code: string }, name: string, formName: string, form: ReturnType<typeof script>, sort: number, created: string) {
  db.insert(t.apps)
    .values({
      id: app.appId,
      tenantId: TENANT,
      key: app.code,
      shortCode: app.code,
      name,
      icon: '',
      type: 'FORM',
      description: `${name}(记录详情演示)`,
      accessConfig: { ...DEFAULT_ACCESS_CONFIG, ifPublic: false },
      shareConfig: { title: name, description: `${name} - Ware`, icon: '' },
      packageId: null,
      sort,
      createdAt: created,
    })
    .run();
  db.insert(t.forms)
    .values({ id: app.formId, appId: app.appId, tenantId: TENANT, name: formName, key: app.code, definitionPublish: form, definitionLatest: form, fieldStates: [], processKey: null, version: 1 })
    .run();
  const fields = fieldKeys(form.list);
  db.insert(t.views)
    .values({ id: app.viewId, appId: app.appId, tenantId: TENANT, formId: app.formId, name: `${formName}列表`, type: 'list', config: { columns: fields.slice(0, 3), sort: [{ key: 'createTime', direction: 'DESC' }], pageSize: 20 } })
    .run();
  db.insert(t.appRoles)
    .values([
      { appId: app.appId, userId: USERS.admin, roleCode: 'ADMIN' as const, grantedAt: created },
      { appId: app.appId, userId: USERS.subadmin, roleCode: 'SUB_ADMIN' as const, grantedAt: created },
      { appId: app.appId, userId: USERS.member, roleCode: 'MEMBER' as const, grantedAt: created },
    ])
    .run();
  db.insert(t.rolePermissions).values(permissionRows(app.appId, app.formId, [app.viewId], fields)).run();
}

const record = (app: { appId: string; formId: string; code: string }, n: number, owner: string, content: Record<string, unknown>, created: string) => ({
  id: `data-${app.code}-${n}`,
  tenantId: TENANT,
  appId: app.appId,
  formId: app.formId,
  code: `${app.code.toUpperCase()}-2026-${String(n).padStart(4, '0')}`,
  content,
  ownerId: owner,
  createdBy: owner,
  lastModifiedBy: owner,
  createdAt: created,
  updatedAt: created,
});

export function seedRecordExtras(db: Db, created: string): void {

  seedApp(db, TICKETS, '工单处理', '工单', ticketForm(), 100, created);
  seedApp(db, QUIET, '静默登记', '登记表', quietForm(), 101, created);
  db.insert(t.formData)
    .values([
      record(TICKETS, 1, USERS.member, { input_title: 'Printer jam 打印机卡纸', radio_status: 'open', input_note: '三楼' }, created),
      record(TICKETS, 2, USERS.subadmin, { input_title: '网络故障', radio_status: 'open', input_note: '' }, created),
      record(QUIET, 1, USERS.member, { input_subject: '访客登记', input_detail: '无需讨论' }, created),
    ])
    .run();

  db.insert(appFunctions)
    .values([
      { key: 'ticket-resolve', tenantId: TENANT, appId: TICKETS.appId, name: '标记已处理', action: { kind: 'set-fields', set: { radio_status: 'done' }, message: '工单已标记为已处理' } },
      { key: 'expense-other', tenantId: TENANT, appId: 'app-expense', name: '归入其他类别', action: { kind: 'set-fields', set: { radio_category: 'd' }, message: '已归入“其他”类别' } },
    ])
    .run();
  db.insert(customButtons)
    .values([
      { id: 'btn-ticket-resolve', tenantId: TENANT, appId: TICKETS.appId, formId: TICKETS.formId, name: '标记已处理', funcKey: 'ticket-resolve', operation: 'edit', sort: 1 },
      { id: 'btn-expense-other', tenantId: TENANT, appId: 'app-expense', formId: 'form-expense', name: '归入其他类别', funcKey: 'expense-other', operation: 'edit', sort: 1 },
    ])
    .run();
  db.insert(printTemplates)
    .values([
      { id: 'tpl-ticket', tenantId: TENANT, appId: TICKETS.appId, formId: TICKETS.formId, name: '工单打印', config: { title: 'Ticket 工单', fields: [], footer: 'Printed by Ware' } },
      { id: 'tpl-expense', tenantId: TENANT, appId: 'app-expense', formId: 'form-expense', name: '报销单打印', config: { title: 'Expense 报销单', fields: ['radio_category', 'number_amount'], footer: 'Printed by Ware' } },
    ])
    .run();
}
