import { waitFor } from '@testing-library/react';

import type { RequestChain, RequestParams, RequestResponse } from '../../../../src/api/interceptors/call';
import { reauthQueueInterceptor } from '../../../../src/api/interceptors/reauth-queue';
import { setRequestSession } from '../../../../src/api/session-port';
import { reauthGate } from '../../../../src/api/token-renewal';
import { config } from '../../../../src/config';
import type { TokenSet } from '../../../../src/domain/auth/token-result';
import { flush, harness } from '../../support/taro';

jest.mock('@tarojs/taro', () => jest.requireActual<typeof import('../../support/taro')>('../../support/taro').taroFactory());

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
beforeEach(() => {
  harness.reset();
  reauthGate.forget();
  token = 'Bearer old';
  stored = [];
  setRequestSession({
    token: () => token,
    tenantId: () => '1001',
    refreshGrant: () => ({ refreshToken: 'rt', tenantId: '1001' }),
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
