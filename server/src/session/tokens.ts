/** Platform session tokens: what the password, WeChat and mini-program logins hand out. */
import { eq } from 'drizzle-orm';

import { isMember, lastLogin, recordLogin, type User } from '../data/people.js';
import { apiTokens } from '../db/schema.js';
import { SESSION_TOKEN_PREFIX } from '../http/auth.js';
import { CLIENT_ID, issuerOf, type ServerContext } from '../http/context.js';
import { ApiError } from '../http/errors.js';
import { randomToken } from '../util.js';

export interface TokenResult {
  access_token: string;
  token_type: 'Bearer';
  expires_in: number;
  id_token: string;
  tid: string | null;
  userId: string;
}

/**
 * The organisation a new session works in: the requested one (which the user must belong to, else 403), otherwise
 * the last one the user signed into if still a member, otherwise none.
 */
export function pickLoginTenant(ctx: ServerContext, userId: string, requested: string | undefined): string | null {
  if (requested) {
    if (!isMember(ctx.db, userId, requested)) throw ApiError.foreignTenant();
    return requested;
  }
  const last = lastLogin(ctx.db, userId);
  return last && isMember(ctx.db, userId, last.tenantId) ? last.tenantId : null;
}

/** Id-token style claims of a user (also used by the identity provider). */
export function userClaims(user: User, tenantId: string | null): Record<string, unknown> {
  return {
    sub: user.id,
    name: user.nickname,
    nickname: user.nickname,
    preferred_username: user.username,
    picture: user.picture || undefined,
    gender: user.gender === 1 ? 'male' : user.gender === 2 ? 'female' : undefined,
    email: user.email || undefined,
    email_verified: !!user.email,
    phone_number: user.phone || undefined,
    phone_number_verified: !!user.phone,
    ...(tenantId ? { tid: tenantId } : {}),
  };
}

export async function issueSessionToken(
  ctx: ServerContext,
  user: User,
  tenantId: string | null,
  method: string,
): Promise<TokenResult> {
  const ttl = ctx.config.accessTokenTtlSeconds;
  const token = SESSION_TOKEN_PREFIX + randomToken();
  ctx.db
    .insert(apiTokens)
    .values({ token, userId: user.id, tenantId, method, expiresAt: ctx.clock.epochSeconds() + ttl, createdAt: ctx.clock.iso() })
    .run();
  if (tenantId) recordLogin(ctx.db, user.id, tenantId, method, ctx.clock.iso());
  const idToken = await ctx.keys.signIdToken(userClaims(user, tenantId), {
    issuer: issuerOf(ctx),
    audience: CLIENT_ID,
    expiresIn: ttl,
  });
  return { access_token: token, token_type: 'Bearer', expires_in: ttl, id_token: idToken, tid: tenantId, userId: user.id };
}

export function revokeSessionToken(ctx: ServerContext, token: string): void {
  ctx.db.delete(apiTokens).where(eq(apiTokens.token, token)).run();
}
