// Response schemas of the member centre's calls (spec calls-and-errors.md §7 "CRM" /crm/membership and
// /crm/membershipCard, "Platform" /platform/vip and /platform/vipCardCode; screens-data-rules.md §3 "Membership").
import { z } from 'zod';

import { idSchema } from './session';

const text = z.string().nullish().transform((v) => v ?? '');

/** One of my memberships: the card, its §4 status (1 valid, 0 invalid), benefits and end. */
export const membershipSchema = z.looseObject({
  memberId: idSchema,
  code: text,
  memberCode: text,
  customerId: z.union([z.string(), z.number()]).nullish().transform((v) => (v == null ? '' : String(v))),
  cardId: idSchema,
  cardName: text,
  benefits: text,
  status: z.number().catch(0),
  expiresAt: z.string().nullish().transform((v) => v ?? null),
  unlimited: z.boolean().catch(false),
});
export type Membership = z.output<typeof membershipSchema>;

/** A membership card of the organisation; `joinable` when people may join it themselves. */
export const membershipCardSchema = z.looseObject({
  id: idSchema,
  cardName: text,
  status: z.number().catch(0),
  benefits: text,
  joinable: z.boolean().catch(false),
});

/** The caller's VIP state; a redemption also says which card it gave. */
export const vipSchema = z.looseObject({
  level: z.string().nullish().transform((v) => v ?? null),
  expiresAt: z.string().nullish().transform((v) => v ?? null),
  active: z.boolean().catch(false),
  cardId: z.string().nullish().transform((v) => v ?? null),
});
