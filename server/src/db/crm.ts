/**
 * CRM customers and SRM suppliers (spec calls-and-errors.md §7 "Other services": /crm/crmCustomer, /srm/supplier;
 * screens-data-rules.md §4 customer type and credit rating codes). Kept beside schema.ts in their own module: the
 * pickers of issue 6 are their only readers so far. Created and cleared with the other tables (db/index.ts).
 */
import { integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';

export const customers = sqliteTable('crm_customers', {
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
});

export const suppliers = sqliteTable('srm_suppliers', {
  id: text('id').primaryKey(),
  tenantId: text('tenant_id').notNull(),
  name: text('name').notNull(),
  code: text('code').notNull(),
  contact: text('contact').notNull().default(''),
  phone: text('phone').notNull().default(''),
  level: text('level').notNull().default(''),
  createdAt: text('created_at').notNull(),
});

export const CRM_DDL = `
CREATE TABLE IF NOT EXISTS crm_customers (
  id TEXT PRIMARY KEY,
  tenant_id TEXT NOT NULL,
  name TEXT NOT NULL,
  customer_type INTEGER NOT NULL,
  credit_rating INTEGER NOT NULL,
  phone TEXT NOT NULL DEFAULT '',
  owner_user_id TEXT,
  created_at TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS crm_customers_tenant ON crm_customers (tenant_id);
CREATE TABLE IF NOT EXISTS srm_suppliers (
  id TEXT PRIMARY KEY,
  tenant_id TEXT NOT NULL,
  name TEXT NOT NULL,
  code TEXT NOT NULL,
  contact TEXT NOT NULL DEFAULT '',
  phone TEXT NOT NULL DEFAULT '',
  level TEXT NOT NULL DEFAULT '',
  created_at TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS srm_suppliers_tenant ON srm_suppliers (tenant_id);
`;

export const CRM_TABLES = ['crm_customers', 'srm_suppliers'] as const;
