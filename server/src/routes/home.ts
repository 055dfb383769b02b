/**
 * Platform home (spec calls-and-errors.md §7 "Newer form engine": lastUsedApps, mainPageCount): the
 * apps the caller opened last in the current organisation, and the home counters todo, done, startedBy, report.
 */
import { and, desc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';

import { appSummary, effectiveRole, rolesIn } from '../data/apps.js';
import { startedCount, taskCounts } from '../data/task-lists.js';
import { accessRecords, apps, formData } from '../db/schema.js';
import { ok, parse } from '../errors.js';
import { requireTenantCaller } from '../http/auth.js';
import type { ServerContext } from '../http/context.js';

const LastUsedQuery = z.object({ size: z.coerce.number().int().min(1).max(50).default(8) });

export function registerHome(api: FastifyInstance, ctx: ServerContext): void {
  const { db } = ctx;

  // Most recent first, one row per app, this organisation only (an access record carries the app's tenant).
  api.get('/bigtable/lastUsedApps', async (req) => {
    const { caller, tenantId } = await requireTenantCaller(ctx, req);
    const { size } = parse(LastUsedQuery, req.query ?? {});
    const rows = db
      .select({ appId: accessRecords.appId, lastUsedAt: sql<string>`max(${accessRecords.createdAt})` })
      .from(accessRecords)
      .where(and(eq(accessRecords.userId, caller.user.id), eq(accessRecords.tenantId, tenantId)))
      .groupBy(accessRecords.appId)
      .orderBy(desc(sql`max(${accessRecords.createdAt})`), desc(sql`max(${accessRecords.id})`))
      .limit(size)
      .all();
    const out = [];
    for (const row of rows) {
      const app = db.select().from(apps).where(and(eq(apps.id, row.appId), eq(apps.tenantId, tenantId))).get();
      if (!app) continue;
      const roles = rolesIn(db, caller, app);
      out.push({ ...appSummary(db, app), role: effectiveRole(roles), myRoles: roles, lastUsedAt: row.lastUsedAt });
    }
    return ok(out);
  });

  // Home counters, in this organisation: todo and done are the caller's open and completed approval tasks
  // (data/tasks.ts), startedBy the processes 我发起的 lists (a removed process report leaves it), report the caller's submitted records.
  api.get('/bigtable/mainPageCount', async (req) => {
    const { caller, tenantId } = await requireTenantCaller(ctx, req);
    const mine = and(eq(formData.tenantId, tenantId), eq(formData.createdBy, caller.user.id));
    const count = (where: ReturnType<typeof and>) =>
      db.select({ n: sql<number>`count(*)` }).from(formData).where(where).get()?.n ?? 0;
    return ok({
      ...taskCounts(db, tenantId, caller.user.id),
      startedBy: startedCount(db, tenantId, caller.user.id),
      report: count(mine),
    });
  });
}
