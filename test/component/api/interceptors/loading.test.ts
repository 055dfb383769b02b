import type { RequestChain, RequestResponse } from '../../../../src/api/interceptors/call';
import { loadingInterceptor } from '../../../../src/api/interceptors/loading';
import { config } from '../../../../src/config';
import { LOADING_TEXT } from '../../../../src/domain/messages';
import { harness } from '../../support/taro';

jest.mock('@tarojs/taro', () => jest.requireActual<typeof import('../../support/taro')>('../../support/taro').taroFactory());

beforeEach(() => {
  harness.reset();
  jest.useFakeTimers();
});
afterEach(() => jest.useRealTimers());

const url = config.apiUrl('/slow');

/** A chain whose answer comes when the test says, as an answer or a failure. */
function pending(ware?: { loading?: boolean }) {
  let settle!: (ok: boolean) => void;
  const chain: RequestChain = {
    requestParams: { url, ...(ware ? { ware } : {}) },
    proceed: () =>
      new Promise<RequestResponse>((resolve, reject) => {
        settle = (ok) => (ok ? resolve({ statusCode: 200, data: null }) : reject(new Error('request:fail')));
      }),
  };
  return { call: loadingInterceptor(chain), settle: (ok: boolean) => settle(ok) };
}

describe('the loading interceptor', () => {
  it('shows 加载中... once two slow calls have run 1000 ms, and hides it once, when the last one ends, failed or not', async () => {
    const first = pending();
    const second = pending();
    jest.advanceTimersByTime(999);
    expect(harness.mocks.showLoading).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(harness.mocks.showLoading).toHaveBeenCalledTimes(1);
    expect(harness.mocks.showLoading).toHaveBeenCalledWith({ title: LOADING_TEXT, mask: false });
    first.settle(false);
    await expect(first.call).rejects.toThrow('request:fail');
    expect(harness.mocks.hideLoading).not.toHaveBeenCalled();
    second.settle(true);
    await second.call;
    expect(harness.mocks.hideLoading).toHaveBeenCalledTimes(1);
  });

  it('never for a call that asks for none', async () => {
    const quiet = pending({ loading: false });
    jest.advanceTimersByTime(5000);
    quiet.settle(true);
    await quiet.call;
    expect(harness.mocks.showLoading).not.toHaveBeenCalled();
  });
});
