/**
 * The provider sign-in's steps 1 to 3 (sign-in.ts), in the browser: the mini program never leaves for the provider's
 * authorize page (it signs in with WeChat or the account form) and its build carries none of this (provider-sign-in.ts).
 */
import { exchangeFailureText, tokenAnswerRefusalText } from './provider-answer';
import { afterSignIn, beginSession, type CallbackOutcome } from './sign-in';
import { exchangeCode, providerIssuer } from '../../api/auth';
import { config } from '../../config';
import { authorizeUrl, signInScene } from '../../domain/auth/authorize';
import { readCallback, withoutCallbackParams } from '../../domain/auth/callback';
import { newPkcePair } from '../../domain/auth/pkce';
import { checkTokenAnswer } from '../../domain/auth/token-answer';
import { fillText, SIGN_IN_TEXT } from '../../domain/messages';
import { currentAddress, leaveForUrl, replaceAddress } from '../../platform/browser';
import { codeChallenge } from '../../platform/challenge';
import { randomBytes } from '../../platform/random';
import { useSession } from '../../stores/session';

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
