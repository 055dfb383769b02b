/**
 * SMS verification codes (msg/register send and verify; spec §9: 6 digits, 60 s before a new one). A code lives
 * 5 minutes and burns after 5 wrong tries; a phone gets at most 5 codes an hour, a network address at most 5 a
 * minute and 20 an hour, and the whole platform at most 30 a minute. The phone and address limits come first, so one
 * address can neither flood a phone nor spend everyone's budget (issue 34, finding 9). A verified phone is remembered for
 * the signed-in user who proved it, for 10 minutes, for the one creation that asks for it.
 */
import { and, count, eq, gt, lt } from 'drizzle-orm';

import type { DbOrTx } from '../db/index.js';
import { phoneVerifications, smsAddressSends, smsCodes, smsSends } from '../db/schema.js';

export const SMS_TTL_MS = 5 * 60 * 1000;
export const SMS_RESEND_MS = 60 * 1000;
const SMS_MAX_ATTEMPTS = 5;
const SMS_PER_PHONE_PER_HOUR = 5;
const SMS_PER_MINUTE = 30;
const SMS_PER_ADDRESS_PER_MINUTE = 5;
const SMS_PER_ADDRESS_PER_HOUR = 20;
const VERIFIED_PHONE_MS = 10 * 60 * 1000;

const HOUR_MS = 3600 * 1000;
const MINUTE_MS = 60 * 1000;

export type SendOutcome = { sent: true; code: string } | { sent: false; reason: string };

/** Codes sent at the address request since `since` (epoch ms). */
const sentFrom = (tx: DbOrTx, address: string, since: number) =>
  tx.select({ n: count() }).from(smsAddressSends).where(and(eq(smsAddressSends.address, address), gt(smsAddressSends.sentAt, since))).get()?.n ?? 0;

/**
 * Stores a new code for the phone, asked from a network address, unless a limit refuses it; `code` is the new code
 * (never part of an answer).
 */
export function sendSmsCode(db: DbOrTx, phone: string, address: string, now: number, newCode: () => string): SendOutcome {
  return db.transaction((tx) => {
    const existing = tx.select().from(smsCodes).where(eq(smsCodes.phone, phone)).get();
    if (existing && now - existing.sentAt < SMS_RESEND_MS) {
      const wait = Math.ceil((SMS_RESEND_MS - (now - existing.sentAt)) / 1000);
      return { sent: false, reason: `验证码发送过于频繁,请${wait}秒后再试` };
    }
    const sentToPhone = tx.select({ n: count() }).from(smsSends).where(and(eq(smsSends.phone, phone), gt(smsSends.sentAt, now - HOUR_MS))).get()?.n ?? 0;
    if (sentToPhone >= SMS_PER_PHONE_PER_HOUR) return { sent: false, reason: '该手机号获取验证码次数过多,请1小时后再试' };
    if (sentFrom(tx, address, now - MINUTE_MS) >= SMS_PER_ADDRESS_PER_MINUTE || sentFrom(tx, address, now - HOUR_MS) >= SMS_PER_ADDRESS_PER_HOUR) {
      return { sent: false, reason: '该网络获取验证码过于频繁,请稍后再试' };
    }
    const sentThisMinute = tx.select({ n: count() }).from(smsSends).where(gt(smsSends.sentAt, now - MINUTE_MS)).get()?.n ?? 0;
    if (sentThisMinute >= SMS_PER_MINUTE) return { sent: false, reason: '短信发送繁忙,请稍后再试' };
    // The send log only needs the last hour.
    tx.delete(smsSends).where(lt(smsSends.sentAt, now - HOUR_MS)).run();
    tx.delete(smsAddressSends).where(lt(smsAddressSends.sentAt, now - HOUR_MS)).run();
    const code = newCode();
    const row = { phone, code, sentAt: now, expiresAt: now + SMS_TTL_MS, attempts: 0 };
    tx.insert(smsCodes).values(row).onConflictDoUpdate({ target: smsCodes.phone, set: row }).run();
    tx.insert(smsSends).values({ phone, sentAt: now }).run();
    tx.insert(smsAddressSends).values({ address, sentAt: now }).run();
    return { sent: true, code };
  });
}

export type VerifyOutcome = { verified: true } | { verified: false; reason: string };

/** Checks a code; the right one is used up and the phone counts as verified by `userId` ('' without a token). */
export function verifySmsCode(db: DbOrTx, phone: string, code: string, userId: string, now: number): VerifyOutcome {
  return db.transaction((tx) => {
    const row = tx.select().from(smsCodes).where(eq(smsCodes.phone, phone)).get();
    if (!row) return { verified: false, reason: '请先获取验证码' };
    if (row.expiresAt <= now) return { verified: false, reason: '验证码已过期,请重新获取' };
    if (row.attempts >= SMS_MAX_ATTEMPTS) return { verified: false, reason: '验证码错误次数过多,请重新获取' };
    if (row.code !== code) {
      tx.update(smsCodes).set({ attempts: row.attempts + 1 }).where(eq(smsCodes.phone, phone)).run();
      return { verified: false, reason: '验证码错误' };
    }
    tx.delete(smsCodes).where(eq(smsCodes.phone, phone)).run();
    tx.delete(phoneVerifications).where(and(eq(phoneVerifications.userId, userId), eq(phoneVerifications.phone, phone))).run();
    tx.insert(phoneVerifications).values({ phone, userId, verifiedAt: now }).run();
    return { verified: true };
  });
}

/** Uses up the user's recent verification of the phone; false when there is none (or it is too old). */
export function consumePhoneVerification(db: DbOrTx, userId: string, phone: string, now: number): boolean {
  const where = and(eq(phoneVerifications.userId, userId), eq(phoneVerifications.phone, phone), gt(phoneVerifications.verifiedAt, now - VERIFIED_PHONE_MS));
  const found = db.select().from(phoneVerifications).where(where).get();
  if (!found) return false;
  db.delete(phoneVerifications).where(and(eq(phoneVerifications.userId, userId), eq(phoneVerifications.phone, phone))).run();
  return true;
}
