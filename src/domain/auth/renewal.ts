// Spec calls-and-errors.md §4 "Re-authentication": a 401 on a normal call fetches a new credential silently, the
// queued calls are replayed once it arrives, one retry only. Which credential depends on how the user signed in;
// this is that choice, alone, so every path is tested as a table (test/unit/auth/renewal.test.ts).

/** How the session was opened: the identity provider (H5), the account login, the WeChat login. */
export type SignInMethod = 'provider' | 'platform' | 'wechat';

export const SIGN_IN_METHODS: readonly SignInMethod[] = ['provider', 'platform', 'wechat'];

export type RenewalPath =
  /** The native host hands over its new token. */
  | 'host'
  /** The identity provider's refresh-token exchange (its token endpoint, with tenant_id). */
  | 'provider-refresh'
  /** The platform's refresh credential (POST /auth/token/refresh, server/README.md "Renewing a platform session"). */
  | 'platform-refresh'
  /** A new wx.login code exchanged at /weixin/wx/user/login. */
  | 'wechat-code'
  /** No silent way back: the user signs in again. */
  | 'none';

export interface RenewalFacts {
  /** Running inside the native host app (it owns the token). */
  host: boolean;
  method: SignInMethod | null;
  refreshToken: string | null;
  /** The mini program, where wx.login gives a new code without the user. */
  miniProgram: boolean;
}

export function renewalPath({ host, method, refreshToken, miniProgram }: RenewalFacts): RenewalPath {
  if (host) return 'host';
  switch (method) {
    case 'wechat':
      // In the mini program a new code is always at hand. In WeChat's browser a new code needs the OAuth redirect
      // (not silent); an organisation session opened since carries the platform's credential.
      if (miniProgram) return 'wechat-code';
      return refreshToken ? 'platform-refresh' : 'none';
    case 'platform':
      return refreshToken ? 'platform-refresh' : 'none';
    case 'provider':
    case null:
      // A session stored before the method was (null) came from the provider: only its tokens had a refresh token.
      return refreshToken ? 'provider-refresh' : 'none';
  }
}
