/** The home's work areas against a scripted platform: which entries each permission answer gives, and where they go. */
import { fireEvent, screen, waitFor } from '@testing-library/react';

import { HomeAreas } from '../../../src/features/home/parts/HomeAreas';
import { PATHS } from '../../../src/routes';
import { useSession } from '../../../src/stores/session';
import { resetClient } from '../support/client-reset';
import { mount } from '../support/screen';
import { harness } from '../support/taro';

jest.mock('@tarojs/taro', () => jest.requireActual<typeof import('../support/taro')>('../support/taro').taroFactory());

const ok = (data: unknown) => Promise.resolve({ statusCode: 200, data: { code: 0, message: 'success', data } });

function permissions(codes: string[]) {
  harness.handler = (req) =>
    new URL(req.url, 'http://x').pathname === '/api/platform/my-permissions'
      ? ok(codes.map((code) => ({ code, name: code })))
      : Promise.resolve({ statusCode: 404, data: { code: 404, message: 'API接口不存在', data: null } });
}

const entries = () => Array.from(document.querySelectorAll('[data-testid^="home-area-"]')).map((e) => e.getAttribute('data-testid'));

beforeEach(() => {
  resetClient();
  harness.reset();
  useSession.getState().setTokens({ accessToken: 'at-1', idToken: 'x.eyJzdWIiOiIxMDAwMyIsInRpZCI6IjEwMDEifQ.x', refreshToken: 'rt-1' });
});

describe('HomeAreas', () => {
  it('offers customers, suppliers and devices once the permissions open them, after the member centre', async () => {
    permissions(['app:use', 'customer:manage', 'supplier:manage', 'device:use']);
    await mount(<HomeAreas />);
    await waitFor(() => expect(entries()).toEqual(['home-area-memberCentre', 'home-area-customers', 'home-area-suppliers', 'home-area-devices']));
    fireEvent.click(screen.getByRole('button', { name: '设备管理' }));
    expect(harness.mocks.navigateTo).toHaveBeenCalledWith({ url: PATHS.deviceTypes });
  });

  it('gives a person without those permissions the member centre only', async () => {
    permissions(['app:use', 'device:use']);
    await mount(<HomeAreas />);
    await waitFor(() => expect(entries()).toEqual(['home-area-memberCentre', 'home-area-devices']));
    fireEvent.click(screen.getByRole('button', { name: '会员中心' }));
    expect(harness.mocks.navigateTo).toHaveBeenCalledWith({ url: PATHS.memberCentre });
  });
});
