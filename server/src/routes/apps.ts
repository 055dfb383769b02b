/**
 * Apps (spec calls-and-errors.md §7 "Apps (new engine)"): detail, key lookup, my apps, all apps, packages, install,
 * roles and permissions, guest role, short links.
 *
 * App detail and key/short-code lookups answer without a token (a shared link must be able to read the access
 * config); content (forms, views, permissions) needs a role in the app or guest mode (accessConfig.ifPublic), else
 * 403 APP_NOT_PUBLIC. A missing app is 404 with detail 数据不存在.
 */
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';

import {
  appDetail,
  appOr404,
  appSummary,
  effectiveRole,
  mayOpen,
  permissionsOf,
  requireOpenable,
  roleEntry,
  rolesIn,
  ROLE_PRIORITY,
} from '../data/apps.js';
import { installedPackageIds, installPackageApps, packageOr404, requireInstaller } from '../data/packages.js';
import { appPackages, appRoles, apps, rolePermissions, type RoleCode } from '../db/schema.js';
import { ApiError, ok, parse } from '../errors.js';
import { optionalCaller, optionalTenantOf, requestedTenant, requireCaller, requireTenantCaller, tenantOf } from '../http/auth.js';
import type { ServerContext } from '../http/context.js';
import { Id, IdParam } from '../http/inputs.js';

const AppParam = IdParam;
const RoleCodeSchema = z.enum(['ADMIN', 'SUB_ADMIN', 'MEMBER', 'GUEST'], '角色应为 ADMIN、SUB_ADMIN、MEMBER 或 GUEST');

export function registerApps(api: FastifyInstance, ctx: ServerContext): void {
  const { db } = ctx;

  /** The app named by :id plus the caller (if any) and the caller's roles in it. */
  const appAndRoles = async (req: FastifyRequest, requireSignIn = false) => {
    const { id } = parse(AppParam, req.params);
    const caller = requireSignIn ? await requireCaller(ctx, req) : await optionalCaller(ctx, req);
    const app = appOr404(db, id);
    return { app, caller, roles: rolesIn(db, caller, app) };
  };

  api.get('/ware-engine/apps/key/:key', async (req) => {
    const { key } = parse(z.object({ key: Id }), req.params);
    const { tenantId } = parse(z.object({ tenantId: z.union([z.string(), z.number()]).transform(String).pipe(Id) }), req.query);
    await optionalCaller(ctx, req);
    const app = db.select().from(apps).where(and(eq(apps.tenantId, tenantId), eq(apps.key, key))).get();
    if (!app) throw ApiError.notFound();
    return ok({ id: app.id, appId: app.id, key: app.key, tenantId: app.tenantId, name: app.name });
  });

  api.get('/ware-engine/apps/all', async (req) => {
    const { caller, tenantId } = await requireTenantCaller(ctx, req);
    const { keyword } = parse(z.object({ keyword: z.string().trim().max(50).optional() }), req.query);
    const rows = db.select().from(apps).where(eq(apps.tenantId, tenantId)).orderBy(asc(apps.sort), asc(apps.id)).all();
    return ok(
      rows
        .filter((a) => !keyword || a.name.includes(keyword))
        .map((a) => {
          const roles = rolesIn(db, caller, a);
          return { ...appSummary(db, a), role: effectiveRole(roles), myRoles: roles };
        }),
    );
  });

  api.get('/ware-engine/app-packages/all', async (req) => {
    const caller = await requireCaller(ctx, req);
    const installed = installedPackageIds(db, optionalTenantOf(ctx, caller, requestedTenant(req)) ?? null);
    return ok(db.select().from(appPackages).orderBy(asc(appPackages.id)).all().map((p) => ({ ...p, installed: installed.has(p.id) })));
  });

  api.post('/ware-engine/apps/install', async (req) => {
    const caller = await requireCaller(ctx, req);
    const { packageId } = parse(z.object({ packageId: Id }), req.body);
    const tenantId = tenantOf(ctx, caller, requestedTenant(req));
    requireInstaller(db, caller.user.id, tenantId);
    const installed = installPackageApps(db, packageOr404(db, packageId), tenantId, caller.user.id, ctx.clock.iso());
    return ok({ packageId, tenantId, apps: installed });
  });

  api.get('/ware-engine/apps/:id', async (req) => {
    const { app, roles } = await appAndRoles(req);
    return ok(appDetail(db, app, roles));
  });

  api.get('/ware-engine/apps/:id/roles/all', async (req) => {
    const { app } = await appAndRoles(req);
    return ok(ROLE_PRIORITY.map((code) => roleEntry(app.id, code)));
  });

  api.get('/ware-engine/apps/:id/roles/my-roles', async (req) => {
    const { app, roles } = await appAndRoles(req, true);
    return ok(roles.map((code) => roleEntry(app.id, code)));
  });

  api.get('/ware-engine/apps/:id/permissions/all', async (req) => {
    const { app, roles } = await appAndRoles(req, true);
    if (!roles.some((r) => r === 'ADMIN' || r === 'SUB_ADMIN')) {
      if (!mayOpen(app, roles)) throw ApiError.appNotPublic();
      throw ApiError.forbidden('仅应用管理员可查看全部权限');
    }
    const rows = db.select().from(rolePermissions).where(eq(rolePermissions.appId, app.id)).orderBy(asc(rolePermissions.id)).all();
    return ok(rows.map((r) => ({ id: r.id, roleCode: r.roleCode, type: r.type, businessKey: r.businessKey, formId: r.formId })));
  });

  api.get('/ware-engine/apps/:id/my-permissions', async (req) => {
    const { app, roles } = await appAndRoles(req);
    requireOpenable(app, roles);
    return ok(permissionsOf(db, app.id, roles));
  });

  api.get('/ware-engine/apps/:id/permission-check', async (req) => {
    const { app, roles } = await appAndRoles(req);
    const q = parse(z.object({ type: z.string().trim().min(1).max(64), businessKey: z.string().trim().min(1).max(128), formId: Id.optional() }), req.query);
    const allowed =
      mayOpen(app, roles) &&
      permissionsOf(db, app.id, roles).some(
        (p) => p.type === q.type && p.businessKey === q.businessKey && (!q.formId || !p.formId || p.formId === q.formId),
      );
    return ok({ allowed, role: effectiveRole(roles) });
  });

  api.get('/ware-engine/apps/:id/roles/code/:identity/permissions/all', async (req) => {
    const { identity } = parse(z.object({ id: Id, identity: RoleCodeSchema }), req.params);
    const { app, roles } = await appAndRoles(req);
    requireOpenable(app, roles);
    return ok(permissionsOf(db, app.id, [identity as RoleCode]));
  });

  // The visitor takes the GUEST role (guest mode must be on).
  api.put('/ware-engine/apps/:id/roles/code/GUEST', async (req) => {
    const { app, caller, roles } = await appAndRoles(req, true);
    if (!app.accessConfig.ifPublic && !roles.some((r) => r !== 'GUEST')) throw ApiError.appNotPublic();
    if (!roles.includes('GUEST')) {
      db.insert(appRoles).values({ appId: app.id, userId: caller!.user.id, roleCode: 'GUEST', grantedAt: ctx.clock.iso() }).onConflictDoNothing().run();
    }
    const now = rolesIn(db, caller, app);
    return ok({ ...roleEntry(app.id, 'GUEST'), myRoles: now, role: effectiveRole(now) });
  });

  // Short links: /shortener/{code}?redirect=false answers the app; without redirect=false it redirects to the app.
  api.get('/shortener/:code', async (req, reply) => {
    const { code } = parse(z.object({ code: z.string().trim().min(1).max(64) }), req.params);
    const { redirect } = parse(z.object({ redirect: z.enum(['true', 'false']).default('true') }), req.query);
    const app = db.select().from(apps).where(eq(apps.shortCode, code)).get();
    if (!app) throw ApiError.notFound('短链接不存在');
    const target = `/app/index?appId=${encodeURIComponent(app.id)}`;
    if (redirect === 'true') return reply.redirect(target, 302);
    return ok({ code, id: app.id, appId: app.id, tenantId: app.tenantId, name: app.name, target, url: `${ctx.url}${target}` });
  });

  // My apps in the current organisation (apps where the caller holds a role).
  api.get('/bigtable/app', async (req) => {
    const { caller, tenantId } = await requireTenantCaller(ctx, req);
    const rows = db.select().from(apps).where(eq(apps.tenantId, tenantId)).orderBy(asc(apps.sort), asc(apps.id)).all();
    return ok(
      rows
        .map((a) => ({ app: a, roles: rolesIn(db, caller, a) }))
        .filter(({ roles }) => roles.length > 0)
        .map(({ app, roles }) => ({ ...appSummary(db, app), role: effectiveRole(roles), myRoles: roles })),
    );
  });
}
