/**
 * The organisation's memberships as the customers area manages them (spec calls-and-errors.md §7 "CRM":
 * /crm/memberships/batch-query, /crm/membership get, /crm/membershipCard get, POST /crm/membership/remove (memberId),
 * /crm/membership/batchRemove, PUT /crm/membership/membership/{memberId}, the membership's card). Removing and changing are the
 * organisation admins'; the server refuses anyone else and its message is shown.
 */
import { z } from 'zod/mini';

import { batchOutcomeSchema } from './crm';
import { membershipCardSchema, membershipSchema } from './schemas/member';
import { pageSchema } from './schemas/store';
import { textOrEmpty } from './schemas/text';
import { STORE_PAGE_SIZE } from './store';
import { request } from './transport';

/** A membership with its holder, as a customer of the organisation. */
const heldMembershipSchema = z.extend(membershipSchema, {
  customerName: textOrEmpty,
});
export type HeldMembership = z.output<typeof heldMembershipSchema>;

export function membershipsPage(keyword: string, page: number) {
  return request({
    method: 'POST',
    path: '/crm/memberships/batch-query',
    data: { page, size: STORE_PAGE_SIZE, ...(keyword ? { keyword } : {}) },
    schema: pageSchema(heldMembershipSchema),
  });
}

/** One membership as it is now (the edit form starts from it). */
export function membershipById(memberId: string) {
  return request({ path: `/crm/membership/${encodeURIComponent(memberId)}`, schema: heldMembershipSchema });
}

/** One card of the organisation: its name, §4 status and benefits. */
export function membershipCardById(id: string) {
  return request({ path: '/crm/membershipCard/get', query: { id }, schema: membershipCardSchema });
}

export function removeMembership(memberId: string) {
  return request({ method: 'POST', path: '/crm/membership/remove', data: { memberId }, schema: batchOutcomeSchema });
}

export function removeMemberships(memberIds: string[]) {
  return request({ method: 'POST', path: '/crm/membership/batchRemove', data: { memberIds }, schema: batchOutcomeSchema });
}

/** Moves the membership to another valid card of the organisation, keeping its code and end. */
export function setMembershipCard(memberId: string, cardId: string) {
  return request({ method: 'POST', path: '/crm/membership/card', data: { memberId, cardId }, schema: heldMembershipSchema, silent: true });
}

/** When the membership ends: a day `YYYY-MM-DD` (its last second, China time), or null for 长期有效. */
export function setMembershipEnd(memberId: string, endDay: string | null) {
  return request({
    method: 'PUT',
    path: `/crm/membership/membership/${encodeURIComponent(memberId)}`,
    data: { endDay },
    schema: heldMembershipSchema,
    silent: true,
  });
}
