// Response schemas of the member centre's calls (spec calls-and-errors.md §7 "CRM" /crm/membership and
// /crm/membershipCard, "Platform" /platform/vip and /platform/vipCardCode; screens-data-rules.md §3 "Membership").
import { z } from 'zod/mini';

import { idSchema } from './session';

const text = z.pipe(
  z.nullish(z.string()),
  z.transform((v) => v ?? ''),
);

/** One of my memberships: the card, its §4 status (1 valid, 0 invalid), benefits and end. */
export const membershipSchema = z.looseObject({
  memberId: idSchema,
  code: text,
  memberCode: text,
  customerId: z.pipe(
    z.nullish(z.union([z.string(), z.number()])),
    z.transform((v) => (v == null ? '' : String(v))),
  ),
  cardId: idSchema,
  cardName: text,
  benefits: text,
  status: z.catch(z.number(), 0),
  expiresAt: z.pipe(
    z.nullish(z.string()),
    z.transform((v) => v ?? null),
  ),
  unlimited: z.catch(z.boolean(), false),
});
export type Membership = z.output<typeof membershipSchema>;

/** A membership card of the organisation; `joinable` when people may join it themselves. */
export const membershipCardSchema = z.looseObject({
  id: idSchema,
  cardName: text,
  status: z.catch(z.number(), 0),
  benefits: text,
  joinable: z.catch(z.boolean(), false),
});

/** The caller's VIP state; a redemption also says which card it gave. */
export const vipSchema = z.looseObject({
  level: z.pipe(
    z.nullish(z.string()),
    z.transform((v) => v ?? null),
  ),
  expiresAt: z.pipe(
    z.nullish(z.string()),
    z.transform((v) => v ?? null),
  ),
  active: z.catch(z.boolean(), false),
  cardId: z.pipe(
    z.nullish(z.string()),
    z.transform((v) => v ?? null),
  ),
});
