/**
 * Membership cards and memberships of a person in an organisation (spec screens-data-rules.md §3 "Membership",
 * §4 member card status 1 valid / 0 invalid). A membership shows valid while its card is valid and it has not ended.
 */
import { and, asc, eq, inArray } from 'drizzle-orm';

import { customers, membershipCardOffers, membershipTerms } from '../db/crm.js';
import type { DbOrTx } from '../db/index.js';
import { membershipCards, memberships, users } from '../db/schema.js';
import { ApiError } from '../errors.js';
import { randomId } from '../util.js';

const DAY_MS = 86_400_000;
const CARD_VALID = 1;
const CARD_INVALID = 0;

export const addDays = (from: string, days: number): string => new Date(new Date(from).getTime() + days * DAY_MS).toISOString();

/** 1 while the card is valid and the membership has not ended at `now`, else 0 (§4). */
export const membershipStatus = (cardStatus: number | null, expiresAt: string | null, now: string): number =>
  cardStatus === CARD_VALID && (expiresAt === null || expiresAt > now) ? CARD_VALID : CARD_INVALID;

function membershipRows(db: DbOrTx, where: ReturnType<typeof and>, now: string) {
  return db
    .select({ m: memberships, card: membershipCards, expiresAt: membershipTerms.expiresAt, customerName: customers.name })
    .from(memberships)
    .leftJoin(membershipCards, eq(membershipCards.id, memberships.cardId))
    .leftJoin(membershipTerms, eq(membershipTerms.membershipId, memberships.id))
    .leftJoin(customers, and(eq(customers.id, memberships.customerId), eq(customers.tenantId, memberships.tenantId)))
    .where(where)
    .orderBy(asc(memberships.createdAt), asc(memberships.code))
    .all()
    .map(({ m, card, expiresAt, customerName }) => ({
      memberId: m.id,
      code: m.code,
      memberCode: m.code,
      customerId: String(m.customerId),
      customerName: customerName ?? '',
      userId: m.userId,
      cardId: m.cardId,
      cardName: card?.cardName ?? '',
      benefits: card?.description ?? '',
      status: membershipStatus(card?.status ?? null, expiresAt ?? null, now),
      expiresAt: expiresAt ?? null,
      unlimited: m.unlimited,
      createdAt: m.createdAt,
    }));
}

export type MembershipView = ReturnType<typeof membershipRows>[number];

/** The person's memberships in the organisation. */
export const membershipsOf = (db: DbOrTx, userId: string, tenantId: string, now: string): MembershipView[] =>
  membershipRows(db, and(eq(memberships.tenantId, tenantId), eq(memberships.userId, userId)), now);

/** Memberships of the organisation by ids, in the order asked; ids of other organisations are left out. */
export function membershipsByIds(db: DbOrTx, tenantId: string, ids: string[], now: string): MembershipView[] {
  const byId = new Map(membershipRows(db, and(eq(memberships.tenantId, tenantId), inArray(memberships.id, ids)), now).map((m) => [m.memberId, m]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** The organisation's cards; `joinable` when people may join it themselves. */
export function cardsOf(db: DbOrTx, tenantId: string) {
  return db
    .select({ id: membershipCards.id, cardName: membershipCards.cardName, status: membershipCards.status, benefits: membershipCards.description, offerDays: membershipCardOffers.days, offered: membershipCardOffers.cardId })
    .from(membershipCards)
    .leftJoin(membershipCardOffers, eq(membershipCardOffers.cardId, membershipCards.id))
    .where(eq(membershipCards.tenantId, tenantId))
    .orderBy(membershipCards.id)
    .all()
    .map(({ offered, offerDays, ...card }) => ({ ...card, joinable: !!offered && card.status === CARD_VALID, days: offered ? offerDays : null }));
}

/** The next member code of the organisation: M and four digits, one more than the highest numeric one. */
function nextMemberCode(db: DbOrTx, tenantId: string): string {
  const codes = db.select({ code: memberships.code }).from(memberships).where(eq(memberships.tenantId, tenantId)).all();
  const top = Math.max(0, ...codes.map((c) => /^M(\d+)$/.exec(c.code)?.[1]).filter(Boolean).map(Number));
  return `M${String(top + 1).padStart(4, '0')}`;
}

/** The person as a customer of the organisation (a membership names one): found by phone, else added as an individual. */
function customerFor(db: DbOrTx, tenantId: string, userId: string, now: string): string {
  const user = db.select().from(users).where(eq(users.id, userId)).get();
  const phone = user?.phone ?? '';
  const known = phone ? db.select({ id: customers.id }).from(customers).where(and(eq(customers.tenantId, tenantId), eq(customers.phone, phone))).get() : undefined;
  if (known) return known.id;
  const id = `c-${randomId(6)}`;
  db.insert(customers).values({ id, tenantId, name: user?.nickname || user?.username || userId, customerType: 2, creditRating: 3, phone, ownerUserId: null, createdAt: now }).run();
  return id;
}

/**
 * Gives the person the card in the organisation for `days` from now (null: no end). Holding the card already, the
 * days are added to what is left (or start now if it had ended); a membership without end stays without end.
 */
export function grantMembership(db: DbOrTx, g: { tenantId: string; userId: string; cardId: string; days: number | null; now: string }): string {
  const held = db
    .select({ id: memberships.id, expiresAt: membershipTerms.expiresAt, hasTerm: membershipTerms.membershipId })
    .from(memberships)
    .leftJoin(membershipTerms, eq(membershipTerms.membershipId, memberships.id))
    .where(and(eq(memberships.tenantId, g.tenantId), eq(memberships.userId, g.userId), eq(memberships.cardId, g.cardId)))
    .get();
  if (held) {
    const endless = !held.hasTerm || held.expiresAt === null;
    if (!endless || g.days === null) {
      const from = held.expiresAt && held.expiresAt > g.now ? held.expiresAt : g.now;
      const expiresAt = g.days === null ? null : addDays(from, g.days);
      db.insert(membershipTerms).values({ membershipId: held.id, expiresAt }).onConflictDoUpdate({ target: membershipTerms.membershipId, set: { expiresAt } }).run();
    }
    return held.id;
  }
  const id = `ms-${randomId(6)}`;
  db.insert(memberships)
    .values({ id, tenantId: g.tenantId, userId: g.userId, cardId: g.cardId, code: nextMemberCode(db, g.tenantId), customerId: customerFor(db, g.tenantId, g.userId, g.now), unlimited: g.days === null, createdAt: g.now })
    .run();
  db.insert(membershipTerms).values({ membershipId: id, expiresAt: g.days === null ? null : addDays(g.now, g.days) }).run();
  return id;
}

/** Joins a card the organisation offers; refused for a card not offered or one already held and valid. */
export function joinMembership(db: DbOrTx, tenantId: string, userId: string, cardId: string, now: string): string {
  const card = cardsOf(db, tenantId).find((c) => c.id === cardId);
  if (!card) throw ApiError.notFound('会员卡不存在');
  if (!card.joinable) throw ApiError.badRequest('该会员卡暂不开放加入');
  if (membershipsOf(db, userId, tenantId, now).some((m) => m.cardId === cardId && m.status === CARD_VALID)) throw ApiError.badRequest('您已是该会员卡会员');
  return grantMembership(db, { tenantId, userId, cardId, days: card.days, now });
}

/** What a batch removal did: the ids removed, and each one left with why (in the order asked). */
export interface BatchOutcome {
  removed: string[];
  failed: { id: string; reason: string }[];
}

const MEMBERSHIP_MISSING = '会员不存在';

/** The organisation's memberships, the holder named by their customer, filtered by name, member code or card. */
export function membershipsOfOrganisation(db: DbOrTx, tenantId: string, keyword: string | undefined, now: string): MembershipView[] {
  const all = membershipRows(db, eq(memberships.tenantId, tenantId), now);
  const kw = keyword?.toLowerCase();
  return kw ? all.filter((m) => [m.customerName, m.code, m.cardName].some((v) => v.toLowerCase().includes(kw))) : all;
}

/** One card of the organisation (membershipCard/get). */
export function cardOf(db: DbOrTx, tenantId: string, cardId: string) {
  const card = cardsOf(db, tenantId).find((c) => c.id === cardId);
  if (!card) throw ApiError.notFound('会员卡不存在');
  return card;
}

/**
 * Removes the organisation's memberships among `ids`; an id of another organisation (or none) is reported, not
 * removed, and does not stop the others: each membership stands alone, so one stale row must not keep the rest.
 */
export function removeMemberships(db: DbOrTx, tenantId: string, ids: string[]): BatchOutcome {
  return db.transaction((tx) => {
    const found = new Set(tx.select({ id: memberships.id }).from(memberships).where(and(eq(memberships.tenantId, tenantId), inArray(memberships.id, ids))).all().map((r) => r.id));
    const removed = ids.filter((id) => found.has(id));
    if (removed.length) {
      tx.delete(membershipTerms).where(inArray(membershipTerms.membershipId, removed)).run();
      tx.delete(memberships).where(inArray(memberships.id, removed)).run();
    }
    return { removed, failed: ids.filter((id) => !found.has(id)).map((id) => ({ id, reason: MEMBERSHIP_MISSING })) };
  });
}

/**
 * Moves a membership to another valid card of the organisation (an upgrade, say), keeping its code and end; refused
 * for an invalid card, or one the person already holds under another membership.
 */
export function changeMembershipCard(db: DbOrTx, tenantId: string, id: string, cardId: string): void {
  db.transaction((tx) => {
    const row = tx.select().from(memberships).where(and(eq(memberships.tenantId, tenantId), eq(memberships.id, id))).get();
    if (!row) throw ApiError.notFound(MEMBERSHIP_MISSING);
    if (row.cardId === cardId) return;
    const card = cardOf(tx, tenantId, cardId);
    if (card.status !== CARD_VALID) throw ApiError.badRequest('该会员卡已停用');
    const held = tx.select({ id: memberships.id }).from(memberships).where(and(eq(memberships.tenantId, tenantId), eq(memberships.userId, row.userId), eq(memberships.cardId, cardId))).get();
    if (held) throw ApiError.badRequest('该会员已持有此会员卡');
    tx.update(memberships).set({ cardId }).where(eq(memberships.id, id)).run();
  });
}

/** Sets when a membership ends (null: no end, which is what `unlimited` says). */
export function setMembershipEnd(db: DbOrTx, tenantId: string, id: string, expiresAt: string | null): void {
  db.transaction((tx) => {
    const row = tx.select({ id: memberships.id }).from(memberships).where(and(eq(memberships.tenantId, tenantId), eq(memberships.id, id))).get();
    if (!row) throw ApiError.notFound(MEMBERSHIP_MISSING);
    tx.update(memberships).set({ unlimited: expiresAt === null }).where(eq(memberships.id, id)).run();
    tx.insert(membershipTerms).values({ membershipId: id, expiresAt }).onConflictDoUpdate({ target: membershipTerms.membershipId, set: { expiresAt } }).run();
  });
}
