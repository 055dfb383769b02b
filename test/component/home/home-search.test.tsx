/** Home search: the list shows the answer for the keyword last typed, whatever order the answers arrive in. */
import { act, fireEvent, screen, waitFor } from '@testing-library/react';

import HomeSearch from '../../../src/features/home/HomeSearchScreen';
import { HOME_SEARCH_TEXT } from '../../../src/features/home/parts/text';
import { useSession } from '../../../src/stores/session';
import { resetClient } from '../support/client-reset';
import { mount } from '../support/sign-in-screens';
import { flush, harness, type FakeRequest } from '../support/taro';

jest.mock('@tarojs/taro', () => jest.requireActual<typeof import('../support/taro')>('../support/taro').taroFactory());

jest.setTimeout(30_000);

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
      await flush();
    });
  };
  return { pending, answer };
}

const typeKeyword = async (text: string) => {
  const input = document.querySelector('.home-search__input taro-input-core') as HTMLElement;
  await act(async () => {
    fireEvent(input, new CustomEvent('input', { detail: { value: text } }));
    await flush();
  });
};

beforeEach(() => {
  resetClient();
  useSession.getState().setTokens({ accessToken: 'at-1', idToken: 'x.eyJzdWIiOiIxMDAwMyIsInRpZCI6IjEwMDEifQ.x', refreshToken: 'rt-1', tenantId: '1001' });
});

describe('Home search', () => {
  it('an older answer that arrives last does not replace the latest one', async () => {
    const service = appsService();
    await mount(<HomeSearch />);
    await service.answer('', []);
    expect(await screen.findByText(HOME_SEARCH_TEXT.empty)).toBeTruthy();

    await typeKeyword('报');
    await waitFor(() => expect(service.pending.has('报')).toBe(true));
    await typeKeyword('报销');
    await service.answer('报销', ['报销审批']);
    expect(await screen.findByText('报销审批')).toBeTruthy();
    await service.answer('报', ['报表中心']);
    expect(screen.getByText('报销审批')).toBeTruthy();
    expect(screen.queryByText('报表中心')).toBeNull();
  });
});
