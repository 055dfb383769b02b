import { fireEvent, screen, waitFor } from '@testing-library/react';

import { ACCOUNT_TEXT, SIGN_IN_TEXT } from '../../../src/domain/messages';
import Login from '../../../src/features/session/LoginScreen';
import { phoneSignIn } from '../../../src/features/session/phone-sign-in';
import WechatLogin from '../../../src/features/session/WechatLoginScreen';
import { useSession } from '../../../src/stores/session';
import { mount } from '../support/screen';
import { setUpSignInWorld } from '../support/sign-in-screens';
import { harness } from '../support/taro';

/** The sign-in screens as the mini program has them: its platform modules instead of H5's. */
jest.mock('@tarojs/taro', () => jest.requireActual<typeof import('../support/taro')>('../support/taro').taroFactory());
jest.mock('../../../src/features/session/AccountLogin', () => jest.requireActual('../../../src/features/session/AccountLogin.tsx'));
jest.mock('../../../src/features/session/provider-sign-in', () => jest.requireActual('../../../src/features/session/provider-sign-in.ts'));
jest.mock('../../../src/features/session/wechat', () => jest.requireActual('../../../src/features/session/wechat.ts'));
jest.mock('../../../src/platform/browser', () => jest.requireActual('../../../src/platform/browser.ts'));
jest.mock('../../../src/platform/wechat', () => jest.requireActual('../../../src/platform/wechat.ts'));

const platform = setUpSignInWorld();

describe('Login in the mini program', () => {
  it('offers WeChat and the account form, not the browser redirect', async () => {
    await mount(<Login />);
    expect(await screen.findByText(SIGN_IN_TEXT.wechatSignIn)).toBeTruthy();
    expect(screen.queryByText(SIGN_IN_TEXT.signIn)).toBeNull();
    expect(screen.getByText(ACCOUNT_TEXT.submit)).toBeTruthy();
  });

  it('refuses a provider answer, which answers no request of the mini program, without asking anyone', async () => {
    harness.query = { code: 'good-code', state: 'S'.repeat(16) };
    await mount(<Login />);
    expect(await screen.findByText(SIGN_IN_TEXT.stateMismatch)).toBeTruthy();
    expect(platform().calls('/auth/clients/pub')).toHaveLength(0);
    expect(useSession.getState().token).toBeFalsy();
  });

  it('the account login signs in with username and password (the client-credentials flow)', async () => {
    await mount(<Login />);
    // Taro's input is a web component that renders its <input> on its own schedule: wait for both.
    await waitFor(() => expect(document.querySelectorAll('input')).toHaveLength(2));
    const inputs = document.querySelectorAll('input');
    fireEvent.input(inputs[0]!, { target: { value: 'member' } });
    fireEvent.input(inputs[1]!, { target: { value: 'Demo@2026' } });
    // The button turns on once both fields hold text: what the user sees before pressing it.
    const submit = screen.getByText(ACCOUNT_TEXT.submit).closest('.nut-button')!;
    await waitFor(() => expect(submit.className).not.toMatch(/nut-button-disabled/));
    fireEvent.click(submit);
    // Several calls in a row (login, user, organisations): wait for the landing rather than a fixed number of ticks,
    // which a loaded machine did not always reach.
    await waitFor(() => expect(harness.mocks.redirectTo).toHaveBeenCalledWith({ url: '/pagesB/view/selectTenant' }));
    expect(platform().calls('/auth/login')[0]!.data).toEqual({ username: 'member', password: 'Demo@2026' });
    expect(useSession.getState().authCode).toMatch(/^at-/);
    expect(useSession.getState().token).toBe(`Bearer ${useSession.getState().authCode}`);
  });
});

describe('Messaging-app login in the mini program', () => {
  it('wx.login, then /weixin/wx/user/login with its code (no Authorization)', async () => {
    await mount(<WechatLogin />);
    expect(harness.mocks.login).toHaveBeenCalledTimes(1);
    const call = platform().calls('/weixin/wx/user/login')[0]!;
    expect(call.auth).toBe('');
    expect(useSession.getState().token).toMatch(/^Bearer at-/);
    expect(harness.mocks.redirectTo).toHaveBeenCalledWith({ url: '/pagesB/view/selectTenant' });
  });

  it('with a last organisation, enters it with the platform session call (no refresh token)', async () => {
    platform().lastLoginTenant = '1001';
    await mount(<WechatLogin />);
    expect(platform().calls('/admin/login/token')[0]!.data).toEqual({ tenantId: '1001' });
    expect(useSession.getState().tenantId).toBe('1001');
    expect(harness.mocks.reLaunch).toHaveBeenCalledWith({ url: '/pages/home/home' });
  });

  it('a failing wx.login says so and offers a retry', async () => {
    harness.mocks.login!.mockImplementationOnce(() => Promise.reject(new Error('login:fail')));
    await mount(<WechatLogin />);
    expect(await screen.findByText(SIGN_IN_TEXT.wechatFailed)).toBeTruthy();
    expect(screen.getByText(SIGN_IN_TEXT.retry)).toBeTruthy();
  });
});

describe('Phone-number sign-in in the mini program', () => {
  it('the getPhoneNumber code, a wx.login code for a session key, then the form-encoded mobile login; a platform session', async () => {
    const calls: { path: string; data: unknown; contentType?: string | undefined; auth?: string | undefined }[] = [];
    const world = harness.handler;
    harness.handler = (req) => {
      const url = new URL(req.url);
      const path = url.pathname.replace(/^\/api/, '');
      if (path === '/admin/mobile/getSessionKey') {
        calls.push({ path: `${path}?code=${url.searchParams.get('code')}`, data: req.data });
        return Promise.resolve({ statusCode: 200, data: { code: 0, data: { sessionKey: 'sk-1', openid: 'o', bound: false } } });
      }
      if (path === '/admin/mobile/login') {
        calls.push({ path, data: req.data, contentType: req.header?.['Content-Type'], auth: req.header?.Authorization });
        const tokens = platform().issue(null);
        return Promise.resolve({ statusCode: 200, data: { code: 0, data: { ...tokens, tid: null, userId: '10003' } } });
      }
      return world(req);
    };
    expect(await phoneSignIn('dev-phone-13800000003')).toEqual({ kind: 'select' });
    expect(harness.mocks.login).toHaveBeenCalledTimes(1);
    expect(calls[0]!.path).toBe('/admin/mobile/getSessionKey?code=dev-wx-member');
    expect(calls[1]!.path).toBe('/admin/mobile/login');
    expect(String(calls[1]!.contentType)).toMatch(/x-www-form-urlencoded/);
    expect(String(calls[1]!.data)).toBe('sessionKey=sk-1&phoneCode=dev-phone-13800000003');
    expect(calls[1]!.auth ?? '').toBe('');
    expect(useSession.getState().signInMethod).toBe('platform');
    expect(useSession.getState().token).toMatch(/^Bearer /);
  });
});
