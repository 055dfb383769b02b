/**
 * Team and organisation (spec calls-and-errors.md §7 "Platform and organisation", msg/register): what an
 * organisation's creation and joining need beyond the organisation row itself. Part of the one schema (re-exported
 * by schema.ts), in a module of its own because only the team routes and the SMS calls read it.
 */
import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';

/**
 * An organisation's joining rule and its contact. An organisation without a row here asks for approval (the
 * platform's default), so the seeded organisations keep their behaviour.
 */
export const organizationSettings = sqliteTable('organization_settings', {
  tenantId: text('tenant_id').primaryKey(),
  /** A request by invitation code waits for an admin's approval; false: the code alone makes a member. */
  joinApproval: integer('join_approval', { mode: 'boolean' }).notNull().default(true),
  contactName: text('contact_name').notNull().default(''),
  contactPhone: text('contact_phone').notNull().default(''),
});

/** Every SMS code sent, for the per-phone and per-minute limits (the current code itself is in `sms_codes`). */
export const smsSends = sqliteTable(
  'sms_sends',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    phone: text('phone').notNull(),
    /** epoch milliseconds */
    sentAt: integer('sent_at').notNull(),
  },
  (t) => [index('sms_sends_phone').on(t.phone, t.sentAt), index('sms_sends_time').on(t.sentAt)],
);

/** Every SMS code sent, by the network address that asked for it (the per-address limits of data/sms.ts). */
export const smsAddressSends = sqliteTable(
  'sms_address_sends',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    address: text('address').notNull(),
    /** epoch milliseconds */
    sentAt: integer('sent_at').notNull(),
  },
  (t) => [index('sms_address_sends_address').on(t.address, t.sentAt)],
);

/**
 * A phone proved by an SMS code, for a while: creating an organisation names a contact phone verified this way by
 * the same signed-in user. Consumed by the creation.
 */
export const phoneVerifications = sqliteTable('phone_verifications', {
  phone: text('phone').notNull(),
  /** The signed-in user who verified it; '' when verified without a token (it then serves nobody's creation). */
  userId: text('user_id').notNull(),
  /** epoch milliseconds */
  verifiedAt: integer('verified_at').notNull(),
}, (t) => [index('phone_verifications_user').on(t.userId, t.phone)]);
