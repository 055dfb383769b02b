/**
 * Platform session tokens: what the password, WeChat and mini-program logins hand out; and the refresh credentials
 * the account login and organisation sessions come with (server/README.md "Renewing a platform session").
 */
import { createHash } from 'node:crypto';

import { and, eq, isNull } from 'drizzle-orm';

import { findUser, isMember, lastLogin, recordLogin, type User } from '../data/people.js';
import { apiTokens, sessionRefreshTokens } from '../db/schema.js';
import { ApiError } from '../errors.js';
import { SESSION_TOKEN_PREFIX } from '../http/auth.js';
import { CLIENT_ID, issuerOf, type ServerContext } from '../http/context.js';
import { randomToken } from '../util.js';

export interface TokenResult {
  access_token: string;
  token_type: 'Bearer';
  expires_in: number;
  id_token: string;
  tid: string | null;
  userId: string;
  /** Only with a refresh credential (account login, organisation sessions, their renewals). */
  refresh_token?: string;
}

/** How a platform refresh credential starts: told apart from the identity provider's at a glance (and in logs). */
export const REFRESH_TOKEN_PREFIX = 'wmr_';
/** A refresh credential's lifetime; each renewal issues a successor with a new one (a session used monthly lives). */
export const REFRESH_TOKEN_TTL_SECONDS = 30 * 24 * 3600;

const hashOf = (credential: string) => createHash('sha256').update(credential).digest('hex');

/** A new refresh credential in `family` (a new family for a sign-in); only its hash is stored. */
function issueRefreshToken(ctx: ServerContext, userId: string, tenantId: string | null, method: string, family: string): string {
  const credential = REFRESH_TOKEN_PREFIX + randomToken();
  ctx.db
    .insert(sessionRefreshTokens)
    .values({
      hash: hashOf(credential),
      family,
      userId,
      tenantId,
      method,
      expiresAt: ctx.clock.epochSeconds() + REFRESH_TOKEN_TTL_SECONDS,
      createdAt: ctx.clock.iso(),
    })
    .run();
  return credential;
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
  /** Issue a refresh credential too: in a new family (`true`), or as the successor in a renewal's family. */
  refresh: boolean | { family: string } = false,
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
  const result: TokenResult = { access_token: token, token_type: 'Bearer', expires_in: ttl, id_token: idToken, tid: tenantId, userId: user.id };
  if (refresh) {
    const family = refresh === true ? randomToken() : refresh.family;
    result.refresh_token = issueRefreshToken(ctx, user.id, tenantId, method, family);
  }
  return result;
}

const REFRESH_REFUSED = {
  unknown: '刷新凭证无效,请重新登录',
  reused: '刷新凭证已被使用,请重新登录',
  expired: '刷新凭证已过期,请重新登录',
} as const;

/**
 * Renews a platform session with its refresh credential: a new session token and a successor credential, the
 * presented one marked used. A used credential presented again ends its whole family (a copy is being replayed:
 * neither holder keeps a way back). The organisation is the credential's unless `tenantId` asks for another one
 * the user belongs to; a membership that ended since leaves the session without one. Every refusal is a 401.
 */
export async function renewSessionToken(ctx: ServerContext, credential: string, tenantId?: string): Promise<TokenResult> {
  const { db } = ctx;
  const row = db.select().from(sessionRefreshTokens).where(eq(sessionRefreshTokens.hash, hashOf(credential))).get();
  if (!row) throw ApiError.unauthorized(REFRESH_REFUSED.unknown);
  if (row.usedAt) {
    db.delete(sessionRefreshTokens).where(eq(sessionRefreshTokens.family, row.family)).run();
    throw ApiError.unauthorized(REFRESH_REFUSED.reused);
  }
  if (row.expiresAt <= ctx.clock.epochSeconds()) {
    db.delete(sessionRefreshTokens).where(eq(sessionRefreshTokens.family, row.family)).run();
    throw ApiError.unauthorized(REFRESH_REFUSED.expired);
  }
  const user = findUser(db, row.userId);
  if (!user) throw ApiError.unauthorized(REFRESH_REFUSED.unknown);
  const tenant = tenantId
    ? pickLoginTenant(ctx, user.id, tenantId)
    : row.tenantId && isMember(db, user.id, row.tenantId)
      ? row.tenantId
      : null;
  // Marked used only if nobody else did meanwhile: two renewals with one credential, the second is a reuse.
  const marked = db
    .update(sessionRefreshTokens)
    .set({ usedAt: ctx.clock.iso() })
    .where(and(eq(sessionRefreshTokens.hash, row.hash), isNull(sessionRefreshTokens.usedAt)))
    .run();
  if (marked.changes !== 1) throw ApiError.unauthorized(REFRESH_REFUSED.reused);
  return issueSessionToken(ctx, user, tenant, row.method, { family: row.family });
}

/** Ends the family of a platform refresh credential (logout); an unknown one is nothing to end. */
export function revokeRefreshFamily(ctx: ServerContext, credential: string): void {
  const row = ctx.db.select().from(sessionRefreshTokens).where(eq(sessionRefreshTokens.hash, hashOf(credential))).get();
  if (row) ctx.db.delete(sessionRefreshTokens).where(eq(sessionRefreshTokens.family, row.family)).run();
}

export function revokeSessionToken(ctx: ServerContext, token: string): void {
  ctx.db.delete(apiTokens).where(eq(apiTokens.token, token)).run();
}
