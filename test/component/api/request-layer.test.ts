import Taro from '@tarojs/taro';

import { resetToasts } from '../../../src/api/error-effects';
import { ApiError } from '../../../src/api/errors';
import { installRequestLayer, REQUEST_INTERCEPTORS, uninstallRequestLayer } from '../../../src/api/interceptors';
import { reauthGate, request } from '../../../src/api/transport';
import { config } from '../../../src/config';
import { ERROR_TEXT } from '../../../src/domain/messages';
import { sessionForRequests, useSession } from '../../../src/stores/session';
import { FakePlatform } from '../support/fake-platform';
import { answer, harness, type FakeRequest } from '../support/taro';

jest.mock('@tarojs/taro', () => jest.requireActual<typeof import('../support/taro')>('../support/taro').taroFactory());

/**
 * The request layer as installed at start-up: its interceptors on Taro's chain, in their order, acting on any
 * Taro.request to the platform, whoever makes it; and removed cleanly.
 */
let platform: FakePlatform;

beforeEach(() => {
  localStorage.clear();
  harness.reset();
  resetToasts();
  reauthGate.forget();
  useSession.getState().signOut();
  platform = new FakePlatform();
  harness.handler = platform.handle;
  installRequestLayer({ session: sessionForRequests });
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  uninstallRequestLayer();
  jest.restoreAllMocks();
});

function signIn(tenant = '1001') {
  const tokens = platform.issue(tenant);
  // The organisation as the platform's answer names it (its tid field), as a sign-in stores it.
  useSession.getState().setTokens({ accessToken: tokens.access_token, idToken: tokens.id_token, refreshToken: tokens.refresh_token, tenantId: tenant });
}

const network = (): FakeRequest[] => harness.mocks.request!.mock.calls.map((c) => c[0] as FakeRequest);
const toasts = () => harness.mocks.showToast!.mock.calls.map((c) => (c[0] as { title: string }).title);

describe('installing the request layer', () => {
  it('registers the interceptors once each, in the documented order (src/api/README.md)', () => {
    uninstallRequestLayer();
    const added = jest.spyOn(Taro, 'addInterceptor');
    installRequestLayer({ session: sessionForRequests });
    installRequestLayer({ session: sessionForRequests });
    expect(REQUEST_INTERCEPTORS.map((i) => i.name)).toEqual(['catalogue', 'loading', 'reauth-queue', 'authorization', 'tenant', 'content']);
    const order = REQUEST_INTERCEPTORS.map((i) => i.interceptor);
    expect(added.mock.calls.map((c) => c[0])).toEqual([...order, ...order]);
  });

  it('installing twice does not stack the interceptors: a call passes each one once', async () => {
    installRequestLayer({ session: sessionForRequests });
    signIn();
    await request({ path: '/platform/ping', auth: 'anonymous', silent: true }).catch(() => undefined);
    // A second set would meet the call after the first set's content step took the call's options out, and would
    // treat it as a default API call: with the token.
    expect(network()).toHaveLength(1);
    expect(network()[0]!.header).toEqual({ 'Content-Type': 'application/json;charset=UTF-8' });
  });

  it('removing it leaves Taro.request bare and the service calls refusing to run', async () => {
    signIn();
    uninstallRequestLayer();
    await Taro.request({ url: config.apiUrl('/platform/ping'), method: 'POST', data: { a: 1 } });
    expect(network().at(-1)).toEqual({ url: config.apiUrl('/platform/ping'), method: 'POST', data: { a: 1 } });
    await expect(request({ path: '/platform/ping' })).rejects.toThrow('not installed');
  });
});

describe('a Taro.request made outside the API modules', () => {
  it('carries the token, the tenant, the JSON content type and the timeout', async () => {
    signIn('1001');
    const res = await Taro.request({ url: config.apiUrl('/platform/ping'), method: 'POST', data: { a: 1 } });
    expect(res.data).toMatchObject({ code: 0, data: { tenant: '1001' } });
    expect(network().at(-1)).toEqual({
      url: config.apiUrl('/platform/ping'),
      method: 'POST',
      data: { a: 1, tid: '1001' },
      header: { Authorization: useSession.getState().token, 'Content-Type': 'application/json;charset=UTF-8' },
      timeout: 60000,
      dataType: 'json',
    });
  });

  it('meets the catalogue: the row’s toast and an ApiError', async () => {
    harness.handler = () => answer(500, { code: 500, message: 'boom' });
    const error = await Taro.request({ url: config.apiUrl('/platform/ping') }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).row).toBe('serverError');
    expect(toasts()).toEqual([ERROR_TEXT.serverBusy]);
  });

  it('is re-authenticated and replayed like any call', async () => {
    signIn('1001');
    platform.expireAll();
    const res = await Taro.request({ url: config.apiUrl('/platform/ping') });
    expect(res.statusCode).toBe(200);
    expect(platform.calls('/oidc/token')).toHaveLength(1);
    expect(platform.calls('/platform/ping').map((c) => c.auth)).toEqual([expect.any(String), useSession.getState().token]);
  });

  it('to another host: passes untouched, so the token never leaves and its failures are its own', async () => {
    signIn('1001');
    harness.handler = () => answer(500, 'down');
    const res = await Taro.request({ url: 'https://cdn.example.com/x.json', data: { a: 1 } });
    expect(res.statusCode).toBe(500);
    expect(network().at(-1)).toEqual({ url: 'https://cdn.example.com/x.json', data: { a: 1 } });
    expect(toasts()).toEqual([]);
  });
});

it('the layer’s own options never reach the network', async () => {
  signIn();
  await request({ path: '/platform/ping', silent: true, context: 'formInfo', loading: false });
  expect(network().at(-1)).not.toHaveProperty('ware');
});
