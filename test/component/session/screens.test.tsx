import { fireEvent, screen, waitFor } from '@testing-library/react';

import { config } from '../../../src/config';
import { ORGANISATION_TEXT, SIGN_IN_TEXT } from '../../../src/domain/messages';
import { MORNING_GREETING, AFTERNOON_GREETING, EVENING_GREETING } from '../../../src/domain/time/greeting';
import Home from '../../../src/features/home/HomeScreen';
import Login from '../../../src/features/session/LoginScreen';
import SelectTenant from '../../../src/features/session/SelectTenantScreen';
import { LOGIN_REDIRECT_KEY } from '../../../src/features/session/sign-in';
import WechatLogin from '../../../src/features/session/WechatLoginScreen';
import { storage } from '../../../src/platform/storage';
import { useSession } from '../../../src/stores/session';
import { ORGS } from '../support/fake-platform';
import { idle, mount, press } from '../support/screen';
import { setUpSignInWorld } from '../support/sign-in-screens';
import { harness } from '../support/taro';

jest.mock('@tarojs/taro', () => jest.requireActual<typeof import('../support/taro')>('../support/taro').taroFactory());

const platform = setUpSignInWorld();

/** The provider's callback as it comes back: code, state and the issuer's name (RFC 9207). */
const callback = (code: string, state: string) => ({ code, state, iss: encodeURIComponent(config.issuer()) });

/** The platform names its provider's issuer (GET /auth/clients/pub), once per callback read. */
function announceIssuer() {
  platform().scripted.set('/auth/clients/pub', [{ status: 200, body: { code: 0, message: 'success', data: { clientId: config.clientId, issuer: config.issuer() } } }]);
}

/** The exchange answers as the platform does, with an id token of this issuer for this client. */
function exchangeAnswers() {
  announceIssuer();
  const tokens = platform().issue(null);
  const b64 = (v: unknown) => Buffer.from(JSON.stringify(v)).toString('base64url');
  const claims = { iss: config.issuer(), aud: config.clientId, sub: '10003', exp: Math.floor(Date.now() / 1000) + 3600 };
  const idToken = `${b64({ alg: 'RS256' })}.${b64(claims)}.c2ln`;
  platform().scripted.set('/admin/oauth/token', [{ status: 200, body: { code: '0', message: 'success', data: { ...tokens, id_token: idToken } } }]);
}

function signedIn(tenant: string | null) {
  const t = platform().issue(tenant);
  useSession.getState().setTokens({ accessToken: t.access_token, idToken: t.id_token, refreshToken: t.refresh_token });
}

describe('Login', () => {
  it('remembers an internal redirectUrl and refuses an external one', async () => {
    harness.query = { redirectUrl: encodeURIComponent('/app/view/lists?appId=1') };
    const first = await mount(<Login />);
    expect(storage.get(LOGIN_REDIRECT_KEY)).toBe('/pagesB/view/lists?appId=1');
    first.unmount();
    harness.query = { redirectUrl: encodeURIComponent('https://evil.example/') };
    await mount(<Login />);
    expect(storage.get(LOGIN_REDIRECT_KEY)).toBeUndefined();
  });

  it('a callback whose state does not match is refused with a clear message, and nothing is exchanged', async () => {
    useSession.getState().setPkce({ codeVerifier: 'v'.repeat(64), state: 'S'.repeat(16) });
    harness.query = { code: 'good-code', state: 'X'.repeat(16) };
    announceIssuer();
    await mount(<Login />);
    expect(await screen.findByText(SIGN_IN_TEXT.stateMismatch)).toBeTruthy();
    expect(platform().calls('/admin/oauth/token')).toHaveLength(0);
    expect(useSession.getState().state).toBeNull();
  });

  it('a matching callback exchanges the code with the verifier, then asks for an organisation', async () => {
    useSession.getState().setPkce({ codeVerifier: 'v'.repeat(64), state: 'S'.repeat(16) });
    harness.query = callback('good-code', 'S'.repeat(16));
    exchangeAnswers();
    await mount(<Login />);
    const exchange = platform().calls('/admin/oauth/token')[0]!;
    expect(exchange.auth).toBe('');
    expect(useSession.getState().token).toMatch(/^Bearer at-/);
    expect(useSession.getState().codeVerifier).toBeNull();
    expect(harness.mocks.redirectTo).toHaveBeenCalledWith({ url: '/pagesB/view/selectTenant' });
  });

  it('with a last login in a joined organisation, enters it and lands on the remembered page', async () => {
    platform().lastLoginTenant = '1002';
    storage.set(LOGIN_REDIRECT_KEY, '/pages/home/home');
    useSession.getState().setPkce({ codeVerifier: 'v'.repeat(64), state: 'S'.repeat(16) });
    harness.query = callback('good-code', 'S'.repeat(16));
    exchangeAnswers();
    await mount(<Login />);
    const refresh = new URLSearchParams(String(platform().calls('/oidc/token')[0]!.data));
    expect(refresh.get('tenant_id')).toBe('1002');
    expect(useSession.getState().organisation?.name).toBe(ORGS[1]!.name);
    expect(harness.mocks.reLaunch).toHaveBeenCalledWith({ url: '/pages/home/home' });
  });

  it('an exchange the server refuses (a used or unknown code) says so and shows the retry', async () => {
    useSession.getState().setPkce({ codeVerifier: 'v'.repeat(64), state: 'S'.repeat(16) });
    harness.query = callback('bad-code', 'S'.repeat(16));
    announceIssuer();
    await mount(<Login />);
    expect(await screen.findByText(SIGN_IN_TEXT.codeRejected)).toBeTruthy();
    expect(useSession.getState().token).toBeNull();
  });

  it('in H5 the sign-in is the provider’s: no account form here', async () => {
    await mount(<Login />);
    expect(document.querySelectorAll('input')).toHaveLength(0);
    expect(screen.getByText(SIGN_IN_TEXT.signIn)).toBeTruthy();
  });
});

describe('Select organisation', () => {
  it('lists the joined organisations; picking one enters it and opens home', async () => {
    signedIn(null);
    await mount(<SelectTenant />);
    expect(await screen.findByText(ORGS[0]!.name)).toBeTruthy();
    await press(screen.getByText(ORGS[1]!.name));
    expect(useSession.getState().tenantId).toBe('1002');
    expect(harness.mocks.reLaunch).toHaveBeenCalledWith({ url: '/pages/home/home' });
  });

  it('is keyboard friendly: Enter on an organisation picks it', async () => {
    signedIn(null);
    await mount(<SelectTenant />);
    const item = await screen.findByRole('button', { name: ORGS[0]!.name });
    fireEvent.keyDown(item, { key: 'Enter' });
    await idle();
    expect(useSession.getState().tenantId).toBe('1001');
  });

  it('says so when the user has no organisation, and sends them to create or join one', async () => {
    signedIn(null);
    platform().orgs = [];
    await mount(<SelectTenant />);
    expect(await screen.findByText(ORGANISATION_TEXT.empty)).toBeTruthy();
    expect(harness.mocks.redirectTo).toHaveBeenCalledWith({ url: '/team/joinTeam/index' });
  });

  it('without a session, the login prompt', async () => {
    await mount(<SelectTenant />);
    expect(harness.mocks.showModal).toHaveBeenCalledWith(expect.objectContaining({ content: '当前页面需要登录才能操作。您未登录，是否跳转登录页' }));
  });
});

describe('Platform home', () => {
  it('greets the signed-in user and names the organisation', async () => {
    signedIn('1001');
    useSession.setState({ tenantId: '1001', organisation: { id: '1001', name: ORGS[0]!.name } });
    await mount(<Home />);
    await waitFor(() => expect(screen.getByTestId('user').textContent).toBe('张成员 (member)'));
    const hello = screen.getByRole('heading').textContent!;
    expect([MORNING_GREETING, AFTERNOON_GREETING, EVENING_GREETING].some((g) => hello.startsWith(g))).toBe(true);
    expect(screen.getByText(ORGS[0]!.name)).toBeTruthy();
  });

  it('without an organisation, goes to select one', async () => {
    signedIn(null);
    await mount(<Home />);
    expect(harness.mocks.redirectTo).toHaveBeenCalledWith({ url: '/pagesB/view/selectTenant' });
  });

  it('logout asks first, then ends the token and opens login', async () => {
    signedIn('1001');
    useSession.setState({ organisation: { id: '1001', name: ORGS[0]!.name } });
    await mount(<Home />);
    await press(await screen.findByText(ORGANISATION_TEXT.logout));
    expect(platform().calls('/admin/logout/token')).toHaveLength(1);
    expect(useSession.getState().token).toBeNull();
    expect(harness.mocks.reLaunch).toHaveBeenCalledWith({ url: '/pages/login/login' });
  });
});

describe('Messaging-app login in H5 outside WeChat', () => {
  it('is not offered, and the page says so', async () => {
    await mount(<WechatLogin />);
    expect(await screen.findByText(SIGN_IN_TEXT.wechatNotOffered)).toBeTruthy();
    expect(platform().log).toHaveLength(0);
  });

  it('the login page offers no WeChat button', async () => {
    await mount(<Login />);
    expect(screen.queryByText(SIGN_IN_TEXT.wechatSignIn)).toBeNull();
  });
});
