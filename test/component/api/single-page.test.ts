import { z } from 'zod';

import { resetToasts } from '../../../src/api/error-effects';
import { ApiError } from '../../../src/api/errors';
import { reauthGate, request } from '../../../src/api/transport';
import { ERROR_TEXT } from '../../../src/domain/messages';
import { SINGLE_PAGE_NOTE, SINGLE_PAGE_SIGN_IN_HINT } from '../../../src/domain/share/single-page';
import { useSession } from '../../../src/stores/session';
import { withRequestLayer } from '../support/client-reset';
import { FakePlatform } from '../support/fake-platform';
import { harness } from '../support/taro';

jest.mock('@tarojs/taro', () => jest.requireActual<typeof import('../support/taro')>('../support/taro').taroFactory());
// WeChat's single-page mode: the page was opened from a timeline share (launch scene 1154).
const mockSinglePage = { on: true };
jest.mock('../../../src/platform/launch-scene', () => ({ inSinglePageMode: () => mockSinglePage.on }));

/**
 * In WeChat's single-page mode WeChat blocks sign-in and navigation: an expired session, or the secondary layer's
 * 403, must not try to leave for the login page. The request layer shows the single-page note's sign-in hint
 * instead, and still clears the dead token and rejects the call with its row.
 */
withRequestLayer();

let platform: FakePlatform;

beforeEach(() => {
  localStorage.clear();
  harness.reset();
  resetToasts();
  useSession.getState().signOut();
  platform = new FakePlatform();
  harness.handler = platform.handle;
  reauthGate.forget();
  mockSinglePage.on = true;
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

function signIn() {
  const tokens = platform.issue('1001');
  useSession.getState().startNewSession();
  useSession.getState().setTokens({ accessToken: tokens.access_token, idToken: tokens.id_token, refreshToken: tokens.refresh_token });
}

const toasts = () => harness.mocks.showToast!.mock.calls.map((c) => (c[0] as { title: string }).title);

it('the hint is the sign-in part of the note every screen shows in that mode', () => {
  expect(SINGLE_PAGE_NOTE.endsWith(SINGLE_PAGE_SIGN_IN_HINT)).toBe(true);
});

it('an expired session shows the sign-in hint and never navigates to sign-in', async () => {
  signIn();
  harness.pages = [{ route: 'pagesB/view/lists', options: { appId: 'app-visit' } }];
  platform.scripted.set('/platform/ping', [
    { status: 401, body: { code: 401, message: 'x' } },
    { status: 401, body: { code: 401, message: 'x' } },
  ]);
  const error = await request({ path: '/platform/ping', schema: z.unknown() }).catch((e: unknown) => e);
  expect((error as ApiError).row).toBe('tokenExpired');
  expect(useSession.getState().token).toBeNull();
  expect(toasts()).toEqual([SINGLE_PAGE_SIGN_IN_HINT]);
  expect(harness.mocks.redirectTo).not.toHaveBeenCalled();
  expect(harness.mocks.navigateTo).not.toHaveBeenCalled();
});

it('the secondary layer’s 403 (sign-in, token kept) shows the hint instead of navigating', async () => {
  signIn();
  platform.scripted.set('/order/orders', [{ status: 403, body: { code: 403, message: '请先登录' } }]);
  await request({ path: '/order/orders', secondary: true }).catch(() => undefined);
  expect(harness.mocks.redirectTo).not.toHaveBeenCalled();
  expect(toasts()).toEqual([SINGLE_PAGE_SIGN_IN_HINT]);
});

it('outside single-page mode the same expiry still goes to sign-in with the page', async () => {
  mockSinglePage.on = false;
  signIn();
  harness.pages = [{ route: 'pages/home/home', options: {} }];
  platform.scripted.set('/platform/ping', [
    { status: 401, body: { code: 401, message: 'x' } },
    { status: 401, body: { code: 401, message: 'x' } },
  ]);
  await request({ path: '/platform/ping' }).catch(() => undefined);
  expect(toasts()).toEqual([ERROR_TEXT.tokenExpired]);
  expect(harness.mocks.redirectTo).toHaveBeenCalledWith({ url: '/pages/login/login?redirectUrl=%2Fpages%2Fhome%2Fhome' });
});
