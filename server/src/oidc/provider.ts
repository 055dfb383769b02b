/**
 * The identity provider (oidc-provider 9) mounted at /oidc. See docs/toolchain.md "Local platform server".
 *
 * - One public client `ware-mobile`: no client secret, PKCE S256, authorization_code + refresh_token, response type code.
 * - Authorize takes the spec's extra parameters `scene` (org | recent_org) and `tenant_id`. The organisation a grant
 *   works in (table grant_tenants) is `tenant_id` when the user belongs to it, else the last signed-in organisation
 *   for scene=recent_org, else none.
 * - The refresh_token grant takes `tenant_id` (form body): tokens of that exchange carry `tid` = tenant_id in the id
 *   token and the access token, and the grant then stays in that organisation. A tenant the user does not belong to
 *   is refused with invalid_grant from findAccount, which runs before the refresh token is rotated, so the presented
 *   refresh token stays usable.
 * - Refresh tokens are always issued (no offline_access scope needed) and rotate on every use.
 */
import { eq } from 'drizzle-orm';
import Provider, { errors, type Account, type BaseTokenModel, type KoaContextWithOIDC } from 'oidc-provider';

import { createSqliteAdapter } from './adapter.js';
import { errorPage, logoutPage, postLogoutPage } from './pages.js';
import { findUser, isMember, lastLogin, recordLogin } from '../data/people.js';
import { grantTenants } from '../db/schema.js';
import { CLIENT_ID, postLogoutRedirectUris, redirectUris, SCOPE, type ServerContext } from '../http/context.js';
import { userClaims } from '../session/tokens.js';

const SCENES = new Set(['org', 'recent_org']);

const asString = (value: unknown): string | undefined =>
  (typeof value === 'string' || typeof value === 'number') && String(value).trim() !== '' ? String(value) : undefined;

export function createProvider(ctx: ServerContext, issuer: string): Provider {
  const { db, config } = ctx;

  const grantTenant = (grantId: string | undefined): string | undefined =>
    grantId ? db.select().from(grantTenants).where(eq(grantTenants.grantId, grantId)).get()?.tenantId : undefined;

  const setGrantTenant = (grantId: string, tenantId: string | null) => {
    if (tenantId) {
      db.insert(grantTenants)
        .values({ grantId, tenantId })
        .onConflictDoUpdate({ target: grantTenants.grantId, set: { tenantId } })
        .run();
    } else {
      db.delete(grantTenants).where(eq(grantTenants.grantId, grantId)).run();
    }
  };

  /** tenant_id of a refresh_token exchange (only in the form body: it is not a grant parameter). */
  const refreshTenant = (kctx: KoaContextWithOIDC | undefined): string | undefined => {
    const oidc = kctx?.oidc;
    if (oidc?.route !== 'token') return undefined;
    const body = oidc.body ?? {};
    return body.grant_type === 'refresh_token' ? asString(body.tenant_id) : undefined;
  };

  const tenantFor = (kctx: KoaContextWithOIDC | undefined, token: Partial<BaseTokenModel> | undefined) => {
    const fromExtra = asString(token?.extra?.tid);
    return fromExtra ?? refreshTenant(kctx) ?? grantTenant(token?.grantId ?? kctx?.oidc?.entities.Grant?.jti);
  };

  async function findAccount(kctx: KoaContextWithOIDC, sub: string, token?: BaseTokenModel): Promise<Account | undefined> {
    const user = findUser(db, sub);
    if (!user) return undefined;
    const requested = refreshTenant(kctx);
    if (requested && !isMember(db, user.id, requested)) {
      throw new errors.CustomOIDCProviderError('invalid_grant', '用户不属于该组织 (tenant_id)');
    }
    return {
      accountId: user.id,
      claims: () => userClaims(user, tenantFor(kctx, token) ?? null) as Record<string, unknown>,
    };
  }

  async function loadExistingGrant(kctx: KoaContextWithOIDC) {
    const oidc = kctx.oidc;
    const clientId = oidc.client!.clientId;
    const accountId = oidc.session!.accountId!;
    const grantId = oidc.result?.consent?.grantId ?? oidc.session!.grantIdFor(clientId);
    let grant = grantId ? await oidc.provider.Grant.find(grantId) : undefined;
    if (!grant || grant.accountId !== accountId) grant = new oidc.provider.Grant({ accountId, clientId });
    // First-party client: the requested scopes are granted without a consent screen.
    grant.addOIDCScope(asString(oidc.params?.scope) ?? SCOPE);
    await grant.save();

    const params = oidc.params ?? {};
    const requested = asString(params.tenant_id);
    let tenantId: string | null = null;
    if (requested && isMember(db, accountId, requested)) tenantId = requested;
    else if (params.scene === 'recent_org') {
      const last = lastLogin(db, accountId);
      if (last && isMember(db, accountId, last.tenantId)) tenantId = last.tenantId;
    }
    setGrantTenant(grant.jti, tenantId);
    return grant;
  }

  const provider = new Provider(issuer, {
    adapter: createSqliteAdapter(db, ctx.clock),
    clients: [
      {
        client_id: CLIENT_ID,
        client_name: 'Ware Mobile',
        application_type: 'web',
        token_endpoint_auth_method: 'none',
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        redirect_uris: redirectUris(ctx),
        post_logout_redirect_uris: postLogoutRedirectUris(ctx),
      },
    ],
    jwks: ctx.keys.jwks,
    cookies: { keys: ctx.keys.cookieKeys },
    scopes: ['openid', 'offline_access', 'profile', 'email', 'phone'],
    claims: {
      openid: ['sub', 'tid'],
      profile: ['name', 'nickname', 'preferred_username', 'picture', 'gender'],
      email: ['email', 'email_verified'],
      phone: ['phone_number', 'phone_number_verified'],
    },
    // Put the profile claims (and tid) in the id token of the code flow too: the client reads them from there.
    conformIdTokenClaims: false,
    extraParams: {
      scene(_kctx: KoaContextWithOIDC, value: unknown) {
        if (value !== undefined && !SCENES.has(String(value))) {
          throw new errors.InvalidRequest('scene must be org or recent_org');
        }
      },
      tenant_id(_kctx: KoaContextWithOIDC, value: unknown) {
        if (value !== undefined && !/^[\w-]{1,64}$/.test(String(value))) {
          throw new errors.InvalidRequest('tenant_id is malformed');
        }
      },
    },
    features: {
      devInteractions: { enabled: false },
      // A public client may revoke its own tokens.
      revocation: { enabled: true, allowedPolicy: async (_k: unknown, client: { clientId: string }, token: { clientId: string }) => token.clientId === client.clientId },
      userinfo: { enabled: true },
      rpInitiatedLogout: { enabled: true, logoutSource: logoutPage, postLogoutSuccessSource: postLogoutPage },
    },
    interactions: { url: (_kctx: unknown, interaction: { uid: string }) => `/oidc/interaction/${interaction.uid}` },
    findAccount,
    loadExistingGrant,
    issueRefreshToken: async (_kctx: unknown, client: { grantTypeAllowed(t: string): boolean }) =>
      client.grantTypeAllowed('refresh_token'),
    expiresWithSession: async () => false,
    rotateRefreshToken: true,
    extraTokenClaims: async (kctx: KoaContextWithOIDC | undefined, token: BaseTokenModel) => {
      const tid = refreshTenant(kctx) ?? grantTenant(token.grantId);
      return tid ? { tid } : undefined;
    },
    pkce: { required: () => true },
    clientBasedCORS: () => true,
    renderError: errorPage,
    ttl: {
      AccessToken: config.accessTokenTtlSeconds,
      IdToken: config.accessTokenTtlSeconds,
      AuthorizationCode: 120,
      RefreshToken: 14 * 24 * 3600,
      Interaction: 3600,
      Session: 14 * 24 * 3600,
      Grant: 14 * 24 * 3600,
    },
  });

  // Whenever a tenant-scoped access token is issued: the grant now works in that organisation, and the login log
  // (`/auth/my-recent-login-log`) records it.
  provider.on('access_token.saved', (token: BaseTokenModel) => {
    const tid = asString(token.extra?.tid);
    if (!tid) return;
    setGrantTenant(token.grantId, tid);
    recordLogin(db, token.accountId, tid, 'oidc', ctx.clock.iso());
  });
  provider.on('server_error', (_kctx: unknown, error: Error) => ctx.log(`oidc server_error: ${error.stack ?? error.message}`));

  return provider;
}
