/**
 * Sign-in (spec calls-and-errors.md §4 "Sign-in flow"):
 * 1. a code verifier (64) and state (16) from a cryptographic source; the verifier and state are stored;
 * 2. the browser goes to the provider's authorize endpoint (S256 challenge, scene, tenant_id, scope);
 * 3. on return the state is checked, code and state leave the address bar, the code is exchanged (success only
 *    with code "0" and an access token) and the Bearer value saved;
 * 4. the organisation list and the last login: the last tenant, when still joined, is entered by a refresh-token
 *    exchange with its tenant_id; otherwise the user selects an organisation.
 * The other ways in (the account login, the messaging-app login) join at step 4 through `afterSignIn`.
 */
import { enterOrganisation } from './organisation';
import { exchangeFailureText, tokenAnswerRefusalText } from './provider-answer';
import { takeRedirect } from './redirect';
import { exchangeCode, joinedOrganisations, lastLogin, passwordLogin, providerIssuer } from '../../api/auth';
import { config } from '../../config';
import { authorizeUrl, signInScene } from '../../domain/auth/authorize';
import { readCallback, withoutCallbackParams } from '../../domain/auth/callback';
import { newPkcePair } from '../../domain/auth/pkce';
import type { SignInMethod } from '../../domain/auth/renewal';
import { tenantAfterSignIn } from '../../domain/auth/tenant-choice';
import { checkTokenAnswer } from '../../domain/auth/token-answer';
import type { TokenSet } from '../../domain/auth/token-result';
import { fillText, SIGN_IN_TEXT } from '../../domain/messages';
import { currentAddress, leaveForUrl, replaceAddress } from '../../platform/browser';
import { codeChallenge } from '../../platform/challenge';
import { randomBytes } from '../../platform/random';
import { useSession } from '../../stores/session';

export { LOGIN_REDIRECT_KEY, rememberRedirect, takeRedirect } from './redirect';

/** Step 1 and 2: new PKCE values, then off to the provider. Rejects when no random source or browser exists. */
export async function startProviderSignIn(): Promise<void> {
  const { codeVerifier, state } = await newPkcePair(randomBytes);
  const challenge = await codeChallenge(codeVerifier);
  useSession.getState().setPkce({ codeVerifier, state });
  const tenantId = useSession.getState().tenantId;
  leaveForUrl(
    authorizeUrl({
      endpoint: config.oidc().authorize,
      clientId: config.clientId,
      redirectUri: config.redirectUri(),
      state,
      codeChallenge: challenge,
      scene: signInScene(tenantId),
      tenantId,
    }),
  );
}

/** What follows a completed sign-in: the page to open. */
export type Next = { kind: 'home'; url: string } | { kind: 'select' };

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

/** The configured issuer when it is absolute; otherwise the platform's (GET /auth/clients/pub). */
function expectedIssuer(): Promise<string> {
  return /^https?:\/\//i.test(config.oidcIssuer) ? Promise.resolve(config.issuer()) : providerIssuer();
}

/** Step 3 on the login page: reads the provider's answer in `query` (Taro's page params). */
export async function completeProviderSignIn(query: Readonly<Record<string, string | undefined>>): Promise<CallbackOutcome> {
  const session = useSession.getState();
  if (readCallback(query, session.state).kind === 'none') return { kind: 'none' };
  // The issuer every answer must name: the one configured, or (a relative default) the one the platform announces.
  // Unknown, nothing can be checked: the sign-in fails closed, and the address keeps the answer for a retry.
  const issuer = await expectedIssuer().catch((error: unknown) => {
    console.warn('[login] the provider issuer could not be read', error);
    return null;
  });
  if (!issuer) return { kind: 'refused', message: SIGN_IN_TEXT.signInFailed };
  const result = readCallback(query, session.state, issuer);
  if (result.kind === 'none') return { kind: 'none' };
  // The code and state leave the address bar whatever happens next: a reload must not replay them. The PKCE values
  // go too: the same callback again (back, reload, a replayed link) has no state to match.
  replaceAddress(withoutCallbackParams(currentAddress()));
  const codeVerifier = session.codeVerifier;
  const state = session.state;
  session.setPkce(null);
  if (result.kind === 'state-mismatch' || !codeVerifier || !state) return { kind: 'refused', message: SIGN_IN_TEXT.stateMismatch };
  if (result.kind === 'issuer-mismatch') return { kind: 'refused', message: SIGN_IN_TEXT.issuerMismatch };
  if (result.kind === 'error') {
    return { kind: 'refused', message: fillText(SIGN_IN_TEXT.providerRefused, result.description || result.error) };
  }
  let body: unknown;
  try {
    body = await exchangeCode({ code: result.code, codeVerifier, state });
  } catch (error) {
    console.warn('[login] the code exchange failed', error);
    return { kind: 'refused', message: exchangeFailureText(error) };
  }
  // Checked before anything is stored: a refused answer leaves the session as it was.
  const answer = checkTokenAnswer(body, { issuer, clientId: config.clientId, now: Math.floor(Date.now() / 1000) });
  if (answer.kind === 'refused') return { kind: 'refused', message: tokenAnswerRefusalText(answer.reason) };
  beginSession(answer.tokens, 'provider');
  return { kind: 'signed-in', next: await afterSignIn() };
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
