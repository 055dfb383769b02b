/**
 * Customers and suppliers managed from the phone (spec calls-and-errors.md §7 "CRM" /crm/crmCustomer
 * customerManagement, get, update, delete, existsInfo, addOrderUser, batch/remove; "Supplier" /srm/supplier, /srm/level).
 */
import { z } from 'zod/mini';

import { idSchema } from './schemas/session';
import { pageSchema } from './schemas/store';
import { textOrEmpty } from './schemas/text';
import { STORE_PAGE_SIZE } from './store';
import { request } from './transport';
import type { BatchOutcome } from '../domain/member/batch';

const customerSchema = z.looseObject({
  id: idSchema,
  name: textOrEmpty,
  customerType: z.catch(z.number(), 0),
  creditRating: z.catch(z.number(), 0),
  phone: textOrEmpty,
  ownerUserId: z.nullish(z.string()),
});
export type Customer = z.output<typeof customerSchema>;
export type CustomerInput = Pick<Customer, 'name' | 'customerType' | 'creditRating' | 'phone'>;

const supplierSchema = z.looseObject({
  id: idSchema,
  name: textOrEmpty,
  code: textOrEmpty,
  contact: textOrEmpty,
  phone: textOrEmpty,
  level: textOrEmpty,
  tags: z.catch(z.array(z.string()), []),
});
export type Supplier = z.output<typeof supplierSchema>;
export type SupplierInput = Pick<Supplier, 'name' | 'code' | 'contact' | 'phone' | 'level'>;

export function customersPage(keyword: string, page: number) {
  return request({
    path: '/crm/crmCustomer/customerManagement',
    query: { page, size: STORE_PAGE_SIZE, ...(keyword ? { keyword } : {}) },
    schema: pageSchema(customerSchema),
  });
}

/** Checks the name and phone are free, then creates (silent: the form says why). */
export async function createCustomer(input: CustomerInput) {
  const exists = await request({
    path: '/crm/crmCustomer/existsInfo',
    query: { name: input.name, phone: input.phone },
    schema: z.looseObject({ exists: z.boolean() }),
    silent: true,
  });
  if (exists.exists) throw new Error('客户已存在');
  return request({
    method: 'POST',
    path: '/crm/crmCustomer/addOrderUser',
    data: input,
    schema: customerSchema,
    silent: true,
  });
}

export function updateCustomer(id: string, input: CustomerInput) {
  return request({
    method: 'PUT',
    path: `/crm/crmCustomer/${encodeURIComponent(id)}`,
    data: input,
    schema: customerSchema,
    silent: true,
  });
}

/** One customer as the server has it now: the edit form starts from this, not from the list's older copy. */
export function customerById(id: string) {
  return request({ path: `/crm/crmCustomer/${encodeURIComponent(id)}`, schema: customerSchema });
}

/** What a batch action did: the ids removed (or updated), and each one left with why. */
export const batchOutcomeSchema = z.pipe(
  z.looseObject({
    removed: z.optional(z.array(idSchema)),
    updated: z.optional(z.array(idSchema)),
    failed: z.catch(z.array(z.looseObject({ id: idSchema, reason: textOrEmpty })), []),
  }),
  z.transform(({ removed, updated, failed }): BatchOutcome => ({ done: removed ?? updated ?? [], failed })),
);

/** The select mode's removal: those I may change go, the others come back with why. */
export function removeCustomers(ids: string[]) {
  return request({ method: 'POST', path: '/crm/crmCustomer/batch/remove', data: { ids }, schema: batchOutcomeSchema });
}

export function removeCustomer(id: string) {
  return request({ method: 'DELETE', path: `/crm/crmCustomer/${encodeURIComponent(id)}`, schema: z.unknown() });
}

/** The list's filters: a level code and a tag ('' for any). */
export interface SupplierFilters {
  level: string;
  tag: string;
}

export function suppliersPage(keyword: string, page: number, filters: SupplierFilters = { level: '', tag: '' }) {
  return request({
    method: 'POST',
    path: '/srm/supplier',
    data: { page, size: STORE_PAGE_SIZE, ...(keyword ? { keyword } : {}), ...(filters.level ? { level: filters.level } : {}), ...(filters.tag ? { tag: filters.tag } : {}) },
    schema: pageSchema(supplierSchema),
  });
}

/** One supplier as the server has it now: the edit form starts from this. */
export function supplierById(id: string) {
  return request({ path: `/srm/supplier/${encodeURIComponent(id)}`, schema: supplierSchema });
}

/** The select mode's action: the chosen suppliers get `level`; the others come back with why. */
export function setSuppliersLevel(ids: string[], level: string) {
  return request({ method: 'POST', path: '/srm/supplier/batch', data: { ids, level }, schema: batchOutcomeSchema });
}

/** The platform's supplier tags (the list's filter). */
export function supplierTags() {
  return request({ path: '/srm/tag', schema: z.array(z.string()) });
}

export function createSupplier(input: SupplierInput) {
  return request({ method: 'POST', path: '/srm/supplier', data: input, schema: supplierSchema, silent: true });
}

export function updateSupplier(id: string, input: SupplierInput) {
  return request({
    method: 'PUT',
    path: `/srm/supplier/${encodeURIComponent(id)}`,
    data: input,
    schema: supplierSchema,
    silent: true,
  });
}

export function supplierLevels() {
  return request({ path: '/srm/level', schema: z.array(z.looseObject({ code: z.string(), name: z.string() })) });
}
