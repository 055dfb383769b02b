import { act, render } from '@testing-library/react';

import { FakePlatform, withSignInCalls } from './fake-platform';
import { flush, harness } from './taro';
import { resetToasts } from '../../../src/api/error-effects';
import { resetHostSession } from '../../../src/api/host-session';
import { reauthGate } from '../../../src/api/transport';
import { useSession } from '../../../src/stores/session';

/**
 * The sign-in screens' tests, H5 and mini program alike: before each test every store, queue and toast is reset and
 * a fresh fake platform answers the sign-in calls. Returns a getter for the current test's platform.
 */
export function setUpSignInWorld(): () => FakePlatform {
  let platform = new FakePlatform();
  beforeEach(() => {
    localStorage.clear();
    harness.reset();
    resetToasts();
    resetHostSession();
    reauthGate.forget();
    useSession.getState().signOut();
    platform = new FakePlatform();
    harness.handler = withSignInCalls(platform);
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => jest.restoreAllMocks());
  return () => platform;
}

/** Renders a screen and lets its load effects and calls settle. */
export async function mount(ui: JSX.Element) {
  const view = render(ui);
  await act(() => flush(10));
  return view;
}
