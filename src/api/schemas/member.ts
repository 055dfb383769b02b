// Response schemas of the member centre's calls (spec calls-and-errors.md §7 "CRM" /crm/membership and
// /crm/membershipCard, "Platform" /platform/vip and /platform/vipCardCode; screens-data-rules.md §3 "Membership").
import { z } from 'zod/mini';

import { idSchema } from './session';
import { textOrEmpty, textOrNull } from './text';

/** One of my memberships: the card, its §4 status (1 valid, 0 invalid), benefits and end. */
export const membershipSchema = z.looseObject({
  memberId: idSchema,
  code: textOrEmpty,
  memberCode: textOrEmpty,
  customerId: z.pipe(
    z.nullish(z.union([z.string(), z.number()])),
    z.transform((v) => (v == null ? '' : String(v))),
  ),
  cardId: idSchema,
  cardName: textOrEmpty,
  benefits: textOrEmpty,
  status: z.catch(z.number(), 0),
  expiresAt: textOrNull,
  unlimited: z.catch(z.boolean(), false),
});
export type Membership = z.output<typeof membershipSchema>;

/** A membership card of the organisation; `joinable` when people may join it themselves. */
export const membershipCardSchema = z.looseObject({
  id: idSchema,
  cardName: textOrEmpty,
  status: z.catch(z.number(), 0),
  benefits: textOrEmpty,
  joinable: z.catch(z.boolean(), false),
});

/** The caller's VIP state; a redemption also says which card it gave. */
export const vipSchema = z.looseObject({
  level: textOrNull,
  expiresAt: textOrNull,
  active: z.catch(z.boolean(), false),
  cardId: textOrNull,
});
