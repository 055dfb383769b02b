import { screen } from '@testing-library/react';

import { SIGN_IN_NEEDED_TEXT } from '../../../src/domain/messages';
import { SignInNeeded } from '../../../src/features/session/SignInNeeded';
import { PATHS } from '../../../src/routes';
import { useSession } from '../../../src/stores/session';
import { resetClient } from '../support/client-reset';
import { mount, press } from '../support/screen';
import { harness } from '../support/taro';

jest.mock('@tarojs/taro', () => jest.requireActual<typeof import('../support/taro')>('../support/taro').taroFactory());

beforeEach(() => resetClient());

describe('the one screen for a sign-in or an organisation still needed', () => {
  it('signed out: says so, and 去登录 goes to login with this page as redirectUrl', async () => {
    harness.pages = [{ route: 'pagesA/member/index', options: { from: 'share' } }];
    await mount(<SignInNeeded needs="user" />);
    expect(screen.getByText(SIGN_IN_NEEDED_TEXT.user)).toBeTruthy();
    await press(screen.getByText(SIGN_IN_NEEDED_TEXT.signIn));
    const { url } = harness.mocks.redirectTo?.mock.calls[0]?.[0] as { url: string };
    expect(url.startsWith(PATHS.login)).toBe(true);
    expect(decodeURIComponent(url)).toContain('pagesA/member/index?from=share');
  });

  it('signed in without an organisation: 选择组织 opens the organisation list', async () => {
    useSession.getState().setTokens({ accessToken: 'at-1', idToken: 'x.eyJzdWIiOiIxMDAwMyJ9.x', refreshToken: 'rt-1' });
    await mount(<SignInNeeded needs="organisation" />);
    expect(screen.getByText(SIGN_IN_NEEDED_TEXT.organisation)).toBeTruthy();
    expect(screen.queryByText(SIGN_IN_NEEDED_TEXT.signIn)).toBeNull();
    await press(screen.getByText(SIGN_IN_NEEDED_TEXT.selectTenant));
    expect(harness.mocks.navigateTo).toHaveBeenCalledWith({ url: PATHS.selectTenant });
  });
});
