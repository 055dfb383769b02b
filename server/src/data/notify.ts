/**
 * Subscribe messages (server/README.md "Subscribe messages"). The mini program asks a person for a template's
 * subscription at the moment it applies and reports the answer here; an event then writes one message for each
 * person it concerns who still allows one (a one-time subscription: one message per accept), in the event's own
 * transaction. Nothing is sent for a rejected, banned or used-up subscription.
 */
import { and, desc, eq, gt, sql } from 'drizzle-orm';

import type { DbOrTx } from '../db/index.js';
import { notifyOutbox, notifySubscriptions, type NotifyScene } from '../db/schema.js';

export const NOTIFY_SCENES = ['PROCESS_STARTED', 'TASK_ASSIGNED', 'ORDER_STATUS', 'AFTER_SALE_STATUS'] as const satisfies readonly NotifyScene[];

export type SubscribeAnswer = (typeof notifySubscriptions.$inferSelect)['answer'];

/**
 * Messages one template may hold in reserve: WeChat lets accepts add up, but a script accepting in a loop must not
 * queue thousands of messages for its account.
 */
const MAX_SUBSCRIBE_CREDITS = 10;

/** Records one answer; an accept adds one allowed message (up to the reserve), any other answer withdraws them all. */
export function recordSubscription(db: DbOrTx, s: { userId: string; templateId: string; scene: NotifyScene; answer: SubscribeAnswer; now: string }) {
  const accepted = s.answer === 'accept';
  db.insert(notifySubscriptions)
    .values({ userId: s.userId, templateId: s.templateId, scene: s.scene, answer: s.answer, credits: accepted ? 1 : 0, updatedAt: s.now })
    .onConflictDoUpdate({
      target: [notifySubscriptions.userId, notifySubscriptions.templateId],
      set: { scene: s.scene, answer: s.answer, credits: accepted ? sql`min(${notifySubscriptions.credits} + 1, ${MAX_SUBSCRIBE_CREDITS})` : 0, updatedAt: s.now },
    })
    .run();
}

export function subscriptionsOf(db: DbOrTx, userId: string) {
  return db.select().from(notifySubscriptions).where(eq(notifySubscriptions.userId, userId)).all();
}

/** What a message says: the page it opens and the template's fields. */
interface NotifyContent {
  page: string;
  data: Record<string, string>;
}

/**
 * The event happened for `userId`: one message when they still allow one for the scene (using one allowance),
 * else nothing. Returns whether a message was written.
 */
function notifyUser(db: DbOrTx, userId: string | null | undefined, scene: NotifyScene, content: NotifyContent, now: string): boolean {
  if (!userId) return false;
  const allowed = db
    .select()
    .from(notifySubscriptions)
    .where(and(eq(notifySubscriptions.userId, userId), eq(notifySubscriptions.scene, scene), eq(notifySubscriptions.answer, 'accept'), gt(notifySubscriptions.credits, 0)))
    .orderBy(desc(notifySubscriptions.updatedAt))
    .get();
  if (!allowed) return false;
  db.update(notifySubscriptions)
    .set({ credits: allowed.credits - 1 })
    .where(and(eq(notifySubscriptions.userId, userId), eq(notifySubscriptions.templateId, allowed.templateId)))
    .run();
  db.insert(notifyOutbox).values({ userId, scene, templateId: allowed.templateId, page: content.page, data: content.data, status: 'QUEUED', error: null, createdAt: now }).run();
  return true;
}

/** The events' messages (the one line each event module calls). Field names follow WeChat's template keys. */
export const notifyEvents = {
  processStarted: (db: DbOrTx, p: { initiatorId: string; processName: string; dataId: string; appId: string }, now: string) =>
    notifyUser(db, p.initiatorId, 'PROCESS_STARTED', { page: `pagesB/toDoList/list?tab=started`, data: { thing1: p.processName, phrase2: '审批中', time3: now } }, now),
  taskAssigned: (db: DbOrTx, t: { assigneeId: string; id: string; name: string; processKey: string }, processName: string, now: string) =>
    notifyUser(db, t.assigneeId, 'TASK_ASSIGNED', { page: `pagesB/toDoList/task?taskId=${t.id}`, data: { thing1: processName, thing2: t.name, time3: now } }, now),
  orderStatus: (db: DbOrTx, o: { id: string; userId: string | null }, status: string, now: string) =>
    notifyUser(db, o.userId, 'ORDER_STATUS', { page: `memberCenter/orderDetail?id=${o.id}`, data: { character_string1: o.id, phrase2: status, time3: now } }, now),
  afterSaleStatus: (db: DbOrTx, a: { id: string; userId: string; orderId: string }, status: string, now: string) =>
    notifyUser(db, a.userId, 'AFTER_SALE_STATUS', { page: `afterSales/index`, data: { character_string1: a.orderId, phrase2: status, time3: now } }, now),
};
