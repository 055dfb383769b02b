/**
 * The demo data (documented in server/README.md). Every password is `Demo@2026`.
 */
import { seedApprovals } from './approvals.js';
import { AREAS } from './areas.js';
import { clearData, keepSeedCopy, restoreSeedCopy, setMeta } from '../db/index.js';
import * as t from '../db/schema.js';
import type { AccessConfig, RoleCode } from '../db/schema.js';
import { hashPassword, nowIso } from '../util.js';
import { seedAnalysis } from './analysis.js';
import { seedCertification } from './certification.js';
import { seedCms } from './cms.js';
import { seedCrm } from './crm.js';
import { seedDevices } from './devices.js';
import { seedFormAssociation } from './form-association.js';
import { allControlsForm, expenseForm, expenseProcess, signUpForm, visitForm } from './forms.js';
import { seedGaode } from './gaode.js';
import { seedOrders } from './orders.js';
import { seedPictures } from './pictures.js';
import { seedPortal } from './portal.js';
import { seedRecordExtras } from './record-extras.js';
import { seedSearch } from './search.js';
import { seedTasks } from './tasks.js';
import { seedTeam } from './team.js';
import { seedViews } from './views.js';
import { DEFAULT_ACCESS_CONFIG, permissionRows } from '../data/apps.js';
import { fieldKeys, type FieldState, type FormScript } from '../data/form-script.js';
import type { Db } from '../db/index.js';

export const DEMO_PASSWORD = 'Demo@2026';

const TENANT_A = '1001';
const TENANT_B = '1002';

export const DEMO_USERS = [
  { id: '10001', username: 'admin', nickname: '王管理', phone: '13800000001', what: 'ADMIN in the demo apps; org admin of both organisations' },
  { id: '10002', username: 'subadmin', nickname: '李子管', phone: '13800000002', what: 'SUB_ADMIN in the demo apps (organisation 1001 only)' },
  { id: '10003', username: 'member', nickname: '张成员', phone: '13800000003', what: 'MEMBER in the demo apps; belongs to both organisations' },
  { id: '10004', username: 'guest', nickname: '赵访客', phone: '13800000004', what: 'belongs to organisation 1001, no role in any app (GUEST)' },
  { id: '10005', username: 'lonely', nickname: '钱独行', phone: '13800000005', what: 'belongs to no organisation' },
] as const;

const USER_ID = Object.fromEntries(DEMO_USERS.map((u) => [u.username, u.id])) as Record<
  (typeof DEMO_USERS)[number]['username'],
  string
>;

interface AppSeed {
  code: string;
  name: string;
  type: string;
  tenantId: string;
  access: Partial<AccessConfig>;
  form: { name: string; script: FormScript; fieldStates: FieldState[]; processKey?: string };
  description: string;
}

const signUp = (name: string) => ({ name, script: signUpForm(), fieldStates: [] as FieldState[] });

/** One app per access case of screens-data-rules.md §4, §6, §8, plus three apps with real forms and data. */
export const APP_SEEDS: AppSeed[] = [
  { code: 'h5-off', name: '仅小程序应用', type: 'FORM', tenantId: TENANT_A, access: { clientTypes: ['WEAPP'] }, form: signUp('报名表'), description: '仅在微信小程序中使用' },
  { code: 'closed', name: '已关闭应用', type: 'FORM', tenantId: TENANT_A, access: { closingAccess: true, accessDeniedMessage: '应用维护中,暂停访问' }, form: signUp('报名表'), description: '应用暂停使用中' },
  { code: 'window-ended', name: '已结束活动', type: 'FORM', tenantId: TENANT_A, access: { timeInterval: { startAt: '2020-01-01 00:00:00', endAt: '2020-12-31 23:59:59' } }, form: signUp('活动报名'), description: '报名已于 2020 年底结束' },
  { code: 'window-later', name: '未开始活动', type: 'FORM', tenantId: TENANT_A, access: { timeInterval: { startAt: '2099-01-01 00:00:00', endAt: '2099-12-31 23:59:59' } }, form: signUp('活动报名'), description: '报名将于 2099 年开始' },
  { code: 'auth-required', name: '需登录应用', type: 'FORM', tenantId: TENANT_A, access: { needAuth: true }, form: signUp('报名表'), description: '登录后填写' },
  { code: 'no-guests', name: '内部应用', type: 'FORM', tenantId: TENANT_A, access: { ifPublic: false }, form: signUp('内部登记'), description: '仅限本组织成员使用' },
  { code: 'enterprise-only', name: '企业专享应用', type: 'FORM', tenantId: TENANT_A, access: { onlySupportOrganization: true }, form: signUp('企业登记'), description: '仅限企业用户使用' },
  { code: 'card-whitelist', name: '会员专享应用', type: 'FORM', tenantId: TENANT_A, access: { onlyWhiteList: true, whiteListTypes: ['MEMBER'], memberCardIds: ['card-gold', 'card-silver'] }, form: signUp('会员报名'), description: '金卡、银卡会员专享' },
  { code: 'goods-whitelist', name: '购买用户专享', type: 'FORM', tenantId: TENANT_A, access: { onlyWhiteList: true, whiteListTypes: ['SKU'], ids: ['SKU-TEA-001', 'SKU-CUP-002'] }, form: signUp('售后登记'), description: '购买明前龙井礼盒或青瓷茶具套装的用户专享' },
  // The open sign-up takes an attachment too: a visitor's file goes through unLogin/saveFile (spec §1).
  { code: 'open', name: '公开报名', type: 'FORM', tenantId: TENANT_A, access: {}, form: { ...signUp('报名表'), script: signUpForm({ attachment: true }) }, description: '人人可填的公开报名表' },
  { code: 'visit', name: '客户拜访', type: 'FORM', tenantId: TENANT_A, access: {}, form: { name: '客户拜访记录', script: visitForm(), fieldStates: [] }, description: '记录每次客户拜访' },
  { code: 'expense', name: '费用报销', type: 'FORM_V1', tenantId: TENANT_A, access: { ifPublic: false }, form: { name: '费用报销单', script: expenseForm(), fieldStates: [], processKey: expenseProcess.key }, description: '提交报销并走审批流程' },
  { code: 'all-controls', name: '全部控件', type: 'FORM', tenantId: TENANT_A, access: {}, form: { name: '全部控件表单', ...allControlsForm() }, description: '演示全部控件、字段联动与校验' },
  { code: 'trade', name: '采购订单', type: 'FORM', tenantId: TENANT_B, access: { ifPublic: false }, form: signUp('采购登记'), description: '演示贸易有限公司的采购登记' },
];

const appIdFor = (code: string): string => `app-${code}`;
const formIdFor = (code: string): string => `form-${code}`;
const viewIdFor = (code: string): string => `view-${code}-list`;

/** The demo users' password hashes, computed once per process (scrypt is deliberately slow; resets are frequent in tests). */
let demoHashes: Promise<string[]> | undefined;

export async function seedDatabase(db: Db): Promise<void> {
  demoHashes ??= Promise.all(DEMO_USERS.map(() => hashPassword(DEMO_PASSWORD)));
  const hashes = await demoHashes;
  let restored = false;
  db.transaction(() => {
    restored = restoreSeedCopy(db);
    setMeta(db, 'seededAt', nowIso());
    if (restored) return;
    clearData(db);
    insertSeed(db, hashes);
    seedCrm(db);
    seedOrders(db);
    seedCms(db);
    seedPortal(db);
    seedRecordExtras(db, '2026-01-01T08:00:00.000Z');
    seedAnalysis(db);
    seedTeam(db);
    seedCertification(db);
    seedGaode(db);
    seedDevices(db);
    seedPictures(db);
    seedFormAssociation(db, '2026-01-01T08:00:00.000Z');
  });
  if (!restored) keepSeedCopy(db);
}

function insertSeed(db: Db, hashes: string[]): void {
  const created = '2026-01-01T08:00:00.000Z';
  db.insert(t.users)
    .values(
      DEMO_USERS.map((u, i) => ({
        id: u.id,
        username: u.username,
        passwordHash: hashes[i]!,
        nickname: u.nickname,
        picture: '',
        email: `${u.username}@ware.demo`,
        phone: u.phone,
        gender: i % 2 === 0 ? 1 : 2,
        wxOpenid: `dev-openid-${u.username}`,
        createdAt: created,
      })),
    )
    .run();

  db.insert(t.organizations)
    .values([
      { id: TENANT_A, name: '演示科技有限公司', industry: '信息技术', description: '演示用企业一', invitationCode: 'INV1001', invitationEnabled: true, createdBy: USER_ID.admin, createdAt: created },
      { id: TENANT_B, name: '演示贸易有限公司', industry: '批发零售', description: '演示用企业二', invitationCode: 'INV1002', invitationEnabled: false, createdBy: USER_ID.admin, createdAt: created },
    ])
    .run();

  db.insert(t.departments)
    .values([
      { id: 'd1001', tenantId: TENANT_A, name: '总经办', parentId: null, leaderUserId: USER_ID.admin, sort: 1 },
      { id: 'd1002', tenantId: TENANT_A, name: '销售部', parentId: 'd1001', leaderUserId: USER_ID.subadmin, sort: 2 },
      { id: 'd1003', tenantId: TENANT_A, name: '财务部', parentId: 'd1001', leaderUserId: null, sort: 3 },
      { id: 'd1004', tenantId: TENANT_A, name: '华东销售组', parentId: 'd1002', leaderUserId: null, sort: 4 },
      { id: 'd2001', tenantId: TENANT_B, name: '总部', parentId: null, leaderUserId: USER_ID.admin, sort: 1 },
    ])
    .run();

  const m = (tenantId: string, userId: string, role: t.OrgRole, departmentId: string, jobTitle: string) => ({
    tenantId, userId, role, departmentId, jobTitle, joinedAt: created,
  });
  db.insert(t.orgMembers)
    .values([
      m(TENANT_A, USER_ID.admin, 'ADMIN', 'd1001', '总经理'),
      m(TENANT_A, USER_ID.subadmin, 'MEMBER', 'd1002', '销售经理'),
      m(TENANT_A, USER_ID.member, 'MEMBER', 'd1004', '销售专员'),
      m(TENANT_A, USER_ID.guest, 'MEMBER', 'd1003', '出纳'),
      m(TENANT_B, USER_ID.admin, 'ADMIN', 'd2001', '董事长'),
      m(TENANT_B, USER_ID.member, 'MEMBER', 'd2001', '采购员'),
    ])
    .run();

  db.insert(t.positions)
    .values([
      { id: 'p1001', tenantId: TENANT_A, userId: USER_ID.admin, departmentId: 'd1001', name: '总经理', isLeader: true },
      { id: 'p1002', tenantId: TENANT_A, userId: USER_ID.subadmin, departmentId: 'd1002', name: '销售经理', isLeader: true },
      { id: 'p1003', tenantId: TENANT_A, userId: USER_ID.member, departmentId: 'd1004', name: '销售专员', isLeader: false },
      { id: 'p1004', tenantId: TENANT_A, userId: USER_ID.guest, departmentId: 'd1003', name: '出纳', isLeader: false },
      { id: 'p2001', tenantId: TENANT_B, userId: USER_ID.admin, departmentId: 'd2001', name: '董事长', isLeader: true },
      { id: 'p2002', tenantId: TENANT_B, userId: USER_ID.member, departmentId: 'd2001', name: '采购员', isLeader: false },
    ])
    .run();

  db.insert(t.joinRequests)
    .values([{ id: 'jr-1', tenantId: TENANT_A, userId: USER_ID.lonely, message: '我想加入贵公司', status: 'PENDING', createdAt: created }])
    .run();

  db.insert(t.vipCardCodes)
    .values([
      { code: 'VIP-2026-GOLD', level: 'GOLD', days: 365 },
      { code: 'VIP-2026-SILVER', level: 'SILVER', days: 90 },
      { code: 'VIP-2026-USED', level: 'GOLD', days: 365, usedBy: USER_ID.admin, usedAt: created },
    ])
    .run();
  db.insert(t.userVip).values([{ userId: USER_ID.admin, level: 'GOLD', expiresAt: '2027-01-01T08:00:00.000Z' }]).run();

  // Apps, forms, views, roles and permissions.
  const roleHolders: [string, RoleCode][] = [
    [USER_ID.admin, 'ADMIN'],
    [USER_ID.subadmin, 'SUB_ADMIN'],
    [USER_ID.member, 'MEMBER'],
  ];
  APP_SEEDS.forEach((seed, index) => {
    const appId = appIdFor(seed.code);
    const formId = formIdFor(seed.code);
    const viewIds = [viewIdFor(seed.code)];
    db.insert(t.apps)
      .values({
        id: appId,
        tenantId: seed.tenantId,
        key: seed.code,
        shortCode: seed.code,
        name: seed.name,
        icon: '',
        type: seed.type,
        description: seed.description,
        accessConfig: { ...DEFAULT_ACCESS_CONFIG, ...seed.access },
        shareConfig: { title: seed.name, description: `${seed.name} - Ware`, icon: '' },
        packageId: null,
        sort: index,
        createdAt: created,
      })
      .run();
    db.insert(t.forms)
      .values({
        id: formId,
        appId,
        tenantId: seed.tenantId,
        name: seed.form.name,
        key: seed.code,
        definitionPublish: seed.form.script,
        definitionLatest: seed.form.script,
        fieldStates: seed.form.fieldStates,
        processKey: seed.form.processKey ?? null,
        version: 1,
      })
      .run();
    const fields = fieldKeys(seed.form.script.list);
    db.insert(t.views)
      .values({
        id: viewIds[0]!,
        appId,
        tenantId: seed.tenantId,
        formId,
        name: `${seed.form.name}列表`,
        type: 'list',
        config: { columns: fields.slice(0, 4), sort: [{ key: 'createTime', direction: 'DESC' }], pageSize: 20 },
      })
      .run();
    const holders = seed.tenantId === TENANT_B ? roleHolders.filter(([u]) => u !== USER_ID.subadmin) : roleHolders;
    db.insert(t.appRoles)
      .values(holders.map(([userId, roleCode]) => ({ appId, userId, roleCode, grantedAt: created })))
      .run();
    db.insert(t.rolePermissions).values(permissionRows(appId, formId, viewIds, fields)).run();
  });

  seedViews(db);
  seedSearch(db);

  db.insert(t.processes)
    .values({ id: 'proc-expense', appId: appIdFor('expense'), tenantId: TENANT_A, key: expenseProcess.key, name: expenseProcess.name, definition: expenseProcess })
    .run();

  // Form data.
  const row = (code: string, n: number, content: Record<string, unknown>, ownerId: string, extra: Partial<typeof t.formData.$inferInsert> = {}) => ({
    id: `data-${code}-${n}`,
    tenantId: TENANT_A,
    appId: appIdFor(code),
    formId: formIdFor(code),
    code: `${code.toUpperCase()}-2026-${String(n).padStart(4, '0')}`,
    content,
    ownerId,
    createdBy: ownerId,
    lastModifiedBy: ownerId,
    createdAt: `2026-0${1 + (n % 9)}-1${n % 10}T02:00:00.000Z`,
    updatedAt: `2026-0${1 + (n % 9)}-1${n % 10}T03:00:00.000Z`,
    ...extra,
  });
  const visitRows = [
    ['杭州云栖科技', '陈经理', '2026-03-02', 'a', '沟通年度采购计划'],
    ['宁波港联物流', '刘主任', '2026-03-09', 'b', '确认交付时间'],
    ['深圳前海贸易', '黄总', '2026-04-15', 'c', '演示新版系统'],
    ['北京朝阳文创', '孙老师', '2026-05-20', 'a', '续约洽谈'],
    ['广州天河餐饮', '周店长', '2026-06-01', 'b', '收集使用反馈'],
  ] as const;
  visitRows.forEach(([customer, contact, date, type, summary], i) => {
    db.insert(t.formData)
      .values(
        row('visit', i + 1, {
          customer_customer: { id: `c-${3001 + i}`, name: customer },
          input_contact: contact,
          date_visitDate: date,
          radio_visitType: type,
          editor_summary: `<p>${summary}</p>`,
          rate_satisfaction: 3 + (i % 3),
        }, i % 2 === 0 ? USER_ID.member : USER_ID.subadmin),
      )
      .run();
  });
  const expenseRows = [
    ['a', 1280.5, 'RUNNING'],
    ['b', 560, 'COMPLETED'],
    ['c', 89.9, 'REJECTED'],
  ] as const;
  expenseRows.forEach(([category, amount, status], i) => {
    db.insert(t.formData)
      .values(
        row('expense', i + 1, {
          staff_applicant: [{ id: USER_ID.member, nickname: '张成员' }],
          department_dept: [{ id: 'd1004', name: '华东销售组' }],
          radio_category: category,
          number_amount: amount,
          subform_items: [{ input_item: '费用', number_itemAmount: amount, date_itemDate: '2026-02-01' }],
        }, USER_ID.member, { processInstanceId: `pi-expense-${i + 1}`, status }),
      )
      .run();
  });
  seedTasks(db, { subadmin: USER_ID.subadmin, admin: USER_ID.admin, guest: USER_ID.guest });
  seedApprovals(db, created);
  db.insert(t.formData)
    .values(row('all-controls', 1, { input_title: '示例数据', radio_kind: 'b', input_company: '演示科技', switch_needInvoice: true, input_invoiceTitle: '演示科技有限公司', number_amount: 12.5, checkbox_tags: ['a', 'c'] }, USER_ID.admin))
    .run();
  // App variables (the all-controls form's `vari` control reads appVar).
  db.insert(t.appVariables)
    .values([
      { appId: appIdFor('all-controls'), tenantId: TENANT_A, key: 'appVar', value: '演示变量值' },
      { appId: appIdFor('expense'), tenantId: TENANT_A, key: 'currency', value: 'CNY' },
    ])
    .run();

  db.insert(t.appPackages)
    .values([
      {
        id: 'pkg-crm',
        name: '客户管理套件',
        description: '客户档案与跟进记录,开箱即用',
        category: '销售管理',
        apps: [
          { key: 'customer', name: '客户档案', type: 'FORM', icon: '', description: '记录客户基本信息' },
          { key: 'followup', name: '跟进记录', type: 'FORM', icon: '', description: '记录每次跟进' },
        ],
      },
      {
        id: 'pkg-hr',
        name: '人事审批',
        description: '请假、加班审批流程',
        category: '人事行政',
        apps: [{ key: 'leave', name: '请假审批', type: 'FORM_V1', icon: '', description: '请假申请与审批' }],
      },
      {
        id: 'pkg-inspect',
        name: '门店巡检',
        description: '巡检任务与问题整改',
        category: '门店管理',
        apps: [{ key: 'inspection', name: '巡检记录', type: 'FORM', icon: '', description: '巡检打卡与拍照' }],
      },
    ])
    .run();

  db.insert(t.membershipCards)
    .values([
      { id: 'card-gold', tenantId: TENANT_A, cardName: '金卡会员', status: 1, description: '年消费满一万元' },
      { id: 'card-silver', tenantId: TENANT_A, cardName: '银卡会员', status: 1, description: '年消费满五千元' },
      { id: 'card-basic', tenantId: TENANT_A, cardName: '普通会员卡', status: 1, description: '注册即得' },
      { id: 'card-old', tenantId: TENANT_A, cardName: '旧版会员卡', status: 0, description: '已停用' },
      { id: 'card-trade', tenantId: TENANT_B, cardName: '贸易伙伴卡', status: 1, description: '' },
    ])
    .run();
  db.insert(t.memberships)
    .values([
      { id: 'ms-1', tenantId: TENANT_A, userId: USER_ID.lonely, cardId: 'card-gold', code: 'M0001', customerId: 'c-5001', unlimited: false, createdAt: created },
      { id: 'ms-2', tenantId: TENANT_A, userId: USER_ID.member, cardId: 'card-basic', code: 'M0002', customerId: 'c-5002', unlimited: true, createdAt: created },
    ])
    .run();

  db.insert(t.goods)
    .values([
      { skuCode: 'SKU-TEA-001', tenantId: TENANT_A, name: '明前龙井礼盒', price: 29800 },
      { skuCode: 'SKU-CUP-002', tenantId: TENANT_A, name: '青瓷茶具套装', price: 45800 },
      { skuCode: 'SKU-PEN-003', tenantId: TENANT_A, name: '定制钢笔', price: 9900 },
      { skuCode: 'SKU-BOX-201', tenantId: TENANT_B, name: '贸易样品箱', price: 1000 },
    ])
    .run();
  db.insert(t.purchases).values([{ id: 'pu-1', tenantId: TENANT_A, userId: USER_ID.lonely, skuCode: 'SKU-CUP-002', createdAt: created }]).run();

  db.insert(t.areas).values(AREAS).run();

  db.insert(t.loginLogs)
    .values([
      { userId: USER_ID.admin, tenantId: TENANT_A, method: 'seed', createdAt: '2026-01-02T08:00:00.000Z' },
      { userId: USER_ID.admin, tenantId: TENANT_B, method: 'seed', createdAt: '2026-01-03T08:00:00.000Z' },
      { userId: USER_ID.member, tenantId: TENANT_A, method: 'seed', createdAt: '2026-01-03T08:00:00.000Z' },
    ])
    .run();
}
