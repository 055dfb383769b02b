// The access-check flow when an application is opened (spec screens-data-rules.md §4 "Access-check flow", §6
// guest rules, §8 messages, §9 tenant 666). The flow needs server data between its steps, so it is split where
// the caller must fetch: first `beforeUser`, then (for a GUEST) `forGuest` with what the guest rules need.
import {
  ACCESS_DENIED,
  cardWhitelistDescription,
  goodsWhitelistDescription,
  NAME_SEPARATOR,
  openTimeDescription,
} from './messages';

/** App access config (spec §3), as far as the flow reads it. */
export interface AccessConfig {
  clientTypes?: readonly string[] | null;
  closingAccess?: boolean | null;
  timeInterval?: { startAt?: string | number | null; endAt?: string | number | null } | null;
  needAuth?: boolean | null;
  /** Guests may visit (guest mode on). */
  ifPublic?: boolean | null;
  onlySupportOrganization?: boolean | null;
  onlyWhiteList?: boolean | null;
  whiteListTypes?: readonly string[] | string | null;
  memberCardIds?: readonly (string | number)[] | null;
  /** Goods codes (skuCodes) of the goods whitelist. */
  ids?: readonly (string | number)[] | null;
  accessDeniedMessage?: string | null;
}

interface Denial {
  title: string;
  description?: string;
  /** The enterprise-only rule asks the caller to remember the current page (so the user can come back). */
  rememberPage?: boolean;
  /** The goods whitelist: buying one of its goods opens the app, so the page may offer them. */
  buyGoods?: boolean;
}

export type Decision = { kind: 'allow' } | { kind: 'login' } | { kind: 'deny'; denial: Denial };
export type StepDecision = Decision | { kind: 'continue' };

export type ClientType = 'H5' | 'WEAPP';

/** Tenant id 666 counts as no enterprise identity (spec §9). */
const NO_ENTERPRISE_TENANT = '666';

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * The local calendar day of a date value as `YYYY-MM-DD` (which sorts as the days do), or null when it names none.
 * A date written as text is read by its numbers (`2026-11-22 08:00`, `2026/11/22`), so no engine's parsing of a
 * space-separated time decides it; an instant (a number, a Date, ISO with a zone) by its local day. Not dayjs: this
 * rule runs on the shared link's first screen, whose bytes every visitor pays.
 */
function localDay(value: Date | number | string): string | null {
  const written = typeof value === 'string' ? /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})(?![\dT])/.exec(value.trim()) : null;
  if (written) return `${written[1]}-${pad(Number(written[2]))}-${pad(Number(written[3]))}`;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}
const deny = (denial: Denial): Decision => ({ kind: 'deny', denial });

/** Steps 2 and 3: client type, closed access, the open window (whole days), then needAuth without a token. */
export function beforeUser(
  config: AccessConfig,
  ctx: { clientType: ClientType; now: Date | number | string; hasToken: boolean },
): StepDecision {
  if (Array.isArray(config.clientTypes) && !config.clientTypes.includes(ctx.clientType)) {
    return deny({ ...ACCESS_DENIED.clientUnsupported });
  }
  // The administrator's own words for a closed app (accessDeniedMessage, e.g. 应用维护中) replace the spec's generic
  // description; the title stays the spec's, so the user always reads why first.
  if (config.closingAccess) {
    const own = config.accessDeniedMessage?.trim();
    return deny({ ...ACCESS_DENIED.closed, ...(own ? { description: own } : {}) });
  }

  const { startAt, endAt } = config.timeInterval ?? {};
  if (startAt || endAt) {
    const today = localDay(ctx.now) ?? '';
    const start = startAt ? localDay(startAt) : null;
    const end = endAt ? localDay(endAt) : null;
    const description = openTimeDescription(start ?? '', end ?? '');
    if (start && today < start) return deny({ ...ACCESS_DENIED.windowNotStarted, description });
    if (end && today > end) return deny({ ...ACCESS_DENIED.windowEnded, description });
  }

  if (config.needAuth && !ctx.hasToken) return { kind: 'login' };
  return { kind: 'continue' };
}

/** Which whitelist applies, if any. */
export function whitelistKind(config: AccessConfig): 'MEMBER' | 'SKU' | null {
  if (!config.onlyWhiteList) return null;
  const types = typeof config.whiteListTypes === 'string' ? [config.whiteListTypes] : (config.whiteListTypes ?? []);
  if (types.includes('MEMBER')) return 'MEMBER';
  if (types.includes('SKU')) return 'SKU';
  return null;
}

export interface GuestFacts {
  /** The user's current tenant, if any. */
  tenantId?: string | number | null;
  /** The server's whitelist confirmation: the guest holds one of the cards or bought one of the goods. */
  whitelisted?: boolean;
  /** Names of the whitelist's membership cards (looked up by ids) or goods (looked up by skuCodes). */
  names?: readonly string[];
}

/** Step 5, for a GUEST: the guest rule, then enterprise-only, then the whitelist. */
export function forGuest(config: AccessConfig, facts: GuestFacts): Decision {
  if (!config.ifPublic) return deny({ ...ACCESS_DENIED.guestModeOff });

  if (config.onlySupportOrganization) {
    const tenant = facts.tenantId === null || facts.tenantId === undefined ? '' : String(facts.tenantId);
    if (tenant === '' || tenant === NO_ENTERPRISE_TENANT) {
      return deny({ ...ACCESS_DENIED.enterpriseOnly, rememberPage: true });
    }
  }

  const kind = whitelistKind(config);
  if (kind && !facts.whitelisted) {
    const names = (facts.names ?? []).join(NAME_SEPARATOR);
    const description = kind === 'MEMBER' ? cardWhitelistDescription(names) : goodsWhitelistDescription(names);
    return deny({ ...ACCESS_DENIED.whitelist, description, ...(kind === 'SKU' ? { buyGoods: true } : {}) });
  }
  return { kind: 'allow' };
}
