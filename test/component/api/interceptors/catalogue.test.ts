import { resetToasts } from '../../../../src/api/error-effects';
import { ApiError } from '../../../../src/api/errors';
import type { RequestChain, RequestParams, RequestResponse } from '../../../../src/api/interceptors/call';
import { catalogueInterceptor } from '../../../../src/api/interceptors/catalogue';
import { config } from '../../../../src/config';
import { ERROR_TEXT } from '../../../../src/domain/messages';
import { harness } from '../../support/taro';

jest.mock('@tarojs/taro', () => jest.requireActual<typeof import('../../support/taro')>('../../support/taro').taroFactory());

/**
 * The catalogue interceptor alone, over a chain whose next step answers as the test says. Every row as the user
 * sees it is in error-behaviours.test.ts; this is what the interceptor hands up the chain.
 */
beforeEach(() => {
  harness.reset();
  resetToasts();
});

const url = config.apiUrl('/platform/members');
const toasts = () => harness.mocks.showToast!.mock.calls.map((c) => (c[0] as { title: string }).title);

function over(params: RequestParams, next: () => Promise<RequestResponse>): Promise<RequestResponse> {
  const chain: RequestChain = { requestParams: params, proceed: next };
  return catalogueInterceptor(chain);
}

describe('the catalogue interceptor', () => {
  it('a success goes up untouched', async () => {
    const ok = { statusCode: 200, data: { code: '0', data: [1] }, header: { 'x-a': '1' } };
    await expect(over({ url }, () => Promise.resolve(ok))).resolves.toBe(ok);
  });

  it('a failed answer: the row’s effect, then a rejection with the row, status, body and API path', async () => {
    const body = { code: 500, message: 'boom' };
    const error = await over({ url: `${url}?page=2` }, () => Promise.resolve({ statusCode: 500, data: body })).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ row: 'serverError', status: 500, body, path: '/platform/members' });
    expect(toasts()).toEqual([ERROR_TEXT.serverBusy]);
  });

  it('a rejected proceed (wx.request fail, fetch failure) is the network row', async () => {
    const error = await over({ url }, () => Promise.reject({ errMsg: 'request:fail timeout' })).catch((e: unknown) => e);
    expect(error).toMatchObject({ row: 'network', status: 'network', body: null });
    expect(toasts()).toEqual([ERROR_TEXT.network]);
  });

  it('a resolve-empty row resolves with a success answer holding the call’s empty value', async () => {
    const tenantRequired = () => Promise.resolve({ statusCode: 403, data: { code: 'TENANT_REQUIRED' } });
    const todo = config.apiUrl('/bigtable/task/todo');
    await expect(over({ url: todo }, tenantRequired)).resolves.toMatchObject({ statusCode: 200, data: { code: 0, data: [] } });
    const empty = { content: [], totalElements: 0 };
    await expect(over({ url: todo, ware: { empty } }, tenantRequired)).resolves.toMatchObject({ data: { code: 0, data: empty } });
    expect(toasts()).toEqual([]);
  });

  it('a call to another host is not the platform’s: its answer goes up as it is, whatever it is', async () => {
    const failed = { statusCode: 500, data: 'oops' };
    await expect(over({ url: 'https://cdn.example.com/x' }, () => Promise.resolve(failed))).resolves.toBe(failed);
    expect(toasts()).toEqual([]);
  });
});
