/**
 * Sign-in (spec calls-and-errors.md §4 "Sign-in flow"):
 * 1. a code verifier (64) and state (16) from a cryptographic source; the verifier and state are stored;
 * 2. the browser goes to the provider's authorize endpoint (S256 challenge, scene, tenant_id, scope);
 * 3. on return the state is checked, code and state leave the address bar, the code is exchanged (success only
 *    with code "0" and an access token) and the Bearer value saved;
 * 4. the organisation list and the last login: the last tenant, when still joined, is entered by a refresh-token
 *    exchange with its tenant_id; otherwise the user selects an organisation.
 * Steps 1 to 3 are the H5's (provider-sign-in.h5.ts). The other ways in (the account login, the messaging-app login)
 * join at step 4 through `afterSignIn`.
 */
import { enterOrganisation } from './organisation';
import { takeRedirect } from './redirect';
import { joinedOrganisations, lastLogin, passwordLogin } from '../../api/auth';
import type { SignInMethod } from '../../domain/auth/renewal';
import { tenantAfterSignIn } from '../../domain/auth/tenant-choice';
import type { TokenSet } from '../../domain/auth/token-result';
import { useSession } from '../../stores/session';

export { LOGIN_REDIRECT_KEY, rememberRedirect, takeRedirect } from './redirect';

/** What follows a completed sign-in: the page to open. */
export type Next = { kind: 'home'; url: string } | { kind: 'select' };

/** What the login page does with the provider's answer (step 3). */
export type CallbackOutcome =
  | { kind: 'none' }
  | { kind: 'refused'; message: string }
  | { kind: 'signed-in'; next: Next };

/**
 * A fresh session from new tokens: the previous user's token, organisation and user are dropped (a viewId from a
 * shared link stays). The tenant follows the answer's tid, if it names one.
 */
export function beginSession(tokens: TokenSet, method: SignInMethod): void {
  const session = useSession.getState();
  session.startNewSession();
  session.setSignInMethod(method);
  session.setTokens(tokens);
}

/** Step 4: joined organisations and the last login decide between entering the last tenant and selecting one. */
export async function afterSignIn(): Promise<Next> {
  const [organisations, last] = await Promise.all([joinedOrganisations(), lastLogin()]);
  const choice = tenantAfterSignIn(organisations, last.tenantId);
  if (choice.kind === 'refresh') {
    const organisation = organisations.find((o) => o.id === choice.tenantId)!;
    await enterOrganisation(organisation);
    return { kind: 'home', url: takeRedirect() };
  }
  return { kind: 'select' };
}

/**
 * The client-credentials flow (calls-and-errors.md §4 "An alternative client-credentials flow obtains an
 * authorization code and stores it as the bearer value"): the account's credentials are exchanged for a platform
 * token, kept as authCode and as the bearer value. The mini program's account login.
 */
export async function credentialsSignIn(username: string, password: string): Promise<Next> {
  const tokens = await passwordLogin(username, password);
  beginSession(tokens, 'platform');
  useSession.getState().setAuthCode(tokens.accessToken);
  return afterSignIn();
}
