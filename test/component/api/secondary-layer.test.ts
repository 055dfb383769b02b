import { z } from 'zod';

import { resetToasts } from '../../../src/api/error-effects';
import { ApiError } from '../../../src/api/errors';
import { orderDetail, payOrder } from '../../../src/api/store';
import { reauthGate, request } from '../../../src/api/transport';
import { ERROR_TEXT } from '../../../src/domain/messages';
import { useSession } from '../../../src/stores/session';
import { withRequestLayer } from '../support/client-reset';
import { answer, harness, redirects } from '../support/taro';

jest.mock('@tarojs/taro', () => jest.requireActual<typeof import('../support/taro')>('../support/taro').taroFactory());

withRequestLayer();

/**
 * The order calls go through the secondary request layer (calls-and-errors.md §8): 500 toasts the busy message, any
 * other failing status toasts the server's message 200 ms later, 403 goes to sign-in keeping the token; the main
 * layer's calls are untouched.
 */
beforeEach(() => {
  localStorage.clear();
  harness.reset();
  resetToasts();
  reauthGate.forget();
  useSession.getState().setTokens({ accessToken: 'at-1', idToken: 'x.eyJzdWIiOiIxMDAwMyIsInRpZCI6IjEwMDEifQ.x', refreshToken: 'rt-1' });
  harness.pages = [{ route: 'memberCenter/orderDetail', options: { id: 'o-1' } }];
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  jest.useFakeTimers();
});
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

const toasts = () => harness.mocks.showToast!.mock.calls.map((c) => (c[0] as { title: string }).title);

async function failure(call: () => Promise<unknown>): Promise<ApiError> {
  try {
    await call();
  } catch (error) {
    return error as ApiError;
  }
  throw new Error('the call resolved');
}

it('another failing status: the server’s message is toasted 200 ms after the call failed, not before', async () => {
  harness.handler = () => answer(400, { code: 400, message: '订单当前不可支付' });
  const error = await failure(() => payOrder('o-1'));
  expect(error.status).toBe(400);
  expect(toasts()).toEqual([]);
  jest.advanceTimersByTime(199);
  expect(toasts()).toEqual([]);
  jest.advanceTimersByTime(1);
  expect(toasts()).toEqual(['订单当前不可支付']);
});

it('500: the busy message at once', async () => {
  harness.handler = () => answer(500, { code: 500, message: 'NullPointerException' });
  await failure(() => orderDetail('o-1'));
  expect(toasts()).toEqual([ERROR_TEXT.serverBusy]);
});

it('403: sign-in with this page to come back to, the token kept, no toast', async () => {
  harness.handler = () => answer(403, { code: 403, message: '无权查看该订单' });
  await failure(() => orderDetail('o-1'));
  jest.advanceTimersByTime(1000);
  expect(toasts()).toEqual([]);
  expect(redirects()).toHaveLength(1);
  expect(redirects()[0]).toMatch(/^\/pages\/login\/login\?redirectUrl=/);
  expect(decodeURIComponent(redirects()[0]!)).toContain('/memberCenter/orderDetail?id=o-1');
  expect(useSession.getState().token).toBe('Bearer at-1');
});

it('the main layer’s 403 still toasts the server message at once and stays on the page', async () => {
  harness.handler = () => answer(403, { code: 403, message: '无权操作' });
  await failure(() => request({ path: '/platform/members', schema: z.unknown() }));
  expect(toasts()).toEqual(['无权操作']);
  expect(redirects()).toEqual([]);
});
