/**
 * CRM customers of an organisation (spec screens-data-rules.md §4: customer type 1 enterprise, 2 individual; credit
 * rating 1 public-sea to 5 strategic). Who may do what: an organisation admin every customer of the organisation;
 * anyone else reads the customers they own and the public sea (rating 1, nobody's), and changes only their own.
 * Rows of another organisation are never found.
 */
import { and, eq, inArray, isNull, or, type SQL } from 'drizzle-orm';

import { customers } from '../db/crm.js';
import type { DbOrTx } from '../db/index.js';
import { ApiError } from '../errors.js';
import { randomId } from '../util.js';

const PUBLIC_SEA = 1;
type Customer = typeof customers.$inferSelect;

const CUSTOMER_TEXT = { missing: '客户不存在', exists: '客户已存在', notYours: '只能修改自己负责的客户' } as const;

/** The customers the caller may read (the "my customers" rule). */
export function readableCustomers(tenantId: string, userId: string, admin: boolean): SQL {
  const inTenant = eq(customers.tenantId, tenantId);
  if (admin) return inTenant;
  return and(inTenant, or(eq(customers.ownerUserId, userId), and(isNull(customers.ownerUserId), eq(customers.creditRating, PUBLIC_SEA))))!;
}

export function readableCustomer(db: DbOrTx, tenantId: string, id: string, userId: string, admin: boolean): Customer {
  const row = db.select().from(customers).where(and(eq(customers.id, id), readableCustomers(tenantId, userId, admin))).get();
  if (!row) throw ApiError.notFound(CUSTOMER_TEXT.missing);
  return row;
}

function changeable(db: DbOrTx, tenantId: string, id: string, userId: string, admin: boolean): Customer {
  const row = readableCustomer(db, tenantId, id, userId, admin);
  if (!admin && row.ownerUserId !== userId) throw ApiError.forbidden(CUSTOMER_TEXT.notYours);
  return row;
}

/** A customer of the same name, or of the same phone, already in the organisation (existsInfo). */
export function existingCustomer(db: DbOrTx, tenantId: string, name: string, phone: string, exceptId?: string): Customer | undefined {
  const same = db
    .select()
    .from(customers)
    .where(and(eq(customers.tenantId, tenantId), or(eq(customers.name, name), ...(phone ? [eq(customers.phone, phone)] : []))))
    .all();
  return same.find((c) => c.id !== exceptId);
}

export interface CustomerInput {
  name: string;
  customerType: number;
  creditRating: number;
  phone: string;
}

/** Creates a customer owned by the caller; one of the same name or phone is refused. */
export function createCustomer(db: DbOrTx, tenantId: string, userId: string, input: CustomerInput, now: string): Customer {
  if (existingCustomer(db, tenantId, input.name, input.phone)) throw ApiError.badRequest(CUSTOMER_TEXT.exists);
  const row = { id: `c-${randomId(6)}`, tenantId, ...input, ownerUserId: userId, createdAt: now };
  db.insert(customers).values(row).run();
  return row;
}

export function updateCustomer(db: DbOrTx, tenantId: string, id: string, userId: string, admin: boolean, input: Partial<CustomerInput>): Customer {
  const row = changeable(db, tenantId, id, userId, admin);
  const next = { ...row, ...input };
  if (existingCustomer(db, tenantId, next.name, next.phone, id)) throw ApiError.badRequest(CUSTOMER_TEXT.exists);
  db.update(customers).set(input).where(eq(customers.id, id)).run();
  return next;
}

/** Removes the customers the caller may change; any other id in the batch refuses the whole batch (one delete). */
export function removeCustomers(db: DbOrTx, tenantId: string, ids: string[], userId: string, admin: boolean): number {
  return db.transaction((tx) => {
    for (const id of ids) changeable(tx, tenantId, id, userId, admin);
    return tx.delete(customers).where(and(eq(customers.tenantId, tenantId), inArray(customers.id, ids))).run().changes;
  });
}

/**
 * The batch removal of the list's select mode: removes each customer the caller may change and reports every other
 * id with why (missing, or not theirs), in the order asked, so the person sees which of the chosen rows stayed.
 */
export function removeCustomersEach(db: DbOrTx, tenantId: string, ids: string[], userId: string, admin: boolean): { removed: string[]; failed: { id: string; reason: string }[] } {
  return db.transaction((tx) => {
    const removed: string[] = [];
    const failed: { id: string; reason: string }[] = [];
    for (const id of ids) {
      try {
        changeable(tx, tenantId, id, userId, admin);
        removed.push(id);
      } catch (e) {
        if (!(e instanceof ApiError)) throw e;
        failed.push({ id, reason: e.message });
      }
    }
    if (removed.length) tx.delete(customers).where(and(eq(customers.tenantId, tenantId), inArray(customers.id, removed))).run();
    return { removed, failed };
  });
}
