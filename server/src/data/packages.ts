/**
 * Installing an app package into an organisation: one transaction that creates each of the package's apps with its
 * form, list view, the installer as app ADMIN and the default permissions. Both installs use it: the newer engine's
 * POST /ware-engine/apps/install (answers when done) and the application store's POST /warestore/application-packages
 * (answers at once; the install runs as a job whose state GET /warestore/application-packages/{id} reports).
 */
import { and, eq } from 'drizzle-orm';

import { appOr404, appSummary, DEFAULT_ACCESS_CONFIG, permissionRows } from './apps.js';
import { control, fieldKeys, script } from './form-script.js';
import { membership } from './people.js';
import type { Db } from '../db/index.js';
import { appPackages, appRoles, apps, forms, rolePermissions, views } from '../db/schema.js';
import { ApiError } from '../errors.js';
import { randomId } from '../util.js';

export type AppPackage = typeof appPackages.$inferSelect;

/** Who may install into an organisation: its admins (the `app:install` permission of the organisation's roles). */
export function requireInstaller(db: Db, userId: string, tenantId: string): void {
  if (membership(db, userId, tenantId)?.role !== 'ADMIN') throw ApiError.forbidden('仅组织管理员可安装应用');
}

export function packageOr404(db: Db, packageId: string): AppPackage {
  const pkg = db.select().from(appPackages).where(eq(appPackages.id, packageId)).get();
  if (!pkg) throw ApiError.notFound('应用包不存在');
  return pkg;
}

export const isInstalled = (db: Db, tenantId: string, packageId: string): boolean =>
  !!db.select({ id: apps.id }).from(apps).where(and(eq(apps.tenantId, tenantId), eq(apps.packageId, packageId))).get();

/** The ids of the packages installed in an organisation. */
export const installedPackageIds = (db: Db, tenantId: string | null): Set<string> =>
  new Set(tenantId ? db.select({ p: apps.packageId }).from(apps).where(eq(apps.tenantId, tenantId)).all().flatMap((r) => (r.p ? [r.p] : [])) : []);

/** Creates the package's apps in the organisation, all or none; answers their summaries. */
export function installPackageApps(db: Db, pkg: AppPackage, tenantId: string, userId: string, now: string) {
  if (isInstalled(db, tenantId, pkg.id)) throw ApiError.badRequest('该应用包已安装');
  const created: string[] = [];
  db.transaction((tx) => {
    for (const template of pkg.apps) {
      const appId = `app-${randomId(6)}`;
      const formId = `form-${randomId(6)}`;
      const viewId = `view-${randomId(6)}`;
      const taken = tx.select().from(apps).where(and(eq(apps.tenantId, tenantId), eq(apps.key, template.key))).get();
      const formScript = script([control('input', 'title', '标题', { placeholder: '请输入' }, true), control('editor', 'note', '说明')]);
      tx.insert(apps)
        .values({
          id: appId,
          tenantId,
          key: taken ? `${template.key}-${randomId(2)}` : template.key,
          shortCode: null,
          name: template.name,
          icon: template.icon,
          type: template.type,
          description: template.description,
          // Installed apps start private: members only, signed in.
          accessConfig: { ...DEFAULT_ACCESS_CONFIG, needAuth: true, ifPublic: false },
          shareConfig: { title: template.name, description: template.description, icon: template.icon },
          packageId: pkg.id,
          sort: 1000,
          createdAt: now,
        })
        .run();
      tx.insert(forms)
        .values({ id: formId, appId, tenantId, name: template.name, key: template.key, definitionPublish: formScript, definitionLatest: formScript, fieldStates: [], processKey: null, version: 1 })
        .run();
      tx.insert(views).values({ id: viewId, appId, tenantId, formId, name: `${template.name}列表`, type: 'list', config: { columns: fieldKeys(formScript.list) } }).run();
      tx.insert(appRoles).values({ appId, userId, roleCode: 'ADMIN', grantedAt: now }).run();
      tx.insert(rolePermissions).values(permissionRows(appId, formId, [viewId], fieldKeys(formScript.list))).run();
      created.push(appId);
    }
  });
  return created.map((id) => appSummary(db, appOr404(db, id)));
}
