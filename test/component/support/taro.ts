/**
 * A controllable @tarojs/taro for component tests of the request layer and the sign-in screens. The real H5 runtime
 * stays underneath (storage uses jsdom's localStorage, components render as Taro's custom elements); the calls that
 * reach the outside (toast, modal, navigation, wx.login) are jest mocks the test drives, and the page hooks run as
 * effects with the query the test sets. Taro.request is Taro's own interceptor chain (@tarojs/api Link, as on both
 * targets) ending in a jest mock, `harness.mocks.request`: what would reach wx.request or fetch.
 *
 * Use: jest.mock('@tarojs/taro', () => jest.requireActual<typeof import('../support/taro')>('./taro').taroFactory());
 */
import { useEffect } from 'react';

import type { RequestParams } from '../../../src/api/interceptors/call';

/** A request as it reaches the network: Taro.request's options after every interceptor. */
export type FakeRequest = RequestParams;

export type RequestHandler = (req: FakeRequest) => Promise<{ statusCode: number; data: unknown }>;

export const harness = {
  query: {} as Record<string, string | undefined>,
  pages: [{ route: 'pages/home/home', options: {} }] as Array<{ route: string; options?: Record<string, unknown> }>,
  modalConfirm: true,
  /** Taro.request calls not yet answered (interceptors and re-authentication included): see screen.ts's idle(). */
  inFlight: new Set<Promise<unknown>>(),
  /** Counts every Taro.request start and end, so a wait can tell a call that came and went between two looks. */
  traffic: 0,
  handler: (async () => ({ statusCode: 404, data: null })) as RequestHandler,
  mocks: {} as Record<string, jest.Mock>,
  reset(): void {
    this.query = {};
    this.pages = [{ route: 'pages/home/home', options: {} }];
    this.modalConfirm = true;
    this.handler = async () => ({ statusCode: 404, data: null });
    this.inFlight = new Set();
    Object.values(this.mocks).forEach((m) => m.mockClear());
  },
};

/** What a Taro API call resolves with when it succeeded. */
const apiDone = () => Promise.resolve({ errMsg: 'ok' });

interface TaroLink {
  request(options: FakeRequest): Promise<unknown>;
  addInterceptor(interceptor: unknown): void;
  cleanInterceptors(): void;
}

export function taroFactory() {
  const actual = jest.requireActual('@tarojs/taro') as { default: Record<string, unknown> } & Record<string, unknown>;
  const mocks: Record<string, jest.Mock> = {
    request: jest.fn((req: FakeRequest) => {
      const result = harness.handler(req);
      return result.then((res) => ({ ...res, header: {}, errMsg: 'request:ok' }));
    }),
    showToast: jest.fn(apiDone),
    showLoading: jest.fn(apiDone),
    hideLoading: jest.fn(apiDone),
    showModal: jest.fn(() => Promise.resolve({ confirm: harness.modalConfirm, cancel: !harness.modalConfirm })),
    navigateTo: jest.fn(apiDone),
    redirectTo: jest.fn(apiDone),
    reLaunch: jest.fn(apiDone),
    navigateBack: jest.fn(apiDone),
    exitMiniProgram: jest.fn(apiDone),
    login: jest.fn(() => Promise.resolve({ code: 'dev-wx-member', errMsg: 'login:ok' })),
    getCurrentPages: jest.fn(() => harness.pages),
  };
  harness.mocks = mocks;
  const hooks = {
    useLoad: (cb: (q: Record<string, string | undefined>) => void) => {
      // eslint-disable-next-line react-hooks/exhaustive-deps
      useEffect(() => cb({ ...harness.query }), []);
    },
    useDidShow: (cb: () => void) => {
      // eslint-disable-next-line react-hooks/exhaustive-deps
      useEffect(() => cb(), []);
    },
    useRouter: () => ({ params: { ...harness.query }, path: '' }),
  };
  const { Link } = actual.default as unknown as { Link: new (last: (chain: { requestParams: FakeRequest }) => Promise<unknown>) => TaroLink };
  const link = new Link((chain) => mocks.request!(chain.requestParams) as Promise<unknown>);
  const chain = {
    request: (options: FakeRequest) => {
      const pending = harness.inFlight;
      const call = link.request(options);
      pending.add(call);
      harness.traffic += 1;
      const forget = () => {
        pending.delete(call);
        harness.traffic += 1;
      };
      call.then(forget, forget);
      return call;
    },
    addInterceptor: (interceptor: unknown) => link.addInterceptor(interceptor),
    cleanInterceptors: () => link.cleanInterceptors(),
  };
  const api = Object.assign({}, actual.default, mocks, chain, hooks);
  return { __esModule: true, ...actual, ...mocks, ...chain, ...hooks, default: api };
}

/**
 * A fake platform answering by `METHOD /path` (the /api prefix left off), 404 for anything else; returns the calls
 * made, in order, as those keys.
 */
export function answerByRoute(routes: Record<string, RequestHandler>): string[] {
  const calls: string[] = [];
  harness.handler = (req) => {
    const key = `${(req.method ?? 'GET').toUpperCase()} ${new URL(req.url, 'http://x').pathname.replace(/^\/api/, '')}`;
    calls.push(key);
    return routes[key]?.(req) ?? notFound();
  };
  return calls;
}

/** A JSON answer. */
export const answer = (statusCode: number, data: unknown) => Promise.resolve({ statusCode, data });
/** The platform's envelope for a call that succeeded with `data`. */
export const ok = (data: unknown) => answer(200, { code: 0, message: 'success', data });
/** The platform's answer for a path it does not have. */
export const notFound = () => answer(404, { code: 404, message: 'API接口不存在', data: null });

/** The addresses the screen was redirected to (Taro's redirectTo), in order. */
export const redirects = () => harness.mocks.redirectTo!.mock.calls.map((c) => (c[0] as { url: string }).url);

/** Lets pending promises and timers of 0 ms run. */
export const flush = async (rounds = 5) => {
  for (let i = 0; i < rounds; i += 1) await new Promise((resolve) => setTimeout(resolve, 0));
};
