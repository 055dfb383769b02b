import { act, render } from '@testing-library/react';

import { resetClient } from './client-reset';
import { FakePlatform, withSignInCalls } from './fake-platform';
import { flush, harness } from './taro';

/**
 * The sign-in screens' tests, H5 and mini program alike: before each test every store, queue and toast is reset and
 * a fresh fake platform answers the sign-in calls. Returns a getter for the current test's platform.
 */
export function setUpSignInWorld(): () => FakePlatform {
  let platform = new FakePlatform();
  beforeEach(() => {
    resetClient();
    platform = new FakePlatform();
    harness.handler = withSignInCalls(platform);
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => jest.restoreAllMocks());
  return () => platform;
}

/**
 * Lets a screen's calls and renders settle: ten turns, each in its own act(). Preact's async act() renders and runs
 * effects only when its callback ends, so one act around all ten turns (as under React) rendered only the first step
 * of a chain of loads (apply -> subordinates -> search -> results).
 */
export async function settle() {
  for (let turn = 0; turn < 10; turn += 1) await act(() => flush(1));
}

/** Renders a screen and lets its load effects and calls settle. */
export async function mount(ui: JSX.Element) {
  const view = render(ui);
  await settle();
  return view;
}
