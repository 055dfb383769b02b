/**
 * A hostile or broken identity provider is refused on the login page (RFC 9700 and the OpenID RP conformance tests'
 * attacks): each answer shows its own Chinese sentence, stores no token, and goes nowhere by itself (no loop back to
 * the provider, no navigation); the 重新登录 button is the user's way on.
 */
import { render, screen, waitFor } from '@testing-library/react';

import { config } from '../../../src/config';
import { fillText, SIGN_IN_TEXT } from '../../../src/domain/messages';
import Login from '../../../src/features/session/LoginScreen';
import { storage } from '../../../src/platform/storage';
import { useSession } from '../../../src/stores/session';
import { setUpSignInWorld } from '../support/sign-in-screens';
import { harness } from '../support/taro';

jest.mock('@tarojs/taro', () => jest.requireActual<typeof import('../support/taro')>('../support/taro').taroFactory());

const platform = setUpSignInWorld();
const STATE = 'S'.repeat(16);
const b64 = (v: unknown) => Buffer.from(JSON.stringify(v)).toString('base64url');
const now = () => Math.floor(Date.now() / 1000);
const idToken = (claims: Record<string, unknown> = {}, alg = 'RS256') =>
  `${b64({ alg })}.${b64({ iss: config.issuer(), aud: config.clientId, sub: '10003', exp: now() + 3600, ...claims })}.${alg === 'none' ? '' : 'c2ln'}`;

/** The exchange's next answer: the platform's envelope around these token fields. */
function exchangeAnswers(fields: Record<string, unknown>) {
  const tokens = platform().issue(null);
  platform().scripted.set('/admin/oauth/token', [
    { status: 200, body: { code: '0', message: 'success', data: { ...tokens, id_token: idToken(), ...fields } } },
  ]);
}

/** The platform names its provider's issuer (GET /auth/clients/pub), as each callback reads it. */
function announceIssuer(times = 1) {
  const answer = { status: 200, body: { code: 0, message: 'success', data: { clientId: config.clientId, issuer: config.issuer() } } };
  platform().scripted.set('/auth/clients/pub', Array.from({ length: times }, () => answer));
}

function back(query: Record<string, string>) {
  announceIssuer(2);
  useSession.getState().setPkce({ codeVerifier: 'v'.repeat(64), state: STATE });
  harness.query = query;
  return render(<Login />);
}
const callback = (extra: Record<string, string> = {}) => ({ code: 'good-code', state: STATE, iss: encodeURIComponent(config.issuer()), ...extra });

/** Nothing of a session was kept, and the page stayed where it is. */
function nothingStoredNowhereGone() {
  const session = useSession.getState();
  expect([session.token, session.refreshToken, session.idToken, session.signInMethod]).toEqual([null, null, null, null]);
  expect([storage.get('token'), storage.get('refreshToken'), storage.get('id_token')]).toEqual([undefined, undefined, undefined]);
  // The PKCE values are gone: the same callback again cannot be accepted.
  expect([session.codeVerifier, session.state]).toEqual([null, null]);
  for (const nav of ['navigateTo', 'redirectTo', 'reLaunch']) expect(harness.mocks[nav]).not.toHaveBeenCalled();
  expect(screen.getByText(SIGN_IN_TEXT.retry)).toBeTruthy();
}

describe('the authorization response', () => {
  it('a wrong state: refused, the code never exchanged', async () => {
    back(callback({ state: 'X'.repeat(16) }));
    expect(await screen.findByText(SIGN_IN_TEXT.stateMismatch)).toBeTruthy();
    expect(platform().calls('/admin/oauth/token')).toHaveLength(0);
    nothingStoredNowhereGone();
  });

  it('an iss other than the configured issuer (RFC 9207 mix-up): refused, the code never exchanged', async () => {
    back(callback({ iss: encodeURIComponent('https://evil.example/oidc') }));
    expect(await screen.findByText(SIGN_IN_TEXT.issuerMismatch)).toBeTruthy();
    expect(platform().calls('/admin/oauth/token')).toHaveLength(0);
    nothingStoredNowhereGone();
  });

  it('no iss at all: refused the same way', async () => {
    back({ code: 'good-code', state: STATE });
    expect(await screen.findByText(SIGN_IN_TEXT.issuerMismatch)).toBeTruthy();
    expect(platform().calls('/admin/oauth/token')).toHaveLength(0);
  });

  it('error=access_denied with a description: the provider’s reason, in the page’s sentence', async () => {
    back({ error: 'access_denied', error_description: encodeURIComponent('用户拒绝了授权'), state: STATE, iss: encodeURIComponent(config.issuer()) });
    expect(await screen.findByText(fillText(SIGN_IN_TEXT.providerRefused, '用户拒绝了授权'))).toBeTruthy();
    expect(platform().calls('/admin/oauth/token')).toHaveLength(0);
    nothingStoredNowhereGone();
  });

  it('a replayed code the token endpoint refuses (invalid_grant): refused with its own sentence', async () => {
    back(callback({ code: 'used-code' }));
    expect(await screen.findByText(SIGN_IN_TEXT.codeRejected)).toBeTruthy();
    expect(platform().calls('/admin/oauth/token')).toHaveLength(1);
    nothingStoredNowhereGone();
  });

  it('the same callback again after a sign-in (back, reload): refused without a second exchange', async () => {
    exchangeAnswers({});
    const first = back(callback());
    await waitFor(() => expect(useSession.getState().token).toMatch(/^Bearer at-/));
    first.unmount();
    harness.query = callback();
    render(<Login />);
    expect(await screen.findByText(SIGN_IN_TEXT.stateMismatch)).toBeTruthy();
    expect(platform().calls('/admin/oauth/token')).toHaveLength(1);
  });
});

it('an issuer the platform cannot name: the sign-in fails closed, nothing exchanged or stored', async () => {
  useSession.getState().setPkce({ codeVerifier: 'v'.repeat(64), state: STATE });
  harness.query = callback();
  platform().scripted.set('/auth/clients/pub', [{ status: 500, body: { code: 500, message: '服务器繁忙', data: null } }]);
  render(<Login />);
  expect(await screen.findByText(SIGN_IN_TEXT.signInFailed)).toBeTruthy();
  expect(platform().calls('/admin/oauth/token')).toHaveLength(0);
  expect(useSession.getState().token).toBeNull();
});

describe('the token answer', () => {
  it.each([
    ['without access_token', { access_token: undefined }, SIGN_IN_TEXT.exchangeFailed],
    ['with token_type other than Bearer', { token_type: 'DPoP' }, SIGN_IN_TEXT.notBearer],
    ['with an id token of another audience', { id_token: idToken({ aud: 'other-client' }) }, fillText(SIGN_IN_TEXT.idTokenInvalid, '受众不符')],
    ['with an id token of another issuer', { id_token: idToken({ iss: 'https://evil.example/oidc' }) }, fillText(SIGN_IN_TEXT.idTokenInvalid, '签发方不符')],
    ['with an expired id token', { id_token: idToken({ exp: now() - 7200 }) }, fillText(SIGN_IN_TEXT.idTokenInvalid, '身份令牌已过期')],
    ['with an id token whose alg is none', { id_token: idToken({}, 'none') }, fillText(SIGN_IN_TEXT.idTokenInvalid, '身份令牌未签名')],
  ] as const)('%s: refused, nothing stored', async (_name, fields, message) => {
    exchangeAnswers(fields);
    back(callback());
    expect(await screen.findByText(message)).toBeTruthy();
    expect(platform().calls('/admin/oauth/token')).toHaveLength(1);
    // Nothing after the exchange: no organisation list, no user.
    expect(platform().calls('/auth/joined-organization')).toHaveLength(0);
    nothingStoredNowhereGone();
  });
});
