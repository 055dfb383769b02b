/**
 * The access gate of an application's screens against a fake platform: a refused app never shows the screen and
 * leaves for the restricted-access page with the spec's message; an app that needs sign-in leaves for its login
 * page; an allowed app shows the screen, and another screen of the same app is shown at once without asking again.
 */
import { render, screen, waitFor } from '@testing-library/react';
import { useContext } from 'react';

import { MountedAfterFirstShow } from '../../../src/data';
import { ACCESS_DENIED } from '../../../src/domain/access/messages';
import { withAppAccess } from '../../../src/features/app-entry/AppAccessGate';
import { readDenial } from '../../../src/stores/access-denial';
import { useSession } from '../../../src/stores/session';
import { resetClient } from '../support/client-reset';
import { idle, mount } from '../support/screen';
import { harness, notFound, ok, redirects, type FakeRequest } from '../support/taro';

jest.mock('@tarojs/taro', () => jest.requireActual<typeof import('../support/taro')>('../support/taro').taroFactory());


/** A platform whose app-x has this access config; the caller is MEMBER of it. */
function platform(config: Record<string, unknown> | null) {
  const asked: string[] = [];
  harness.handler = (req: FakeRequest) => {
    const path = new URL(req.url, 'http://x').pathname;
    if (path.endsWith('/bigtable/application/app-x/access-config')) {
      asked.push(path);
      return config ? ok(config) : notFound();
    }
    if (path.endsWith('/ware-engine/apps/app-x/roles/my-roles')) return ok([{ code: 'MEMBER' }]);
    return notFound();
  };
  return asked;
}

function Lists() {
  const late = useContext(MountedAfterFirstShow);
  return <div data-testid="screen">{late ? 'lists, mounted after the first show' : 'lists'}</div>;
}
const GatedLists = withAppAccess(Lists);
const GatedSearch = withAppAccess(() => <div data-testid="screen">search</div>);

const signIn = () =>
  useSession.getState().setTokens({ accessToken: 'at-1', idToken: 'x.eyJzdWIiOiIxMDAwMyIsInRpZCI6IjEwMDEifQ.x', refreshToken: 'rt-1' });

beforeEach(() => {
  resetClient();
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());


it('a closed app: the screen never shows, the denial is stored and the page is replaced by restricted access', async () => {
  signIn();
  platform({ closingAccess: true, ifPublic: true });
  harness.query = { appId: 'app-x', formId: 'form-x' };
  await mount(<GatedLists />);
  await waitFor(() => expect(redirects()).toEqual(['/pagesB/view/restrictedAccess?type=noPermission']));
  expect(screen.queryByTestId('screen')).toBeNull();
  expect(readDenial()).toMatchObject(ACCESS_DENIED.closed);
});

it('an app that needs sign-in, opened without a token, goes to its login page and back to the screen', async () => {
  platform({ needAuth: true, ifPublic: true });
  harness.query = { appId: 'app-x', formId: 'form-x' };
  await mount(<GatedLists />);
  await waitFor(() => expect(redirects()).toHaveLength(1));
  expect(screen.queryByTestId('screen')).toBeNull();
  expect(redirects()[0]).toMatch(/^\/pagesB\/view\/login\?appId=app-x&redirectUrl=/);
});

it('an allowed app shows the screen; another screen of the same app shows at once and asks nothing', async () => {
  signIn();
  const asked = platform({ ifPublic: true });
  harness.query = { appId: 'app-x', formId: 'form-x' };
  const first = render(<GatedLists />);
  expect(screen.queryByTestId('screen')).toBeNull();
  await idle();
  // The page was shown before the access answer came: the screen must know its first show has passed.
  expect((await screen.findByTestId('screen')).textContent).toBe('lists, mounted after the first show');
  expect(asked).toHaveLength(1);
  expect(redirects()).toEqual([]);
  first.unmount();

  render(<GatedSearch />);
  expect(screen.getByTestId('screen').textContent).toBe('search');
  await idle();
  expect(asked).toHaveLength(1);
});

it('an app that cannot be found says so with a retry, and no screen', async () => {
  signIn();
  platform(null);
  harness.query = { appId: 'app-x' };
  await mount(<GatedLists />);
  expect(await screen.findByText('应用不存在或已删除')).toBeTruthy();
  expect(screen.queryByTestId('screen')).toBeNull();
  expect(screen.getByText('重试')).toBeTruthy();
});

it('an address without an appId is left to the screen, with no access call', async () => {
  const asked = platform({ closingAccess: true });
  harness.query = { id: 'doc-1' };
  render(<GatedLists />);
  expect(screen.getByTestId('screen').textContent).toBe('lists');
  await idle();
  expect(asked).toEqual([]);
});
