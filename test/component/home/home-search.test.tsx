/** Home search: the list shows the answer for the keyword last typed, whatever order the answers arrive in. */
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';

import HomeSearch from '../../../src/features/home/HomeSearchScreen';
import { HOME_SEARCH_TEXT } from '../../../src/features/home/parts/text';
import { useSession } from '../../../src/stores/session';
import { resetClient } from '../support/client-reset';
import { idle } from '../support/screen';
import { harness, type FakeRequest } from '../support/taro';

jest.mock('@tarojs/taro', () => jest.requireActual<typeof import('../support/taro')>('../support/taro').taroFactory());

type Answer = { statusCode: number; data: unknown };

/** The apps service, answering each search only when the test says so. */
function appsService() {
  const pending = new Map<string, (answer: Answer) => void>();
  harness.handler = (req: FakeRequest) => {
    const url = new URL(req.url, 'http://x');
    if (!url.pathname.endsWith('/ware-engine/apps/all')) return Promise.resolve({ statusCode: 404, data: null });
    return new Promise<Answer>((resolve) => pending.set(url.searchParams.get('keyword') ?? '', resolve));
  };
  const answer = async (keyword: string, names: string[]) => {
    await waitFor(() => expect(pending.has(keyword)).toBe(true));
    await act(async () => {
      pending.get(keyword)!({ statusCode: 200, data: { code: 0, message: 'success', data: names.map((name, i) => ({ id: `${keyword}-${i}`, name })) } });
    });
  };
  return { pending, answer };
}

/** Types a keyword and moves a fake clock past the screen's 300 ms debounce (no real wait). */
const typeKeyword = (text: string) => {
  jest.useFakeTimers({ doNotFake: ['requestAnimationFrame', 'cancelAnimationFrame'] });
  const input = document.querySelector('.home-search__input taro-input-core') as HTMLElement;
  fireEvent(input, new CustomEvent('input', { detail: { value: text } }));
  act(() => void jest.advanceTimersByTime(300));
};

beforeEach(() => {
  resetClient();
  useSession.getState().setTokens({ accessToken: 'at-1', idToken: 'x.eyJzdWIiOiIxMDAwMyIsInRpZCI6IjEwMDEifQ.x', refreshToken: 'rt-1', tenantId: '1001' });
});
afterEach(() => jest.useRealTimers());

describe('Home search', () => {
  it('an older answer that arrives last does not replace the latest one', async () => {
    const service = appsService();
    // The test answers each search itself: the screen is rendered without waiting for its loading to end.
    render(<HomeSearch />);
    await service.answer('', []);
    expect(await screen.findByText(HOME_SEARCH_TEXT.empty)).toBeTruthy();

    typeKeyword('报');
    await waitFor(() => expect(service.pending.has('报')).toBe(true));
    typeKeyword('报销');
    await service.answer('报销', ['报销审批']);
    expect(await screen.findByText('报销审批')).toBeTruthy();
    await service.answer('报', ['报表中心']);
    // Every answer is in and handled: what shows now is final.
    await idle();
    expect(screen.getByText('报销审批')).toBeTruthy();
    expect(screen.queryByText('报表中心')).toBeNull();
  });
});
