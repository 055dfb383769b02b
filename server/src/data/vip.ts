/** VIP membership of a user and the card codes that grant or extend it. */
import { eq } from 'drizzle-orm';

import type { DbOrTx } from '../db/index.js';
import { userVip, vipCardCodes } from '../db/schema.js';

const DAY_MS = 86_400_000;

/** The user's VIP state at `now` (ISO time): active while it has not expired. */
export function vipOf(db: DbOrTx, userId: string, now: string) {
  const row = db.select().from(userVip).where(eq(userVip.userId, userId)).get();
  return { userId, level: row?.level ?? null, expiresAt: row?.expiresAt ?? null, active: !!row && row.expiresAt > now };
}

export const findVipCardCode = (db: DbOrTx, code: string) => db.select().from(vipCardCodes).where(eq(vipCardCodes.code, code)).get();

/** Uses the card for the user: its days are added to an active VIP, or start now. */
export function redeemVipCardCode(db: DbOrTx, card: typeof vipCardCodes.$inferSelect, userId: string, now: string): void {
  const current = vipOf(db, userId, now);
  const from = current.active && current.expiresAt ? current.expiresAt : now;
  const expiresAt = new Date(new Date(from).getTime() + card.days * DAY_MS).toISOString();
  db.transaction((tx) => {
    tx.update(vipCardCodes).set({ usedBy: userId, usedAt: now }).where(eq(vipCardCodes.code, card.code)).run();
    tx.insert(userVip)
      .values({ userId, level: card.level, expiresAt })
      .onConflictDoUpdate({ target: userVip.userId, set: { level: card.level, expiresAt } })
      .run();
  });
}
