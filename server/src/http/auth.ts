/**
 * Bearer authentication and tenant resolution for /api.
 *
 * A bearer value is either a platform session token (password, WeChat, mini-program logins; table api_tokens) or an
 * access token of the identity provider (looked up with `provider.AccessToken.find`). Unknown or missing tokens are
 * HTTP 401 everywhere. An EXPIRED token is HTTP 200 with body code "4010" on the session services (paths under
 * /api/auth, /api/base, /api/admin, /api/weixin, /api/msg), where the platform sends it, and HTTP 401 elsewhere.
 *
 * A token's caller is kept while the database is unchanged (data/read-cache.ts): a revoked or signed-out token, a
 * locked or changed user are writes, so the next request reads them again; the expiry is checked on every request,
 * against the server clock, and an expired token is looked up again (so it answers exactly what a fresh lookup does).
 */
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';

import { requireProvider, type ServerContext } from './context.js';
import type { Caller } from '../data/caller.js';
import { findUser, isMember, membership } from '../data/people.js';
import { KeptReads } from '../data/read-cache.js';
import { apiTokens } from '../db/schema.js';
import { ApiError, MSG } from '../errors.js';
import { accessTokenExpiresAt } from '../oidc/adapter.js';

const SESSION_SERVICE_PREFIXES = ['/api/auth/', '/api/base/', '/api/admin/', '/api/weixin/', '/api/msg/'];


export const SESSION_TOKEN_PREFIX = 'wms_';

export function bearerOf(req: FastifyRequest): string | null {
  const header = req.headers.authorization;
  if (!header) return null;
  const value = header.replace(/^Bearer\s+/i, '').trim();
  return value && value.toLowerCase() !== 'bearer' && value !== 'null' && value !== 'undefined' ? value : null;
}

type Lookup = { caller: Caller } | { problem: 'invalid' | 'expired' };
/** A valid token's caller and when the token expires (server clock, epoch seconds; null: unknown, so not kept). */
type Found = { caller: Caller; expiresAt: number | null };

/** Callers by token. Shared by the requests of a token, so frozen: nothing may change a caller in place. */
const callers = new KeptReads<Found>(10_000);

function found(caller: Caller, expiresAt: number | null): Found {
  Object.freeze(caller.user);
  return { caller: Object.freeze(caller), expiresAt };
}

/** The token read from the database (and the identity provider's store): a caller, or why not. */
async function freshLookup(ctx: ServerContext, token: string): Promise<Found | { problem: 'invalid' | 'expired' }> {
  if (token.startsWith(SESSION_TOKEN_PREFIX)) {
    const row = ctx.db.select().from(apiTokens).where(eq(apiTokens.token, token)).get();
    if (!row) return { problem: 'invalid' };
    if (row.expiresAt <= ctx.clock.epochSeconds()) return { problem: 'expired' };
    const user = findUser(ctx.db, row.userId);
    if (!user) return { problem: 'invalid' };
    return found({ user, tokenTenantId: row.tenantId, via: 'session', token }, row.expiresAt);
  }
  const at = await (await requireProvider(ctx)).AccessToken.find(token, { ignoreExpiration: true });
  if (!at) return { problem: 'invalid' };
  // On the server clock, from the stored row (oidc/adapter.ts): the provider's own `isExpired` reads the real time.
  const expiresAt = accessTokenExpiresAt(ctx.db, token);
  if (expiresAt === null ? at.isExpired : expiresAt <= ctx.clock.epochSeconds()) return { problem: 'expired' };
  const user = findUser(ctx.db, at.accountId);
  if (!user) return { problem: 'invalid' };
  const tid = at.extra?.tid;
  return found({ user, tokenTenantId: typeof tid === 'string' ? tid : null, via: 'oidc', token, grantId: at.grantId }, expiresAt);
}

async function lookup(ctx: ServerContext, token: string): Promise<Lookup> {
  const kept = callers.lookup(ctx.db, token);
  const expiresAt = kept.value?.expiresAt;
  if (kept.value && expiresAt != null && expiresAt > ctx.clock.epochSeconds()) return { caller: kept.value.caller };
  const fresh = await freshLookup(ctx, token);
  if ('problem' in fresh) return fresh;
  // Without a stored expiry (never for a token the store holds) the provider's own clock decided: not kept.
  if (fresh.expiresAt !== null) callers.keepAt(ctx.db, kept.stamp, token, fresh);
  return { caller: fresh.caller };
}

function failure(req: FastifyRequest, problem: 'invalid' | 'expired'): ApiError {
  if (problem === 'expired') {
    const path = req.url.split('?')[0] ?? '';
    return SESSION_SERVICE_PREFIXES.some((p) => path.startsWith(p))
      ? ApiError.expired4010()
      : ApiError.unauthorized(MSG.tokenExpired);
  }
  return ApiError.unauthorized(MSG.tokenInvalid);
}

/** The signed-in caller; 401 (or "4010") otherwise. */
export async function requireCaller(ctx: ServerContext, req: FastifyRequest): Promise<Caller> {
  const token = bearerOf(req);
  if (!token) throw ApiError.unauthorized();
  const found = await lookup(ctx, token);
  if ('problem' in found) throw failure(req, found.problem);
  return found.caller;
}

/** The caller when a token is sent, null when none is. A bad or expired token is still an error. */
export async function optionalCaller(ctx: ServerContext, req: FastifyRequest): Promise<Caller | null> {
  const token = bearerOf(req);
  if (!token) return null;
  const found = await lookup(ctx, token);
  if ('problem' in found) throw failure(req, found.problem);
  return found.caller;
}

/** `tid` (or `tenantId`) named by the query or a JSON body, as the client adds it to payloads that lack it. */
export function requestedTenant(req: FastifyRequest): string | undefined {
  const pick = (source: unknown): string | undefined => {
    if (!source || typeof source !== 'object' || Array.isArray(source)) return undefined;
    const record = source as Record<string, unknown>;
    const value = record.tid ?? record.tenantId;
    return typeof value === 'string' || typeof value === 'number' ? String(value) : undefined;
  };
  const value = pick(req.query) ?? pick(req.body);
  return value && value !== 'null' && value !== 'undefined' ? value : undefined;
}

/**
 * The organisation a request works in: the token's `tid`; or, when the token has none, a `tid` in the query or body
 * that the user belongs to. Naming another organisation than the token's, or one the user does not belong to, is a
 * 403; no organisation at all is 403 TENANT_REQUIRED.
 */
export function tenantOf(ctx: ServerContext, caller: Caller, requested: string | undefined): string {
  const tenantId = caller.tokenTenantId ?? requested;
  if (!tenantId) throw ApiError.tenantRequired();
  if (requested && requested !== tenantId) throw ApiError.foreignTenant();
  if (!isMember(ctx.db, caller.user.id, tenantId)) throw ApiError.foreignTenant();
  return tenantId;
}

/** Same as tenantOf, but null instead of TENANT_REQUIRED when neither token nor payload names one. */
export function optionalTenantOf(ctx: ServerContext, caller: Caller, requested: string | undefined): string | null {
  if (!caller.tokenTenantId && !requested) return null;
  return tenantOf(ctx, caller, requested);
}

/** The signed-in caller and the organisation the call works in (tenantOf): what every tenant-scoped call starts with. */
export async function requireTenantCaller(ctx: ServerContext, req: FastifyRequest): Promise<{ caller: Caller; tenantId: string }> {
  const caller = await requireCaller(ctx, req);
  return { caller, tenantId: tenantOf(ctx, caller, requestedTenant(req)) };
}

/** 403 unless the caller is an admin of the organisation. */
export function requireOrgAdmin(ctx: ServerContext, caller: Caller, tenantId: string): void {
  if (membership(ctx.db, caller.user.id, tenantId)?.role !== 'ADMIN') throw ApiError.forbidden('仅组织管理员可执行该操作');
}
