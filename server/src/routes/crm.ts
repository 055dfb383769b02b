/**
 * CRM lookups the form pickers need (spec calls-and-errors.md §7 "CRM"): my customers and the
 * organisation's memberships. Sign-in required; everything works in the request's organisation (token `tid`, or a
 * `tid` the user belongs to) and never reads another organisation's rows.
 *
 * "My" customers: the customers the caller is responsible for, plus the public sea (credit rating 1, nobody's);
 * an organisation ADMIN sees every customer of the organisation. Memberships are readable by every member of the
 * organisation (a form may record any member).
 */
import { and, eq, or, sql, type SQL } from 'drizzle-orm';
import type { SQLiteColumn } from 'drizzle-orm/sqlite-core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';

import { createCustomer, existingCustomer, readableCustomer, readableCustomers, removeCustomers, removeCustomersEach, updateCustomer } from '../data/customers.js';
import { cardOf, cardsOf, changeMembershipCard, joinMembership, membershipsByIds, membershipsOf, membershipsOfOrganisation, removeMemberships, setMembershipEnd } from '../data/memberships.js';
import { requireOrgArea } from '../data/org-areas.js';
import { membership as orgMembership } from '../data/people.js';
import { customers } from '../db/crm.js';
import { membershipCards, memberships, users } from '../db/schema.js';
import { ApiError, ok, parse } from '../errors.js';
import { requireTenantCaller } from '../http/auth.js';
import type { ServerContext } from '../http/context.js';
import { Id, IdList, IdParam, paging } from '../http/inputs.js';
import { displayName } from '../http/text-rules.js';

/** Shared by the CRM and SRM lookups: paging and an optional keyword. */
export const PickerQuery = z.object({
  keyword: z.string().trim().max(50).optional(),
  ...paging(),
});

/** A page in the platform's list shape. */
export function pageOf<T>(all: T[], page: number, size: number) {
  return { content: all.slice((page - 1) * size, page * size), totalElements: all.length, page, size };
}

/** `column` contains `keyword` literally: % and _ typed by the user are not wildcards. */
export const contains = (column: SQLiteColumn, keyword: string): SQL =>
  sql`${column} LIKE ${`%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`} ESCAPE '\\'`;

export function registerCrm(api: FastifyInstance, ctx: ServerContext): void {
  const { db } = ctx;
  const inTenant = (req: FastifyRequest) => requireTenantCaller(ctx, req);

  api.get('/crm/crmCustomer/findMyCustomer', async (req) => {
    const { caller, tenantId } = await inTenant(req);
    const q = parse(PickerQuery, req.query);
    const conditions: SQL[] = [readableCustomers(tenantId, caller.user.id, orgMembership(db, caller.user.id, tenantId)?.role === 'ADMIN')];
    if (q.keyword) conditions.push(or(contains(customers.name, q.keyword), contains(customers.phone, q.keyword))!);
    const all = db
      .select({
        id: customers.id,
        name: customers.name,
        customerType: customers.customerType,
        creditRating: customers.creditRating,
        phone: customers.phone,
        ownerUserId: customers.ownerUserId,
      })
      .from(customers)
      .where(and(...conditions))
      .orderBy(customers.id)
      .all();
    return ok(pageOf(all, q.page, q.size));
  });

  api.get('/crm/membership/findMember', async (req) => {
    const { tenantId } = await inTenant(req);
    const q = parse(PickerQuery, req.query);
    const rows = db
      .select({ m: memberships, cardName: membershipCards.cardName, customerName: customers.name, nickname: users.nickname })
      .from(memberships)
      .leftJoin(membershipCards, eq(membershipCards.id, memberships.cardId))
      .leftJoin(customers, and(eq(customers.id, memberships.customerId), eq(customers.tenantId, memberships.tenantId)))
      .leftJoin(users, eq(users.id, memberships.userId))
      .where(eq(memberships.tenantId, tenantId))
      .orderBy(memberships.code)
      .all()
      .map(({ m, cardName, customerName, nickname }) => ({
        memberId: m.id,
        code: m.code,
        memberCode: m.code,
        customerId: String(m.customerId),
        userId: m.userId,
        name: customerName ?? nickname ?? m.code,
        cardId: m.cardId,
        cardName: cardName ?? '',
        unlimited: m.unlimited,
      }));
    const kw = q.keyword?.toLowerCase();
    const all = kw ? rows.filter((r) => [r.name, r.code, r.cardName].some((v) => v.toLowerCase().includes(kw))) : rows;
    return ok(pageOf(all, q.page, q.size));
  });

  // The member centre: my memberships, the organisation's cards (and which I may join), batch and single reads.
  api.post('/crm/membershipCard/membership/current-user', async (req) => {
    const { caller, tenantId } = await inTenant(req);
    return ok(membershipsOf(db, caller.user.id, tenantId, ctx.clock.iso()));
  });

  api.get('/crm/membershipCard/list', async (req) => {
    const { tenantId } = await inTenant(req);
    return ok(cardsOf(db, tenantId));
  });

  api.post('/crm/membership/join', async (req) => {
    const { caller, tenantId } = await inTenant(req);
    const { cardId } = parse(z.object({ cardId: Id }), req.body);
    const id = joinMembership(db, tenantId, caller.user.id, cardId, ctx.clock.iso());
    return ok(membershipsByIds(db, tenantId, [id], ctx.clock.iso())[0]);
  });

  api.post('/crm/membership/batch/get', async (req) => {
    const { tenantId } = await inTenant(req);
    const { ids } = parse(z.object({ ids: IdList }), req.body);
    return ok(membershipsByIds(db, tenantId, ids, ctx.clock.iso()));
  });

  api.get('/crm/membership/:id', async (req) => {
    const { tenantId } = await inTenant(req);
    const { id } = parse(IdParam, req.params);
    const [found] = membershipsByIds(db, tenantId, [id], ctx.clock.iso());
    if (!found) throw ApiError.notFound('会员不存在');
    return ok(found);
  });

  // Customers: the management list (filters by §4 type and rating), one, create (addOrderUser), update, delete.
  const isAdmin = (userId: string, tenantId: string) => orgMembership(db, userId, tenantId)?.role === 'ADMIN';
  // The customer screens are for those the area is open to; the form pickers above read for everyone inside.
  const manager = async (req: FastifyRequest) => {
    const found = await inTenant(req);
    requireOrgArea(db, found.caller.user.id, found.tenantId, 'customer:manage');
    return found;
  };
  const CustomerFields = z.object({
    name: displayName('客户名称', 1, 100),
    customerType: z.union([z.literal(1), z.literal(2)]),
    creditRating: z.number().int().min(1).max(5),
    phone: z.string().trim().max(30).default(''),
  });
  const customerView = (c: typeof customers.$inferSelect) => ({ id: c.id, name: c.name, customerType: c.customerType, creditRating: c.creditRating, phone: c.phone, ownerUserId: c.ownerUserId });

  api.get('/crm/crmCustomer/customerManagement', async (req) => {
    const { caller, tenantId } = await manager(req);
    const q = parse(PickerQuery.extend({ customerType: z.coerce.number().int().optional(), creditRating: z.coerce.number().int().optional() }), req.query);
    const conditions: SQL[] = [readableCustomers(tenantId, caller.user.id, isAdmin(caller.user.id, tenantId))];
    if (q.customerType) conditions.push(eq(customers.customerType, q.customerType));
    if (q.creditRating) conditions.push(eq(customers.creditRating, q.creditRating));
    if (q.keyword) conditions.push(or(contains(customers.name, q.keyword), contains(customers.phone, q.keyword))!);
    const all = db.select().from(customers).where(and(...conditions)).orderBy(customers.createdAt, customers.id).all().map(customerView);
    return ok(pageOf(all, q.page, q.size));
  });

  // A duplicate is said to exist (creating it would be refused anyway), but named only when the caller may read it
  // (the customers' one read rule): a phone number must not reveal whose customer it is.
  api.get('/crm/crmCustomer/existsInfo', async (req) => {
    const { caller, tenantId } = await manager(req);
    const q = parse(z.object({ name: z.string().trim().max(100).default(''), phone: z.string().trim().max(30).default('') }), req.query);
    const found = q.name || q.phone ? existingCustomer(db, tenantId, q.name, q.phone) : undefined;
    const named =
      found && db.select({ id: customers.id }).from(customers).where(and(eq(customers.id, found.id), readableCustomers(tenantId, caller.user.id, isAdmin(caller.user.id, tenantId)))).get();
    return ok({ exists: !!found, ...(named ? { name: found.name } : {}) });
  });

  api.post('/crm/crmCustomer/addOrderUser', async (req) => {
    const { caller, tenantId } = await manager(req);
    return ok(customerView(createCustomer(db, tenantId, caller.user.id, parse(CustomerFields, req.body), ctx.clock.iso())));
  });

  api.post('/crm/crmCustomer/batch/remove', async (req) => {
    const { caller, tenantId } = await manager(req);
    const { ids } = parse(z.object({ ids: IdList }), req.body);
    return ok(removeCustomersEach(db, tenantId, ids, caller.user.id, isAdmin(caller.user.id, tenantId)));
  });

  api.get('/crm/crmCustomer/:id', async (req) => {
    const { caller, tenantId } = await manager(req);
    const { id } = parse(IdParam, req.params);
    return ok(customerView(readableCustomer(db, tenantId, id, caller.user.id, isAdmin(caller.user.id, tenantId))));
  });

  api.put('/crm/crmCustomer/:id', async (req) => {
    const { caller, tenantId } = await manager(req);
    const { id } = parse(IdParam, req.params);
    const input = parse(CustomerFields.partial(), req.body);
    return ok(customerView(updateCustomer(db, tenantId, id, caller.user.id, isAdmin(caller.user.id, tenantId), input)));
  });

  api.delete('/crm/crmCustomer/:id', async (req) => {
    const { caller, tenantId } = await manager(req);
    const { id } = parse(IdParam, req.params);
    return ok({ removed: removeCustomers(db, tenantId, [id], caller.user.id, isAdmin(caller.user.id, tenantId)) });
  });

  // Memberships managed from the customers area (its 会员 tab): read by those the area is open to; removed or changed
  // only by the organisation's admins, since a membership opens the apps whitelisted for its card (§6).
  const membershipAdmin = async (req: FastifyRequest) => {
    const found = await manager(req);
    if (!isAdmin(found.caller.user.id, found.tenantId)) throw ApiError.forbidden('只有组织管理员可以管理会员');
    return found;
  };

  api.post('/crm/memberships/batch-query', async (req) => {
    const { tenantId } = await manager(req);
    const q = parse(PickerQuery, req.body ?? {});
    return ok(pageOf(membershipsOfOrganisation(db, tenantId, q.keyword, ctx.clock.iso()), q.page, q.size));
  });

  api.get('/crm/membershipCard/get', async (req) => {
    const { tenantId } = await inTenant(req);
    const { id } = parse(z.object({ id: Id }), req.query);
    return ok(cardOf(db, tenantId, id));
  });

  api.post('/crm/membership/remove', async (req) => {
    const { tenantId } = await membershipAdmin(req);
    const { memberId } = parse(z.object({ memberId: Id }), req.body);
    const outcome = removeMemberships(db, tenantId, [memberId]);
    if (outcome.failed.length) throw ApiError.notFound(outcome.failed[0]!.reason);
    return ok(outcome);
  });

  api.post('/crm/membership/batchRemove', async (req) => {
    const { tenantId } = await membershipAdmin(req);
    const { memberIds } = parse(z.object({ memberIds: IdList }), req.body);
    return ok(removeMemberships(db, tenantId, memberIds));
  });

  // A membership's card: another valid card of the organisation (the spec's membership "card").
  api.post('/crm/membership/card', async (req) => {
    const { tenantId } = await membershipAdmin(req);
    const { memberId, cardId } = parse(z.object({ memberId: Id, cardId: Id }), req.body);
    changeMembershipCard(db, tenantId, memberId, cardId);
    return ok(membershipsByIds(db, tenantId, [memberId], ctx.clock.iso())[0]);
  });

  // A membership's end: a day (kept to its last second, China time, as the seeded ends are) or none (长期有效).
  api.put('/crm/membership/membership/:memberId', async (req) => {
    const { tenantId } = await membershipAdmin(req);
    const { memberId } = parse(z.object({ memberId: Id }), req.params);
    const { endDay } = parse(z.object({ endDay: z.union([z.string().refine((d) => /^\d{4}-\d{2}-\d{2}$/.test(d) && new Date(`${d}T00:00:00Z`).toISOString().startsWith(d), '请填写正确的日期'), z.null()]) }), req.body);
    setMembershipEnd(db, tenantId, memberId, endDay === null ? null : new Date(`${endDay}T23:59:59.000+08:00`).toISOString());
    return ok(membershipsByIds(db, tenantId, [memberId], ctx.clock.iso())[0]);
  });
}
