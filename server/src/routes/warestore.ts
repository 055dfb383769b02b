/**
 * The application store (spec calls-and-errors.md §7 "Packages"): POST /warestore/application-packages/page lists
 * the packages a page at a time, GET /warestore/application-packages/{packageId} reads one, POST
 * /warestore/application-packages starts installing one into the caller's organisation. Each package says how it
 * stands in that organisation: installStatus NOT_INSTALLED, INSTALLING, INSTALLED or FAILED (with installMessage).
 *
 * Packages are the store's, the same for every organisation: any signed-in user reads them; installing is for the
 * organisation's admins (the `app:install` permission), as POST /ware-engine/apps/install.
 */
import { asc } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';

import { InstallJobs, type InstallStatus } from '../data/install-jobs.js';
import { installPackageApps, isInstalled, packageOr404, requireInstaller, type AppPackage } from '../data/packages.js';
import { appPackages } from '../db/schema.js';
import { ok, parse } from '../errors.js';
import { optionalTenantOf, requestedTenant, requireCaller, tenantOf } from '../http/auth.js';
import type { ServerContext } from '../http/context.js';
import { Id, paging } from '../http/inputs.js';

export function registerWarestore(api: FastifyInstance, ctx: ServerContext): void {
  const { db } = ctx;
  const jobs = new InstallJobs();

  /** The package as the store shows it to an organisation (none: the status is NOT_INSTALLED). */
  const view = (pkg: AppPackage, tenantId: string | null) => {
    const job = tenantId ? jobs.state(tenantId, pkg.id) : null;
    const installStatus: InstallStatus =
      tenantId && isInstalled(db, tenantId, pkg.id) ? 'INSTALLED' : (job?.status ?? 'NOT_INSTALLED');
    return { ...pkg, installStatus, installMessage: installStatus === 'FAILED' ? job?.message ?? null : null };
  };
  const readerTenant = async (req: FastifyRequest) => {
    const caller = await requireCaller(ctx, req);
    return { caller, tenantId: optionalTenantOf(ctx, caller, requestedTenant(req)) };
  };

  api.post('/warestore/application-packages/page', async (req) => {
    const input = parse(z.object({ keyword: z.string().trim().max(50).default(''), ...paging(50) }), req.body ?? {});
    const { tenantId } = await readerTenant(req);
    const all = db.select().from(appPackages).orderBy(asc(appPackages.id)).all();
    const kw = input.keyword.toLowerCase();
    const matching = all.filter(
      (p) => !kw || [p.name, p.description, p.category, ...p.apps.map((a) => a.name)].some((t) => t.toLowerCase().includes(kw)),
    );
    const content = matching.slice((input.page - 1) * input.size, input.page * input.size).map((p) => view(p, tenantId));
    return ok({ content, totalElements: matching.length, page: input.page, size: input.size });
  });

  api.get('/warestore/application-packages/:packageId', async (req) => {
    const { packageId } = parse(z.object({ packageId: Id }), req.params);
    const { tenantId } = await readerTenant(req);
    return ok(view(packageOr404(db, packageId), tenantId));
  });

  api.post('/warestore/application-packages', async (req) => {
    const { packageId } = parse(z.object({ packageId: Id }), req.body);
    const caller = await requireCaller(ctx, req);
    const tenantId = tenantOf(ctx, caller, requestedTenant(req));
    requireInstaller(db, caller.user.id, tenantId);
    const pkg = packageOr404(db, packageId);
    if (isInstalled(db, tenantId, pkg.id)) return ok(view(pkg, tenantId));
    // installPackageApps checks again when the job runs: another install (the newer engine's) may have come first.
    jobs.start(tenantId, pkg.id, () => void installPackageApps(db, pkg, tenantId, caller.user.id, ctx.clock.iso()));
    return ok(view(pkg, tenantId));
  });
}
