/**
 * Seeded list views beside the one `view-{code}-list` every demo app has, and, on request, a large
 * list for the lists e2e and `npm run bench` (documented in server/README.md "List views").
 *
 * - visit: 最近拜访 (customer, visit date, satisfaction, creator; newest visit first) for every role with a view;
 *   满意度排行 (satisfaction high to low, last modifier, update time) for ADMIN and SUB_ADMIN only; 现场照片
 *   (customer, photos, visit date; earliest first) for every role with a view.
 * - expense (older engine): 按金额 (amount high to low).
 * - `WARE_LARGE_LIST=n` (n > 0): app `ledger` 台账 (newer engine) in 1001 with n records and view `view-ledger-list`
 *   (title, amount, cost, day; amount high to low). MEMBER may not see `number_cost`: its column is left out for
 *   members (and, as everywhere, MEMBER lists only its own records, so n/3 of them).
 */
import { DEFAULT_ACCESS_CONFIG, permissionRows } from '../data/apps.js';
import { control, fieldKeys, script } from '../data/form-script.js';
import type { Db } from '../db/index.js';
import * as t from '../db/schema.js';
import type { RoleCode } from '../db/schema.js';

const TENANT = '1001';
const ADMIN = '10001';
const SUBADMIN = '10002';
const MEMBER = '10003';

interface ExtraView {
  id: string;
  code: string;
  name: string;
  roles: RoleCode[];
  config: { columns: string[]; sort: { key: string; direction: 'ASC' | 'DESC' }[]; pageSize: number };
}

const EXTRA_VIEWS: ExtraView[] = [
  {
    id: 'view-visit-recent',
    code: 'visit',
    name: '最近拜访',
    roles: ['ADMIN', 'SUB_ADMIN', 'MEMBER'],
    config: { columns: ['customer_customer', 'date_visitDate', 'rate_satisfaction', 'creater'], sort: [{ key: 'date_visitDate', direction: 'DESC' }], pageSize: 20 },
  },
  {
    id: 'view-visit-rating',
    code: 'visit',
    name: '满意度排行',
    roles: ['ADMIN', 'SUB_ADMIN'],
    config: { columns: ['input_contact', 'rate_satisfaction', 'updater', 'lastModifiedTime'], sort: [{ key: 'rate_satisfaction', direction: 'DESC' }], pageSize: 20 },
  },
  {
    // Issue 39 item 3: a list that shows an image field (visits 1 and 2 have photos, seed/pictures.ts).
    id: 'view-visit-photos',
    code: 'visit',
    name: '现场照片',
    roles: ['ADMIN', 'SUB_ADMIN', 'MEMBER'],
    config: { columns: ['customer_customer', 'uploadImg_photos', 'date_visitDate'], sort: [{ key: 'date_visitDate', direction: 'ASC' }], pageSize: 20 },
  },
  {
    id: 'view-expense-amount',
    code: 'expense',
    name: '按金额',
    roles: ['ADMIN', 'SUB_ADMIN', 'MEMBER'],
    config: { columns: ['number_amount', 'radio_category', 'createTime'], sort: [{ key: 'number_amount', direction: 'DESC' }], pageSize: 20 },
  },
];

export const LEDGER = { appId: 'app-ledger', formId: 'form-ledger', viewId: 'view-ledger-list', code: 'ledger' } as const;

/** The size of the large list asked for by WARE_LARGE_LIST (0: none). */
export function largeListSize(): number {
  const n = Number(process.env.WARE_LARGE_LIST ?? '0');
  return Number.isInteger(n) && n > 0 ? Math.min(n, 100_000) : 0;
}

export function seedViews(db: Db): void {
  for (const v of EXTRA_VIEWS) {
    const appId = `app-${v.code}`;
    const formId = `form-${v.code}`;
    db.insert(t.views).values({ id: v.id, appId, tenantId: TENANT, formId, name: v.name, type: 'list', config: v.config }).run();
    db.insert(t.rolePermissions)
      .values(v.roles.map((roleCode) => ({ id: `${v.id}-perm-${roleCode}`, appId, roleCode, type: 'view-permission', businessKey: v.id, formId })))
      .run();
  }
  const n = largeListSize();
  if (n > 0) seedLedger(db, n);
}

function seedLedger(db: Db, n: number): void {
  const { appId, formId, viewId, code } = LEDGER;
  const form = script([
    control('input', 'title', '摘要', {}, true),
    control('number', 'amount', '金额', { precision: 2, min: 0 }, true),
    control('number', 'cost', '成本', { precision: 2, min: 0 }),
    control('date', 'day', '日期', { format: 'YYYY-MM-DD' }),
  ]);
  const created = '2026-01-01T08:00:00.000Z';
  db.insert(t.apps)
    .values({
      id: appId,
      tenantId: TENANT,
      key: code,
      shortCode: code,
      name: '台账',
      icon: '',
      type: 'FORM',
      description: `large list (${n} records) for the lists e2e and bench`,
      accessConfig: { ...DEFAULT_ACCESS_CONFIG, ifPublic: false },
      shareConfig: { title: '台账', description: '台账 - Ware', icon: '' },
      packageId: null,
      sort: 100,
      createdAt: created,
    })
    .run();
  db.insert(t.forms)
    .values({ id: formId, appId, tenantId: TENANT, name: '台账记录', key: code, definitionPublish: form, definitionLatest: form, fieldStates: [], processKey: null, version: 1 })
    .run();
  db.insert(t.views)
    .values({
      id: viewId,
      appId,
      tenantId: TENANT,
      formId,
      name: '台账列表',
      type: 'list',
      config: { columns: ['input_title', 'number_amount', 'number_cost', 'date_day'], sort: [{ key: 'number_amount', direction: 'DESC' }], pageSize: 200 },
    })
    .run();
  db.insert(t.appRoles)
    .values(
      ([[ADMIN, 'ADMIN'], [SUBADMIN, 'SUB_ADMIN'], [MEMBER, 'MEMBER']] as const).map(([userId, roleCode]) => ({ appId, userId, roleCode, grantedAt: created })),
    )
    .run();
  // Members may not see the cost: their field permissions leave it out.
  const fields = fieldKeys(form.list);
  db.insert(t.rolePermissions)
    .values(permissionRows(appId, formId, [viewId], fields).filter((p) => !(p.roleCode === 'MEMBER' && p.type === 'form-field-permission' && p.businessKey === 'number_cost')))
    .run();
  const owners = [ADMIN, SUBADMIN, MEMBER];
  const rows = Array.from({ length: n }, (_, i) => {
    const k = i + 1;
    const owner = owners[i % 3]!;
    const at = new Date(Date.parse(created) + k * 60_000).toISOString();
    return {
      id: `data-ledger-${k}`,
      tenantId: TENANT,
      appId,
      formId,
      code: `LEDGER-2026-${String(k).padStart(5, '0')}`,
      content: { input_title: `台账记录 ${k}`, number_amount: (k * 37) % 10_000, number_cost: (k * 13) % 5_000, date_day: at.slice(0, 10) },
      ownerId: owner,
      createdBy: owner,
      lastModifiedBy: owner,
      createdAt: at,
      updatedAt: at,
    };
  });
  // SQLite takes at most 32766 bound values per statement: insert in chunks.
  for (let i = 0; i < rows.length; i += 500) db.insert(t.formData).values(rows.slice(i, i + 500)).run();
}
