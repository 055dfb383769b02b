/** Platform and organisation calls (spec calls-and-errors.md §7 "Platform and organisation"). */
import { z } from 'zod/mini';

import { organisationListSchema, organisationSchema } from './schemas/session';
import { request } from './transport';

/** GET /platform/joined-organizations. */
export function joinedOrganizations() {
  return request({ path: '/platform/joined-organizations', schema: organisationListSchema });
}

/** GET /platform/current-organization: the organisation the token works in, with the user's role there. */
export function currentOrganization() {
  return request({
    path: '/platform/current-organization',
    schema: z.extend(organisationSchema, { role: z.nullish(z.string()) }),
  });
}

const leaderSchema = z.pipe(
  z.union([z.boolean(), z.looseObject({ isLeader: z.boolean() })]),
  z.transform((v) => (typeof v === 'boolean' ? v : v.isLeader)),
);

/**
 * GET /platform/positions/users/{id}/is-leader. A swallowing wrapper (calls-and-errors.md §7 "Request layer"): any
 * failure resolves false, silently.
 */
export async function isLeader(userId: string): Promise<boolean> {
  try {
    return await request({
      path: `/platform/positions/users/${encodeURIComponent(userId)}/is-leader`,
      schema: leaderSchema,
      silent: true,
      loading: false,
    });
  } catch {
    return false;
  }
}
