import { fireEvent, screen, waitFor } from '@testing-library/react';

import { ACCOUNT_TEXT, SIGN_IN_TEXT } from '../../../src/domain/messages';
import Login from '../../../src/features/session/LoginScreen';
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
