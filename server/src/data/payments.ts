/**
 * Payment notifications (issue 34, finding 2). A payment is confirmed only by its provider's notification, signed
 * with the key the provider shares with this server (config `paymentNotifyKey`): HMAC-SHA256, hex, over
 * `{paymentId}&{amount}&{paidAt}`. Nobody holding a token can mark an order paid: a buyer who calls the notification
 * call cannot sign it. In demo mode the local server also plays the provider's cashier (POST /order/payment), which
 * signs with the key only the server holds and hands the notification to the same check; production has no played
 * cashier, and without a configured key no provider at all.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

import { confirmPayment } from './store.js';
import type { DbOrTx } from '../db/index.js';
import { ApiError } from '../errors.js';

export interface PaymentNotification {
  paymentId: string;
  amount: number;
  paidAt: string;
  signature: string;
}

export const PAYMENT_TEXT = {
  noProvider: '支付服务未配置',
  badSignature: '支付通知签名无效',
} as const;

const signatureOf = (key: string, n: Omit<PaymentNotification, 'signature'>) => createHmac('sha256', key).update(`${n.paymentId}&${n.amount}&${n.paidAt}`).digest('hex');

/** The played provider's notification for a payment paid now (demo mode's cashier). */
export function signNotification(key: string, n: Omit<PaymentNotification, 'signature'>): PaymentNotification {
  return { ...n, signature: signatureOf(key, n) };
}

/** Verifies the notification's signature, then confirms its payment (once); 403 without a key or with a bad signature. */
export function acceptNotification(db: DbOrTx, key: string | null, n: PaymentNotification, now: string) {
  if (!key) throw ApiError.forbidden(PAYMENT_TEXT.noProvider);
  const expected = Buffer.from(signatureOf(key, n), 'hex');
  const given = Buffer.from(/^[0-9a-f]{64}$/i.test(n.signature) ? n.signature : '', 'hex');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw ApiError.forbidden(PAYMENT_TEXT.badSignature);
  return confirmPayment(db, n.paymentId, n.amount, now);
}
