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
    createdAt: text('created_at').notNull(),
  },
  (t) => [index('srm_suppliers_tenant').on(t.tenantId)],
);
