// The access-check flow, wired step by step (spec screens-data-rules.md §4 "Access-check flow", §6 guest rules):
// the rules are beforeUser / forGuest / effectiveRole; this function only orders the server questions between them.
// The questions are injected, so the whole flow is tested with tables of fake answers (no Taro, no network).
import { beforeUser, forGuest, whitelistKind, type AccessConfig, type ClientType, type Decision } from './access-decision';
import { effectiveRole, type Role } from './role';

export interface AccessQuestions {
  /** Step 1. Rejects when the config cannot be read (the caller shows its own error). */
  accessConfig(): Promise<AccessConfig>;
  /** Step 4: user info, loaded when missing. A failure is not a denial. */
  ensureUser(): Promise<unknown>;
  /** The caller's role codes in the app; null when the call failed. */
  myRoles(): Promise<readonly string[] | null>;
  /** The server's whitelist confirmation for the signed-in caller. */
  whitelisted(): Promise<boolean>;
  /** Names of the whitelist's cards (by ids) or goods (by skuCodes). */
  names(kind: 'MEMBER' | 'SKU', ids: readonly string[]): Promise<readonly string[]>;
  /** Create the access record (the platform adds a visitor without a role as GUEST). */
  record(): Promise<unknown>;
  /** Take the GUEST role explicitly. */
  takeGuestRole(): Promise<unknown>;
}

export interface AccessContext {
  clientType: ClientType;
  now: Date | number | string;
  hasToken: boolean;
  tenantId: string | null;
}

export type AccessOutcome = Decision & { role?: Role };

/**
 * Whether running the check can change what the caller may do in the app: only with a token does it create the
 * access record and possibly take the GUEST role (§4 step 6), after which the app's permissions differ. When it
 * cannot, what the app's index shows next (its detail and the caller's permissions) may be asked alongside the
 * check instead of after it.
 */
export const checkMayGrant = (ctx: Pick<AccessContext, 'hasToken'>): boolean => ctx.hasToken;

/** Runs §4 steps 1-6; never throws for a failing role, whitelist, name, record or grant call. */
export async function accessCheck(ask: AccessQuestions, ctx: AccessContext): Promise<AccessOutcome> {
  const config = await ask.accessConfig();
  const early = beforeUser(config, ctx);
  if (early.kind !== 'continue') return early;

  let role: Role = 'GUEST';
  let held: readonly string[] | null = null;
  if (ctx.hasToken) {
    await ask.ensureUser().catch(() => undefined);
    held = await ask.myRoles().catch(() => null);
    role = effectiveRole(held);
  }

  if (role === 'GUEST') {
    const kind = whitelistKind(config);
    let whitelisted = false;
    let names: readonly string[] = [];
    if (kind && config.ifPublic) {
      whitelisted = ctx.hasToken ? await ask.whitelisted().catch(() => false) : false;
      if (!whitelisted) {
        const ids = (kind === 'MEMBER' ? config.memberCardIds : config.ids) ?? [];
        names = await ask.names(kind, ids.map(String)).catch(() => []);
      }
    }
    const decision = forGuest(config, { tenantId: ctx.tenantId, whitelisted, names });
    if (decision.kind !== 'allow') return decision;
  }

  if (ctx.hasToken) {
    await ask.record().catch(() => undefined);
    // A signed-in visitor without any role becomes the app's GUEST (the role call answered, with nothing held).
    if (role === 'GUEST' && held !== null && held.length === 0) await ask.takeGuestRole().catch(() => undefined);
  }
  return { kind: 'allow', role };
}
