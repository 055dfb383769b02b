// Response schemas of the session and organisation calls (spec calls-and-errors.md §3, §7). Only the fields the
// app reads are required; the rest pass through (`z.looseObject`), so a server adding fields never breaks a screen.
import { z } from 'zod/mini';

/** Ids are opaque: the platform sends strings, older services numbers. */
export const idSchema = z.pipe(
  z.union([z.string().check(z.minLength(1)), z.number()]),
  z.transform((v) => String(v)),
);

/** Organisation (tenant): id, with the name and logo the screens show. */
export const organisationSchema = z.looseObject({
  id: idSchema,
  name: z.catch(z.string(), ''),
  logo: z.nullish(z.string()),
});
export type Organisation = z.infer<typeof organisationSchema>;

export const organisationListSchema = z.array(organisationSchema);

/** Last login: tenantId (null for a user who never entered an organisation). */
export const lastLoginSchema = z.pipe(
  z.nullable(z.looseObject({ tenantId: z.nullish(idSchema) })),
  z.transform((v) => ({ tenantId: v?.tenantId ?? null })),
);

/** User info: id, with the names the screens show (screens-data-rules.md §3 "User info: id"). */
export const userInfoSchema = z.looseObject({
  id: idSchema,
  username: z.nullish(z.string()),
  nickname: z.nullish(z.string()),
  picture: z.nullish(z.string()),
});
export type UserInfo = z.infer<typeof userInfoSchema>;

/**
 * A token result (the auth-code exchange, password, messaging-app and mobile logins, organisation switch):
 * access_token, id_token, optional refresh_token, and the tenant `tid` the tokens carry (null for none).
 */
export const tokenResultSchema = z.looseObject({
  access_token: z.string().check(z.minLength(1)),
  id_token: z.optional(z.string()),
  refresh_token: z.optional(z.string()),
  expires_in: z.optional(z.number()),
  tid: z.nullish(idSchema),
  userId: z.optional(idSchema),
});
export type TokenResult = z.infer<typeof tokenResultSchema>;
