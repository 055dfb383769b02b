/** Platform home calls (spec calls-and-errors.md §7: /bigtable/app, lastUsedApps, mainPageCount, /ware-engine/apps/all). */
import { z } from 'zod/mini';

import { idSchema } from './schemas/session';
import { request } from './transport';

const appSummarySchema = z.looseObject({
  id: idSchema,
  name: z.catch(z.string(), ''),
  icon: z.nullish(z.string()),
  type: z.nullish(z.string()),
  description: z.nullish(z.string()),
  tenantId: z.nullish(idSchema),
  role: z.nullish(z.string()),
});
export type AppSummary = z.infer<typeof appSummarySchema>;

const list = z.array(appSummarySchema);
const count = z.catch(z.number(), 0);

/** GET /bigtable/app: my apps in the current organisation. */
export function myApps() {
  return request({ path: '/bigtable/app', schema: list, silent: true, loading: false });
}

/** GET /bigtable/lastUsedApps. */
export function lastUsedApps(size = 8) {
  return request({ path: '/bigtable/lastUsedApps', query: { size }, schema: list, silent: true, loading: false });
}

/** GET /bigtable/mainPageCount: the home counters. */
export function homeCounters() {
  return request({
    path: '/bigtable/mainPageCount',
    schema: z.looseObject({ todo: count, done: count, startedBy: count, report: count }),
    silent: true,
    loading: false,
  });
}

/** GET /ware-engine/apps/all?keyword=: every app of the organisation matching the keyword (home search). */
export function searchApps(keyword: string) {
  return request({
    path: '/ware-engine/apps/all',
    query: { keyword: keyword || undefined },
    schema: list,
    silent: true,
  });
}
