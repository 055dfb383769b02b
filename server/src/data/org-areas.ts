/**
 * Which of the organisation's work areas a person may use: customers, suppliers and devices. The home offers an
 * entry for each (through GET /platform/my-permissions) and the areas' routes refuse the others.
 *
 * Customers and suppliers: the organisation's admins, and whoever holds a role above GUEST (ADMIN, SUB_ADMIN, MEMBER;
 * spec screens-data-rules.md §6) in one of the organisation's apps. A person who is only ever a guest has no
 * customers or suppliers to manage, as §6 hides the supplier control from guests. Devices: the device types name
 * the organisation roles that may see them; the area is open when at least one type is visible.
 */
import { and, asc, eq, ne } from 'drizzle-orm';

import { membership } from './people.js';
import type { DbOrTx } from '../db/index.js';
import { appRoles, apps, deviceTypes } from '../db/schema.js';
import { ApiError } from '../errors.js';

export const ORG_AREAS = [
  { code: 'customer:manage', name: '管理我的客户' },
  { code: 'supplier:manage', name: '管理供应商' },
  { code: 'device:use', name: '查看设备' },
] as const;

export type OrgArea = (typeof ORG_AREAS)[number]['code'];

/** The device types of the organisation whose roles include the person's organisation role. */
export const visibleDeviceTypes = (db: DbOrTx, tenantId: string, role: string) =>
  db.select().from(deviceTypes).where(eq(deviceTypes.tenantId, tenantId)).orderBy(asc(deviceTypes.id)).all().filter((t) => t.roles.includes(role));

const holdsAppRole = (db: DbOrTx, userId: string, tenantId: string): boolean =>
  !!db
    .select({ appId: appRoles.appId })
    .from(appRoles)
    .innerJoin(apps, eq(apps.id, appRoles.appId))
    .where(and(eq(appRoles.userId, userId), eq(apps.tenantId, tenantId), ne(appRoles.roleCode, 'GUEST')))
    .get();

/** The areas open to the person in the organisation (none outside it). */
export function orgAreasOf(db: DbOrTx, userId: string, tenantId: string): OrgArea[] {
  const role = membership(db, userId, tenantId)?.role;
  if (!role) return [];
  const open: OrgArea[] = [];
  if (role === 'ADMIN' || holdsAppRole(db, userId, tenantId)) open.push('customer:manage', 'supplier:manage');
  if (visibleDeviceTypes(db, tenantId, role).length > 0) open.push('device:use');
  return open;
}

/** 403 unless the area is open to the person. */
export function requireOrgArea(db: DbOrTx, userId: string, tenantId: string, area: OrgArea): void {
  if (!orgAreasOf(db, userId, tenantId).includes(area)) throw ApiError.forbidden(`无权使用该功能（${ORG_AREAS.find((a) => a.code === area)!.name}）`);
}
