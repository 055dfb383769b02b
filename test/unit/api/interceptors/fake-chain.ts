import type { RequestChain, RequestParams, RequestResponse } from '../../../../src/api/interceptors/call';
import { setRequestSession, type RequestSession } from '../../../../src/api/session-port';

/** One step of Taro's chain: the interceptor under test, and a next step that records what it was handed. */
export function fakeChain(requestParams: RequestParams, answer: RequestResponse = { statusCode: 200, data: { code: 0, data: null } }) {
  const passed: RequestParams[] = [];
  const chain: RequestChain = {
    requestParams,
    proceed: (params) => {
      passed.push(params);
      return Promise.resolve(answer);
    },
  };
  return { chain, passed, sent: () => passed.at(-1)! };
}

/** A session handed to the request layer, with the values a test sets. */
export function fakeSession(values: { token?: string | null; tenantId?: string } = {}): RequestSession & { values: typeof values } {
  const session = {
    values,
    token: () => values.token ?? null,
    tenantId: () => values.tenantId,
    refreshGrant: () => ({ refreshToken: null, tenantId: null, method: null }),
    storeTokens: () => undefined,
    expire: () => {
      values.token = null;
    },
  };
  setRequestSession(session);
  return session;
}

afterEach(() => setRequestSession(null));
