import { waitFor } from '@testing-library/react';
import { z } from 'zod';

import { resetToasts } from '../../../src/api/error-effects';
import { ApiError } from '../../../src/api/errors';
import { reauthGate, request } from '../../../src/api/transport';
import { config } from '../../../src/config';
import { ERROR_TEXT, LOADING_TEXT } from '../../../src/domain/messages';
import { useSession } from '../../../src/stores/session';
import { withRequestLayer } from '../support/client-reset';
import { FakePlatform } from '../support/fake-platform';
import { answer, flush, harness, type FakeRequest } from '../support/taro';

jest.mock('@tarojs/taro', () => jest.requireActual<typeof import('../support/taro')>('../support/taro').taroFactory());

const mocks = () => harness.mocks;

withRequestLayer();

let platform: FakePlatform;

/** A signed-in session in tenant 1001, with a refresh token. */
function signIn(tenant: string | null = '1001') {
  const tokens = platform.issue(tenant);
  useSession.getState().startNewSession();
  // The organisation as the platform's answer names it (its tid field), as a sign-in stores it.
  useSession.getState().setTokens({ accessToken: tokens.access_token, idToken: tokens.id_token, refreshToken: tokens.refresh_token, tenantId: tenant ?? undefined });
  return tokens;
}

beforeEach(() => {
  localStorage.clear();
  harness.reset();
  resetToasts();
  useSession.getState().signOut();
  platform = new FakePlatform();
  harness.handler = platform.handle;
  reauthGate.forget();
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

/** What reached the network (wx.request or fetch), after every interceptor. */
const lastRequest = (): FakeRequest => mocks().request!.mock.calls.at(-1)[0];

describe('interceptors', () => {
  it('sends the Bearer token, JSON content type, 60000 ms timeout, and adds tid to payloads that lack it', async () => {
    const tokens = signIn('1001');
    await request({ method: 'POST', path: '/platform/ping', data: { a: 1 } });
    const sent = lastRequest();
    expect(sent.url).toBe(config.apiUrl('/platform/ping'));
    expect(sent.url).toMatch(/^http:\/\/[^/]+\/api\/platform\/ping$/);
    expect(sent.header).toEqual({ Authorization: `Bearer ${tokens.access_token}`, 'Content-Type': 'application/json;charset=UTF-8' });
    expect(sent.timeout).toBe(60000);
    expect(sent.data).toEqual({ a: 1, tid: '1001' });
  });

  it('keeps a tid the payload has, and adds none without a tenant in the id token', async () => {
    signIn('1001');
    await request({ method: 'POST', path: '/platform/ping', data: { tid: '1002' } });
    expect(lastRequest().data).toEqual({ tid: '1002' });
    signIn(null);
    await request({ method: 'POST', path: '/platform/ping', data: { a: 1 } });
    expect(lastRequest().data).toEqual({ a: 1 });
  });

  it('empty Authorization for no-auth calls, none at all for anonymous ones', async () => {
    signIn();
    harness.handler = () => answer(200, { code: 0, data: null });
    await request({ path: '/admin/oauth/token', auth: 'empty' });
    expect(lastRequest().header).toEqual({ Authorization: '', 'Content-Type': 'application/json;charset=UTF-8' });
    await request({ method: 'POST', path: '/bigtable/anonymous/form-data', auth: 'anonymous', data: {} });
    expect(lastRequest().header).toEqual({ 'Content-Type': 'application/json;charset=UTF-8' });
  });

  it('form-encodes when asked (token calls, mobile login)', async () => {
    harness.handler = () => answer(200, { code: 0, data: null });
    await request({ method: 'POST', path: '/admin/mobile/login', auth: 'empty', form: true, tenant: false, data: { sessionKey: 'k 1', tenantId: '1001' } });
    expect(lastRequest().header!['Content-Type']).toBe('application/x-www-form-urlencoded');
    expect(lastRequest().data).toBe('sessionKey=k%201&tenantId=1001');
  });

  it('success is code 0 or "0"; the data is parsed by the call’s schema', async () => {
    harness.handler = () => answer(200, { code: '0', data: { id: 7 } });
    await expect(request({ path: '/x', schema: z.object({ id: z.number() }) })).resolves.toEqual({ id: 7 });
    harness.handler = () => answer(200, { code: 0, data: [1] });
    await expect(request({ path: '/x', schema: z.array(z.number()) })).resolves.toEqual([1]);
  });

  it('a response failing its schema is a clear error logged with its path, never a crash', async () => {
    harness.handler = () => answer(200, { code: 0, data: { id: 'not a number' } });
    const error = await request({ path: '/platform/members/1', schema: z.object({ id: z.number() }) }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).row).toBe('schema');
    expect(console.error).toHaveBeenCalledWith(expect.stringContaining('/platform/members/1'));
    expect(mocks().showToast).toHaveBeenCalledTimes(1);
  });
});

describe('loading indicator', () => {
  afterEach(() => jest.useRealTimers());

  it('appears only after 1000 ms with 加载中..., and goes once the call ends', async () => {
    jest.useFakeTimers();
    let release!: () => void;
    harness.handler = () => new Promise((resolve) => (release = () => resolve({ statusCode: 200, data: { code: 0, data: 1 } })));
    const call = request({ path: '/slow' });
    for (let i = 0; i < 20; i += 1) await Promise.resolve();
    jest.advanceTimersByTime(999);
    expect(mocks().showLoading).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(mocks().showLoading).toHaveBeenCalledWith({ title: LOADING_TEXT, mask: false });
    release();
    await expect(call).resolves.toBe(1);
    expect(mocks().hideLoading).toHaveBeenCalledTimes(1);
  });

  it('a fast call never shows it', async () => {
    jest.useFakeTimers();
    harness.handler = () => answer(200, { code: 0, data: 1 });
    await request({ path: '/fast' });
    jest.advanceTimersByTime(5000);
    expect(mocks().showLoading).not.toHaveBeenCalled();
  });
});

describe('re-authentication', () => {
  it('100 concurrent calls with an expired token make exactly one re-auth call and 100 replays, and lose none', async () => {
    signIn('1001');
    platform.expireAll();
    const results = await Promise.all(
      Array.from({ length: 100 }, (_, i) => request({ method: 'POST', path: '/platform/ping', data: { i }, schema: z.object({ tenant: z.string() }) })),
    );
    expect(results).toHaveLength(100);
    expect(results.every((r) => r.tenant === '1001')).toBe(true);
    expect(platform.calls('/oidc/token')).toHaveLength(1);
    const pings = platform.calls('/platform/ping');
    expect(pings).toHaveLength(200);
    const replays = pings.slice(100);
    expect(new Set(replays.map((p) => (p.data as { i: number }).i)).size).toBe(100);
    expect(new Set(replays.map((p) => p.auth))).toEqual(new Set([useSession.getState().token]));
    expect(platform.revoked).toBe(false);
    expect(mocks().showToast).not.toHaveBeenCalled();
    expect(mocks().redirectTo).not.toHaveBeenCalled();
  });

  it('the refresh carries client_id, the refresh token and tenant_id, form-encoded, with no Authorization', async () => {
    const tokens = signIn('1001');
    platform.expireAll();
    await request({ path: '/auth/joined-organization' });
    const refresh = platform.calls('/oidc/token')[0]!;
    expect(refresh.auth).toBeUndefined();
    expect(refresh.contentType).toBe('application/x-www-form-urlencoded');
    expect(Object.fromEntries(new URLSearchParams(String(refresh.data)))).toEqual({
      grant_type: 'refresh_token',
      client_id: 'ware-mobile',
      refresh_token: tokens.refresh_token,
      tenant_id: '1001',
    });
    expect(useSession.getState().refreshToken).not.toBe(tokens.refresh_token);
  });

  it('body code "4010" on a session service is handled like HTTP 401', async () => {
    signIn();
    platform.expireAll();
    await expect(request({ path: '/auth/joined-organization' })).resolves.toHaveLength(2);
    expect(platform.calls('/auth/joined-organization')).toHaveLength(2);
  });

  it('calls made while a refresh runs wait for it and go out once, with the new token', async () => {
    signIn();
    platform.expireAll();
    // The refresh is held at the network until the later call has been made: that call is made while it runs.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let refreshing = false;
    harness.handler = async (req) => {
      if (new URL(req.url).pathname.endsWith('/oidc/token')) {
        refreshing = true;
        await held;
      }
      return platform.handle(req);
    };
    const first = request({ path: '/platform/ping' });
    await waitFor(() => expect(refreshing).toBe(true));
    const later = request({ path: '/platform/ping' });
    // One turn gives the later call the chance to leave with the old token (it must not): no screen to wait for.
    await flush(1);
    release();
    await Promise.all([first, later]);
    const pings = platform.calls('/platform/ping');
    expect(pings).toHaveLength(3);
    expect(pings[2]!.auth).toBe(useSession.getState().token);
  });

  it('one retry only: a second 401 clears token and userId, toasts and goes to login with the page', async () => {
    signIn();
    useSession.setState({ userId: '10003' });
    harness.pages = [{ route: 'pages/home/home', options: {} }];
    platform.scripted.set('/platform/ping', [
      { status: 401, body: { code: 401, message: 'x' } },
      { status: 401, body: { code: 401, message: 'x' } },
    ]);
    const error = await request({ path: '/platform/ping' }).catch((e: unknown) => e);
    expect((error as ApiError).row).toBe('tokenExpired');
    expect(platform.calls('/oidc/token')).toHaveLength(1);
    expect(platform.calls('/platform/ping')).toHaveLength(2);
    expect(useSession.getState().token).toBeNull();
    expect(useSession.getState().userId).toBeNull();
    expect(mocks().showToast).toHaveBeenCalledWith(expect.objectContaining({ title: ERROR_TEXT.tokenExpired }));
    expect(mocks().redirectTo).toHaveBeenCalledWith({ url: '/pages/login/login?redirectUrl=%2Fpages%2Fhome%2Fhome' });
  });

  it('a 401 on the token endpoint rejects: no loop, sign-in', async () => {
    signIn();
    platform.expireAll();
    platform.scripted.set('/oidc/token', [{ status: 401, body: { error: 'invalid_client' } }]);
    const error = await request({ path: '/platform/ping' }).catch((e: unknown) => e);
    expect((error as ApiError).row).toBe('tokenExpired');
    expect(platform.calls('/oidc/token')).toHaveLength(1);
    expect(mocks().redirectTo).toHaveBeenCalledTimes(1);
  });

  it('many calls failing for good: one toast, one navigation', async () => {
    signIn();
    platform.expireAll();
    platform.revoked = true;
    await Promise.allSettled(Array.from({ length: 20 }, () => request({ path: '/platform/ping' })));
    expect(mocks().showToast).toHaveBeenCalledTimes(1);
    expect(mocks().redirectTo).toHaveBeenCalledTimes(1);
    expect(platform.calls('/oidc/token')).toHaveLength(1);
  });

  it('no refresh token: straight to sign-in, no token call', async () => {
    useSession.setState({ token: 'Bearer gone', refreshToken: null });
    await expect(request({ path: '/platform/ping' })).rejects.toBeInstanceOf(ApiError);
    expect(platform.calls('/oidc/token')).toHaveLength(0);
    expect(mocks().redirectTo).toHaveBeenCalledTimes(1);
  });

  it('the gate counts its renewals', async () => {
    const before = reauthGate.renewals;
    signIn();
    platform.expireAll();
    await Promise.all([request({ path: '/platform/ping' }), request({ path: '/platform/ping' })]);
    expect(reauthGate.renewals - before).toBe(1);
  });

  it('tid in replays is the organisation the refresh asked to stay in', async () => {
    signIn('1001');
    platform.expireAll();
    await request({ method: 'POST', path: '/platform/ping', data: {} });
    expect(platform.calls('/platform/ping').at(-1)!.data).toEqual({ tid: '1001' });
  });

  it('payloads carry the organisation the platform named, never a tid decoded from the id token', async () => {
    signIn('1001');
    // An id token claiming another organisation (its signature is not checked here: a hint, not a fact).
    const forged = `x.${Buffer.from(JSON.stringify({ sub: '10003', tid: '9999' })).toString('base64url')}.x`;
    useSession.setState({ idToken: forged });
    await request({ method: 'POST', path: '/platform/ping', data: {} });
    expect(platform.calls('/platform/ping').at(-1)!.data).toEqual({ tid: '1001' });
  });
});
