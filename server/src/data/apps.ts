/** Apps, their roles and permissions: the rules the app and access services share. */
import { and, asc, eq, inArray } from 'drizzle-orm';

import type { Caller } from './caller.js';
import { isMember } from './people.js';
import type { DbOrTx } from '../db/index.js';
import { appRoles, apps, forms, organizations, rolePermissions, views, type AccessConfig, type RoleCode } from '../db/schema.js';
import { ApiError } from '../errors.js';

export type App = typeof apps.$inferSelect;

/** Role priority (spec screens-data-rules.md §6): the first one held is the effective role. */
export const ROLE_PRIORITY: RoleCode[] = ['ADMIN', 'SUB_ADMIN', 'MEMBER', 'GUEST'];
const ROLE_NAMES: Record<RoleCode, string> = { ADMIN: '管理员', SUB_ADMIN: '子管理员', MEMBER: '成员', GUEST: '访客' };

export const roleEntry = (appId: string, code: RoleCode) => ({ id: `${appId}-${code}`, code, name: ROLE_NAMES[code] });

/** A missing app: 404 with detail 数据不存在 (an application path). */
export function appOr404(db: DbOrTx, appId: string): App {
  const app = db.select().from(apps).where(eq(apps.id, appId)).get();
  if (!app) throw ApiError.notFound();
  return app;
}

/**
 * The roles a caller holds in an app. Roles other than GUEST count only inside the app's organisation: the caller
 * must belong to it, and a token issued for another organisation (`tid`) makes the caller a guest there.
 */
export function rolesIn(db: DbOrTx, caller: Caller | null, app: App): RoleCode[] {
  if (!caller) return [];
  const inTenant =
    isMember(db, caller.user.id, app.tenantId) && (caller.tokenTenantId === null || caller.tokenTenantId === app.tenantId);
  const held = db
    .select({ code: appRoles.roleCode })
    .from(appRoles)
    .where(and(eq(appRoles.appId, app.id), eq(appRoles.userId, caller.user.id)))
    .all()
    .map((r) => r.code)
    .filter((code) => inTenant || code === 'GUEST');
  return ROLE_PRIORITY.filter((code) => held.includes(code));
}

export const effectiveRole = (roles: RoleCode[]): RoleCode => roles[0] ?? 'GUEST';

/** May this caller see the app's content (forms, permissions)? A role other than GUEST, or guest mode on. */
export const mayOpen = (app: App, roles: RoleCode[]): boolean => roles.some((r) => r !== 'GUEST') || app.accessConfig.ifPublic;

export function requireOpenable(app: App, roles: RoleCode[]): void {
  if (!mayOpen(app, roles)) throw ApiError.appNotPublic();
}

/** Permissions of roles (the effective permissions of a guest are those of GUEST). */
export function permissionsOf(db: DbOrTx, appId: string, roles: RoleCode[]) {
  const codes = roles.length ? roles : (['GUEST'] as RoleCode[]);
  const rows = db
    .select()
    .from(rolePermissions)
    .where(and(eq(rolePermissions.appId, appId), inArray(rolePermissions.roleCode, codes)))
    .orderBy(asc(rolePermissions.id))
    .all();
  const seen = new Set<string>();
  const out: { type: string; businessKey: string; formId: string | null }[] = [];
  for (const r of rows) {
    const key = `${r.type}|${r.businessKey}|${r.formId}`;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push({ type: r.type, businessKey: r.businessKey, formId: r.formId });
  }
  return out;
}

export function appSummary(db: DbOrTx, app: App) {
  const org = db.select({ name: organizations.name }).from(organizations).where(eq(organizations.id, app.tenantId)).get();
  const primary = db.select({ id: forms.id }).from(forms).where(eq(forms.appId, app.id)).orderBy(asc(forms.id)).get();
  return {
    id: app.id,
    appId: app.id,
    key: app.key,
    shortCode: app.shortCode,
    name: app.name,
    icon: app.icon,
    type: app.type,
    description: app.description,
    tenantId: app.tenantId,
    tenantName: org?.name ?? null,
    formId: primary?.id ?? null,
  };
}

/** App detail: summary + accessConfig for everyone; forms, views and scripts only when the caller may open it. */
export function appDetail(db: DbOrTx, app: App, roles: RoleCode[]) {
  const base = {
    ...appSummary(db, app),
    accessConfig: app.accessConfig,
    shareConfig: app.shareConfig,
    myRoles: roles,
    role: effectiveRole(roles),
  };
  if (!mayOpen(app, roles)) return base;
  const formRows = db.select().from(forms).where(eq(forms.appId, app.id)).orderBy(asc(forms.id)).all();
  const viewRows = db.select().from(views).where(eq(views.appId, app.id)).orderBy(asc(views.id)).all();
  const primary = formRows[0];
  return {
    ...base,
    script: primary?.definitionPublish ?? null,
    definition_publish: primary?.definitionPublish ?? null,
    forms: formRows.map((f) => ({
      id: f.id,
      formId: f.id,
      name: f.name,
      key: f.key,
      version: f.version,
      processKey: f.processKey,
      script: f.definitionPublish,
      definition_publish: f.definitionPublish,
      definition_latest: f.definitionLatest,
      fieldStates: f.fieldStates,
    })),
    views: viewRows.map((v) => ({ id: v.id, name: v.name, type: v.type, formId: v.formId, config: v.config })),
  };
}

/** Access config of an app that restricts nothing (spec screens-data-rules.md §3); seeds and installs override it. */
export const DEFAULT_ACCESS_CONFIG: AccessConfig = {
  accessDeniedMessage: '',
  clientTypes: ['H5', 'WEAPP'],
  closingAccess: false,
  onlySupportOrganization: false,
  timeInterval: null,
  whiteListTypes: [],
  needAuth: false,
  onlyWhiteList: false,
  memberCardIds: [],
  ifPublic: true,
  ids: [],
};

const OPERATIONS: Record<RoleCode, string[]> = {
  ADMIN: ['create', 'edit', 'copy', 'print', 'delete', 'export', 'invite'],
  SUB_ADMIN: ['create', 'edit', 'copy', 'print', 'export', 'invite'],
  MEMBER: ['create', 'edit', 'copy', 'print'],
  GUEST: ['create'],
};

/** Permission rows of one role in one app (spec §3 permission types). */
function permissionsFor(role: RoleCode, formId: string, viewIds: string[], fields: string[]) {
  const rows: { type: string; businessKey: string; formId: string | null }[] = [];
  for (const op of OPERATIONS[role]) rows.push({ type: 'form-operation-permission', businessKey: op, formId });
  for (const f of fields) rows.push({ type: 'form-field-permission', businessKey: f, formId });
  if (role !== 'GUEST') {
    rows.push({ type: 'form-details-permission', businessKey: 'view', formId });
    for (const v of viewIds) rows.push({ type: 'view-permission', businessKey: v, formId });
    rows.push({ type: 'data-list-permission', businessKey: role === 'MEMBER' ? 'MINE' : 'ALL', formId });
  }
  return rows;
}

/** Every permission row of an app (all four roles), ready to insert. */
export function permissionRows(appId: string, formId: string, viewIds: string[], fields: string[]) {
  let n = 0;
  return ROLE_PRIORITY.flatMap((roleCode) =>
    permissionsFor(roleCode, formId, viewIds, fields).map((p) => ({ id: `${appId}-perm-${++n}`, appId, roleCode, ...p })),
  );
}
