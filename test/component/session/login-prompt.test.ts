import { LOGIN_PROMPT_TEXT } from '../../../src/domain/messages';
import { askToSignIn, loginPromptText } from '../../../src/features/session/login-prompt';
import { useSession } from '../../../src/stores/session';
import { harness } from '../support/taro';

jest.mock('@tarojs/taro', () => jest.requireActual<typeof import('../support/taro')>('../support/taro').taroFactory());
// Cancelling on the only page: the mini program exits (its platform module), H5 goes back in the browser.
jest.mock('../../../src/platform/leave', () => jest.requireActual('../../../src/platform/leave.ts'));

beforeEach(() => {
  localStorage.clear();
  harness.reset();
  useSession.getState().signOut();
});

const shown = () => (harness.mocks.showModal!.mock.calls[0]![0] as { content: string }).content;

describe('the login prompt (screens-data-rules.md §8)', () => {
  it('both texts, verbatim', () => {
    expect(loginPromptText(true)).toBe('登录已过期，请重新登录');
    expect(loginPromptText(false)).toBe('当前页面需要登录才能操作。您未登录，是否跳转登录页');
  });

  it('without a token: the not-signed-in text; confirming goes to login with the page as redirectUrl', async () => {
    harness.pages = [{ route: 'pagesB/view/selectTenant', options: {} }];
    await expect(askToSignIn()).resolves.toBe('login');
    expect(shown()).toBe(LOGIN_PROMPT_TEXT.notSignedIn);
    expect(harness.mocks.redirectTo).toHaveBeenCalledWith({
      url: '/pages/login/login?redirectUrl=%2FpagesB%2Fview%2FselectTenant',
    });
  });

  it('with a token: the expired text', async () => {
    useSession.setState({ token: 'Bearer old' });
    await askToSignIn();
    expect(shown()).toBe(LOGIN_PROMPT_TEXT.expired);
  });

  it('cancel with a single page in history: the mini program exits', async () => {
    harness.modalConfirm = false;
    harness.pages = [{ route: 'pages/home/home' }];
    await expect(askToSignIn()).resolves.toBe('left');
    expect(harness.mocks.exitMiniProgram).toHaveBeenCalledTimes(1);
    expect(harness.mocks.navigateBack).not.toHaveBeenCalled();
  });

  it('cancel otherwise: back', async () => {
    harness.modalConfirm = false;
    harness.pages = [{ route: 'pages/home/home' }, { route: 'pagesB/view/selectTenant' }];
    await askToSignIn();
    expect(harness.mocks.navigateBack).toHaveBeenCalledWith({ delta: 1 });
    expect(harness.mocks.exitMiniProgram).not.toHaveBeenCalled();
  });

  it('shows once at a time (ask_login), and clears the flag after', async () => {
    const first = askToSignIn();
    await expect(askToSignIn()).resolves.toBe('already-asking');
    await first;
    expect(harness.mocks.showModal).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem('ask_login')).toBeNull();
  });
});
