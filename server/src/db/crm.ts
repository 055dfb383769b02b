/**
 * CRM customers and SRM suppliers (spec calls-and-errors.md §7 "Other services": /crm/crmCustomer, /srm/supplier;
 * screens-data-rules.md §4 customer type and credit rating codes). Part of the one schema (re-exported by schema.ts),
 * in a module of their own because only the CRM and SRM pickers read them.
 */
import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';

export const customers = sqliteTable(
  'crm_customers',
  {
    id: text('id').primaryKey(),
    tenantId: text('tenant_id').notNull(),
    name: text('name').notNull(),
    /** 1 enterprise, 2 individual (spec §4). */
    customerType: integer('customer_type').notNull(),
    /** 1 public-sea, 2 potential, 3 formal, 4 four-star, 5 strategic (spec §4). */
    creditRating: integer('credit_rating').notNull(),
    phone: text('phone').notNull().default(''),
    /** The user responsible for the customer; null for a public-sea customer nobody owns. */
    ownerUserId: text('owner_user_id'),
    createdAt: text('created_at').notNull(),
  },
  (t) => [index('crm_customers_tenant').on(t.tenantId)],
);

export const suppliers = sqliteTable(
  'srm_suppliers',
  {
    id: text('id').primaryKey(),
    tenantId: text('tenant_id').notNull(),
    name: text('name').notNull(),
    code: text('code').notNull(),
    contact: text('contact').notNull().default(''),
    phone: text('phone').notNull().default(''),
    level: text('level').notNull().default(''),
    /** Tag names (srm/tag), JSON array. */
    tags: text('tags', { mode: 'json' }).$type<string[]>().notNull().default([]),
    /** The supplier's own organisation on the platform, when it has one (the per-tenant lookup). */
    supplierTenantId: text('supplier_tenant_id'),
    createdAt: text('created_at').notNull(),
  },
  (t) => [index('srm_suppliers_tenant').on(t.tenantId)],
);

/**
 * What a VIP card code grants beyond the VIP level (vip_card_codes): the last day it can be used, and a membership
 * card of an organisation with its validity in days (null: a membership without end). A code without a row here
 * never expires and grants no card.
 */
export const vipCardCodeTerms = sqliteTable('vip_card_code_terms', {
  code: text('code').primaryKey(),
  /** After this time the code is refused as expired; null: no end. */
  expiresAt: text('expires_at'),
  tenantId: text('tenant_id'),
  cardId: text('card_id'),
  cardDays: integer('card_days'),
});

/**
 * Failed VIP code redemptions (data/vip.ts), for the lockouts per account and per network address: enough failures
 * in the window refuse every code, a right one included. Rows older than the window are deleted as new ones come.
 */
export const vipCodeFailures = sqliteTable(
  'vip_code_failures',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    userId: text('user_id').notNull(),
    address: text('address').notNull(),
    /** epoch milliseconds */
    failedAt: integer('failed_at').notNull(),
  },
  (t) => [index('vip_code_failures_user').on(t.userId, t.failedAt), index('vip_code_failures_address').on(t.address, t.failedAt)],
);

/** When a membership ends (memberships); no row or a null end: it does not end. */
export const membershipTerms = sqliteTable('membership_terms', {
  membershipId: text('membership_id').primaryKey(),
  expiresAt: text('expires_at'),
});

/** The membership cards an organisation lets its people join themselves, and for how many days (null: no end). */
export const membershipCardOffers = sqliteTable('membership_card_offers', {
  cardId: text('card_id').primaryKey(),
  days: integer('days'),
});
