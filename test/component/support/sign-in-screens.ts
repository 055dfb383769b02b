import { resetClient } from './client-reset';
import { FakePlatform, withSignInCalls } from './fake-platform';
import { harness } from './taro';

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
