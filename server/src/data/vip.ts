/** VIP membership of a user and the card codes that grant or extend it (and may grant a membership card). */
import { and, count, eq, gt, isNull, lt } from 'drizzle-orm';

import { addDays, grantMembership } from './memberships.js';
import { vipCardCodeTerms, vipCodeFailures } from '../db/crm.js';
import type { DbOrTx } from '../db/index.js';
import { userVip, vipCardCodes } from '../db/schema.js';
import { ApiError } from '../errors.js';

/** The user's VIP state at `now` (ISO time): active while it has not expired. */
export function vipOf(db: DbOrTx, userId: string, now: string) {
  const row = db.select().from(userVip).where(eq(userVip.userId, userId)).get();
  return { userId, level: row?.level ?? null, expiresAt: row?.expiresAt ?? null, active: !!row && row.expiresAt > now };
}

const VIP_CODE_TEXT = {
  // One refusal for an unknown and a used code, so guesses learn nothing from the answer (issue 34, finding 5).
  invalid: '卡密无效或已被使用',
  expired: '该卡密已过期',
  locked: '兑换码错误次数过多,请15分钟后再试',
  lower: '您已是更高等级的VIP,该卡密不能使用',
  tooLong: 'VIP有效期最多累计两年,请到期前一年内再兑换',
} as const;

/** Failed codes per account and per network address within the window before every code is refused. */
const FAILURES_PER_USER = 5;
const FAILURES_PER_ADDRESS = 20;
const FAILURE_WINDOW_MS = 15 * 60 * 1000;
/**
 * The spec gives no rule for stacking codes; this server lets an active VIP run at most two years ahead, so one account
 * cannot drain a batch of codes into a decade of VIP. The code that would pass it is refused and stays unused.
 */
const MAX_VIP_DAYS = 730;
/** Higher ranks are not replaced by lower ones while active (issue 34, finding 13). Unknown levels rank lowest. */
const LEVEL_RANK: Readonly<Record<string, number>> = { SILVER: 1, GOLD: 2 };
const rankOf = (level: string | null) => (level ? (LEVEL_RANK[level] ?? 0) : 0);

function requireNotLocked(db: DbOrTx, userId: string, address: string, now: number): void {
  const since = now - FAILURE_WINDOW_MS;
  db.delete(vipCodeFailures).where(lt(vipCodeFailures.failedAt, since)).run();
  const byUser = db.select({ n: count() }).from(vipCodeFailures).where(and(eq(vipCodeFailures.userId, userId), gt(vipCodeFailures.failedAt, since))).get()?.n ?? 0;
  const byAddress = db.select({ n: count() }).from(vipCodeFailures).where(and(eq(vipCodeFailures.address, address), gt(vipCodeFailures.failedAt, since))).get()?.n ?? 0;
  if (byUser >= FAILURES_PER_USER || byAddress >= FAILURES_PER_ADDRESS) throw ApiError.badRequest(VIP_CODE_TEXT.locked);
}

/**
 * Uses the code for the user, once, from a network address. An account or address with too many recent failures is
 * refused first, whatever the code; an unknown, used or expired code counts as a failure (unknown and used answer
 * alike). Its days are added to an active VIP of the same or a lower level (or start now), up to MAX_VIP_DAYS ahead;
 * a lower level than an active VIP is refused. A code that carries a membership card gives that card too
 * (grantMembership). Marking the code used and granting happen in one transaction, and the mark only takes an unused
 * code, so two redemptions of one code never both succeed.
 */
export function redeemVipCardCode(db: DbOrTx, code: string, userId: string, address: string, now: string): { cardId: string | null; tenantId: string | null } {
  const nowMs = Date.parse(now);
  requireNotLocked(db, userId, address, nowMs);
  const outcome = db.transaction((tx) => {
    const card = tx.select().from(vipCardCodes).where(eq(vipCardCodes.code, code)).get();
    if (!card || card.usedBy) return { failed: VIP_CODE_TEXT.invalid } as const;
    const terms = tx.select().from(vipCardCodeTerms).where(eq(vipCardCodeTerms.code, code)).get();
    if (terms?.expiresAt && terms.expiresAt <= now) return { failed: VIP_CODE_TEXT.expired } as const;
    const current = vipOf(tx, userId, now);
    if (current.active && rankOf(current.level) > rankOf(card.level)) throw ApiError.badRequest(VIP_CODE_TEXT.lower);
    const expiresAt = addDays(current.active && current.expiresAt ? current.expiresAt : now, card.days);
    if (expiresAt > addDays(now, MAX_VIP_DAYS)) throw ApiError.badRequest(VIP_CODE_TEXT.tooLong);
    const marked = tx.update(vipCardCodes).set({ usedBy: userId, usedAt: now }).where(and(eq(vipCardCodes.code, code), isNull(vipCardCodes.usedBy))).run();
    if (marked.changes !== 1) return { failed: VIP_CODE_TEXT.invalid } as const;
    tx.insert(userVip)
      .values({ userId, level: card.level, expiresAt })
      .onConflictDoUpdate({ target: userVip.userId, set: { level: card.level, expiresAt } })
      .run();
    if (terms?.tenantId && terms.cardId) {
      grantMembership(tx, { tenantId: terms.tenantId, userId, cardId: terms.cardId, days: terms.cardDays, now });
    }
    return { granted: { cardId: terms?.cardId ?? null, tenantId: terms?.tenantId ?? null } } as const;
  });
  if (outcome.granted) return outcome.granted;
  // Written after the redemption's transaction, which changed nothing: a thrown refusal would have rolled it back.
  db.insert(vipCodeFailures).values({ userId, address, failedAt: nowMs }).run();
  throw ApiError.badRequest(outcome.failed ?? VIP_CODE_TEXT.invalid);
}
