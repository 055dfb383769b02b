/**
 * The member centre's calls (spec calls-and-errors.md §7): my memberships in the organisation
 * (/crm/membershipCard/membership/current-user), its cards and joining one, my VIP level and redeeming a VIP code.
 */
import { z } from 'zod/mini';

import { membershipCardSchema, membershipSchema, vipSchema } from './schemas/member';
import { request } from './transport';

export function myMemberships() {
  return request({
    method: 'POST',
    path: '/crm/membershipCard/membership/current-user',
    data: {},
    schema: z.array(membershipSchema),
  });
}

export function membershipCards() {
  return request({ path: '/crm/membershipCard/list', schema: z.array(membershipCardSchema) });
}

export function joinMembership(cardId: string) {
  return request({ method: 'POST', path: '/crm/membership/join', data: { cardId }, schema: membershipSchema });
}

export function vipOfUser(userId: string) {
  return request({ path: `/platform/vip/user/${encodeURIComponent(userId)}`, schema: vipSchema });
}

/** Silent: the redeem screen says why a code was refused (used, expired, unknown) beside the input. */
export function redeemVipCode(code: string) {
  return request({
    method: 'PUT',
    path: `/platform/vipCardCode/use/${encodeURIComponent(code)}`,
    data: {},
    schema: vipSchema,
    silent: true,
  });
}
