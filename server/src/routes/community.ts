/**
 * The community's lists (spec calls-and-errors.md §7 "CMS": `content/article/list` and `list/ids`); an article's
 * detail, comments, scores and favourites are the content service's (routes/cms.ts). Members of the organisation
 * read its articles; other organisations' ids are left out like missing ones.
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';

import { articlePage, articlesByIds, articleSummaries } from '../data/community.js';
import { ok, parse } from '../errors.js';
import { requireTenantCaller } from '../http/auth.js';
import type { ServerContext } from '../http/context.js';
import { IdList, paging } from '../http/inputs.js';

const ListQuery = z
  .object({
    ...paging(100),
    kind: z.enum(['article', 'post']).optional(),
    keyword: z.string().trim().max(50).optional(),
  })
  .loose();

export function registerArticleLists(api: FastifyInstance, ctx: ServerContext): void {
  const { db } = ctx;

  api.post('/cms/content/article/list', async (req) => {
    const q = parse(ListQuery, req.body ?? {});
    const { tenantId } = await requireTenantCaller(ctx, req);
    const { rows, total } = articlePage(db, { tenantId, page: q.page, size: q.size, kind: q.kind, keyword: q.keyword || undefined });
    return ok({ content: articleSummaries(db, ctx.url, rows), totalElements: total, page: q.page, size: q.size, last: q.page * q.size >= total });
  });

  api.post('/cms/content/article/list/ids', async (req) => {
    const { ids } = parse(z.object({ ids: IdList }).loose(), req.body);
    const { tenantId } = await requireTenantCaller(ctx, req);
    return ok(articleSummaries(db, ctx.url, articlesByIds(db, tenantId, [...new Set(ids)])));
  });
}
