import { askToSignIn } from '../../../src/features/session/login-prompt';
import { useSession } from '../../../src/stores/session';
import { harness } from '../support/taro';

jest.mock('@tarojs/taro', () => jest.requireActual<typeof import('../support/taro')>('../support/taro').taroFactory());
jest.mock('../../../src/platform/leave', () => jest.requireActual('../../../src/platform/leave.h5.ts'));

beforeEach(() => {
  localStorage.clear();
  harness.reset();
  useSession.getState().signOut();
});

describe('the login prompt in H5, cancelled on the only page', () => {
  it('a tab cannot be closed: back in the browser when it can, else the entry page', async () => {
    harness.modalConfirm = false;
    harness.pages = [{ route: 'pages/home/home' }];
    const back = jest.spyOn(window.history, 'back').mockImplementation(() => undefined);
    Object.defineProperty(window.history, 'length', { value: 1, configurable: true });
    await askToSignIn();
    expect(harness.mocks.reLaunch).toHaveBeenCalledWith({ url: '/pages/index/temp' });
    Object.defineProperty(window.history, 'length', { value: 3, configurable: true });
    await askToSignIn();
    expect(back).toHaveBeenCalledTimes(1);
    expect(harness.mocks.exitMiniProgram).not.toHaveBeenCalled();
  });
});
