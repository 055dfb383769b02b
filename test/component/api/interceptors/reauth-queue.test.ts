import { waitFor } from '@testing-library/react';

import type { RequestChain, RequestParams, RequestResponse } from '../../../../src/api/interceptors/call';
import { reauthQueueInterceptor } from '../../../../src/api/interceptors/reauth-queue';
import { setRequestSession, type RequestSession } from '../../../../src/api/session-port';
import { reauthGate } from '../../../../src/api/token-renewal';
import { config } from '../../../../src/config';
import type { TokenSet } from '../../../../src/domain/auth/token-result';
import { flush, harness } from '../../support/taro';

jest.mock('@tarojs/taro', () => jest.requireActual<typeof import('../../support/taro')>('../../support/taro').taroFactory());
// The mini program's wx.login (jest resolves the H5 variant, which has none): a new code each time it is asked.
let mockWxCodes = 0;
jest.mock('../../../../src/platform/wechat', () => ({ wechatLoginCode: () => Promise.resolve(`dev-wx-member-${++mockWxCodes}`) }));

const url = config.apiUrl('/platform/ping');
const expired = { statusCode: 401, data: { code: 401 } };
const ok = { statusCode: 200, data: { code: 0, data: 'ok' } };

/**
 * The queue alone: a fake session and a chain whose next step answers from a script, recording the token each time
 * the call went down (as the Authorization interceptor below it reads it). The renewal is the real gate's refresh,
 * whose own Taro.request reaches harness.handler directly: no interceptors are installed here.
 */
let token: string | null;
let stored: TokenSet[];
let grant: ReturnType<RequestSession['refreshGrant']>;
beforeEach(() => {
  harness.reset();
  reauthGate.forget();
  token = 'Bearer old';
  stored = [];
  grant = { refreshToken: 'rt', tenantId: '1001', method: 'provider' };
  setRequestSession({
    token: () => token,
    tenantId: () => '1001',
    refreshGrant: () => grant,
    storeTokens: (tokens) => {
      stored.push(tokens);
      token = `Bearer ${tokens.accessToken}`;
    },
    expire: () => undefined,
  });
  harness.handler = () => Promise.resolve({ statusCode: 200, data: { access_token: 'new', refresh_token: 'rt2' } });
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  setRequestSession(null);
  jest.restoreAllMocks();
});

function through(params: RequestParams, script: RequestResponse[]) {
  const sentWith: Array<string | null> = [];
  const chain: RequestChain = {
    requestParams: params,
    proceed: () => {
      sentWith.push(token);
      return Promise.resolve(script.shift() ?? ok);
    },
  };
  return { result: reauthQueueInterceptor(chain), sentWith };
}

describe('the re-authentication queue', () => {
  it('an expired token: one renewal, then the call goes down once more, with the new token', async () => {
    const { result, sentWith } = through({ url }, [expired]);
    await expect(result).resolves.toBe(ok);
    expect(sentWith).toEqual(['Bearer old', 'Bearer new']);
    expect(stored).toHaveLength(1);
    expect(harness.mocks.request).toHaveBeenCalledTimes(1);
  });

  it('body code 4010 is an expiry too; the replay’s own expiry goes up as it is (one retry only)', async () => {
    const again = { statusCode: 200, data: { code: '4010' } };
    const { result, sentWith } = through({ url }, [again, again]);
    await expect(result).resolves.toBe(again);
    expect(sentWith).toHaveLength(2);
  });

  it('a renewal that fails: the first answer goes up, the call is not replayed', async () => {
    harness.handler = () => Promise.resolve({ statusCode: 401, data: { error: 'invalid_grant' } });
    const { result, sentWith } = through({ url }, [expired]);
    await expect(result).resolves.toBe(expired);
    expect(sentWith).toEqual(['Bearer old']);
  });

  it('a call about to leave while a renewal runs waits for it, and leaves once with the new token', async () => {
    let release!: () => void;
    harness.handler = () =>
      new Promise((resolve) => (release = () => resolve({ statusCode: 200, data: { access_token: 'new', refresh_token: 'rt2' } })));
    const first = through({ url }, [expired]);
    // The renewal has reached the network (and is held there).
    await waitFor(() => expect(release).toBeDefined());
    const later = through({ url }, []);
    // Two turns give a call that did not wait the chance to leave: nothing on screen to wait for here.
    await flush(2);
    expect(later.sentWith).toEqual([]);
    release();
    await Promise.all([first.result, later.result]);
    expect(later.sentWith).toEqual(['Bearer new']);
  });

  it('calls that send no token neither wait nor renew: anonymous, no-auth, the token endpoint', async () => {
    for (const ware of [{ auth: 'anonymous' as const }, { auth: 'empty' as const }, { tokenEndpoint: true }]) {
      const { result, sentWith } = through({ url, ware }, [expired]);
      await expect(result).resolves.toBe(expired);
      expect(sentWith).toHaveLength(1);
    }
    expect(harness.mocks.request).not.toHaveBeenCalled();
  });
});

describe('each sign-in path renews silently, once, and the call is replayed', () => {
  const sent = () => harness.mocks.request!.mock.calls.map((c) => c[0] as RequestParams);
  const platformAnswer = { statusCode: 200, data: { code: 0, data: { access_token: 'wms_new', refresh_token: 'wmr_2', tid: '1001' } } };
  const previousEnv = process.env.TARO_ENV;
  afterEach(() => {
    process.env.TARO_ENV = previousEnv;
  });

  it('account login and organisation sessions: the platform credential at /auth/token/refresh, in the organisation', async () => {
    grant = { refreshToken: 'wmr_1', tenantId: '1001', method: 'platform' };
    harness.handler = () => Promise.resolve(platformAnswer);
    const { result, sentWith } = through({ url }, [expired]);
    await expect(result).resolves.toBe(ok);
    expect(sentWith).toEqual(['Bearer old', 'Bearer wms_new']);
    expect(sent()).toHaveLength(1);
    expect(sent()[0]!.url).toBe(config.apiUrl('/auth/token/refresh'));
    expect(sent()[0]!.data).toEqual({ refresh_token: 'wmr_1', tenant_id: '1001' });
    expect(sent()[0]!.ware).toMatchObject({ tokenEndpoint: true, form: true });
    expect(stored[0]!.refreshToken).toBe('wmr_2');
  });

  it('the mini program’s WeChat login: a new wx.login code exchanged at /weixin/wx/user/login', async () => {
    process.env.TARO_ENV = 'weapp';
    grant = { refreshToken: null, tenantId: '1001', method: 'wechat' };
    harness.handler = () => Promise.resolve(platformAnswer);
    const { result, sentWith } = through({ url }, [expired]);
    await expect(result).resolves.toBe(ok);
    expect(sentWith).toEqual(['Bearer old', 'Bearer wms_new']);
    const [call] = sent();
    expect(new URL(call!.url).pathname).toBe(new URL(config.apiUrl('/weixin/wx/user/login')).pathname);
    expect(Object.fromEntries(new URL(call!.url).searchParams)).toEqual({ code: `dev-wx-member-${mockWxCodes}`, tenantId: '1001' });
    expect(call!.ware).toMatchObject({ tokenEndpoint: true, auth: 'empty' });
  });

  it('three calls expiring together: one wx.login, one exchange, all three replayed', async () => {
    process.env.TARO_ENV = 'weapp';
    grant = { refreshToken: null, tenantId: '1001', method: 'wechat' };
    harness.handler = () => Promise.resolve(platformAnswer);
    const before = mockWxCodes;
    const calls = [through({ url }, [expired]), through({ url }, [expired]), through({ url }, [expired])];
    await expect(Promise.all(calls.map((c) => c.result))).resolves.toEqual([ok, ok, ok]);
    expect(mockWxCodes - before).toBe(1);
    expect(sent()).toHaveLength(1);
    for (const c of calls) expect(c.sentWith).toEqual(['Bearer old', 'Bearer wms_new']);
  });

  it('a refused renewal (the credential was used or expired) is not tried again: the expiry goes up once', async () => {
    grant = { refreshToken: 'wmr_used', tenantId: '1001', method: 'platform' };
    harness.handler = () => Promise.resolve({ statusCode: 401, data: { code: 401, message: '刷新凭证已被使用,请重新登录' } });
    const { result, sentWith } = through({ url }, [expired]);
    await expect(result).resolves.toBe(expired);
    expect(sentWith).toEqual(['Bearer old']);
    expect(sent()).toHaveLength(1);
  });

  it('a session with no silent way back makes no call at all', async () => {
    grant = { refreshToken: null, tenantId: '1001', method: 'platform' };
    const { result } = through({ url }, [expired]);
    await expect(result).resolves.toBe(expired);
    expect(sent()).toHaveLength(0);
  });
});
