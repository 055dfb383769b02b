/**
 * The lists behind the form's people and organisation pickers (spec calls-and-errors.md §7): platform
 * members and departments, CRM customers and memberships, SRM suppliers, sales orders. Shapes: server/README.md "Platform and
 * organisation" and "CRM and SRM lookups". Every call is silent and without the global loading indicator: the
 * picker shows its own loading, empty and error states (with a retry), and a failure never leaves the form.
 */
import { z } from 'zod/mini';

import { idSchema } from './schemas/session';
import { request } from './transport';

export interface PickerQuery {
  keyword?: string;
  page?: number;
  size?: number;
}

const pageOf = <T extends z.ZodMiniType>(item: T) =>
  z.looseObject({ content: z.array(item), totalElements: z.int().check(z.nonnegative()) });

const text = z.nullish(z.string());

const memberRowSchema = z.looseObject({
  id: idSchema,
  username: text,
  nickname: text,
  departmentName: text,
  jobTitle: text,
});
const departmentRowSchema = z.looseObject({
  id: idSchema,
  name: z.string(),
  parentId: z.nullish(idSchema),
  memberCount: z.optional(z.number()),
});
const customerRowSchema = z.looseObject({
  id: idSchema,
  name: z.string(),
  phone: text,
  customerType: z.nullish(z.number()),
});
const membershipRowSchema = z.looseObject({
  memberId: idSchema,
  code: z.string(),
  // §3: "customerId (made a string)".
  customerId: z.nullish(idSchema),
  name: text,
  cardName: text,
});
const supplierRowSchema = z.looseObject({ id: idSchema, name: z.string(), code: text, contact: text });
/** Spec §3 "Order" (store (id, name), the §4 status codes); amount in fen. */
const orderRowSchema = z.looseObject({
  id: idSchema,
  code: z.string(),
  customerName: text,
  store: z.nullish(z.looseObject({ id: z.nullish(idSchema), name: text })),
  amount: z.number(),
  orderStatus: z.string(),
  paymentStatus: text,
});

export type DepartmentRow = z.infer<typeof departmentRowSchema>;

const listQuery = (q: PickerQuery) => ({
  ...(q.keyword ? { keyword: q.keyword } : {}),
  page: q.page ?? 1,
  size: q.size ?? 20,
});

/** GET /platform/members: the organisation's members, by name, username or phone. */
export function findPlatformMembers(q: PickerQuery) {
  return request({
    path: '/platform/members',
    data: listQuery(q),
    schema: pageOf(memberRowSchema),
    silent: true,
    loading: false,
  });
}

/** GET /platform/departments: every department of the organisation (the picker filters them itself). */
export function listDepartments() {
  return request({ path: '/platform/departments', schema: z.array(departmentRowSchema), silent: true, loading: false });
}

/** GET /crm/crmCustomer/findMyCustomer: the caller's customers and the public sea. */
export function findMyCustomers(q: PickerQuery) {
  return request({
    path: '/crm/crmCustomer/findMyCustomer',
    data: listQuery(q),
    schema: pageOf(customerRowSchema),
    silent: true,
    loading: false,
  });
}

/** GET /crm/membership/findMember: the organisation's memberships. */
export function findMemberships(q: PickerQuery) {
  return request({
    path: '/crm/membership/findMember',
    data: listQuery(q),
    schema: pageOf(membershipRowSchema),
    silent: true,
    loading: false,
  });
}

/** POST /srm/supplier: the organisation's suppliers (a paged query). */
export function findSuppliers(q: PickerQuery) {
  return request({
    method: 'POST',
    path: '/srm/supplier',
    data: listQuery(q),
    schema: pageOf(supplierRowSchema),
    silent: true,
    loading: false,
  });
}

/** GET /order/orders: the organisation's sales orders, by order code, customer or store. */
export function findOrders(q: PickerQuery) {
  return request({
    path: '/order/orders',
    data: listQuery(q),
    schema: pageOf(orderRowSchema),
    silent: true,
    loading: false,
  });
}
