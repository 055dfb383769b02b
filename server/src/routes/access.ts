/**
 * App access (spec screens-data-rules.md §4, §6): access config, whitelist, access record, whitelist confirmation,
 * and the two name lookups the denial messages need (membership cards by ids, goods names by sku codes).
 *
 * The name lookups answer without a token: the ids come from an app's public access config, and only ids and names
 * are returned.
 */
import { and, eq, gt, inArray, isNull, or } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';

import { appOr404, effectiveRole, rolesIn } from '../data/apps.js';
import { membershipTerms } from '../db/crm.js';
import type { Db } from '../db/index.js';
import { accessRecords, appRoles, goods, membershipCards, memberships, purchases } from '../db/schema.js';
import { ApiError, ok, parse } from '../errors.js';
import { optionalCaller, requireCaller } from '../http/auth.js';
import type { ServerContext } from '../http/context.js';
import { Id } from '../http/inputs.js';
import { randomId } from '../util.js';

const AppParam = z.object({ appId: Id });

/** A list given as a JSON array (POST body) or a comma-joined query value (GET). */
const listInput = (name: string) =>
  z.object({
    [name]: z
      .union([z.array(Id), z.string().transform((s) => s.split(',').map((x) => x.trim()).filter(Boolean))])
      .pipe(z.array(Id).min(1, `${name} 不能为空`).max(200)),
  });

const readList = (req: FastifyRequest, name: string): string[] => {
  const source = req.method === 'GET' ? req.query : req.body;
  return (parse(listInput(name), source) as Record<string, string[]>)[name]!;
};

/** Rows in the order of the requested keys (the denial message lists names in the config's order). */
const inOrder = <T>(keys: string[], rows: T[], keyOf: (row: T) => string): T[] => {
  const byKey = new Map(rows.map((r) => [keyOf(r), r]));
  return [...new Set(keys)].flatMap((k) => (byKey.has(k) ? [byKey.get(k)!] : []));
};

function cardsByIds(db: Db, ids: string[]) {
  if (!ids.length) return [];
  const rows = db
    .select({ id: membershipCards.id, cardName: membershipCards.cardName, status: membershipCards.status, tenantId: membershipCards.tenantId })
    .from(membershipCards)
    .where(inArray(membershipCards.id, ids))
    .all();
  return inOrder(ids, rows, (r) => r.id);
}

function goodsBySkuCodes(db: Db, skuCodes: string[]) {
  if (!skuCodes.length) return [];
  const rows = db
    .select({ skuCode: goods.skuCode, name: goods.name, tenantId: goods.tenantId })
    .from(goods)
    .where(inArray(goods.skuCode, skuCodes))
    .all();
  return inOrder(skuCodes, rows, (r) => r.skuCode);
}

export function registerAccess(api: FastifyInstance, ctx: ServerContext): void {
  const { db } = ctx;

  api.get('/bigtable/application/:appId/access-config', async (req) => {
    const { appId } = parse(AppParam, req.params);
    await optionalCaller(ctx, req);
    return ok(appOr404(db, appId).accessConfig);
  });

  // The whitelist of the app, with the names the denial message shows.
  api.get('/bigtable/application/:appId/access-permission', async (req) => {
    const { appId } = parse(AppParam, req.params);
    const caller = await optionalCaller(ctx, req);
    const app = appOr404(db, appId);
    const roles = rolesIn(db, caller, app);
    const config = app.accessConfig;
    return ok({
      onlyWhiteList: config.onlyWhiteList,
      whiteListTypes: config.whiteListTypes,
      memberCardIds: config.memberCardIds,
      ids: config.ids,
      memberCards: cardsByIds(db, config.memberCardIds).map(({ id, cardName }) => ({ id, cardName })),
      goods: goodsBySkuCodes(db, config.ids).map(({ skuCode, name }) => ({ skuCode, name })),
      role: effectiveRole(roles),
      myRoles: roles,
    });
  });

  // A visit: records it and, for a visitor without a role, adds the visitor as GUEST (guest mode must be on).
  api.post('/bigtable/application/:appId/access-record', async (req) => {
    const { appId } = parse(AppParam, req.params);
    const input = parse(z.object({ clientType: z.enum(['H5', 'WEAPP']).default('H5'), viewId: Id.optional() }), req.body ?? {});
    const caller = await requireCaller(ctx, req);
    const app = appOr404(db, appId);
    let roles = rolesIn(db, caller, app);
    if (!roles.length) {
      if (!app.accessConfig.ifPublic) throw ApiError.appNotPublic();
      db.insert(appRoles).values({ appId, userId: caller.user.id, roleCode: 'GUEST', grantedAt: ctx.clock.iso() }).onConflictDoNothing().run();
      roles = rolesIn(db, caller, app);
    }
    const record = { id: `ar-${randomId(8)}`, appId, tenantId: app.tenantId, userId: caller.user.id, clientType: input.clientType, viewId: input.viewId ?? null, createdAt: ctx.clock.iso() };
    db.insert(accessRecords).values(record).run();
    return ok({ id: record.id, appId, createdAt: record.createdAt, role: effectiveRole(roles) });
  });

  // Does the caller satisfy the app's whitelist (a valid listed membership card that has not ended, or a purchase
  // of a listed good)? A membership without a term row, or with a null end, has no end.
  api.get('/bigtable/application/:appId/whitelist-confirmation', async (req) => {
    const { appId } = parse(AppParam, req.params);
    const caller = await requireCaller(ctx, req);
    const app = appOr404(db, appId);
    const config = app.accessConfig;
    const cardIds = config.whiteListTypes.includes('MEMBER') && config.memberCardIds.length
      ? db
          .select({ cardId: memberships.cardId })
          .from(memberships)
          .innerJoin(membershipCards, eq(membershipCards.id, memberships.cardId))
          .leftJoin(membershipTerms, eq(membershipTerms.membershipId, memberships.id))
          .where(
            and(
              eq(memberships.tenantId, app.tenantId),
              eq(memberships.userId, caller.user.id),
              eq(membershipCards.status, 1),
              or(isNull(membershipTerms.expiresAt), gt(membershipTerms.expiresAt, ctx.clock.iso())),
              inArray(memberships.cardId, config.memberCardIds),
            ),
          )
          .all()
          .map((r) => r.cardId)
      : [];
    const skuCodes = config.whiteListTypes.includes('SKU') && config.ids.length
      ? db
          .select({ skuCode: purchases.skuCode })
          .from(purchases)
          .where(and(eq(purchases.tenantId, app.tenantId), eq(purchases.userId, caller.user.id), inArray(purchases.skuCode, config.ids)))
          .all()
          .map((r) => r.skuCode)
      : [];
    const passed = !config.onlyWhiteList || cardIds.length > 0 || skuCodes.length > 0;
    return ok({
      passed,
      onlyWhiteList: config.onlyWhiteList,
      whiteListTypes: config.whiteListTypes,
      matchedCardIds: [...new Set(cardIds)],
      matchedSkuCodes: [...new Set(skuCodes)],
    });
  });

  const cards = async (req: FastifyRequest) => {
    await optionalCaller(ctx, req);
    return ok(cardsByIds(db, readList(req, 'ids')));
  };
  api.get('/crm/membershipCard/findByIds', cards);
  api.post('/crm/membershipCard/findByIds', cards);

  const goodsNames = async (req: FastifyRequest) => {
    await optionalCaller(ctx, req);
    return ok(goodsBySkuCodes(db, readList(req, 'skuCodes')));
  };
  api.get('/sku/sku/findNamesBySkuCodes', goodsNames);
  api.post('/sku/sku/findNamesBySkuCodes', goodsNames);
}
