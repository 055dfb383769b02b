import { hostSessionReady } from '../../../src/api/host-session';
import { request } from '../../../src/api/transport';
import { ERROR_TEXT } from '../../../src/domain/messages';
import { useSession } from '../../../src/stores/session';
import { resetClient } from '../support/client-reset';
import { FakePlatform } from '../support/fake-platform';
import { answer, harness } from '../support/taro';

jest.mock('@tarojs/taro', () => jest.requireActual<typeof import('../support/taro')>('../support/taro').taroFactory());
// The H5 bridge (the default module is the mini program's, which has no host mode).
jest.mock('../../../src/platform/host-bridge', () => jest.requireActual('../../../src/platform/host-bridge.h5'));

let platform: FakePlatform;

function fakeHost(options: { renew?: boolean } = {}) {
  const host = {
    getToken: jest.fn(() => {
      const t = platform.issue('1001');
      return Promise.resolve({ accessToken: t.access_token, idToken: t.id_token });
    }),
    refreshToken: jest.fn(() => {
      if (options.renew === false) return Promise.reject(new Error('host cannot renew'));
      const t = platform.issue('1001');
      return Promise.resolve(t.access_token);
    }),
    close: jest.fn(),
  };
  window.WareHost = host;
  return host;
}

beforeEach(() => {
  resetClient();
  platform = new FakePlatform();
  harness.handler = platform.handle;
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  delete window.WareHost;
  jest.restoreAllMocks();
});

describe('native-host mode', () => {
  it('the first signed call takes the host’s token, once for all concurrent calls', async () => {
    const host = fakeHost();
    const results = await Promise.all([request({ path: '/platform/ping' }), request({ path: '/platform/ping' })]);
    expect(results).toEqual([{ tenant: '1001' }, { tenant: '1001' }]);
    expect(host.getToken).toHaveBeenCalledTimes(1);
    expect(useSession.getState().token).toMatch(/^Bearer at-/);
    expect(useSession.getState().tenantId).toBe('1001');
    expect(JSON.parse(localStorage.getItem('appEnvironment')!).data).toBe('host');
  });

  it('an expired token asks the host for a new one once, and the calls are replayed', async () => {
    const host = fakeHost();
    await hostSessionReady();
    platform.expireAll();
    const results = await Promise.all(Array.from({ length: 10 }, () => request({ path: '/platform/ping' })));
    expect(results).toHaveLength(10);
    expect(host.refreshToken).toHaveBeenCalledTimes(1);
    expect(platform.calls('/oidc/token')).toHaveLength(0);
    expect(harness.mocks.redirectTo).not.toHaveBeenCalled();
  });

  it('a host that cannot renew: the expiry toast, no login page', async () => {
    fakeHost({ renew: false });
    await hostSessionReady();
    platform.expireAll();
    await expect(request({ path: '/platform/ping' })).rejects.toMatchObject({ row: 'tokenExpired' });
    expect(harness.mocks.showToast).toHaveBeenCalledWith(expect.objectContaining({ title: ERROR_TEXT.tokenExpired }));
    expect(harness.mocks.redirectTo).not.toHaveBeenCalled();
  });

  it('数据不存在 in app mode: the modal 数据已被删除, then back to the host', async () => {
    const host = fakeHost();
    await hostSessionReady();
    harness.handler = () => answer(404, { code: 404, detail: '数据不存在' });
    await expect(request({ path: '/bigtable/application/a/form/f/form-data/1' })).rejects.toMatchObject({ row: 'dataNotFound' });
    expect(harness.mocks.showModal).toHaveBeenCalledWith(expect.objectContaining({ content: ERROR_TEXT.dataDeleted }));
    expect(host.close).toHaveBeenCalledTimes(1);
  });

  it('a host answer without a token is no token', async () => {
    window.WareHost = { getToken: () => ({ nothing: true }) };
    await hostSessionReady();
    expect(useSession.getState().token).toBeNull();
  });
});
