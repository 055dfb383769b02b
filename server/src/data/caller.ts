/**
 * Who calls: the signed-in user behind a request and the token that proved it. http/auth.ts finds it from the
 * request; the data rules read it (permissions, the caller's own records) without knowing about requests.
 */
import type { User } from './people.js';

export interface Caller {
  user: User;
  /** The organisation the token was issued for (`tid`), if any. */
  tokenTenantId: string | null;
  via: 'session' | 'oidc';
  token: string;
  /** Identity-provider grant behind an OIDC access token. */
  grantId?: string;
}
