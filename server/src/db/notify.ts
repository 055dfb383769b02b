/**
 * WeChat subscribe messages: what each person answered when the mini program asked (per template), and the outbox
 * of messages the events produced. Part of the one schema (re-exported by schema.ts).
 */
import { index, integer, primaryKey, sqliteTable, text } from 'drizzle-orm/sqlite-core';

/** The occasions a message is offered for (data/notify.ts `NOTIFY_SCENES`). */
export type NotifyScene = 'PROCESS_STARTED' | 'TASK_ASSIGNED' | 'ORDER_STATUS' | 'AFTER_SALE_STATUS';

export const notifySubscriptions = sqliteTable(
  'notify_subscriptions',
  {
    userId: text('user_id').notNull(),
    templateId: text('template_id').notNull(),
    scene: text('scene').$type<NotifyScene>().notNull(),
    /** WeChat's answer: accept | reject | ban (the template was banned by the platform) | filter (filtered out). */
    answer: text('answer').$type<'accept' | 'reject' | 'ban' | 'filter'>().notNull(),
    /** Messages the person still allows: a one-time subscription allows one per accept. */
    credits: integer('credits').notNull(),
    updatedAt: text('updated_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.templateId] }), index('notify_subscriptions_scene').on(t.userId, t.scene)],
);

/**
 * Every message an event produced, written in the event's own transaction. In demo mode this is the development
 * outbox (nothing leaves); in production mode the sender delivers QUEUED rows through WeChat and marks them.
 */
export const notifyOutbox = sqliteTable(
  'notify_outbox',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    userId: text('user_id').notNull(),
    scene: text('scene').$type<NotifyScene>().notNull(),
    templateId: text('template_id').notNull(),
    /** The mini-program page the message opens. */
    page: text('page').notNull(),
    /** The template's fields, name → value. */
    data: text('data', { mode: 'json' }).$type<Record<string, string>>().notNull(),
    /** QUEUED | SENT | FAILED */
    status: text('status').$type<'QUEUED' | 'SENT' | 'FAILED'>().notNull(),
    error: text('error'),
    createdAt: text('created_at').notNull(),
  },
  (t) => [index('notify_outbox_user').on(t.userId, t.id)],
);
