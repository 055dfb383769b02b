/** VIP membership of a user and the card codes that grant or extend it (and may grant a membership card). */
import { and, eq, isNull } from 'drizzle-orm';

import { addDays, grantMembership } from './memberships.js';
import { vipCardCodeTerms } from '../db/crm.js';
import type { DbOrTx } from '../db/index.js';
import { userVip, vipCardCodes } from '../db/schema.js';
import { ApiError } from '../http/errors.js';

/** The user's VIP state at `now` (ISO time): active while it has not expired. */
export function vipOf(db: DbOrTx, userId: string, now: string) {
  const row = db.select().from(userVip).where(eq(userVip.userId, userId)).get();
  return { userId, level: row?.level ?? null, expiresAt: row?.expiresAt ?? null, active: !!row && row.expiresAt > now };
}

const VIP_CODE_TEXT = {
  unknown: '卡密不存在',
  used: '该卡密已被使用',
  expired: '该卡密已过期',
} as const;

/**
 * Uses the code for the user, once: its days are added to an active VIP, or start now; a code that carries a
 * membership card gives that card too (grantMembership). Unknown 404, used or expired 400, each with its message.
 * Marking the code used and granting happen in one transaction, and the mark only takes an unused code, so two
 * redemptions of one code never both succeed.
 */
export function redeemVipCardCode(db: DbOrTx, code: string, userId: string, now: string): { cardId: string | null; tenantId: string | null } {
  return db.transaction((tx) => {
    const card = tx.select().from(vipCardCodes).where(eq(vipCardCodes.code, code)).get();
    if (!card) throw ApiError.notFound(VIP_CODE_TEXT.unknown);
    if (card.usedBy) throw ApiError.badRequest(VIP_CODE_TEXT.used);
    const terms = tx.select().from(vipCardCodeTerms).where(eq(vipCardCodeTerms.code, code)).get();
    if (terms?.expiresAt && terms.expiresAt <= now) throw ApiError.badRequest(VIP_CODE_TEXT.expired);
    const marked = tx.update(vipCardCodes).set({ usedBy: userId, usedAt: now }).where(and(eq(vipCardCodes.code, code), isNull(vipCardCodes.usedBy))).run();
    if (marked.changes !== 1) throw ApiError.badRequest(VIP_CODE_TEXT.used);
    const current = vipOf(tx, userId, now);
    const expiresAt = addDays(current.active && current.expiresAt ? current.expiresAt : now, card.days);
    tx.insert(userVip)
      .values({ userId, level: card.level, expiresAt })
      .onConflictDoUpdate({ target: userVip.userId, set: { level: card.level, expiresAt } })
      .run();
    if (terms?.tenantId && terms.cardId) {
      grantMembership(tx, { tenantId: terms.tenantId, userId, cardId: terms.cardId, days: terms.cardDays, now });
    }
    return { cardId: terms?.cardId ?? null, tenantId: terms?.tenantId ?? null };
  });
}
