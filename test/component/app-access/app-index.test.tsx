/**
 * The application index opened from a shared short link against a fake platform: signed out, the check grants
 * nothing, so the app's detail and permissions are asked while the access config is still on its way (one round trip
 * fewer before the index shows); the index shows the app once the check allows it; a check that sends the visitor to
 * sign in leaves with nothing shown. Signed in, the check may grant the GUEST role, so they are asked after it.
 */
import { render, screen, waitFor } from '@testing-library/react';

import AppIndex from '../../../src/features/app-entry/AppIndexScreen';
import { useSession } from '../../../src/stores/session';
import { resetClient } from '../support/client-reset';
import { idle, mount } from '../support/screen';
import { harness, notFound, ok, redirects, type FakeRequest } from '../support/taro';

// The share hooks need a page the fake does not have; sharing is not what is tested here.
jest.mock('@tarojs/taro', () => {
  const taro = jest.requireActual<typeof import('../support/taro')>('../support/taro').taroFactory();
  const extra = { useShareAppMessage: () => undefined, useShareTimeline: () => undefined };
  return { ...taro, ...extra, default: { ...taro.default, ...extra } };
});


const DETAIL = { id: 'app-x', name: '公开应用', forms: [{ id: 'f-1', formId: 'form-1', name: '报名' }], views: [] };
const PERMISSIONS = [{ type: 'FORM', businessKey: 'form-1', formId: 'form-1' }];

/**
 * A platform where short code `open` names app-x with this access config. The config's answer waits until the test
 * releases it; `log` records each call as it is asked, and the config's answer as it is given.
 */
function platform(config: Record<string, unknown>) {
  const log: string[] = [];
  let release = () => undefined as void;
  const held = new Promise<void>((resolve) => (release = resolve));
  harness.handler = async (req: FakeRequest) => {
    const path = new URL(req.url, 'http://x').pathname;
    if (path.endsWith('/shortener/open')) return ok({ id: 'app-x' });
    if (path.endsWith('/bigtable/application/app-x/access-config')) {
      log.push('config asked');
      await held;
      log.push('config answered');
      return ok(config);
    }
    if (path.endsWith('/ware-engine/apps/app-x')) return log.push('detail'), ok(DETAIL);
    if (path.endsWith('/ware-engine/apps/app-x/my-permissions')) return log.push('permissions'), ok(PERMISSIONS);
    return notFound();
  };
  return { log, release: () => release() };
}

beforeEach(() => {
  resetClient();
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());


it('signed out: the detail and permissions are asked beside the access check, and the app shows once it allows', async () => {
  const { log, release } = platform({ clientTypes: ['H5'], ifPublic: true });
  harness.query = { shortCode: 'open' };
  render(<AppIndex />);
  await waitFor(() => expect([...log].sort()).toEqual(['config asked', 'detail', 'permissions']));
  expect(screen.queryByTestId('app-name')).toBeNull();
  release();
  await idle();
  expect((await screen.findByTestId('app-name')).textContent).toBe('公开应用');
  expect(redirects()).toEqual([]);
});

it('signed out, an app that needs sign-in: leaves for its login page, the early answers unread', async () => {
  const { log, release } = platform({ clientTypes: ['H5'], ifPublic: true, needAuth: true });
  harness.query = { shortCode: 'open' };
  release();
  await mount(<AppIndex />);
  await waitFor(() => expect(redirects()).toHaveLength(1));
  expect(redirects()[0]).toMatch(/^\/pagesB\/view\/login\?appId=app-x&redirectUrl=/);
  expect(screen.queryByTestId('app-name')).toBeNull();
  expect(log).toContain('config answered');
});

it('signed in: the detail and permissions are asked only after the check (it may grant the GUEST role)', async () => {
  useSession.getState().setTokens({ accessToken: 'at-1', idToken: 'x.eyJzdWIiOiIxMDAwMyIsInRpZCI6IjEwMDEifQ.x', refreshToken: 'rt-1' });
  const { log, release } = platform({ clientTypes: ['H5'], ifPublic: true });
  harness.query = { shortCode: 'open' };
  release();
  await mount(<AppIndex />);
  expect((await screen.findByTestId('app-name')).textContent).toBe('公开应用');
  expect(log.slice(0, 2)).toEqual(['config asked', 'config answered']);
  expect(log).toEqual(expect.arrayContaining(['detail', 'permissions']));
});
